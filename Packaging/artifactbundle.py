#!/usr/bin/env python3
"""Writes mrefresh-VERSION.artifactbundle.zip, the SwiftPM artifact bundle a binaryTarget names, and
mrefresh-VERSION.artifactbundle.zip.checksum beside it (the SHA-256 that `swift package compute-checksum`
prints and `.binaryTarget(url:checksum:)` takes). Prints the zip's path.

    artifactbundle.py OUTPUT_DIR BINARY=TRIPLE[,TRIPLE...] [BINARY=TRIPLE[,TRIPLE...] ...]

Each BINARY is one variant of the `mrefresh` executable artifact (schema 1.0) for the target triples
named, in the folder mrefresh-VERSION-FIRSTTRIPLE/bin/ of the bundle: the Linux build with
x86_64-unknown-linux-gnu, and the macOS build, which the release's macOS job adds, with
arm64-apple-macosx,x86_64-apple-macosx. An ELF binary is stripped of its symbols on the way in (a Mach-O
one is stripped on the Mac that built it). The version is what the first binary says (`--version`).

The zip is the same bytes for the same binaries: entries in a fixed order, with fixed times and modes.
"""
import errno
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import zipfile

USAGE = "usage: artifactbundle.py OUTPUT_DIR BINARY=TRIPLE[,TRIPLE...] [BINARY=TRIPLE[,TRIPLE...] ...]"
TRIPLE = re.compile(r"^[a-z0-9_]+-[a-z0-9_]+-[a-z0-9_.]+(-[a-z0-9_]+)?$")
EPOCH = (1980, 1, 1, 0, 0, 0)


def fail(message, status):
    print(f"artifactbundle.py: {message}", file=sys.stderr)
    sys.exit(status)


def variants(arguments):
    """(binary, [triples]) for each BINARY=TRIPLES argument, or an exit with the reason."""
    result = []
    for argument in arguments:
        binary, equals, triples = argument.rpartition("=")
        names = triples.split(",") if equals else []
        if not binary or not names or not all(TRIPLE.match(name) for name in names):
            fail(f"'{argument}' is not BINARY=TRIPLE[,TRIPLE...]", 64)
        if not os.path.isfile(binary) or not os.access(binary, os.X_OK):
            fail(f"{binary}: not an executable file", 66)
        result.append((binary, names))
    seen = [name for _, names in result for name in names]
    if len(seen) != len(set(seen)):
        fail("a triple is named by two variants", 64)
    return result


def entry(name, mode):
    info = zipfile.ZipInfo(name, date_time=EPOCH)
    info.external_attr = (mode & 0xFFFF) << 16
    info.create_system = 3  # Unix, so the modes are read back
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


def main(argv):
    if len(argv) < 3:
        print(USAGE, file=sys.stderr)
        sys.exit(64)
    output, chosen = argv[1], variants(argv[2:])
    # A binary just copied into place may still be open for writing in a process forked before the copy
    # closed it (a runner doing several things at once): exec then fails with ETXTBSY until that process
    # execs or exits, which takes moments.
    for attempt in range(50):
        try:
            run = subprocess.run([chosen[0][0], "--version"], capture_output=True, text=True)
            break
        except OSError as error:
            if error.errno != errno.ETXTBSY or attempt == 49:
                raise
            time.sleep(0.1)
    version = run.stdout.strip()
    if run.returncode != 0 or not re.fullmatch(r"[0-9A-Za-z.+-]+", version):
        fail(f"{chosen[0][0]} --version did not print a version", 65)

    root = "mrefresh.artifactbundle"
    files = []  # (path in the zip, bytes, mode)
    info = {"schemaVersion": "1.0", "artifacts": {"mrefresh": {"version": version, "type": "executable", "variants": []}}}
    with tempfile.TemporaryDirectory() as work:
        for index, (binary, triples) in enumerate(chosen):
            copy = os.path.join(work, f"mrefresh-{index}")
            with open(binary, "rb") as source:
                data = source.read()
            if data[:4] == b"\x7fELF":
                with open(copy, "wb") as target:
                    target.write(data)
                subprocess.run(["strip", "--strip-unneeded", copy], check=True)
                with open(copy, "rb") as stripped:
                    data = stripped.read()
            path = f"mrefresh-{version}-{triples[0]}/bin/mrefresh"
            files.append((f"{root}/{path}", data, 0o100755))
            info["artifacts"]["mrefresh"]["variants"].append({"path": path, "supportedTriples": triples})
    files.append((f"{root}/info.json", (json.dumps(info, indent=2, sort_keys=True) + "\n").encode(), 0o100644))

    os.makedirs(output, exist_ok=True)
    bundle = os.path.join(output, f"mrefresh-{version}.artifactbundle.zip")
    partial = bundle + ".partial"
    folders = sorted({"/".join(name.split("/")[:i]) + "/" for name, _, _ in files for i in range(1, name.count("/") + 1)})
    with zipfile.ZipFile(partial, "w") as archive:
        for folder in folders:
            archive.writestr(entry(folder, 0o040755), b"")
        for name, data, mode in sorted(files):
            archive.writestr(entry(name, mode), data, compresslevel=9)
    os.replace(partial, bundle)
    with open(bundle, "rb") as written:
        checksum = hashlib.sha256(written.read()).hexdigest()
    with open(bundle + ".checksum", "w") as sidecar:
        sidecar.write(checksum + "\n")
    print(bundle)


if __name__ == "__main__":
    main(sys.argv)
