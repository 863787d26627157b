#!/usr/bin/env python3
"""Checks a render's Lottie export (indicator.json beside manifest.json) with independent tools.

1. The lottie-specs JSON schema (the lottie_specs package's lottie.schema.json, by jsonschema).
2. The keys the players need beyond the schema (lottie-web, lottie-ios and lottie-android read a layer's
   st/sr/ks, a group's closing tr, a trim's m, keyframe tangents, markers' tm/cm/dr).
3. rlottie (rlottie-python) draws every PNG frame of scale 1 whose instant falls on a whole Lottie frame;
   each must match the PNG frame: at most MAX_SHARE of pixels differ by more than THRESHOLD in a
   premultiplied channel (the golden tests' metric against rsvg-convert).

Usage: check-lottie.py OUTPUT_DIR [STAGE,...]   (default: every stage)
Prints one line per problem and a summary line; exits 1 when there is a problem.
"""
import json
import os
import sys

import jsonschema
import lottie_specs
from PIL import Image
from rlottie_python import LottieAnimation

THRESHOLD = 24
MAX_SHARE = 0.005

out = sys.argv[1]
stages = sys.argv[2].split(",") if len(sys.argv) > 2 else None
with open(os.path.join(out, "indicator.json")) as f:
    doc = json.load(f)
with open(os.path.join(out, "manifest.json")) as f:
    manifest = json.load(f)
problems = []

# 1. The schema.
schema_file = os.path.join(os.path.dirname(lottie_specs.__file__), "data", "lottie.schema.json")
with open(schema_file) as f:
    validator = jsonschema.Draft202012Validator(json.load(f))
for error in list(validator.iter_errors(doc))[:10]:
    problems.append("schema: /%s: %s" % ("/".join(map(str, error.absolute_path)), error.message[:160]))


# 2. What players read beyond the schema.
def need(obj, keys, where):
    for key in keys:
        if key not in obj:
            problems.append("players: %s has no '%s'" % (where, key))


def check_property(prop, where):
    if not isinstance(prop, dict) or prop.get("a") != 1:
        return
    keys = prop["k"]
    times = [key["t"] for key in keys]
    if times != sorted(times):
        problems.append("players: %s keyframes are not in time order" % where)
    for key in keys[:-1]:
        if not key.get("h"):
            need(key, ["i", "o", "s"], "%s keyframe t=%s" % (where, key["t"]))


def check_shapes(items, where):
    for n, item in enumerate(items):
        here = "%s/%s" % (where, item.get("nm", n))
        kind = item.get("ty")
        if kind == "gr":
            it = item.get("it", [])
            if not it or it[-1].get("ty") != "tr":
                problems.append("players: group %s does not end with its transform" % here)
            check_shapes(it, here)
        elif kind == "tr":
            need(item, ["p", "a", "s", "r", "o"], here)
        elif kind == "st":
            need(item, ["c", "o", "w", "lc", "lj"], here)
        elif kind == "fl":
            need(item, ["c", "o", "r"], here)
        elif kind == "tm":
            need(item, ["s", "e", "o", "m"], here)
        elif kind == "sh":
            bezier = item["ks"]["k"]
            if not (len(bezier["v"]) == len(bezier["i"]) == len(bezier["o"])):
                problems.append("players: path %s has vertices and tangents of different counts" % here)
        for name, prop in item.items():
            check_property(prop, "%s.%s" % (here, name))


need(doc, ["v", "fr", "ip", "op", "w", "h", "ddd", "assets", "layers", "markers"], "the animation")
for marker in doc.get("markers", []):
    need(marker, ["tm", "cm", "dr"], "marker %s" % marker.get("cm"))
for layer in doc.get("layers", []):
    name = "layer %s" % layer.get("nm")
    need(layer, ["ddd", "ind", "ty", "sr", "ks", "ao", "ip", "op", "st", "bm"], name)
    need(layer.get("ks", {}), ["a", "p", "s", "r", "o"], name + " ks")
    for key, prop in layer.get("ks", {}).items():
        check_property(prop, "%s ks.%s" % (name, key))
    check_shapes(layer.get("shapes", []), name)

# 3. rlottie against the PNG frames.
markers = {m["cm"]: m for m in doc.get("markers", [])}
counts = {}
for frame in manifest["frames"]:
    if frame["scale"] == 1:
        counts[frame["stage"]] = counts.get(frame["stage"], 0) + 1
animation = LottieAnimation.from_file(os.path.join(out, "indicator.json"))
compared = 0
worst = 0.0
for frame in manifest["frames"]:
    stage, index = frame["stage"], frame["index"]
    if frame["scale"] != 1 or (stages and stage not in stages) or stage not in markers:
        continue
    marker, count = markers[stage], counts[stage]
    if stage == "loading":
        offset = index / count * marker["dr"]
    elif stage in ("ready", "closing") and count > 1:
        offset = index / (count - 1) * marker["dr"]
    else:
        offset = index
    at = marker["tm"] + offset
    if abs(at - round(at)) > 1e-6:
        continue
    width, height = frame["pixelWidth"], frame["pixelHeight"]
    drawn = animation.render_pillow_frame(frame_num=int(round(at)), width=width, height=height).convert("RGBA")
    png = Image.open(os.path.join(out, frame["file"])).convert("RGBA")
    a, b = drawn.tobytes(), png.tobytes()
    differing = 0
    for p in range(0, len(a), 4):
        pa, pb = a[p + 3], b[p + 3]
        # rlottie's pixels are premultiplied (rlottie-python hands them over as they are); the PNG's are not.
        if max(abs(a[p + c] - b[p + c] * pb // 255) for c in range(3)) > THRESHOLD or abs(pa - pb) > THRESHOLD:
            differing += 1
    share = differing / (width * height)
    worst = max(worst, share)
    compared += 1
    if share > MAX_SHARE:
        problems.append("rlottie: frame %d (%s %d) differs from %s in %.2f%% of its pixels" % (round(at), stage, index, frame["file"], share * 100))
        if os.environ.get("LOTTIE_CHECK_KEEP"):
            drawn.save(  # premultiplied, as rlottie drew it
                os.path.join(os.environ["LOTTIE_CHECK_KEEP"], "rlottie-%s-%04d.png" % (stage, index)))

for problem in problems:
    print(problem)
print("checked: schema, player keys, %d frames drawn by rlottie (worst %.3f%% of pixels differ)" % (compared, worst * 100))
sys.exit(1 if problems else 0)
