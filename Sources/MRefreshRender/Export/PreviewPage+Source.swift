extension PreviewPage {
    /// The page's HTML, CSS and JavaScript, with ``dataMarker`` where the data goes: plain code written for
    /// this, no framework, no network (issue 33; held to 60 KB by PreviewExportTests).
    static let source = #"""
<!DOCTYPE html>
<!--
  mrefresh preview: the indicator played as an app plays it, from the data inlined below.

  Data (the JSON script element #mrefresh-data): { manifest: manifest.json as written,
  machine: the refresh machine's settings (trigger, edge, height, startDistance, endOffset, threshold,
  insetDuration, endAnimationDuration) or null, fps: the preview frame rate, images: { frame file name:
  "data:image/png;base64,…" } for every frame of the manifest, error: a positioned message or null,
  live: true when served by `mrefresh preview` (then the page polls GET /version and reloads when it
  differs from version, the data's own, keeping the pull in sessionStorage) }.

  Scripting interface (for tests and tools), window.mrefresh:
    pull(distance)  drag to `distance` points (a drag begins if none is on)
    release()       lift the finger
    finish()        the app finished loading
    state           the machine's state: idle, pulling, ready, loading, closing, exhausted
                    (RefreshState in Sources/MRefreshCore/Refresh/RefreshState.swift)
    stage           the manifest stage of the frame on screen: pull, ready, loading, closing,
                    exhausted (a frame's "stage" in manifest.json), or null when none shows
    frame           the manifest's file name of the frame on screen ("pull_0007.png"), or null
    ready           true once the page has read its data
  and, to make timing tests exact: freeze(on) stops the page's clock, advance(seconds) moves it;
  setHasMoreData(more) (bottom edge: false enters exhausted); setZoom(1|2|3); setGrid(on) (the pixel
  grid is drawn over the frame from 3 screen pixels an image pixel: turn it off to compare pixels);
  progress and pullDistance; setActualPixels(on).
  simulate's walk: loadTimeline(timeline) takes timeline.json (text or parsed) and returns its tick
  count, playTimeline() plays it from its start on the page's clock, tick is the index of the tick on
  screen while it plays (null otherwise). Played, the states, pull and times in state are the ticks'
  (the machine's walk as Swift computed it); the page only picks each state's frame as above. The
  "simulation" box loads the file too (or drop it on the page).
  The address's fragment opens the page pulled: preview.html#pull=45 holds the finger at 45 points,
  #pull=45&release lets go; &zoom=2 zooms.
  Layout: 1 point is `zoom` CSS pixels; #indicator shows its frame (at the manifest's smallest scale
  unless the scale menu says otherwise) at pixelWidth / scale × zoom CSS pixels: image pixels are whole
  at scale 1. A frame taller than the machine's height (or wider than the 360-point screen) is shrunk to
  fit, as `simulate --preview` draws it, unless setActualPixels(true).
  The element showing the frame is #indicator (an <img> whose src is the frame's data URI); #error
  shows data.error.
  States follow the machine (pulling past the threshold enters ready with the release trigger, loading
  with the threshold trigger); the frame shown per state follows the manifest's stage picks: pulling
  shows the pull frame for the distance (none before the first frame's pullDistance); ready plays its
  transition forward by time, and pulling back under the threshold plays it backwards before the pull
  frames show again; loading loops by time since it began; closing plays once by time since finish and
  holds its last frame until the machine rests; exhausted shows its frame by state. Times run on the
  page's clock (real time, or freeze/advance).
-->
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>mrefresh preview</title>
<style>
body{margin:0;font:13px/1.4 system-ui,sans-serif;color:#222;background:#eef0f3;display:flex;gap:20px;padding:16px;align-items:flex-start;flex-wrap:wrap}
#phone{position:relative;overflow:hidden;border:10px solid #222;border-radius:24px;background:#f6f8fa;touch-action:none;user-select:none;cursor:grab;flex:none}
#gap{position:absolute;left:0;right:0;overflow:hidden}
#gap.light{background:#fff}#gap.dark{background:#1c1c1e}
#gap.checker{background:repeating-conic-gradient(#ccc 0 25%,#fff 0 50%) 0 0/16px 16px}
#box{position:absolute;left:50%;transform:translateX(-50%)}
#indicator{display:block;image-rendering:pixelated}
#grid{position:absolute;inset:0;pointer-events:none;display:none}
#content{position:absolute;left:0;right:0;background:#fff}
.row{border-bottom:1px solid #e4e6ea;display:flex;align-items:center;gap:10px;padding:0 12px;box-sizing:border-box}
.row i{display:block;border-radius:50%;background:#d9dde3}.row b{display:block;height:8px;border-radius:4px;background:#e4e7eb;flex:1}
#error{position:absolute;left:8px;right:8px;top:8px;padding:8px;background:#b00020;color:#fff;font:12px/1.4 ui-monospace,monospace;white-space:pre-wrap;border-radius:6px;z-index:2}
#error[hidden]{display:none}
#side{min-width:300px;max-width:640px;flex:1}
fieldset{border:1px solid #ccd;border-radius:6px;margin:0 0 10px;padding:6px 10px}
legend{font-weight:600}
input[type=range]{width:100%}
#readout{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;font-family:ui-monospace,monospace}
.strip{display:flex;flex-wrap:wrap;gap:3px;margin:2px 0 8px}
.strip img{image-rendering:pixelated;border:2px solid transparent;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/8px 8px;max-height:48px}
.strip img.on{border-color:#0a66ff}
button{font:inherit}
</style></head><body>
<div id="phone"><div id="gap" class="light"><div id="box"><img id="indicator" alt=""><div id="grid"></div></div></div>
<div id="content"></div><div id="error" hidden></div></div>
<div id="side">
<fieldset><legend>Pull</legend><input id="slider" type="range" min="0" step="0.5" value="0">
<button id="finish">finish</button> <label id="moreBox" hidden><input id="more" type="checkbox" checked> more data</label>
<div>Drag the phone, or the slider; lift to release.</div></fieldset>
<fieldset><legend>Simulation</legend><input id="tlFile" type="file" accept=".json,application/json"> <button id="play" disabled>play</button>
<div id="tlInfo">Load (or drop here) the timeline.json that <code>mrefresh simulate</code> wrote, and play the machine's walk.</div></fieldset>
<fieldset><legend>Readout</legend><div id="readout"></div></fieldset>
<fieldset><legend>View</legend>
zoom <label><input type="radio" name="zoom" value="1" checked>1×</label><label><input type="radio" name="zoom" value="2">2×</label><label><input type="radio" name="zoom" value="3">3×</label>
<label><input id="gridOn" type="checkbox" checked> pixel grid</label>
<label><input id="actual" type="checkbox"> actual pixels</label><br>
background <label><input type="radio" name="bg" value="light" checked>light</label><label><input type="radio" name="bg" value="dark">dark</label><label><input type="radio" name="bg" value="checker">checkerboard</label>
<span id="scaleBox"></span></fieldset>
<fieldset><legend>Stages</legend><div id="strips"></div></fieldset>
</div>
<script type="application/json" id="mrefresh-data">/*MREFRESH-DATA*/</script>
<script>
"use strict";
(function () {
const $ = id => document.getElementById(id);
const data = JSON.parse($("mrefresh-data").textContent);
const man = data.manifest;
const m = Object.assign({trigger: "threshold", edge: "top", height: 60, startDistance: 10, endOffset: 20,
  insetDuration: 0.25, endAnimationDuration: 0.1}, data.machine || {});
m.threshold = m.height + m.endOffset;
const SCREEN = {w: 360, h: 640};  // ScrollViewPreview.screen, in points
let scale = Math.min.apply(null, man.scales), zoom = 1;

// Each stage's frames at the shown scale, by index, and how they are picked (manifest "stages").
function framesOf(stage) {
  return man.frames.filter(f => f.stage === stage && f.scale === scale).sort((a, b) => a.index - b.index);
}
const stages = {};
for (const info of man.stages || []) stages[info.stage] = info;
// An app's closing ends when its end animation does: RefreshMachine waits for the end animation to report
// done, and that animation is the closing stage's frames, the last one shown at the manifest's seconds (an
// indicator file's `closing: {duration:}`) and held for one frame's time like the others, which may be
// longer than the machine's own endAnimationDuration.
if (stages.closing && stages.closing.seconds > 0) {
  const steps = Math.max((stages.closing.frames || 1) - 1, 1);
  const end = stages.closing.seconds * (steps + 1) / steps;
  if (end > m.endAnimationDuration) m.endAnimationDuration = end;
}

// The pull frame an app shows at `d`: the one with the largest pull distance not above it; none before
// the first. Mirrors Indicator.frame(forPullDistance:) in
// Sources/MRefreshRender/Build/SwiftFrameTables+Text.swift (the generated Swift tables).
function pullFrame(d) {
  const pull = framesOf("pull");
  let low = 0, high = pull.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (pull[mid].pullDistance <= d) low = mid + 1; else high = mid;
  }
  return low === 0 ? null : pull[low - 1];
}

// The frame of `stage` an app shows `seconds` after the stage began: a loop wraps, a stage played once
// holds its last frame, a stage not played over time shows its first. Mirrors Indicator.frame(in:atSeconds:)
// and StageFrames.framesPerSecond in Sources/MRefreshRender/Build/SwiftFrameTables+Text.swift.
function timedFrame(stage, seconds) {
  const frames = framesOf(stage), info = stages[stage];
  if (!frames.length || !info) return null;
  let rate = null;
  if (info.seconds > 0) {
    const steps = info.loops ? frames.length : frames.length - 1;
    if (steps > 0) rate = steps / info.seconds;
  }
  if (rate === null || !(seconds > 0) || !isFinite(seconds)) return frames[0];
  const step = seconds * rate + 1e-9;
  if (step >= 1e15) return frames[info.loops ? 0 : frames.length - 1];
  const index = Math.floor(step);
  return frames[info.loops ? index % frames.length : Math.min(index, frames.length - 1)];
}

// The refresh machine, ported from Sources/MRefreshCore/Refresh/RefreshMachine.swift (same states,
// events and rules), so the page's states are the app's.
const mc = {state: "idle", dragging: false, pull: 0, inset: 0, insetLeft: 0, endLeft: 0, more: true};
const resting = () => m.edge === "bottom" && !mc.more ? "exhausted" : "idle";
const beyond = () => mc.pull > m.threshold;
const progress = d => Math.min(Math.max(d - m.startDistance, 0) / (m.threshold - m.startDistance), 1);
let since = 0;  // seconds since the state began (the clock of time-picked stages)
let readyT = 0; // how far the ready transition is played: forward while ready, backwards on leaving it
function move(next) { if (next !== mc.state) { mc.state = next; since = 0; } }
function setInset(target) { mc.inset = target; mc.insetLeft = m.insetDuration; }
function startLoading() { move("loading"); if (!mc.dragging) setInset(m.height); }
function completeClosing() {
  if (mc.state === "closing" && !mc.dragging && mc.inset === 0 && mc.insetLeft <= 0 && mc.endLeft <= 0) move(resting());
}
const machine = {
  dragBegan() { mc.dragging = true; if (mc.state === "idle") move("pulling"); },
  pulled(d) {
    mc.pull = isFinite(d) ? Math.max(d, 0) : 0;
    if (mc.state === "pulling") {
      if (beyond()) { if (m.trigger === "threshold") startLoading(); else move("ready"); }
    } else if (mc.state === "ready" && !beyond()) move("pulling");
  },
  dragEnded() {
    mc.dragging = false;
    if (mc.state === "pulling") move("idle");
    else if (mc.state === "ready") startLoading();
    else if (mc.state === "loading") { if (mc.inset !== m.height) setInset(m.height); }
    else if (mc.state === "closing") { if (mc.inset !== 0) setInset(0); completeClosing(); }
  },
  finish() {
    if (mc.state !== "loading") return;
    move("closing"); mc.endLeft = m.endAnimationDuration;
    if (!mc.dragging && mc.inset !== 0) setInset(0);
    completeClosing();
  },
  time(dt) {
    dt = isFinite(dt) ? Math.max(dt, 0) : 0;
    mc.insetLeft = Math.max(mc.insetLeft - dt, 0); mc.endLeft = Math.max(mc.endLeft - dt, 0);
    completeClosing();
  },
  setHasMoreData(more) {
    mc.more = more;
    if ((mc.state === "idle" || mc.state === "exhausted") && resting() !== mc.state) move(resting());
  },
};

// The frame on screen for the machine's state (manifest "stages" picks: pull by distance, ready as a
// transition, loading and closing by time, exhausted by state).
function current() {
  const ready = stages.ready;
  switch (mc.state) {
  case "pulling":
    return ready && readyT > 0 ? timedFrame("ready", readyT) : pullFrame(mc.pull);
  case "ready": return ready ? timedFrame("ready", readyT) : pullFrame(mc.pull);
  case "loading": return timedFrame("loading", since);
  case "closing": return timedFrame("closing", since);
  case "exhausted": return timedFrame("exhausted", since);
  default: return null;
  }
}

// The gap the content opens: the finger's pull while dragging, else the inset easing to its target.
let shownInset = 0;
function gap() {
  if (replay) return replay.tick.pull;
  // An exhausted bar stays open as the content's footer, the height of its container.
  if (!mc.dragging) return mc.state === "exhausted" ? m.height : shownInset;
  // While loading or closing a drag scrolls the content that the inset already holds open.
  return mc.state === "loading" || mc.state === "closing" ? Math.max(mc.pull, shownInset) : mc.pull;
}

let onScreen = null;
function draw() {
  const f = current();
  onScreen = f;
  const img = $("indicator");
  if (f) { const src = data.images[f.file]; if (img.getAttribute("src") !== src) img.src = src; img.style.visibility = "visible"; }
  else img.style.visibility = "hidden";
  const top = m.edge === "top", g = gap(), z = zoom;
  const phone = $("phone"), gapEl = $("gap"), box = $("box"), content = $("content");
  phone.style.width = SCREEN.w * z + "px"; phone.style.height = SCREEN.h * z + "px";
  gapEl.style.height = g * z + "px";
  gapEl.style.top = top ? "0" : (SCREEN.h - g) * z + "px";
  // The container as MRefresh places it, the frame centred in it and shrunk to fit as
  // Sources/MRefreshRender/Drawing/ScrollViewPreview.swift draws it (originY = min((pull − height) / 2, 0),
  // fit = min(1, height / canvas height, screen width / canvas width)); "actual pixels" never shrinks.
  const originY = Math.min((g - m.height) / 2, 0);
  const fit = $("actual").checked ? 1 : Math.min(1, m.height / man.canvas.height, SCREEN.w / man.canvas.width);
  const w = (f ? f.pixelWidth : man.canvas.width * scale) / scale * fit, h = (f ? f.pixelHeight : man.canvas.height * scale) / scale * fit;
  img.style.width = w * z + "px"; img.style.height = h * z + "px";
  const y = originY + (m.height - h) / 2;
  box.style.top = top ? y * z + "px" : "";
  box.style.bottom = top ? "" : y * z + "px";
  content.style.top = (top ? g : -g) * z + "px"; content.style.height = SCREEN.h * z + "px";
  const grid = $("grid"), cell = z * fit / scale;
  // From 3 screen pixels an image pixel: a denser grid would grey the frame over.
  grid.style.display = $("gridOn").checked && cell >= 3 ? "block" : "none";
  grid.style.background = "linear-gradient(to right,rgba(128,128,128,.3) 1px,transparent 1px) 0 0/" + cell + "px " + cell +
    "px,linear-gradient(to bottom,rgba(128,128,128,.3) 1px,transparent 1px) 0 0/" + cell + "px " + cell + "px";
  $("readout").innerHTML = "";
  for (const [k, v] of [["state", mc.state], ["stage", f ? f.stage : "–"], ["progress", progress(mc.pull).toFixed(3)],
    ["pull", mc.pull.toFixed(1) + " pt (threshold " + m.threshold + ")"], ["frame", f ? f.file : "–"],
    ["machine", m.trigger + " trigger, " + m.edge + " edge"]].concat(replay ? [["tick", replay.i + " of " + timeline.ticks.length +
    ", " + replay.tick.time.toFixed(3) + " s"]] : [])) {
    const a = document.createElement("span"), b = document.createElement("span");
    a.textContent = k; b.textContent = v; $("readout").append(a, b);
  }
  for (const el of document.querySelectorAll(".strip img")) el.classList.toggle("on", !!f && el.dataset.file === f.file);
  const slider = $("slider");
  if (document.activeElement !== slider) slider.value = mc.pull;
}

// simulate's timeline.json, played: each tick's state, pull and time in state are the machine's walk as
// Swift computed it (Simulation in Sources/MRefreshCore/Refresh/Simulation.swift); the page only picks the
// frames. A pull or release of the user's ends it.
let timeline = null, replay = null;
function loadTimeline(t) {
  if (typeof t === "string") t = JSON.parse(t);
  const ok = t && Array.isArray(t.ticks) && t.ticks.length > 0 &&
    t.ticks.every(k => typeof k.time === "number" && typeof k.pull === "number" && typeof k.state === "string");
  if (!ok) throw new Error("not a timeline.json written by mrefresh simulate");
  // timeInState since this release; before it, from the ticks: seconds since the state's first tick.
  let begun = t.ticks[0].time;
  t.ticks.forEach((k, i) => {
    if (i > 0 && k.state !== t.ticks[i - 1].state) begun = k.time;
    if (typeof k.timeInState !== "number") k.timeInState = k.time - begun;
  });
  timeline = t;
  $("play").disabled = false;
  $("tlInfo").textContent = t.ticks.length + " ticks, " + t.ticks[t.ticks.length - 1].time.toFixed(2) + " s: " +
    t.ticks.map(k => k.state).filter((s, i, a) => i === 0 || s !== a[i - 1]).join(" → ");
  return t.ticks.length;
}
function playTimeline() {
  if (!timeline) return;
  mc.dragging = false; downY = null;
  replay = {t: timeline.ticks[0].time, i: 0, tick: timeline.ticks[0]};
  stepReplay(0);
  draw();
}
// At rest again once a timeline has played or a pull of the user's ended it.
function rest() {
  mc.state = resting(); mc.pull = 0; mc.inset = 0; mc.insetLeft = mc.endLeft = 0; shownInset = 0; since = 0; readyT = 0;
}
function stepReplay(dt) {
  const ticks = timeline.ticks;
  replay.t += dt;
  while (replay.i + 1 < ticks.length && ticks[replay.i + 1].time <= replay.t + 1e-9) replay.i++;
  const k = ticks[replay.i];
  replay.tick = k;
  mc.state = k.state; mc.pull = k.pull; since = k.timeInState;
  // The last tick shows for one tick's time, then the page is the user's again.
  if (replay.i === ticks.length - 1 && replay.t > k.time + 1 / (timeline.fps || 60)) { replay = null; rest(); }
}
function stopReplay() { if (replay) { replay = null; rest(); } }

// The clock: real time, unless frozen for a test (then only advance() moves it).
let frozen = false, last = performance.now();
function advance(dt) {
  if (replay) {
    stepReplay(dt);
    const rs = stages.ready && stages.ready.seconds || 0;
    if (mc.state === "ready") readyT = Math.min(readyT + dt, rs);
    else if (mc.state === "pulling") readyT = Math.max(readyT - dt, 0);
    else readyT = 0;
    draw();
    return;
  }
  since += dt;
  const rs = stages.ready && stages.ready.seconds || 0;
  if (mc.state === "ready") readyT = Math.min(readyT + dt, rs);
  else if (mc.state === "pulling") readyT = Math.max(readyT - dt, 0);
  else readyT = 0;
  const target = mc.inset, rate = m.insetDuration > 0 ? m.height / m.insetDuration : Infinity;
  shownInset = shownInset < target ? Math.min(target, shownInset + rate * dt) : Math.max(target, shownInset - rate * dt);
  machine.time(dt);
  draw();
}
function tick(now) {
  const dt = (now - last) / 1000; last = now;
  if (!frozen) advance(dt);
  requestAnimationFrame(tick);
}

function pull(d) { stopReplay(); if (!mc.dragging) machine.dragBegan(); machine.pulled(Number(d)); draw(); }
// On release the content eases from where the finger left it to the inset.
function release() { stopReplay(); if (mc.dragging) { shownInset = gap(); machine.dragEnded(); } draw(); }

// Pointer drags on the phone: distance in points from where the finger went down.
let downY = null;
$("phone").addEventListener("pointerdown", e => {
  downY = e.clientY;
  // A synthetic event's pointer may not be active: capture is a convenience, not a requirement.
  try { $("phone").setPointerCapture(e.pointerId); } catch (err) {}
  pull(0);
});
$("phone").addEventListener("pointermove", e => {
  if (downY === null) return;
  const d = (e.clientY - downY) / zoom;
  pull(m.edge === "top" ? d : -d);
});
for (const ev of ["pointerup", "pointercancel"]) $("phone").addEventListener(ev, () => { if (downY !== null) { downY = null; release(); } });
const slider = $("slider");
slider.max = Math.ceil(m.threshold * 1.5);
slider.addEventListener("input", () => pull(slider.value));
slider.addEventListener("change", () => { release(); slider.blur(); });
$("finish").addEventListener("click", () => { stopReplay(); machine.finish(); draw(); });
function loadTimelineFile(file) {
  file.text().then(text => { try { loadTimeline(text); } catch (e) { $("tlInfo").textContent = file.name + ": " + e.message; } });
}
$("tlFile").addEventListener("change", e => { if (e.target.files[0]) loadTimelineFile(e.target.files[0]); });
$("play").addEventListener("click", playTimeline);
document.addEventListener("dragover", e => e.preventDefault());
document.addEventListener("drop", e => { e.preventDefault(); if (e.dataTransfer.files[0]) loadTimelineFile(e.dataTransfer.files[0]); });
if (m.edge === "bottom" && stages.exhausted) $("moreBox").hidden = false;
$("more").addEventListener("change", e => { machine.setHasMoreData(e.target.checked); draw(); });
for (const r of document.querySelectorAll("input[name=zoom]")) r.addEventListener("change", () => { zoom = Number(r.value); draw(); });
for (const r of document.querySelectorAll("input[name=bg]")) r.addEventListener("change", () => { $("gap").className = r.value; });
$("gridOn").addEventListener("change", draw);
$("actual").addEventListener("change", draw);

function strips() {
  const root = $("strips");
  root.innerHTML = "";
  for (const info of man.stages || []) {
    const head = document.createElement("div");
    head.textContent = info.stage + ": " + info.frames + " frames, by " + info.pick + (info.loops ? ", loops" : "") +
      (info.seconds !== undefined ? ", " + info.seconds + " s" : "");
    const strip = document.createElement("div");
    strip.className = "strip";
    for (const f of framesOf(info.stage)) {
      const img = document.createElement("img");
      img.src = data.images[f.file]; img.title = f.file; img.dataset.file = f.file;
      if (f.pullDistance !== undefined) img.addEventListener("click", () => { pull(f.pullDistance); });
      strip.append(img);
    }
    root.append(head, strip);
  }
}
if (man.scales.length > 1) {
  const sel = document.createElement("select");
  for (const s of man.scales) sel.add(new Option(s + "x", s, false, s === scale));
  sel.addEventListener("change", () => { scale = Number(sel.value); strips(); draw(); });
  $("scaleBox").append(" scale ", sel);
}

// Placeholder rows of content that move with the pull.
for (let i = 0; i < 9; i++) {
  const row = document.createElement("div");
  row.className = "row"; row.innerHTML = "<i></i><b></b>";
  $("content").append(row);
}
const rowsResize = () => { for (const r of document.querySelectorAll(".row")) { r.style.height = 72 * zoom + "px"; r.firstChild.style.width = r.firstChild.style.height = 40 * zoom + "px"; } };
for (const r of document.querySelectorAll("input[name=zoom]")) r.addEventListener("change", rowsResize);
rowsResize();

if (data.error) { $("error").textContent = data.error; $("error").hidden = false; }

// Served by `mrefresh preview`: reload when the frames change, keeping the pull.
if (data.live) {
  try {
    const kept = JSON.parse(sessionStorage.getItem("mrefresh-preview") || "null");
    if (kept) { zoom = kept.zoom || 1; for (const r of document.querySelectorAll("input[name=zoom]")) r.checked = Number(r.value) === zoom; rowsResize(); if (kept.pull > 0) pull(kept.pull); }
  } catch (e) {}
  setInterval(() => {
    fetch("/version", {cache: "no-store"}).then(r => r.text()).then(v => {
      if (Number(v) !== data.version) {
        sessionStorage.setItem("mrefresh-preview", JSON.stringify({pull: mc.dragging ? mc.pull : 0, zoom}));
        location.reload();
      }
    }).catch(() => {});
  }, 200);
}

strips();
// The fragment's pull: #pull=45 holds the finger there, &release lets go, &zoom=2 zooms.
const asked = new URLSearchParams(location.hash.slice(1));
if (asked.has("zoom")) { const r = document.querySelector("input[name=zoom][value='" + asked.get("zoom") + "']"); if (r) { r.checked = true; zoom = Number(r.value); rowsResize(); } }
if (Number(asked.get("pull")) > 0) { pull(Number(asked.get("pull"))); if (asked.has("release")) release(); }
draw();
window.mrefresh = {
  pull, release,
  finish() { stopReplay(); machine.finish(); draw(); },
  loadTimeline, playTimeline,
  get tick() { return replay ? replay.i : null; },
  setHasMoreData(more) { machine.setHasMoreData(!!more); $("more").checked = !!more; draw(); },
  freeze(on) { frozen = !!on; last = performance.now(); },
  setZoom(n) { const r = document.querySelector("input[name=zoom][value='" + n + "']"); if (r) { r.checked = true; r.dispatchEvent(new Event("change")); } },
  setGrid(on) { $("gridOn").checked = !!on; draw(); },
  setActualPixels(on) { $("actual").checked = !!on; draw(); },
  advance(seconds) { advance(Number(seconds)); },
  get state() { return mc.state; },
  get stage() { return onScreen ? onScreen.stage : null; },
  get frame() { return onScreen ? onScreen.file : null; },
  get progress() { return progress(mc.pull); },
  get pullDistance() { return mc.pull; },
  ready: true,
};
requestAnimationFrame(tick);
})();
</script>
</body></html>
"""#
}
