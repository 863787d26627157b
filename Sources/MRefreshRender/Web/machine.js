// mrefresh's refresh machine and frame picking, in JavaScript: the preview page and the web runtime
// (<mrefresh-refresh>) play indicators with it. An ES module with no dependencies and no DOM.
//
// The twin of the Swift library MRefreshMachine (Sources/MRefreshMachine): RefreshMachine, FrameTable and
// RefreshPlayer there and here follow the same rules line for line, and MachineDifferentialTests feeds both
// the same seeded event scripts and requires the same states, effects, stages and frames. Change one, change
// the other. The design: Sources/MRefreshRender/MRefresh.docc/DesignRefreshMachine.md.

// The machine's settings with their defaults (RefreshConfiguration in Swift). Distances in points,
// durations in seconds.
export const defaults = Object.freeze({
  trigger: "threshold", edge: "top", height: 60, startDistance: 10, endOffset: 20,
  insetDuration: 0.25, endAnimationDuration: 0.1, hasMoreData: true,
});

// A configuration: `settings` over the defaults, checked as Swift's `validated()` checks it, with its
// threshold T = height + endOffset. Throws an Error naming the first field that breaks a rule.
export function configuration(settings = {}) {
  const c = Object.assign({}, defaults);
  for (const key of Object.keys(defaults)) if (settings[key] !== undefined && settings[key] !== null) c[key] = settings[key];
  const finite = Number.isFinite;
  const check = (ok, field, message) => { if (!ok) throw new Error(field + " " + message); };
  check(c.trigger === "threshold" || c.trigger === "release", "trigger", "must be threshold or release, got " + c.trigger);
  check(c.edge === "top" || c.edge === "bottom", "edge", "must be top or bottom, got " + c.edge);
  check(finite(c.height) && c.height > 0, "height", "must be a positive number, got " + c.height);
  check(finite(c.startDistance) && c.startDistance >= 0, "startDistance", "must not be negative, got " + c.startDistance);
  check(finite(c.endOffset), "endOffset", "must be a number, got " + c.endOffset);
  c.threshold = c.height + c.endOffset;
  check(c.threshold > c.startDistance, "endOffset",
    "the threshold height + endOffset (" + c.threshold + ") must exceed startDistance (" + c.startDistance + ")");
  check(finite(c.insetDuration) && c.insetDuration >= 0, "insetDuration", "must not be negative, got " + c.insetDuration);
  check(finite(c.endAnimationDuration) && c.endAnimationDuration >= 0, "endAnimationDuration",
    "must not be negative, got " + c.endAnimationDuration);
  c.hasMoreData = !!c.hasMoreData;
  return Object.freeze(c);
}

// Progress for pull distance d: min(max(d − s, 0) / (T − s), 1).
export function progress(c, d) {
  return Math.min(Math.max(d - c.startDistance, 0) / (c.threshold - c.startDistance), 1);
}

// The pull-to-refresh state machine: fed events, it returns effects. Events are objects
// {type: "dragBegan" | "pulled" (distance) | "dragEnded" | "finish" | "timeAdvanced" (seconds) |
// "setHasMoreData" (more)}; effects are {type: "stateChanged" (from, to) | "progress" (progress,
// beyondThreshold) | "refresh" | "startAnimating" | "stopAnimating" | "setInset" (target, duration) |
// "finishIgnored" (state)}. States: idle, pulling, ready, loading, closing, exhausted.
export class RefreshMachine {
  constructor(settings) {
    this.configuration = configuration(settings);
    this.state = "idle";
    this.isDragging = false;
    this.pull = 0;
    this.inset = 0;
    this.hasMoreData = this.configuration.hasMoreData;
    this.insetAnimationRemaining = 0;
    this.endAnimationRemaining = 0;
    this.state = this.restingState();
  }

  get progress() { return progress(this.configuration, this.pull); }
  get isBeyondThreshold() { return this.pull > this.configuration.threshold; }

  restingState() {
    return this.configuration.edge === "bottom" && !this.hasMoreData ? "exhausted" : "idle";
  }

