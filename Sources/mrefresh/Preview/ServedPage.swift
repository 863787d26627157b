import MRefreshRender

/// The page `mrefresh preview` serves at `/`: the data (``PreviewData``) inline in
/// `<script type="application/json" id="mrefresh-data">`, and a script that polls `/version` and reloads
/// when it changes, keeping the pull position in `sessionStorage`.
///
/// Once there is a good render, it is `--export preview`'s own page (`PreviewPage`, live: it polls
/// `/version` itself and keeps the pull in `sessionStorage`); this plain page is only for the time before a
/// first good render, to show the error.
enum ServedPage {
    static func html(_ data: PreviewData) -> String {
        if let manifest = data.manifest {
            return PreviewPage(manifest: manifest, machine: data.machine, frameRate: data.frameRate, images: data.images,
                               error: data.error, live: true, version: data.version).html
        }
        return """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>mrefresh preview</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 2em; }
        #stage { position: relative; display: inline-block; min-width: 240px; min-height: 80px; background: #eee; }
        #error { position: absolute; inset: 0; background: rgba(180,0,0,.88); color: #fff; padding: .5em;
                 font: 13px ui-monospace, monospace; white-space: pre-wrap; }
        #error[hidden] { display: none; }
        </style>
        <script type="application/json" id="mrefresh-data">\(data.json)</script>
        </head><body>
        <div id="stage"><img id="indicator" alt=""><div id="error" hidden></div></div>
        <p><input id="pull" type="range" min="0" max="0" value="0"> <span id="frame"></span></p>
        <script>
        (function () {
          var data = JSON.parse(document.getElementById("mrefresh-data").textContent);
          var frames = data.manifest ? data.manifest.frames.filter(function (f) { return f.scale === 1 && f.stage === "pull"; }) : [];
          var slider = document.getElementById("pull"), image = document.getElementById("indicator");
          window.mrefresh = {ready: false, frame: null, stage: null, state: null};
          slider.max = String(Math.max(0, frames.length - 1));
          function show(i) {
            var f = frames[i];
            if (!f) return;
            image.src = data.images[f.file];
            document.getElementById("frame").textContent = f.file;
            window.mrefresh.frame = f.file; window.mrefresh.stage = f.stage; window.mrefresh.state = f.state;
          }
          slider.oninput = function () { show(Number(slider.value)); };
          slider.value = sessionStorage.getItem("mrefresh-preview-slider") || "0";
          show(Number(slider.value));
          if (data.error) { var e = document.getElementById("error"); e.textContent = data.error; e.hidden = false; }
          window.mrefresh.ready = true;
          setInterval(function () {
            fetch("/version", {cache: "no-store"}).then(function (r) { return r.text(); }).then(function (v) {
              if (Number(v) !== data.version) {
                sessionStorage.setItem("mrefresh-preview-slider", slider.value);
                location.reload();
              }
            }).catch(function () {});
          }, 250);
        })();
        </script>
        </body></html>

        """
    }
}
