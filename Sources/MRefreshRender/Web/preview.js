// The preview page's code (preview.html): the indicator played as an app plays it, on machine.js's
// RefreshPlayer, the twin of Swift's. PreviewPage puts machine.js before this file in one module script, so
// the import below is for Node and editors, and the page's own names must not repeat machine.js's.
import { RefreshPlayer, FrameTable, configuration, progress, readySeconds } from "./machine.js";

const $ = id => document.getElementById(id);
const data = JSON.parse($("mrefresh-data").textContent);
// Before `mrefresh preview` has drawn a good frame there is no manifest: the page shows the error alone.
const man = data.manifest || {canvas: {width: 1, height: 1}, scales: [1], frames: [], stages: []};
const settings = configuration(data.machine || {});
// The appearances drawn (manifest "appearances"): the manifest's own frames first, then the others'. Every
// appearance plays the same frames, so one frame table picks for all; the appearance chooses the files.
const looks = [{appearance: man.appearance || "light", frames: man.frames}]
  .concat((man.appearances || []).map(a => ({appearance: a.appearance, frames: a.frames || []})));
// The appearance on screen: the first, or the one the address names (#appearance=dark), or, when the
// browser prefers dark and a dark one was drawn, that one.
let look = looks[0];
// The frames an app picks from, at the manifest's smallest scale (every scale has the same frames).
let table;
try { table = FrameTable.fromManifest(man); } catch (e) { table = new FrameTable([]); }
let player = new RefreshPlayer(settings, table);
const m = player.configuration;
const SCREEN = {w: 360, h: 640};  // ScrollViewPreview.screen, in points
let scale = Math.min.apply(null, man.scales), zoom = 1;

// Each stage's frames at the shown scale, by index, and how they are picked (manifest "stages").
function framesOf(stage) {
  return look.frames.filter(f => f.stage === stage && f.scale === scale).sort((a, b) => a.index - b.index);
}

// The manifest's frame for a picked frame ({stage, index}), at the shown scale; null for none.
function manifestFrame(f) { return f ? framesOf(f.stage)[f.index] || null : null; }

// The frame on screen: the player's, or while a timeline plays, the one its tick's state picks.
let readyT = 0; // while a timeline plays: how far the ready transition is played
function current() {
  if (replay) return manifestFrame(table.frameInState(replay.tick.state, replay.tick.pull, replay.tick.timeInState, readyT));
  return manifestFrame(player.frame);
}

// The gap the content opens: the player's content offset, or a playing timeline's pull.
function gap() { return replay ? replay.tick.pull : player.contentOffset; }
// The machine's state and pull on screen: the player's, or a playing timeline's tick's.
const shownState = () => replay ? replay.tick.state : player.state;
const shownPull = () => replay ? replay.tick.pull : player.machine.pull;

