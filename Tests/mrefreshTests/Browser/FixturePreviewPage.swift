import Foundation

/// A stand-in for the preview page, small enough to read at a glance: the same scripting interface
/// (`window.mrefresh.pull/release/finish/state/frame/stage/ready`, `#indicator`, the data inlined in
/// `#mrefresh-data`) over a render's frames, with a threshold trigger. It proves the harness before the
/// real page exists, and it is what the harness's own tests break on purpose.
enum FixturePreviewPage {
    /// The page for the render in `folder`, frames inlined as data URIs. `misbehaviour` breaks it on
    /// purpose: `"smooth"` scales with smoothing, `"off-by-one"` shows the next pull frame.
    static func html(for folder: URL, misbehaviour: String = "") throws -> String {
        let manifest = try String(contentsOf: folder.appendingPathComponent("manifest.json"), encoding: .utf8)
        let frames = try RenderedFrames(folder)
        var images: [String] = []
        for frame in frames.frames {
            let png = try Data(contentsOf: folder.appendingPathComponent(frame.file))
            images.append("\"\(frame.file)\":\"data:image/png;base64,\(png.base64EncodedString())\"")
        }
        let data = "{\"manifest\":\(manifest),\"images\":{\(images.joined(separator: ","))}}"
            .replacingOccurrences(of: "</", with: "<\\/")
        return template.replacingOccurrences(of: "@DATA@", with: data).replacingOccurrences(of: "@MISBEHAVIOUR@", with: misbehaviour)
    }

    private static let template = """
        <!doctype html><meta charset="utf-8"><title>fixture</title>
        <style>
        body { margin: 0; background: #fff; }
        #phone { position: absolute; left: 0; top: 0; width: 100vw; height: 100vh; overflow: hidden; background: #ddd; }
        #indicator { position: absolute; left: 20px; top: 0; image-rendering: pixelated; }
        #content { position: absolute; left: 0; top: 0; width: 100%; height: 100%; background: #fff; }
        </style>
        <div id="phone"><canvas id="indicator"></canvas><div id="content"></div></div>
        <script type="application/json" id="mrefresh-data">@DATA@</script>
        <script>
        "use strict";
        const misbehaviour = "@MISBEHAVIOUR@";
        const data = JSON.parse(document.getElementById("mrefresh-data").textContent);
        const m = data.manifest, canvas = document.getElementById("indicator"), content = document.getElementById("content");
        const frames = m.frames.filter(f => f.scale === 1), images = {};
        const stageOf = name => m.stages.find(s => s.stage === name);
        const pulls = frames.filter(f => f.stage === "pull");
        const threshold = pulls[pulls.length - 1].pullDistance;
        let zoom = 1, started = 0;
        const api = { ready: false, state: "idle", stage: null, frame: null,
          pull(d) {
            if (api.state === "idle" || api.state === "pulling") {
              api.state = d > 0 ? "pulling" : "idle";
              if (d > threshold) { begin("loading"); return; }
              let pick = null;
              for (const f of pulls) if (f.pullDistance <= d) pick = f;
              if (misbehaviour === "off-by-one" && pick) pick = pulls[Math.min(pick.index + 1, pulls.length - 1)];
              show(pick, "pull");
              content.style.top = Math.round(d * zoom) + "px";
            }
          },
          release() { if (api.state === "pulling") { api.state = "idle"; show(null, null); content.style.top = "0px"; } },
          finish() { if (api.state === "loading") begin("closing"); },
          setZoom(k) { zoom = k; draw(); },
        };
        function begin(state) { api.state = state; started = performance.now(); tick(); }
        function show(frame, stage) { api.frame = frame ? frame.file : null; api.stage = stage; draw(); }
        function draw() {
          const w = m.canvas.width, h = m.canvas.height;
          canvas.width = w; canvas.height = h;
          canvas.style.width = w * zoom + "px"; canvas.style.height = h * zoom + "px";
          canvas.style.imageRendering = misbehaviour === "smooth" ? "auto" : "pixelated";
          const g = canvas.getContext("2d");
          g.clearRect(0, 0, w, h);
          if (api.frame) g.drawImage(images[api.frame], 0, 0);
        }
        function tick() {
          if (api.state !== "loading" && api.state !== "closing") return;
          const s = stageOf(api.state), list = frames.filter(f => f.stage === api.state);
          const rate = (s.loops ? list.length : list.length - 1) / s.seconds;
          const step = Math.floor((performance.now() - started) / 1000 * rate + 1e-9);
          if (api.state === "closing" && step >= list.length) { api.state = "idle"; show(null, null); content.style.top = "0px"; return; }
          show(list[s.loops ? step % list.length : step], api.state);
          requestAnimationFrame(tick);
        }
        let dragFrom = null;
        content.addEventListener("mousedown", e => { dragFrom = e.clientY; });
        addEventListener("mousemove", e => { if (dragFrom !== null) api.pull(e.clientY - dragFrom); });
        addEventListener("mouseup", () => { dragFrom = null; api.release(); });
        window.mrefresh = api;
        Promise.all(frames.map(f => new Promise((resolve, reject) => {
          const image = new Image(); image.onload = resolve; image.onerror = reject; image.src = data.images[f.file]; images[f.file] = image;
        }))).then(() => { draw(); api.ready = true; });
        </script>
        """
}