  // Handles one event and returns what the app must do, in order.
  handle(event) {
    const effects = [], c = this.configuration;
    switch (event.type) {
    case "dragBegan":
      this.isDragging = true;
      if (this.state === "idle") {
        this.move("pulling", effects);
        effects.push({type: "progress", progress: this.progress, beyondThreshold: this.isBeyondThreshold});
      }
      break;
    case "pulled":
      // A negative or non-finite distance is no pull at all.
      this.pull = Number.isFinite(event.distance) ? Math.max(event.distance, 0) : 0;
      this.pulled(effects);
      break;
    case "dragEnded":
      this.isDragging = false;
      this.released(effects);
      break;
    case "finish":
      if (this.state === "loading") {
        this.move("closing", effects);
        effects.push({type: "stopAnimating"});
        this.endAnimationRemaining = c.endAnimationDuration;
        if (!this.isDragging) this.restoreInset(effects);
        this.completeClosingIfDone(effects);
      } else {
        effects.push({type: "finishIgnored", state: this.state});
      }
      break;
    case "timeAdvanced": {
      const dt = Number.isFinite(event.seconds) ? Math.max(event.seconds, 0) : 0;
      this.insetAnimationRemaining = Math.max(this.insetAnimationRemaining - dt, 0);
      this.endAnimationRemaining = Math.max(this.endAnimationRemaining - dt, 0);
      this.completeClosingIfDone(effects);
      break;
    }
    case "setHasMoreData":
      this.hasMoreData = !!event.more;
      if ((this.state === "idle" || this.state === "exhausted") && this.restingState() !== this.state) {
        this.move(this.restingState(), effects);
      }
      break;
    default:
      throw new Error("not a refresh event: " + JSON.stringify(event));
    }
    return effects;
  }

  pulled(effects) {
    const beyond = this.isBeyondThreshold;
    switch (this.state) {
    case "pulling":
      effects.push({type: "progress", progress: this.progress, beyondThreshold: beyond});
      if (!beyond) return;
      if (this.configuration.trigger === "threshold") this.startLoading(effects); else this.move("ready", effects);
      break;
    case "ready":
      effects.push({type: "progress", progress: this.progress, beyondThreshold: beyond});
      if (!beyond) this.move("pulling", effects);
      break;
    default:
      // At rest the content is only settling; while loading or closing a drag scrolls but never triggers a
      // second refresh; an exhausted bar never triggers.
      break;
    }
  }

  released(effects) {
    switch (this.state) {
    case "pulling": this.move("idle", effects); break;
    case "ready": this.startLoading(effects); break;
    case "loading":
      // The indicator stays visible while loading: the inset grows once the finger is up.
      if (this.inset !== this.configuration.height) this.setInset(this.configuration.height, effects);
      break;
    case "closing":
      this.restoreInset(effects);
      this.completeClosingIfDone(effects);
      break;
    default: break;
    }
  }

  startLoading(effects) {
    this.move("loading", effects);
    effects.push({type: "refresh"});
    effects.push({type: "startAnimating"});
    if (!this.isDragging) this.setInset(this.configuration.height, effects);
  }

  restoreInset(effects) { if (this.inset !== 0) this.setInset(0, effects); }

  setInset(target, effects) {
    this.inset = target;
    this.insetAnimationRemaining = this.configuration.insetDuration;
    effects.push({type: "setInset", target, duration: this.configuration.insetDuration});
  }

  // Closing ends when the end animation has played and the inset is back, with the finger up.
  completeClosingIfDone(effects) {
    if (this.state !== "closing" || this.isDragging || this.inset !== 0 || this.insetAnimationRemaining > 0 ||
        this.endAnimationRemaining > 0) return;
    this.move(this.restingState(), effects);
  }

  move(next, effects) {
    if (next === this.state) return;
    effects.push({type: "stateChanged", from: this.state, to: next});
    this.state = next;
  }
}

// `<prefix>_<index>`, the index zero-padded to four digits: a frame's name at every scale.
export function frameName(prefix, index) {
  const number = String(index);
  return prefix + "_" + "0".repeat(Math.max(0, 4 - number.length)) + number;
}

// One stage's frames: {stage, pick, loops, seconds (or null), count, pullDistances}.
export class StageFrames {
  constructor({stage, pick, loops, seconds = null, count, pullDistances = []}) {
    Object.assign(this, {stage, pick, loops: !!loops, seconds: seconds === undefined ? null : seconds, count, pullDistances});
  }