let onScreen = null;
function draw() {
  const f = current();
  onScreen = f;
  const img = $("indicator");
  if (f) { const src = data.images[f.file]; if (img.getAttribute("src") !== src) img.src = src; img.style.visibility = "visible"; }
  else img.style.visibility = "hidden";
  const top = m.edge === "top", g = gap(), z = zoom;
  const phone = $("phone"), gapEl = $("gap"), box = $("box"), content = $("content");
  // Every box edge on a whole device pixel, as an app snaps its views to its screen's pixels: a frame at a
  // fractional offset would be resampled, and the screen would differ from the PNG the readout names.
  const snap = v => Math.round(v * devicePixelRatio) / devicePixelRatio;
  phone.style.width = SCREEN.w * z + "px"; phone.style.height = SCREEN.h * z + "px";
  const opened = snap(g * z);
  gapEl.style.height = opened + "px";
  gapEl.style.top = top ? "0" : SCREEN.h * z - opened + "px";
  // The container as MRefresh places it, the frame centred in it and shrunk to fit as
  // Sources/MRefreshRender/Drawing/ScrollViewPreview.swift draws it (originY = min((pull − height) / 2, 0),
  // fit = min(1, height / canvas height, screen width / canvas width)); "actual pixels" never shrinks.
  const originY = Math.min((g - m.height) / 2, 0);
  const fit = $("actual").checked ? 1 : Math.min(1, m.height / man.canvas.height, SCREEN.w / man.canvas.width);
  const w = (f ? f.pixelWidth : man.canvas.width * scale) / scale * fit, h = (f ? f.pixelHeight : man.canvas.height * scale) / scale * fit;
  img.style.width = w * z + "px"; img.style.height = h * z + "px";
  const y = snap((originY + (m.height - h) / 2) * z);
  box.style.top = top ? y + "px" : "";
  box.style.bottom = top ? "" : y + "px";
  box.style.left = snap((SCREEN.w - w) / 2 * z) + "px";
  content.style.top = (top ? opened : -opened) + "px"; content.style.height = SCREEN.h * z + "px";
  const grid = $("grid"), cell = z * fit / scale;
  // From 3 screen pixels an image pixel: a denser grid would grey the frame over.
  grid.style.display = $("gridOn").checked && cell >= 3 ? "block" : "none";
  grid.style.background = "linear-gradient(to right,rgba(128,128,128,.3) 1px,transparent 1px) 0 0/" + cell + "px " + cell +
    "px,linear-gradient(to bottom,rgba(128,128,128,.3) 1px,transparent 1px) 0 0/" + cell + "px " + cell + "px";
  $("readout").innerHTML = "";
  for (const [k, v] of [["state", shownState()], ["stage", f ? f.stage : "–"], ["progress", progress(m, shownPull()).toFixed(3)],
    ["pull", shownPull().toFixed(1) + " pt (threshold " + m.threshold + ")"], ["frame", f ? f.file : "–"],
    ["machine", m.trigger + " trigger, " + m.edge + " edge"]].concat(replay ? [["tick", replay.i + " of " + timeline.ticks.length +
    ", " + replay.tick.time.toFixed(3) + " s"]] : [])) {
    const a = document.createElement("span"), b = document.createElement("span");
    a.textContent = k; b.textContent = v; $("readout").append(a, b);
  }
  for (const el of document.querySelectorAll(".strip img")) el.classList.toggle("on", !!f && el.dataset.file === f.file);
  const slider = $("slider");
  if (document.activeElement !== slider) slider.value = shownPull();
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
  rest(); downY = null; readyT = 0;
  replay = {t: timeline.ticks[0].time, i: 0, tick: timeline.ticks[0]};
  stepReplay(0);
  draw();
}
// At rest again once a timeline has played or a pull of the user's ended it.
function rest() {
  const more = player.machine.hasMoreData;
  player = new RefreshPlayer(settings, table);
  player.handle({type: "setHasMoreData", more});
}
function stepReplay(dt) {
  const ticks = timeline.ticks;
  replay.t += dt;
  while (replay.i + 1 < ticks.length && ticks[replay.i + 1].time <= replay.t + 1e-9) replay.i++;
  const k = ticks[replay.i];
  replay.tick = k;
  // The last tick shows for one tick's time, then the page is the user's again.
  if (replay.i === ticks.length - 1 && replay.t > k.time + 1 / (timeline.fps || 60)) { replay = null; rest(); }
}
function stopReplay() { if (replay) { replay = null; rest(); } }

// The clock: real time, unless frozen for a test (then only advance() moves it).
let frozen = false, last = performance.now();
function advance(dt) {
  if (replay) {
    stepReplay(dt);
    const ready = table.framesOf("ready");
    if (replay) readyT = readySeconds(readyT, replay.tick.state, dt, ready && ready.seconds || 0);
  } else {
    player.handle({type: "timeAdvanced", seconds: dt});
  }
  draw();
}
function tick(now) {
  const dt = (now - last) / 1000; last = now;
  if (!frozen) advance(dt);
  requestAnimationFrame(tick);
}

