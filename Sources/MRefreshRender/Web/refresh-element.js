// <mrefresh-refresh>: an indicator mrefresh drew, played on a scroll container's pull as an app plays it,
// on machine.js's RefreshPlayer (the twin of the Swift library MRefreshMachine). `mrefresh render --export
// web` writes this file as web/mrefresh-refresh.js, machine.js as web/mrefresh-machine.js, and
// web/indicator.json, the data it plays (the machine's settings, the frame table, the sprite sheets).
//
//   <script type="module" src="frames/web/mrefresh-refresh.js"></script>
//   <mrefresh-refresh src="frames/web/indicator.json" style="height: 100vh">
//     <div style="height: 100%; overflow: auto">… the content …</div>
//   </mrefresh-refresh>
//   <script>
//     const refresher = document.querySelector("mrefresh-refresh");
//     refresher.addEventListener("refresh", () => load().then(() => refresher.finish()));
//   </script>
//
// The element's first child is the scroll container (without one, the element is). A drag down from the
// container's top (a bottom edge's machine: up from its bottom), by touch or mouse, pulls the content and
// draws the indicator above it; the `refresh` event fires once per refresh, and `finish()` ends it. Frames
// come from the sprite sheet whose scale best covers the screen's devicePixelRatio, placed on whole device
// pixels. Served over HTTP (the element fetches its data); a page opened from file:// cannot fetch.
//
// Scripting: state (idle, pulling, ready, loading, closing, exhausted), frame (the frame's name on screen, or
// null), contentOffset (points), finish(), setHasMoreData(more), and `ready`, a promise of the loaded data.
// Events: refresh, and statechange (detail: {from, to}).
import { RefreshPlayer, FrameTable, frameName } from "./mrefresh-machine.js";

const style = `
:host { display: block; position: relative; overflow: hidden; }
#gap { position: absolute; left: 0; right: 0; height: 0; overflow: hidden; pointer-events: none; }
#indicator { position: absolute; left: 0; background-repeat: no-repeat; visibility: hidden; }
#content { height: 100%; }
`;