  // Frames a second: a loop's frames over its period, a played-once stage's from first to last; null when
  // the stage is not played over time.
  get framesPerSecond() {
    if (this.seconds === null || !(this.seconds > 0)) return null;
    const steps = this.loops ? this.count : this.count - 1;
    return steps > 0 ? steps / this.seconds : null;
  }

  frameAt(index) { return {stage: this.stage, index}; }

  // The frame shown `seconds` after the stage began: a loop wraps, a played-once stage holds its last
  // frame, a stage not played over time shows its first; null when it has no frames.
  frameAtSeconds(seconds) {
    if (this.count <= 0) return null;
    const rate = this.framesPerSecond;
    if (rate === null || !Number.isFinite(seconds) || !(seconds > 0)) return this.frameAt(0);
    // Frame i shows from i / rate; the slack keeps 0.05 s at 60 fps on frame 3, not 2.
    const step = seconds * rate + 1e-9;
    // Past 10¹⁵ frames a double no longer tells one frame from the next: a loop restarts.
    if (step >= 1e15) return this.frameAt(this.loops ? 0 : this.count - 1);
    const index = Math.floor(step);
    return this.frameAt(this.loops ? index % this.count : Math.min(index, this.count - 1));
  }

  // The pull frame shown at `distance` points: the largest pull distance not above it; null before the first.
  frameForPullDistance(distance) {
    const d = this.pullDistances;
    let low = 0, high = d.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (d[middle] <= distance) low = middle + 1; else high = middle;
    }
    return low === 0 ? null : this.frameAt(low - 1);
  }
}

// An indicator's frames as an app picks them (FrameTable in Swift).
export class FrameTable {
  constructor(stages) { this.stages = stages.map(s => s instanceof StageFrames ? s : new StageFrames(s)); }

  // The frame table of a manifest.json (parsed), at `scale` (by default its smallest). Throws an Error
  // saying what is missing.
  static fromManifest(manifest, scale) {
    const invalid = reason => new Error("not a frame table: " + reason);
    if (!manifest || typeof manifest !== "object" || Array.isArray(manifest)) throw invalid("not a JSON object");
    const scales = manifest.scales;
    if (!Array.isArray(scales) || !scales.length || !scales.every(Number.isInteger)) throw invalid("no scales");
    if (scale === undefined) scale = Math.min.apply(null, scales);
    if (!scales.includes(scale)) throw invalid("no frames at scale " + scale);
    if (!Array.isArray(manifest.stages) || !Array.isArray(manifest.frames)) throw invalid("no stages or frames");
    const byStage = {};
    for (const f of manifest.frames) {
      if (f.scale !== scale) continue;
      if (typeof f.stage !== "string" || !Number.isInteger(f.index)) throw invalid("a frame without a stage or an index");
      (byStage[f.stage] = byStage[f.stage] || []).push(f);
    }
    const stages = manifest.stages.map(info => {
      if (typeof info.stage !== "string" || typeof info.pick !== "string" || !Number.isInteger(info.frames) ||
          typeof info.loops !== "boolean") throw invalid("a stage without stage, pick, frames or loops");
      const listed = (byStage[info.stage] || []).slice().sort((a, b) => a.index - b.index);
      if (listed.length !== info.frames || listed.some((f, i) => f.index !== i)) {
        throw invalid("the " + info.stage + " stage lists " + info.frames + " frames but has " + listed.length + " at scale " + scale);
      }
      let pullDistances = [];
      if (info.pick === "pullDistance") {
        pullDistances = listed.map(f => {
          if (typeof f.pullDistance !== "number") throw invalid("a pull frame without a pull distance");
          return f.pullDistance;
        });
      }
      return new StageFrames({stage: info.stage, pick: info.pick, loops: info.loops,
        seconds: typeof info.seconds === "number" ? info.seconds : null, count: info.frames, pullDistances});
    });
    return new FrameTable(stages);
  }

  framesOf(stage) { return this.stages.find(s => s.stage === stage) || null; }

  frameForPullDistance(distance) {
    const pull = this.framesOf("pull");
    return pull ? pull.frameForPullDistance(distance) : null;
  }

  frameAtSeconds(stage, seconds) {
    const frames = this.framesOf(stage);
    return frames ? frames.frameAtSeconds(seconds) : null;
  }

