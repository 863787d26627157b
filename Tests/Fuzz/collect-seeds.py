#!/usr/bin/env python3
"""Collects raw seed inputs for every fuzz target into OUT/<target>/, for `make fuzz-corpus` to minimise.

Sources: the Font Awesome SVG font (each glyph's path data; the whole font and one-glyph fonts), the
Adwaita and Breeze icon themes (a fixed sample), Examples/ (SVGs, path files, gestures, indicator files),
the string fixtures of the test files (SVG documents, path data, style values, gesture files), and YAML's
anchors, aliases, merge keys and alias bombs in gesture and indicator files.

usage: collect-seeds.py OUT
"""
import hashlib
import html
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONT_AWESOME = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"
ICON_THEMES = ["/usr/share/icons/Adwaita", "/usr/share/icons/breeze"]
# One icon in this many, chosen by content hash so the sample is the same on every machine.
ICON_SAMPLE = 4
TARGETS = ["path-data", "xml", "style", "svg-document", "gesture", "pipeline", "vector-exports", "indicator", "svg-animation"]
PATH_DATA = re.compile(r"^\s*[Mm][\sMmZzLlHhVvCcSsQqTtAa0-9.,eE+\-]*$")


def read(path):
    with open(path, "rb") as f:
        return f.read()


class Seeds:
    def __init__(self, out):
        self.out = out
        self.count = {t: 0 for t in TARGETS}
        for target in TARGETS:
            os.makedirs(os.path.join(out, target), exist_ok=True)

    def add(self, target, data):
        # The vector exports read what the pipeline reads.
        if target == "pipeline":
            self.add("vector-exports", data)
        if isinstance(data, str):
            data = data.encode("utf-8")
        if not data:
            return
        name = hashlib.sha1(data).hexdigest()
        with open(os.path.join(self.out, target, name), "wb") as f:
            f.write(data)
        self.count[target] += 1


def attributes(text, name):
    """The values of every `name="…"` attribute, entity references decoded."""
    return [html.unescape(v) for v in re.findall(r'\s%s\s*=\s*"([^"]*)"' % re.escape(name), text)] + \
        [html.unescape(v) for v in re.findall(r"\s%s\s*=\s*'([^']*)'" % re.escape(name), text)]


def add_document(seeds, data, pipeline=True):
    """An SVG document: as itself for the readers, its attributes and style sheets for the micro-syntaxes."""
    seeds.add("xml", data)
    seeds.add("svg-document", data)
    if pipeline:
        seeds.add("pipeline", data)
    text = data.decode("utf-8", "replace")
    for d in attributes(text, "d")[:20]:
        seeds.add("path-data", d)
    for name in ["style", "transform", "points", "fill", "stroke", "stroke-width", "preserveAspectRatio",
                 "opacity", "stroke-dasharray", "offset", "stop-color", "width", "height", "gradientTransform"]:
        for value in attributes(text, name)[:10]:
            seeds.add("style", value)
    for sheet in re.findall(r"<style[^>]*>(.*?)</style>", text, re.S):
        seeds.add("style", sheet)