function pull(d) {
  stopReplay();
  if (!player.machine.isDragging) player.handle({type: "dragBegan"});
  player.handle({type: "pulled", distance: Number(d)});
  draw();
}
function release() { stopReplay(); if (player.machine.isDragging) player.handle({type: "dragEnded"}); draw(); }
function finish() { stopReplay(); player.handle({type: "finish"}); draw(); }
function setHasMoreData(more) { player.handle({type: "setHasMoreData", more}); }

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
$("finish").addEventListener("click", finish);
function loadTimelineFile(file) {
  file.text().then(text => { try { loadTimeline(text); } catch (e) { $("tlInfo").textContent = file.name + ": " + e.message; } });
}
$("tlFile").addEventListener("change", e => { if (e.target.files[0]) loadTimelineFile(e.target.files[0]); });
$("play").addEventListener("click", playTimeline);
document.addEventListener("dragover", e => e.preventDefault());
document.addEventListener("drop", e => { e.preventDefault(); if (e.dataTransfer.files[0]) loadTimelineFile(e.dataTransfer.files[0]); });
if (m.edge === "bottom" && table.framesOf("exhausted")) $("moreBox").hidden = false;
$("more").addEventListener("change", e => { setHasMoreData(e.target.checked); draw(); });
// The stage (#stage) scrolls when the phone is larger than it: keep the indicator's edge in view, centred
// across, when the zoom or the window changes.
function showIndicatorEdge() {
  const stage = $("stage");
  stage.scrollLeft = (stage.scrollWidth - stage.clientWidth) / 2;
  stage.scrollTop = m.edge === "top" ? 0 : stage.scrollHeight;
}
addEventListener("resize", showIndicatorEdge);
for (const r of document.querySelectorAll("input[name=zoom]")) r.addEventListener("change", () => { zoom = Number(r.value); draw(); showIndicatorEdge(); });
// The background and the appearance go together, as an app's do: a dark background shows the dark frames
// (keeping high contrast when it is on), an appearance chosen shows its background. The checkerboard
// keeps the appearance.
const isDark = name => name === "dark" || name === "dark-high-contrast";
const contrast = name => name === "high-contrast" || name === "dark-high-contrast";
function setAppearance(name) {
  const found = looks.find(l => l.appearance === name);
  if (!found) return false;
  look = found;
  const sel = $("appearanceMenu");
  if (sel) sel.value = name;
  if ($("gap").className !== "checker") setBackground(isDark(name) ? "dark" : "light", false);
  // The filmstrips on the appearance's own background, so light strokes stay visible.
  $("strips").classList.toggle("dark", isDark(name));
  strips(); draw();
  return true;
}
function setBackground(name, follow = true) {
  $("gap").className = name;
  for (const r of document.querySelectorAll("input[name=bg]")) r.checked = r.value === name;
  if (!follow || name === "checker") return;
  const hc = contrast(look.appearance);
  const pick = looks.find(l => isDark(l.appearance) === (name === "dark") && contrast(l.appearance) === hc)
    || looks.find(l => isDark(l.appearance) === (name === "dark"));
  if (pick && pick !== look) setAppearance(pick.appearance);
}
for (const r of document.querySelectorAll("input[name=bg]")) r.addEventListener("change", () => setBackground(r.value));
if (looks.length > 1) {
  const sel = document.createElement("select");
  sel.id = "appearanceMenu";
  for (const l of looks) sel.add(new Option(l.appearance, l.appearance, false, l === look));
  sel.addEventListener("change", () => setAppearance(sel.value));
  $("appearanceBox").append(document.createElement("br"), "appearance ", sel);
}
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
        sessionStorage.setItem("mrefresh-preview", JSON.stringify({pull: player.machine.isDragging ? player.machine.pull : 0, zoom}));
        location.reload();
      }
    }).catch(() => {});
  }, 200);
}

strips();
// The fragment's pull: #pull=45 holds the finger there, &release lets go, &zoom=2 zooms.
const asked = new URLSearchParams(location.hash.slice(1));
if (!(asked.has("appearance") && setAppearance(asked.get("appearance"))) && window.matchMedia &&
    matchMedia("(prefers-color-scheme: dark)").matches) {
  const dark = looks.find(l => l.appearance === "dark");
  if (dark) setAppearance(dark.appearance);
}
if (asked.has("zoom")) { const r = document.querySelector("input[name=zoom][value='" + asked.get("zoom") + "']"); if (r) { r.checked = true; zoom = Number(r.value); rowsResize(); } }
if (Number(asked.get("pull")) > 0) { pull(Number(asked.get("pull"))); if (asked.has("release")) release(); }
draw();
showIndicatorEdge();
window.mrefresh = {
  pull, release,
  finish,
  loadTimeline, playTimeline,
  get tick() { return replay ? replay.i : null; },
  setHasMoreData(more) { setHasMoreData(!!more); $("more").checked = !!more; draw(); },
  freeze(on) { frozen = !!on; last = performance.now(); },
  setZoom(n) { const r = document.querySelector("input[name=zoom][value='" + n + "']"); if (r) { r.checked = true; r.dispatchEvent(new Event("change")); } },
  setGrid(on) { $("gridOn").checked = !!on; draw(); },
  setActualPixels(on) { $("actual").checked = !!on; draw(); },
  setAppearance(name) { return setAppearance(String(name)); },
  setBackground(name) { setBackground(String(name)); draw(); },
  get appearance() { return look.appearance; },
  get appearances() { return looks.map(l => l.appearance); },
  get background() { return $("gap").className; },
  advance(seconds) { advance(Number(seconds)); },
  get state() { return shownState(); },
  get stage() { return onScreen ? onScreen.stage : null; },
  get frame() { return onScreen ? onScreen.file : null; },
  get progress() { return progress(m, shownPull()); },
  get pullDistance() { return shownPull(); },
  ready: true,
};
requestAnimationFrame(tick);