  // The frame on screen in `state`: pulling shows the pull frame for `pull` (or the ready transition while
  // it plays back), ready plays its transition `readySeconds` in, loading and closing play by
  // `secondsInState`, exhausted shows its frame; idle shows none.
  frameInState(state, pull, secondsInState, readySeconds) {
    const ready = this.framesOf("ready");
    switch (state) {
    case "pulling": return ready !== null && readySeconds > 0 ? ready.frameAtSeconds(readySeconds) : this.frameForPullDistance(pull);
    case "ready": return ready !== null ? ready.frameAtSeconds(readySeconds) : this.frameForPullDistance(pull);
    case "loading": return this.frameAtSeconds("loading", secondsInState);
    case "closing": return this.frameAtSeconds("closing", secondsInState);
    case "exhausted": return this.frameAtSeconds("exhausted", secondsInState);
    default: return null;
    }
  }

  // When the closing stage's last frame has shown for one frame's time, in seconds after closing began;
  // null without a timed closing stage.
  get closingEnd() {
    const closing = this.framesOf("closing");
    if (closing === null || closing.seconds === null || !(closing.seconds > 0)) return null;
    const steps = Math.max(closing.count - 1, 1);
    return closing.seconds * (steps + 1) / steps;
  }
}

// The ready transition's clock `dt` seconds on in `state`: forward up to `transition` seconds while ready,
// backwards to 0 while pulling, 0 otherwise.
export function readySeconds(current, state, dt, transition) {
  if (state === "ready") return Math.min(current + dt, transition);
  if (state === "pulling") return Math.max(current - dt, 0);
  return 0;
}

// A refresh control as an app plays it: the machine, the frame table, and the clocks that pick the frame
// on screen (RefreshPlayer in Swift).
export class RefreshPlayer {
  constructor(settings, table) {
    const c = Object.assign({}, configuration(settings));
    // An app's closing ends when its end animation does: the closing stage's frames, the last one shown for
    // one frame's time, which may be longer than the machine's own endAnimationDuration.
    const end = table.closingEnd;
    if (end !== null && end > c.endAnimationDuration) c.endAnimationDuration = end;
    this.machine = new RefreshMachine(c);
    this.table = table;
    this.secondsInState = 0;
    this.readySeconds = 0;
    this.shownInset = 0;
  }

  get configuration() { return this.machine.configuration; }
  get state() { return this.machine.state; }

  // Handles one event as the machine does, moving the player's clocks with time.
  handle(event) {
    if (event.type === "timeAdvanced") {
      // Time never runs backwards, and a non-finite step is no time.
      const dt = Number.isFinite(event.seconds) ? Math.max(event.seconds, 0) : 0;
      this.secondsInState += dt;
      const ready = this.table.framesOf("ready");
      this.readySeconds = readySeconds(this.readySeconds, this.machine.state, dt, ready !== null && ready.seconds !== null ? ready.seconds : 0);
      this.easeInset(dt);
      return this.forward({type: "timeAdvanced", seconds: dt});
    }
    // On release the content eases from where the finger left it.
    if (event.type === "dragEnded" && this.machine.isDragging) this.shownInset = this.contentOffset;
    return this.forward(event);
  }

  // The frame on screen ({stage, index}), or null when none shows.
  get frame() {
    return this.table.frameInState(this.machine.state, this.machine.pull, this.secondsInState, this.readySeconds);
  }

  // How far the content is pulled open, in points.
  get contentOffset() {
    const m = this.machine;
    if (!m.isDragging) return m.state === "exhausted" ? m.configuration.height : this.shownInset;
    return m.state === "loading" || m.state === "closing" ? Math.max(m.pull, this.shownInset) : m.pull;
  }

  easeInset(dt) {
    const target = this.machine.inset, c = this.machine.configuration;
    if (!(dt > 0) || this.shownInset === target) return;
    // An instant inset change jumps.
    if (!(c.insetDuration > 0)) { this.shownInset = target; return; }
    const step = c.height / c.insetDuration * dt;
    this.shownInset = this.shownInset < target ? Math.min(target, this.shownInset + step) : Math.max(target, this.shownInset - step);
  }

  forward(event) {
    const effects = this.machine.handle(event);
    if (effects.some(e => e.type === "stateChanged")) this.secondsInState = 0;
    return effects;
  }
}
