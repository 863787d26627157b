import Foundation
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `gh` as the release's last step calls it: checks that every file it is asked to attach is there, keeps a
/// copy of each in GH_UPLOADS and its arguments, one a line, in GH_UPLOADS/arguments.
private let fakeGitHubCLI = """
    #!/bin/sh
    set -eu
    mkdir -p "$GH_UPLOADS"
    printf '%s\\n' "$@" > "$GH_UPLOADS/arguments"
    for argument in "$@"; do
        case $argument in
            */*) [ -f "$argument" ] || { echo "gh: $argument: no such file" >&2; exit 1; }
                 cp "$argument" "$GH_UPLOADS/" ;;
        esac
    done
    """

/// .github/workflows/release.yml run on this machine as GitHub would run it on a tag (ActionsRunner): every
/// job's steps, with the test build packaged instead of a release build (MREFRESH_BINARY), the container
/// image (root and Debian's mirror: Tests/Tools/image-check.sh) stood in for and its push to the registry
/// only checked by `sh -n`, the macOS job run here on
/// Linux, and `gh` replaced by a script that keeps what it is asked to attach (issue 42).
@Suite("The release workflow", .timeLimit(.minutes(20)))
struct ReleaseWorkflowTests {
    @Test("on a tag, the jobs make every asset with make targets, and the release attaches each, consistent with the others")
    func release() throws {
        let scratch = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let origin = scratch.appendingPathComponent("origin.git")
        #expect(try ExternalProgram.run("/usr/bin/git", ["clone", "-q", "--bare", root.path, origin.path]).status == 0)
        let uploads = scratch.appendingPathComponent("uploads")
        let runtime = try #require(toolchainRuntime)
        let version = try Binary.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let runner = try ActionsRunner(
            origin: origin, scratch: scratch.appendingPathComponent("runner"), emulatedSteps: ["image", "push-image"],
            standIns: ["image": "mkdir -p image && echo stand-in > image/mrefresh-\(version)-image.tar"],
            environment: ["MREFRESH_BINARY": Binary.url.path, "DEB_FLAGS": "--unpackaged-ok \(runtime)",
                          "MREFRESH_DEB_COMPRESSION": "none", "GH_UPLOADS": uploads.path],
            programs: ["gh": fakeGitHubCLI], repository: "team/mrefresh")
        let workflow = try String(contentsOf: root.appendingPathComponent(".github/workflows/release.yml"), encoding: .utf8)
        let run = try runner.run(workflow, ref: "refs/tags/v\(version)")
        let failed = run.steps.filter { ($0.status ?? 0) != 0 }
        #expect(run.succeeded, "\(failed.map { "\($0.job): \($0.step): \($0.output.suffix(1500))" })")
        #expect(Set(run.steps.map(\.job)) == ["linux", "macos", "image", "bundle", "publish"])

        // The release is made for the tag, with the tag required to exist.
        let arguments = try String(contentsOf: uploads.appendingPathComponent("arguments"), encoding: .utf8).split(separator: "\n")
        #expect(Array(arguments.prefix(3)) == ["release", "create", "v\(version)"])
        #expect(arguments.contains("--verify-tag"))
        let attached = try Set(FileManager.default.contentsOfDirectory(atPath: uploads.path)).subtracting(["arguments"])
        #expect(attached == [
            "mrefresh_\(version)_amd64.deb", "mrefresh_\(version)_amd64.deb.sha256", "mrefresh-\(version)-linux-x86_64.tar.gz", "mrefresh-\(version)-linux-x86_64.tar.gz.sha256",
            "mrefresh-\(version).tar.gz", "mrefresh-\(version).tar.gz.sha256", "mrefresh.rb",
            "mrefresh-\(version).artifactbundle.zip", "mrefresh-\(version).artifactbundle.zip.checksum",
            "mrefresh-plugins-\(version).zip", "mrefresh-\(version)-image.tar",
        ])
        func file(_ name: String) -> URL { uploads.appendingPathComponent(name) }
        func sha256(_ name: String) throws -> String {
            String(try ExternalProgram.run("/usr/bin/sha256sum", [file(name).path]).output.prefix(64))
        }
        let download = "https://github.com/team/mrefresh/releases/download/v\(version)/"

        // The checksums beside the files are theirs.
        for name in ["mrefresh_\(version)_amd64.deb", "mrefresh-\(version)-linux-x86_64.tar.gz", "mrefresh-\(version).tar.gz"] {
            let sidecar = try String(contentsOf: file(name + ".sha256"), encoding: .utf8)
            #expect(sidecar == "\(try sha256(name))  \(name)\n")
        }
        let bundleChecksum = try String(contentsOf: file("mrefresh-\(version).artifactbundle.zip.checksum"), encoding: .utf8)
        #expect(bundleChecksum == (try sha256("mrefresh-\(version).artifactbundle.zip")) + "\n")

        // The formula points at the source tarball attached beside it, by its URL and checksum.
        let formula = try String(contentsOf: file("mrefresh.rb"), encoding: .utf8)
        #expect(formula.contains("  url \"\(download)mrefresh-\(version).tar.gz\"\n"))
        #expect(formula.contains("  sha256 \"\(try sha256("mrefresh-\(version).tar.gz"))\"\n"))

        // The bundle has the Linux and the macOS variants; the plugin package names it by URL and checksum.
        let info = try ExternalProgram.run("/usr/bin/unzip", ["-p", file("mrefresh-\(version).artifactbundle.zip").path,
                                                              "mrefresh.artifactbundle/info.json"]).output
        #expect(info.contains("\"x86_64-unknown-linux-gnu\"") && info.contains("\"arm64-apple-macosx\""), "\(info)")
        let manifest = try ExternalProgram.run("/usr/bin/unzip", ["-p", file("mrefresh-plugins-\(version).zip").path,
                                                                  "mrefresh-plugins-\(version)/Package.swift"]).output
        #expect(manifest.contains(".binaryTarget(name: \"mrefresh\", url: \"\(download)mrefresh-\(version).artifactbundle.zip\", checksum: \"\(bundleChecksum.trimmingCharacters(in: .newlines))\")"),
                "\(manifest)")
        // The template's one placeholder, filled once: none left, and no binary target written anywhere else.
        #expect(!manifest.contains("@"), "a placeholder of the template is left in the plugin package's manifest")
        #expect(manifest.components(separatedBy: ".binaryTarget(").count == 2, "\(manifest)")
        let listing = try ExternalProgram.run("/usr/bin/unzip", ["-Z1", file("mrefresh-plugins-\(version).zip").path]).output
        #expect(listing.contains("mrefresh-plugins-\(version)/Plugins/MRefreshFramesPlugin/MRefreshFramesPlugin.swift"))

        // The .deb is the version's, of the binary the job packaged.
        let field = try ExternalProgram.run("/usr/bin/dpkg-deb", ["--field", file("mrefresh_\(version)_amd64.deb").path, "Version"])
        #expect(field.output.trimmingCharacters(in: .whitespacesAndNewlines) == version)
    }
}