class MRefreshRefresh extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({mode: "open"});
    root.innerHTML = `<style>${style}</style><div id="gap" part="gap"><div id="indicator" part="indicator"></div></div>` +
      `<div id="content" part="content"><slot></slot></div>`;
    this.gap = root.getElementById("gap");
    this.indicator = root.getElementById("indicator");
    this.content = root.getElementById("content");
    this.player = null;
    this.drag = null;
    this.last = null;
    this.frameId = 0;
    let resolve, reject;
    this.ready = new Promise((yes, no) => { resolve = yes; reject = no; });
    this.ready.catch(() => {});
    this.settle = {resolve, reject};
    this.listeners = [];
  }

  static get observedAttributes() { return ["src"]; }

  connectedCallback() {
    if (this.getAttribute("src") && !this.loading) this.load(this.getAttribute("src"));
    const on = (target, type, handler, options) => {
      target.addEventListener(type, handler, options);
      this.listeners.push(() => target.removeEventListener(type, handler, options));
    };
    on(this, "touchstart", e => this.begin(e.touches[0].clientY), {passive: true});
    on(this, "touchmove", e => { if (this.move(e.touches[0].clientY)) e.preventDefault(); }, {passive: false});
    on(this, "touchend", () => this.end());
    on(this, "touchcancel", () => this.end());
    on(this, "mousedown", e => { if (e.button === 0) this.begin(e.clientY); });
    on(window, "mousemove", e => { if (this.drag && this.move(e.clientY)) e.preventDefault(); });
    on(window, "mouseup", () => this.end());
    this.frameId = requestAnimationFrame(now => this.tick(now));
  }

  disconnectedCallback() {
    for (const remove of this.listeners.splice(0)) remove();
    cancelAnimationFrame(this.frameId);
    this.last = null;
  }

  attributeChangedCallback(name, before, after) {
    if (name === "src" && after && before !== null && before !== after && this.isConnected) this.load(after);
  }

  // Loads indicator.json and the atlas and image of the sheet for this screen.
  async load(src) {
    this.loading = true;
    try {
      const base = new URL(src, document.baseURI);
      const data = await (await fetch(base)).json();
      const table = new FrameTable(data.table);
      const ratio = window.devicePixelRatio || 1;
      const sheets = data.sheets.slice().sort((a, b) => a.scale - b.scale);
      const sheet = sheets.find(s => s.scale >= ratio) || sheets[sheets.length - 1];
      const atlas = await (await fetch(new URL(sheet.atlas, base))).json();
      this.sheet = {scale: sheet.scale, atlas, url: new URL(sheet.image, base).href};
      this.canvas = data.canvas;
      this.player = new RefreshPlayer(data.machine, table);
      this.indicator.style.backgroundImage = `url("${this.sheet.url}")`;
      this.draw();
      this.settle.resolve(this);
    } catch (error) {
      this.settle.reject(error);
      this.dispatchEvent(new CustomEvent("error", {detail: error}));
    }
  }

  get scroller() { return this.firstElementChild || this; }
  get state() { return this.player ? this.player.state : "idle"; }
  get contentOffset() { return this.player ? this.player.contentOffset : 0; }
  get frame() {
    const f = this.player && this.player.frame;
    return f ? frameName(f.stage, f.index) : null;
  }

  // The app's answer to `refresh`: loading is done.
  finish() { this.handle({type: "finish"}); }
  // A bottom edge's machine: whether more data exists (false shows the exhausted stage).
  setHasMoreData(more) { this.handle({type: "setHasMoreData", more: !!more}); }

  // A finger or the mouse goes down at `y`: a drag that may become a pull.
  begin(y) {
    if (!this.player) return;
    this.drag = {y, pulling: false};
  }

  // The drag is at `y`: true when it pulls the indicator (the page must not scroll).
  move(y) {
    const drag = this.drag;
    if (!drag || !this.player) return false;
    const top = this.player.configuration.edge === "top";
    const distance = top ? y - drag.y : drag.y - y;
    const s = this.scroller;
    const atEdge = top ? s.scrollTop <= 0 : s.scrollTop + s.clientHeight >= s.scrollHeight - 1;
    if (!drag.pulling) {
      if (distance <= 0 || !atEdge) return false;
      drag.pulling = true;
      this.handle({type: "dragBegan"});
    }
    this.handle({type: "pulled", distance: Math.max(distance, 0)});
    return true;
  }

  end() {
    const drag = this.drag;
    this.drag = null;
    if (drag && drag.pulling) this.handle({type: "dragEnded"});
  }

  handle(event) {
    if (!this.player) return;
    for (const effect of this.player.handle(event)) {
      if (effect.type === "refresh") this.dispatchEvent(new CustomEvent("refresh", {bubbles: true}));
      if (effect.type === "stateChanged") {
        this.dispatchEvent(new CustomEvent("statechange", {detail: {from: effect.from, to: effect.to}}));
      }
    }
    this.draw();
  }

  tick(now) {
    if (this.last !== null && this.player) this.handle({type: "timeAdvanced", seconds: (now - this.last) / 1000});
    this.last = now;
    this.frameId = requestAnimationFrame(t => this.tick(t));
  }

  // The content moved by the offset, opening a gap that shows the frame, centred in its container as
  // MRefresh places it (originY = min((offset − height) / 2, 0)) and cut at the content's edge, shrunk to the
  // container's height when it is taller (as the preview page shows it), on whole device pixels.
  draw() {
    if (!this.player) return;
    const c = this.player.configuration, ratio = window.devicePixelRatio || 1;
    const snap = v => Math.round(v * ratio) / ratio;
    const offset = snap(this.player.contentOffset), top = c.edge === "top";
    this.content.style.transform = offset ? `translateY(${top ? offset : -offset}px)` : "";
    Object.assign(this.gap.style, {height: offset + "px", top: top ? "0" : "", bottom: top ? "" : "0"});
    const f = this.player.frame, cell = f && this.sheet.atlas.frames[this.frame];
    if (!cell) { this.indicator.style.visibility = "hidden"; return; }
    const size = this.sheet.atlas.meta.size;
    const points = this.sheet.scale / Math.min(1, c.height * this.sheet.scale / cell.frame.h);
    const w = cell.frame.w / points, h = cell.frame.h / points;
    const y = Math.min((offset - c.height) / 2, 0) + (c.height - h) / 2;
    Object.assign(this.indicator.style, {
      visibility: "visible", width: w + "px", height: h + "px",
      left: snap((this.clientWidth - w) / 2) + "px",
      top: top ? snap(y) + "px" : "", bottom: top ? "" : snap(y) + "px",
      backgroundSize: `${size.w / points}px ${size.h / points}px`,
      backgroundPosition: `${-cell.frame.x / points}px ${-cell.frame.y / points}px`,
    });
  }
}

if (!customElements.get("mrefresh-refresh")) customElements.define("mrefresh-refresh", MRefreshRefresh);
export { MRefreshRefresh };
