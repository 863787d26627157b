#!/usr/bin/env python3
"""Packs a root file system folder into a one-layer container image archive that `docker load` and
`podman load` read: an OCI image layout (oci-layout, index.json, blobs/sha256/…) with Docker's
manifest.json beside it, in one tar. Prints the archive's path.

    oci-image.py ROOTFS OUTPUT_TAR --tag NAME:VERSION --entrypoint PATH --workdir DIR [--env K=V ...]

The layer is the whole of ROOTFS (owners, modes, links and devices as they are; times clamped to
SOURCE_DATE_EPOCH, default 0), sorted by name and gzipped without a name or time; the config and the
manifests are written with sorted keys. So the same root gives the same bytes: what differs between two
image builds is what differs between their roots.
"""
import argparse
import gzip
import hashlib
import io
import json
import os
import platform
import stat
import sys
import tarfile

EPOCH = int(os.environ.get("SOURCE_DATE_EPOCH", "0"))


def fail(message, status):
    print(f"oci-image.py: {message}", file=sys.stderr)
    sys.exit(status)


def layer_tar(root):
    """The uncompressed tar of everything under `root`, deterministic."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as archive:
        paths = []
        for folder, folders, files in os.walk(root):
            folders.sort()
            for name in sorted(folders + files):
                paths.append(os.path.join(folder, name))
        for path in sorted(paths, key=lambda p: os.path.relpath(p, root)):
            name = os.path.relpath(path, root)
            info = archive.gettarinfo(path, arcname=name)
            info.mtime = min(int(info.mtime), EPOCH) if EPOCH else 0
            info.uname = info.gname = ""
            # PAX headers carry sub-second times and access times from the file system: not wanted.
            info.pax_headers = {}
            if info.isreg():
                with open(path, "rb") as content:
                    archive.addfile(info, content)
            else:
                archive.addfile(info)
    return buffer.getvalue()


def blob(folder, data):
    digest = hashlib.sha256(data).hexdigest()
    with open(os.path.join(folder, digest), "wb") as out:
        out.write(data)
    return "sha256:" + digest, len(data)


def canonical(value):
    return (json.dumps(value, sort_keys=True, separators=(",", ":")) + "").encode()


def main():
    parser = argparse.ArgumentParser(add_help=True)
    parser.add_argument("root")
    parser.add_argument("output")
    parser.add_argument("--tag", required=True)
    parser.add_argument("--entrypoint", required=True)
    parser.add_argument("--workdir", required=True)
    parser.add_argument("--env", action="append", default=[])
    try:
        options = parser.parse_args()
    except SystemExit as exit:
        sys.exit(64 if exit.code else 0)
    if not os.path.isdir(options.root):
        fail(f"{options.root}: not a folder", 66)
    name, colon, version = options.tag.rpartition(":")
    if not colon or not name or not version:
        fail(f"--tag '{options.tag}' is not NAME:VERSION", 64)
    entry = os.path.join(options.root, options.entrypoint.lstrip("/"))
    if not os.path.isfile(entry) or not os.access(entry, os.X_OK):
        fail(f"the entry point {options.entrypoint} is not an executable file in {options.root}", 65)
    if not os.path.isdir(os.path.join(options.root, options.workdir.lstrip("/"))):
        fail(f"the working folder {options.workdir} is not in {options.root}", 65)

    architecture = {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())
    tar = layer_tar(options.root)
    diff_id = "sha256:" + hashlib.sha256(tar).hexdigest()
    compressed = io.BytesIO()
    with gzip.GzipFile(fileobj=compressed, mode="wb", mtime=0, compresslevel=9, filename="") as gz:
        gz.write(tar)
    created = "1970-01-01T00:00:00Z" if not EPOCH else __import__("datetime").datetime.utcfromtimestamp(EPOCH).strftime("%Y-%m-%dT%H:%M:%SZ")

    work = options.output + ".partial.d"
    if os.path.exists(work):
        fail(f"{work} is in the way", 73)
    blobs = os.path.join(work, "blobs", "sha256")
    os.makedirs(blobs)
    layer_digest, layer_size = blob(blobs, compressed.getvalue())
    config = {
        "architecture": architecture,
        "os": "linux",
        "created": created,
        "config": {"Entrypoint": [options.entrypoint], "WorkingDir": options.workdir, "Env": options.env,
                   "Labels": {"org.opencontainers.image.version": version, "org.opencontainers.image.title": name}},
        "rootfs": {"type": "layers", "diff_ids": [diff_id]},
        "history": [{"created": created, "created_by": "Packaging/image.sh"}],
    }
    config_digest, config_size = blob(blobs, canonical(config))
    manifest = {
        "schemaVersion": 2,
        "mediaType": "application/vnd.oci.image.manifest.v1+json",
        "config": {"mediaType": "application/vnd.oci.image.config.v1+json", "digest": config_digest, "size": config_size},
        "layers": [{"mediaType": "application/vnd.oci.image.layer.v1.tar+gzip", "digest": layer_digest, "size": layer_size}],
    }
    manifest_digest, manifest_size = blob(blobs, canonical(manifest))
    index = {
        "schemaVersion": 2,
        "mediaType": "application/vnd.oci.image.index.v1+json",
        "manifests": [{
            "mediaType": "application/vnd.oci.image.manifest.v1+json", "digest": manifest_digest, "size": manifest_size,
            "annotations": {"org.opencontainers.image.ref.name": version, "io.containerd.image.name": f"docker.io/library/{name}:{version}"},
        }],
    }
    files = {
        "oci-layout": canonical({"imageLayoutVersion": "1.0.0"}),
        "index.json": canonical(index),
        "manifest.json": canonical([{"Config": "blobs/sha256/" + config_digest[7:], "RepoTags": [f"{name}:{version}"],
                                     "Layers": ["blobs/sha256/" + layer_digest[7:]]}]),
    }
    partial = options.output + ".partial"
    with tarfile.open(partial, mode="w", format=tarfile.USTAR_FORMAT) as archive:
        def add(arcname, data):
            info = tarfile.TarInfo(arcname)
            info.size, info.mtime, info.mode = len(data), 0, 0o644
            archive.addfile(info, io.BytesIO(data))
        for folder in ["blobs/", "blobs/sha256/"]:
            info = tarfile.TarInfo(folder.rstrip("/"))
            info.type, info.mode, info.mtime = tarfile.DIRTYPE, 0o755, 0
            archive.addfile(info)
        for digest in sorted(os.listdir(blobs)):
            with open(os.path.join(blobs, digest), "rb") as content:
                add("blobs/sha256/" + digest, content.read())
        for arcname in sorted(files):
            add(arcname, files[arcname])
    for digest in os.listdir(blobs):
        os.remove(os.path.join(blobs, digest))
    os.removedirs(blobs)
    os.replace(partial, options.output)
    print(options.output)


if __name__ == "__main__":
    main()
