/// The page `mrefresh preview` serves at `/`: a page template with the current ``PreviewData`` put into
/// its `<script type="application/json" id="mrefresh-data">` element, and a small script that polls
/// `/version` and reloads when it changes, keeping the pull position in `sessionStorage`.
///
/// The template is the one `--export preview` writes when that export exists (issue 33, part 1); until
/// then ``fallbackTemplate``, a plain page with the same data element, slider, `#indicator` and `#error`.
enum PreviewPage {
    static let dataOpening = #"<script type="application/json" id="mrefresh-data">"#
    static let dataClosing = "</script>"

    /// `template` with `data` as its data element's content, and the reloading script before `</body>`.
    static func html(template: String, data: PreviewData) -> String {
        var page = template
        if let open = page.range(of: dataOpening), let close = page.range(of: dataClosing, range: open.upperBound..<page.endIndex) {
            page.replaceSubrange(open.upperBound..<close.lowerBound, with: data.json)
        } else {
            page = page.replacingOccurrences(of: "</head>", with: dataOpening + data.json + dataClosing + "\n</head>")
        }
        let script = "<script>\n" + reloadScript(version: data.version) + "</script>\n"
        if let body = page.range(of: "</body>", options: .backwards) {
            page.replaceSubrange(body.lowerBound..<body.lowerBound, with: script)
        } else {
            page += script
        }
        return page
    }

    /// Polls `/version` every 250 ms; on a change keeps the pull position (`window.mrefresh` when the page
    /// has it, else the slider) in sessionStorage and reloads.
    static func reloadScript(version: Int) -> String {
        """
        (function () {
          var shown = \(version);
          function pullNow() {
            if (window.mrefresh && typeof window.mrefresh.distance === "number") return window.mrefresh.distance;
            var slider = document.getElementById("pull");
            return slider ? Number(slider.value) : 0;
          }
          setInterval(function () {
            fetch("/version", {cache: "no-store"}).then(function (r) { return r.text(); }).then(function (v) {
              if (Number(v) !== shown) {
                sessionStorage.setItem("mrefresh.pull", String(pullNow()));
                location.reload();
              }
            }).catch(function () {});
          }, 250);
        })();

        """
    }

    /// A plain page for the data: the pull frames on a slider, the frame in `#indicator`, the error in
    /// `#error` over it.
    static let fallbackTemplate = """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>mrefresh preview</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 2em; }
        #stage { position: relative; display: inline-block; min-width: 240px; min-height: 80px; background: #eee; }
        #error { position: absolute; inset: 0; background: rgba(180,0,0,.88); color: #fff; padding: .5em;
                 font: 13px ui-monospace, monospace; white-space: pre-wrap; }
        #error[hidden] { display: none; }
        </style>
        <script type="application/json" id="mrefresh-data">null</script>
        </head><body>
        <div id="stage"><img id="indicator" alt=""><div id="error" hidden></div></div>
        <p><input id="pull" type="range" min="0" max="0" value="0"> <span id="frame"></span></p>
        <script>
        (function () {
          var data = JSON.parse(document.getElementById("mrefresh-data").textContent);
          var frames = data.manifest ? data.manifest.frames.filter(function (f) { return f.scale === 1; }) : [];
          var slider = document.getElementById("pull"), image = document.getElementById("indicator");
          var error = document.getElementById("error");
          slider.max = String(Math.max(0, frames.length - 1));
          function show(i) {
            var f = frames[i];
            if (!f) return;
            image.src = data.images[f.file];
            document.getElementById("frame").textContent = f.file;
            window.mrefresh.frame = f.file; window.mrefresh.stage = f.stage; window.mrefresh.state = f.state;
            window.mrefresh.distance = i;
          }
          window.mrefresh = {ready: false};
          slider.oninput = function () { show(Number(slider.value)); };
          var kept = Number(sessionStorage.getItem("mrefresh.pull") || 0);
          slider.value = String(Math.min(kept, frames.length - 1));
          show(Number(slider.value));
          if (data.error) { error.textContent = data.error; error.hidden = false; }
          window.mrefresh.ready = true;
        })();
        </script>
        </body></html>

        """
}
