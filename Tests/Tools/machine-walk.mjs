// Plays event scripts on machine.js's RefreshPlayer and prints what it did, for MachineDifferentialTests,
// which plays the same scripts on Swift's RefreshPlayer and compares.
//
//   node machine-walk.mjs <machine.js> <scripts.json>
//
// scripts.json: [{configuration: {...}, table: [{stage, pick, loops, seconds, count, pullDistances}],
// events: [{type, distance | seconds | more}]}], where a number may be "nan", "inf" or "-inf".
// Prints, per script, per event: {state, frame: [stage, index] | null, offset, seconds, ready, effects}.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [machinePath, scriptsPath] = process.argv.slice(2);
const { RefreshPlayer, FrameTable } = await import(pathToFileURL(machinePath).href);
const special = {nan: NaN, inf: Infinity, "-inf": -Infinity};
const number = v => typeof v === "string" ? special[v] : v;

const out = JSON.parse(readFileSync(scriptsPath, "utf8")).map(script => {
  const player = new RefreshPlayer(script.configuration, new FrameTable(script.table));
  return script.events.map(e => {
    const event = {type: e.type};
    if ("distance" in e) event.distance = number(e.distance);
    if ("seconds" in e) event.seconds = number(e.seconds);
    if ("more" in e) event.more = e.more;
    const effects = player.handle(event);
    const f = player.frame;
    return {state: player.state, frame: f === null ? null : [f.stage, f.index], offset: player.contentOffset,
      seconds: player.secondsInState, ready: player.readySeconds, effects};
  });
});
process.stdout.write(JSON.stringify(out));
