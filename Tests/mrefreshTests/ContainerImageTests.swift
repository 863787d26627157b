import Foundation
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let packer = root.appendingPathComponent("Packaging/oci-image.py").path

/// The container image's packer (Packaging/oci-image.py, which `make image` runs on a Debian root with the
/// .deb installed): a root folder becomes an archive that `docker load` and `podman load` read, an OCI
/// image layout with Docker's manifest.json. Checked here on a small root, without a network; the whole
/// image is checked by Tests/Tools/image-check.sh, which needs root and Debian's mirror.
@Suite("Container image archive")
struct ContainerImageTests {
    /// A small root: the entry point, a link, a hard link, a nested file and the working folder.
    static func makeRoot(in folder: URL) throws -> URL {
        let rootfs = folder.appendingPathComponent("rootfs")
        let bin = rootfs.appendingPathComponent("usr/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: rootfs.appendingPathComponent("work"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: rootfs.appendingPathComponent("usr/share/fonts"), withIntermediateDirectories: true)
        try "#!/bin/sh\necho mrefresh 0.3.0\n".write(to: bin.appendingPathComponent("mrefresh"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("mrefresh").path)
        try Data(repeating: 7, count: 100_000).write(to: rootfs.appendingPathComponent("usr/share/fonts/DejaVuSans.ttf"))
        try FileManager.default.createSymbolicLink(atPath: rootfs.appendingPathComponent("bin").path, withDestinationPath: "usr/bin")
        try FileManager.default.linkItem(at: bin.appendingPathComponent("mrefresh"), to: bin.appendingPathComponent("mrefresh-again"))
        return rootfs
    }

    static func pack(_ rootfs: URL, to archive: URL, extra: [String] = []) throws -> (status: Int32, output: String) {
        try ExternalProgram.run("/usr/bin/python3", [packer, rootfs.path, archive.path, "--tag", "mrefresh:0.3.0",
                                                    "--entrypoint", "/usr/bin/mrefresh", "--workdir", "/work",
                                                    "--env", "LANG=C.UTF-8"] + extra)
    }

    static func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func sha256(_ data: Data) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("blob-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try data.write(to: file)
        return "sha256:" + String(try ExternalProgram.run("/usr/bin/sha256sum", [file.path]).output.prefix(64))
    }

    @Test("the archive: an OCI layout whose digests hold, Docker's manifest.json, the entry point and working folder, one layer that unpacks to the root; the same bytes twice")
    func archive() throws {
        let work = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let rootfs = try Self.makeRoot(in: work)
        let archive = work.appendingPathComponent("image.tar")
        let packed = try Self.pack(rootfs, to: archive)
        try #require(packed.status == 0, "\(packed.output)")
        let unpacked = work.appendingPathComponent("unpacked")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        #expect(try ExternalProgram.run("/bin/tar", ["-xf", archive.path, "-C", unpacked.path]).status == 0)
        func read(_ path: String) throws -> Data { try Data(contentsOf: unpacked.appendingPathComponent(path)) }
        func blob(_ digest: String) throws -> Data {
            let data = try read("blobs/sha256/" + digest.dropFirst("sha256:".count))
            #expect(try Self.sha256(data) == digest, "blob \(digest) does not hash to its name")
            return data
        }

        #expect(try Self.json(read("oci-layout"))["imageLayoutVersion"] as? String == "1.0.0")
        let index = try Self.json(read("index.json"))
        let entry = try #require((index["manifests"] as? [[String: Any]])?.first)
        #expect((entry["annotations"] as? [String: String])?["org.opencontainers.image.ref.name"] == "0.3.0")
        let manifest = try Self.json(blob(try #require(entry["digest"] as? String)))
        #expect(manifest["mediaType"] as? String == "application/vnd.oci.image.manifest.v1+json")
        let configDigest = try #require((manifest["config"] as? [String: Any])?["digest"] as? String)
        let config = try Self.json(blob(configDigest))
        let settings = try #require(config["config"] as? [String: Any])
        #expect(settings["Entrypoint"] as? [String] == ["/usr/bin/mrefresh"])
        #expect(settings["WorkingDir"] as? String == "/work")
        #expect(settings["Env"] as? [String] == ["LANG=C.UTF-8"])
        #expect(config["os"] as? String == "linux")
        let layers = try #require(manifest["layers"] as? [[String: Any]])
        try #require(layers.count == 1)
        let layerDigest = try #require(layers[0]["digest"] as? String)
        let layer = try blob(layerDigest)
        #expect(layers[0]["size"] as? Int == layer.count)

        // Docker's manifest names the same config and layer, and the tag.
        let docker = try #require(try JSONSerialization.jsonObject(with: read("manifest.json")) as? [[String: Any]])
        #expect(docker.first?["RepoTags"] as? [String] == ["mrefresh:0.3.0"])
        #expect(docker.first?["Config"] as? String == "blobs/sha256/" + configDigest.dropFirst(7))
        #expect(docker.first?["Layers"] as? [String] == ["blobs/sha256/" + layerDigest.dropFirst(7)])

        // The layer's uncompressed digest is the config's diff_id, and it unpacks to the root.
        let layerFile = unpacked.appendingPathComponent("layer.tar.gz")
        try layer.write(to: layerFile)
        let tar = try ExternalProgram.run("/bin/sh", ["-c", "gzip -dc '\(layerFile.path)' | sha256sum"]).output.prefix(64)
        #expect((config["rootfs"] as? [String: Any])?["diff_ids"] as? [String] == ["sha256:" + tar])
        let image = work.appendingPathComponent("image-root")
        try FileManager.default.createDirectory(at: image, withIntermediateDirectories: true)
        #expect(try ExternalProgram.run("/bin/tar", ["-xzf", layerFile.path, "-C", image.path]).status == 0)
        #expect(try ExternalProgram.run("/usr/bin/diff", ["-r", "--no-dereference", rootfs.path, image.path]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: image.appendingPathComponent("bin").path) == "usr/bin")
        let run = try ExternalProgram.run(image.appendingPathComponent("usr/bin/mrefresh").path, [])
        #expect(run.output == "mrefresh 0.3.0\n")
        let first = try (FileManager.default.attributesOfItem(atPath: image.appendingPathComponent("usr/bin/mrefresh").path)[.systemFileNumber] as? Int)
        let second = try (FileManager.default.attributesOfItem(atPath: image.appendingPathComponent("usr/bin/mrefresh-again").path)[.systemFileNumber] as? Int)
        #expect(first != nil && first == second, "the hard link is not one file")

        let again = work.appendingPathComponent("again.tar")
        #expect(try Self.pack(rootfs, to: again).status == 0)
        #expect(try Data(contentsOf: again) == Data(contentsOf: archive))
    }

    static let refused: [(String, [String], Int32)] = [
        ("no entry point there", ["--entrypoint", "/usr/bin/nope"], 65),
        ("no working folder there", ["--workdir", "/nowhere"], 65),
        ("a tag without a version", ["--tag", "mrefresh"], 64),
    ]

    @Test("the packer refuses a root it cannot make an image of, with one line and the exit code, writing nothing",
          arguments: refused)
    func refusals(what: String, arguments: [String], status: Int32) throws {
        let work = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let rootfs = try Self.makeRoot(in: work)
        let archive = work.appendingPathComponent("image.tar")
        let run = try Self.pack(rootfs, to: archive, extra: arguments)
        #expect(run.status == status, "\(what): \(run.output)")
        #expect(run.output.split(separator: "\n").count == 1, "\(what): \(run.output)")
        #expect(!FileManager.default.fileExists(atPath: archive.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["rootfs"])
    }
}