def font_awesome(seeds):
    if not os.path.exists(FONT_AWESOME):
        print("collect-seeds: %s is missing (make deps installs it)" % FONT_AWESOME, file=sys.stderr)
        return
    data = read(FONT_AWESOME)
    seeds.add("xml", data)
    seeds.add("svg-document", data)
    text = data.decode("utf-8")
    head = text[: text.index("<glyph")]
    glyphs = re.findall(r"<glyph\b.*?/>", text, re.S)
    for glyph in glyphs:
        for d in attributes(glyph, "d"):
            seeds.add("path-data", d)
    # A few one-glyph fonts: the font's header (font-face, missing-glyph) and one glyph each.
    for glyph in glyphs[:: max(1, len(glyphs) // 12)]:
        font = head + glyph + "\n</font>\n</defs></svg>\n"
        seeds.add("svg-document", font)
        seeds.add("xml", font)
        seeds.add("pipeline", font)


def icons(seeds):
    for theme in ICON_THEMES:
        if not os.path.isdir(theme):
            print("collect-seeds: %s is missing (make deps installs it)" % theme, file=sys.stderr)
            continue
        for directory, _, files in sorted(os.walk(theme)):
            for name in sorted(files):
                path = os.path.join(directory, name)
                if not name.endswith(".svg") or os.path.islink(path):
                    continue
                data = read(path)
                if int(hashlib.sha1(data).hexdigest(), 16) % ICON_SAMPLE == 0 and len(data) <= 64 * 1024:
                    add_document(seeds, data)


def examples(seeds):
    folder = os.path.join(ROOT, "Examples")
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if name.endswith(".svg"):
            add_document(seeds, read(path))
        elif name.endswith(".path"):
            seeds.add("path-data", read(path))
            seeds.add("svg-document", read(path))
            seeds.add("pipeline", read(path))
    gestures = os.path.join(folder, "gestures")
    for name in sorted(os.listdir(gestures)):
        seeds.add("gesture", read(os.path.join(gestures, name)))
    for name in sorted(os.listdir(folder)):
        if name.endswith(".yaml") and not name.startswith("mrefresh"):
            seeds.add("indicator", read(os.path.join(folder, name)))


def laughs(depth, width=10, flow=True):
    """`l0: &l0 [lol]` and `depth` lines of `width` aliases each of the line before."""
    lines = ["l0: &l0 [lol]"]
    for level in range(1, depth + 1):
        aliases = ["*l%d" % (level - 1)] * width
        if flow:
            lines.append("l%d: &l%d [%s]" % (level, level, ",".join(aliases)))
        else:
            lines.append("l%d: &l%d\n" % (level, level) + "\n".join("  - " + a for a in aliases))
    return "\n".join(lines) + "\n"


def yaml_aliases(seeds):
    """YAML's anchors and aliases where the files' values are, as keys, as merge keys, and as bombs that
    the readers refuse (finding 14), for the fuzzer to mutate around: the budget's edge, keys, nesting."""
    indicator = [
        "style: &s {stroke: red, lineWidth: 3}\nlayers:\n  - {source: a.svg, style: *s}\n  - {path: \"M0 0H10\", style: *s}\n",
        "layers:\n  - &layer {path: \"M0 0H10\", pull: &keys [{at: 0, opacity: 0}, {at: 1}]}\n  - {path: \"M0 0V10\", pull: *keys}\n",
        "base: &b {size: 32x32}\n<<: *b\nlayers: [{path: \"M0 0H10\"}]\n",
        "layers: [{&k path: \"M0 0H10\"}, {*k : \"M0 0V10\"}]\n",
        "layers: [{path: &p \"M0 0H10\", text: {pulling: *p}}]\n",
        laughs(9) + "? *l9\n: 1\nlayers: [{path: \"M0 0H10\"}]\n",
        laughs(4) + "? *l4\n: 1\nlayers: [{path: \"M0 0H10\"}]\n",
        laughs(5, flow=False) + "layers: *l5\n",
        laughs(3) + "layers: [{path: \"M0 0H10\", pull: *l3}]\n",
        "? [a, b]\n: 1\nlayers: [{path: \"M0 0H10\"}]\n",
        "layers: " + "[" * 70 + "]" * 70 + "\n",
        "layers:\n" + "".join("  " * (i + 1) + "- \n" for i in range(70)),
    ]
    gesture = [
        "machine: &m {height: 60}\nsteps:\n  - drag: &d {to: 80, duration: 0.3}\n  - release\n  - drag: *d\n  - finish\n",
        "steps: &s [release, finish]\nmachine: {height: 40}\n",
        "steps:\n  - &h {hold: 0.2}\n  - *h\n  - *h\n  - release\n",
        laughs(9) + "? *l9\n: 1\nsteps: [release]\n",
        laughs(4) + "steps: *l4\n",
        "steps: [{drag: {<<: {to: 80}, duration: 0.2}}, release]\n",
        "steps: " + "[" * 70 + "]" * 70 + "\n",
    ]
    for text in indicator:
        seeds.add("indicator", text)
    for text in gesture:
        seeds.add("gesture", text)


def string_literals(source):
    """The Swift string literals of a test file without interpolation: multi-line ones dedented."""
    found = []
    for body in re.findall(r'"""\n(.*?)\n(\s*)"""', source, re.S):
        text, indent = body
        lines = [line[len(indent):] if line.startswith(indent) else line for line in text.split("\n")]
        found.append("\n".join(lines))
    for literal in re.findall(r'(?<!")"((?:[^"\\\n]|\\.)*)"(?!")', source):
        found.append(literal)
    decoded = []
    for literal in found:
        if "\\(" in literal:
            continue
        literal = literal.replace('\\"', '"').replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\")
        decoded.append(literal)
    return decoded


def test_fixtures(seeds):
    tests = os.path.join(ROOT, "Tests")
    for directory, _, files in sorted(os.walk(tests)):
        if os.path.join("Tests", "Fuzz") in directory:
            continue
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            source = read(os.path.join(directory, name)).decode("utf-8")
            in_style = "/SVG" in directory or "/Style" in directory
            for literal in string_literals(source):
                stripped = literal.strip()
                if stripped.startswith("<"):
                    add_document(seeds, literal.encode("utf-8"), pipeline="<svg" in literal)
                elif PATH_DATA.match(literal) and len(stripped) > 1:
                    seeds.add("path-data", literal)
                    seeds.add("pipeline", literal)
                elif "steps" in literal or "machine" in literal:
                    seeds.add("gesture", literal)
                elif in_style and 0 < len(literal) < 400:
                    seeds.add("style", literal)


def animated(seeds):
    """The Chromium corpus of animated spinners, and every document that animates in Examples."""
    folder = os.path.join(ROOT, "Tests", "Fixtures", "AnimatedSVG")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".svg"):
            seeds.add("svg-animation", read(os.path.join(folder, name)))
            add_document(seeds, read(os.path.join(folder, name)), pipeline=False)
    for name in sorted(os.listdir(os.path.join(ROOT, "Examples"))):
        if name.endswith(".svg") and b"<animate" in read(os.path.join(ROOT, "Examples", name)):
            seeds.add("svg-animation", read(os.path.join(ROOT, "Examples", name)))


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().split("\n")[-1], file=sys.stderr)
        sys.exit(64)
    seeds = Seeds(sys.argv[1])
    font_awesome(seeds)
    icons(seeds)
    examples(seeds)
    test_fixtures(seeds)
    animated(seeds)
    yaml_aliases(seeds)
    for target in TARGETS:
        print("collect-seeds: %-13s %5d seeds" % (target, len(os.listdir(os.path.join(seeds.out, target)))))


main()
