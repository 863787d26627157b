import Foundation
import MRefreshCore
import MRefreshPNG
import Testing
@testable import MRefreshFiles

// The CI recipe of Examples/ci/, run as written: build-sharded.sh and merge-shards.sh with sh, and
// github-actions.yml step by step (ActionsRunner). Every merged folder is compared with an unsharded build
// of the same job: the same file names, the same bytes.

private let runnerScript = "Examples/ci/build-sharded.sh"
private let mergeScript = "Examples/ci/merge-shards.sh"
private let workflowFile = RecipeFiles.root.appendingPathComponent("Examples/ci/github-actions.yml")

/// The workflow's `env`: the job file and the merged folder the tests compare.
private func workflowSettings() throws -> (job: String, out: String) {
    let workflow = try YAMLComposer.root(of: try String(contentsOf: workflowFile, encoding: .utf8), file: "workflow", kind: .jobFile)
    return (try #require(workflow["env"]?["JOB"]?.string), try #require(workflow["env"]?["OUT"]?.string))
}

/// `mrefresh build JOB --out OUT` in `project`: the reference every merge is compared with.
private func unshardedBuild(_ job: String, in project: URL, out: String = "whole") throws -> [String: Data] {
    let result = try Binary.run(["build", job, "--out", out, "--quiet"], in: project)
    #expect(result.status == 0, "\(result.stderr)")
    let tree = try RecipeFiles.tree(project.appendingPathComponent(out))
    #expect(tree.count > 100 && tree["index.json"] != nil, "the reference build wrote \(tree.count) files")
    return tree
}

/// Changes one input of the recipe's job (the lower arc of sync-arcs.svg starts elsewhere), so one
/// indicator draws differently.
private func changeInput(in project: URL) throws {
    let file = project.appendingPathComponent("Examples/sync-arcs.svg")
    let text = try String(contentsOf: file, encoding: .utf8)
    try #require(text.contains("M12 32a20"))
    try text.replacingOccurrences(of: "M12 32a20", with: "M14 32a20").write(to: file, atomically: true, encoding: .utf8)
}

/// How many times `text` occurs in `output`.
private func count(_ text: String, in output: String) -> Int { output.components(separatedBy: text).count - 1 }

@Test("build-sharded.sh: N shards merged are one unsharded build; again, nothing is drawn; after a change, only what changed",
      arguments: [["-n", "3"], ["-n", "4", "-p", "-j", "1"], ["-n", "1"]])
func shellRunner(_ options: [String]) throws {
    let project = try RecipeFiles.project()
    defer { try? FileManager.default.removeItem(at: project) }
    let (job, _) = try workflowSettings()
    let n = try #require(Int(options[1]))
    let environment = ["MREFRESH": Binary.url.path]
    let run = { try RecipeFiles.sh([runnerScript] + options + [job, "out"], in: project, environment: environment) }
    let out = project.appendingPathComponent("out")

    let expected = try unshardedBuild(job, in: project)
    let first = try run()
    #expect(first.status == 0, "\(first.output)")
    #expect(count("(shard ", in: first.output) == n && first.output.contains("merged 6 indicators from \(n) shard folders into out"), "\(first.output)")
    #expect(RecipeFiles.differences(try RecipeFiles.tree(out), expected) == [])

    // Again: every shard's folder is up to date, and merging over the earlier merge changes nothing.
    let again = try run()
    #expect(again.status == 0 && count("nothing to draw", in: again.output) == n, "\(again.output)")
    #expect(RecipeFiles.differences(try RecipeFiles.tree(out), expected) == [])

    // The job changes: an input is edited and an indicator dropped. The shard that has the edited one redraws
    // it alone; the merged folder loses the dropped one.
    try changeInput(in: project)
    let jobFile = project.appendingPathComponent(job)
    let text = try String(contentsOf: jobFile, encoding: .utf8)
    let dropped = "  - name: mrefresh-readme\n    source: ../mrefresh-readme.path\n    trim: points\n    smooth: 3\n"
    try #require(text.contains(dropped))
    try text.replacingOccurrences(of: dropped, with: "").write(to: jobFile, atomically: true, encoding: .utf8)
    let changed = try unshardedBuild(job, in: project, out: "whole-changed")
    let third = try run()
    #expect(third.status == 0, "\(third.output)")
    #expect(count("built 1 indicator (", in: third.output) == 1 && count("nothing to draw", in: third.output) == n - 1, "\(third.output)")
    #expect(RecipeFiles.differences(try RecipeFiles.tree(out), changed) == [])
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("mrefresh-readme").path))
}

@Test("build-sharded.sh: a shard that fails stops the merge with its exit code; bad options exit 64, a missing job file 66",
      arguments: [(["-n", "3"], 65, "shards failed:"), (["-n", "0"], 64, "-n must be a whole number"), (["-j", "x"], 64, "-j must be"),
                  (["-x"], 64, "usage: sh build-sharded.sh"), (["-n", "2", "--", "missing.yaml", "out"], 66, "missing.yaml: no such job file")])
func shellRunnerFailures(_ options: [String], status: Int32, message: String) throws {
    let project = try RecipeFiles.project()
    defer { try? FileManager.default.removeItem(at: project) }
    let (job, _) = try workflowSettings()
    try "<svg".write(to: project.appendingPathComponent("Examples/sync-arcs.svg"), atomically: true, encoding: .utf8)
    let arguments = options.contains("--") ? options.filter { $0 != "--" } : options + [job, "out"]
    let result = try RecipeFiles.sh([runnerScript] + arguments, in: project, environment: ["MREFRESH": Binary.url.path])
    #expect(result.status == status, "\(result.output)")
    #expect(result.output.contains("build-sharded.sh: \(message)"), "\(result.output)")
    #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("out").path), "no merged folder after a failure")

}

@Test("build-sharded.sh without mrefresh: exit 127 and what to do")
func shellRunnerWithoutMrefresh() throws {
    let project = try RecipeFiles.project()
    defer { try? FileManager.default.removeItem(at: project) }
    let result = try RecipeFiles.sh([runnerScript, "Examples/ci/mrefresh.yaml", "out"], in: project, environment: ["MREFRESH": "no-such-mrefresh"])
    #expect(result.status == 127, "\(result.output)")
    #expect(result.output == "build-sharded.sh: 'no-such-mrefresh' not found: install mrefresh (see ContinuousIntegration in the docs) or set MREFRESH to its path\n")
}

/// How a merge can go wrong, and what merge-shards.sh must say.
enum MergeMistake: String, CaseIterable, CustomTestStringConvertible {
    case shardLeftOut, shardOfAnotherJob, missingFolder, folderThatIsNoBuild, userFileInOut, outIsAFile, noShards

    var testDescription: String { rawValue }

    var status: Int32 {
        switch self {
        case .shardLeftOut, .shardOfAnotherJob: 65
        case .missingFolder, .folderThatIsNoBuild: 66
        case .userFileInOut, .outIsAFile: 73
        case .noShards: 64
        }
    }

    var message: String {
        switch self {
        case .shardLeftOut: "built in none of the 2 shard folders: "
        case .shardOfAnotherJob: "shards/foreign/index.json differs from shards/shard-1/index.json"
        case .missingFolder: "shards/shard-9: no such shard folder"
        case .folderThatIsNoBuild: "shards/empty: no index.json"
        case .userFileInOut: "out/notes.txt is not one of the indicators out/index.json lists"
        case .outIsAFile: "out exists and is not a folder"
        case .noShards: "usage: sh merge-shards.sh OUT SHARD_FOLDER..."
        }
    }
}

@Test("merge-shards.sh refuses shards that do not make one build, with one line and its exit code, leaving OUT as it was",
      arguments: MergeMistake.allCases)
func mergeRefusals(_ mistake: MergeMistake) throws {
    let project = try RecipeFiles.project()
    defer { try? FileManager.default.removeItem(at: project) }
    let (job, _) = try workflowSettings()
    for k in 1...3 {
        let shard = try Binary.run(["build", job, "--shard", "\(k)/3", "--out", "shards/shard-\(k)", "--quiet"], in: project)
        try #require(shard.status == 0, "\(shard.stderr)")
    }
    let shards = (1...3).map { "shards/shard-\($0)" }
    let out = project.appendingPathComponent("out")
    let merged = try RecipeFiles.sh([mergeScript, "out"] + shards, in: project)
    try #require(merged.status == 0, "\(merged.output)")

    var arguments = ["out"] + shards
    switch mistake {
    case .shardLeftOut: arguments.remove(at: 2)
    case .shardOfAnotherJob:
        try changeInput(in: project)
        let foreign = try Binary.run(["build", job, "--shard", "2/3", "--out", "shards/foreign", "--quiet"], in: project)
        try #require(foreign.status == 0, "\(foreign.stderr)")
        arguments[2] = "shards/foreign"
    case .missingFolder: arguments.append("shards/shard-9")
    case .folderThatIsNoBuild:
        try FileManager.default.createDirectory(at: project.appendingPathComponent("shards/empty"), withIntermediateDirectories: true)
        arguments.append("shards/empty")
    case .userFileInOut: try "mine".write(to: out.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    case .outIsAFile:
        try FileManager.default.removeItem(at: out)
        try "a file".write(to: out, atomically: true, encoding: .utf8)
    case .noShards: arguments = ["out"]
    }
    let before = try RecipeFiles.tree(out)

    let result = try RecipeFiles.sh([mergeScript] + arguments, in: project)
    #expect(result.status == mistake.status, "\(result.output)")
    #expect(result.output.hasPrefix("merge-shards.sh: \(mistake.message)") && count("\n", in: result.output) == 1, "\(result.output)")
    if mistake == .outIsAFile {
        #expect(try String(contentsOf: out, encoding: .utf8) == "a file")
    } else {
        #expect(RecipeFiles.differences(try RecipeFiles.tree(out), before) == [], "OUT changed")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: project.path).filter { $0.hasPrefix("out.") } == [], "a staging folder was left")
}

/// A git repository with the scratch project's Examples/ committed on main, and a bare clone as its origin.
private func repository(_ project: URL) throws -> URL {
    try RecipeFiles.git(["init", "-q", "-b", "main"], in: project)
    try RecipeFiles.git(["add", "Examples"], in: project)
    try RecipeFiles.git(["commit", "-q", "-m", "Examples"], in: project)
    let origin = project.appendingPathComponent("origin.git")
    try RecipeFiles.git(["clone", "-q", "--bare", project.path, origin.path], in: project)
    return origin
}

/// Lines naming each step that failed, with what it printed.
private func failures(_ steps: [ActionsRunner.StepResult]) -> String {
    steps.filter { ($0.status ?? 0) != 0 }.map { "\($0.job)[\($0.matrix)] \($0.step): \($0.status!)\n\($0.output)" }.joined(separator: "\n")
}

/// The outputs of the steps of `job` that run `mrefresh build`, in matrix order.
private func buildOutputs(_ steps: [ActionsRunner.StepResult]) -> [String] {
    steps.filter { $0.job == "shard" && $0.step.hasPrefix("Build shard") }.map(\.output)
}

@Test("github-actions.yml, step by step: shards merged and committed are one unsharded build; a second run draws nothing, commits nothing; a change redraws one indicator",
      .enabled(if: RecipeFiles.gitAvailable, "git is not installed: the workflow's checkout and commit need it"))
func gitHubWorkflow() throws {
    let project = try RecipeFiles.project()
    defer { try? FileManager.default.removeItem(at: project) }
    let (job, outName) = try workflowSettings()
    let origin = try repository(project)
    let workflow = try String(contentsOf: workflowFile, encoding: .utf8)
    let runner = try ActionsRunner(origin: origin, scratch: project.appendingPathComponent("runner"))
    let head = { try RecipeFiles.git(["rev-parse", "HEAD"], in: origin) }
    /// The merged folder as committed on main: a fresh clone's OUT.
    var clones = 0
    let committed = { () throws -> [String: Data] in
        clones += 1
        let clone = project.appendingPathComponent("verify-\(clones)")
        try RecipeFiles.git(["clone", "-q", origin.path, clone.path], in: project)
        return try RecipeFiles.tree(clone.appendingPathComponent(outName))
    }

    let expected = try unshardedBuild(job, in: project)
    let first = try runner.run(workflow)
    #expect(first.succeeded, "\(failures(first.steps))")
    let builds = buildOutputs(first.steps)
    #expect(builds.count == 3 && builds.allSatisfy { $0.hasPrefix("built ") }, "\(builds)")
    #expect(first.steps.contains { $0.step == "actions/upload-artifact@v4" && $0.job == "merge" && $0.output == "uploaded indicators" })
    #expect(RecipeFiles.differences(try committed(), expected) == [])

    // Nothing changed: every shard restores its cache and draws nothing; the merge commits nothing.
    let commit = try head()
    let second = try runner.run(workflow)
    #expect(second.succeeded, "\(failures(second.steps))")
    #expect(buildOutputs(second.steps).allSatisfy { $0.hasPrefix("nothing to draw") }, "\(buildOutputs(second.steps))")
    #expect(second.steps.contains { $0.step == "Commit the merged indicators" && $0.output.contains("\(outName): unchanged") })
    #expect(try head() == commit)

    // A pushed change to one input: the shard that draws it redraws that indicator alone; the commit is the new build.
    let work = project.appendingPathComponent("work")
    try RecipeFiles.git(["clone", "-q", origin.path, work.path], in: project)
    try changeInput(in: work)
    try RecipeFiles.git(["commit", "-q", "-am", "Move the lower arc"], in: work)
    try RecipeFiles.git(["push", "-q"], in: work)
    let changed = try unshardedBuild(job, in: work, out: "whole-changed")
    let third = try runner.run(workflow)
    #expect(third.succeeded, "\(failures(third.steps))")
    let redrawn = buildOutputs(third.steps)
    #expect(redrawn.filter { $0.hasPrefix("built 1 indicator (") }.count == 1 && redrawn.filter { $0.hasPrefix("nothing to draw") }.count == 2, "\(redrawn)")
    #expect(RecipeFiles.differences(try committed(), changed) == [])
}

/// What can happen to a shard's artifact between the jobs.
enum ArtifactMistake: String, CaseIterable, CustomTestStringConvertible {
    case lost, fromAnotherCommit
    var testDescription: String { rawValue }
}

@Test("github-actions.yml: a lost shard artifact, or one of another commit, fails the merge (65) and commits nothing",
      .enabled(if: RecipeFiles.gitAvailable, "git is not installed: the workflow's checkout and commit need it"),
      arguments: ArtifactMistake.allCases)
func gitHubWorkflowRefusesBrokenShards(_ mistake: ArtifactMistake) throws {
    let project = try RecipeFiles.project()
    defer { try? FileManager.default.removeItem(at: project) }
    let (job, _) = try workflowSettings()
    let origin = try repository(project)
    let runner = try ActionsRunner(origin: origin, scratch: project.appendingPathComponent("runner"))
    let fault: ActionsRunner.Fault
    switch mistake {
    case .lost: fault = .loseArtifact("shard-2")
    case .fromAnotherCommit:
        try changeInput(in: project)
        let shard = try Binary.run(["build", job, "--shard", "2/3", "--out", "foreign", "--quiet"], in: project)
        try #require(shard.status == 0, "\(shard.stderr)")
        fault = .replaceArtifact("shard-2", with: project.appendingPathComponent("foreign"))
    }
    let commit = try RecipeFiles.git(["rev-parse", "HEAD"], in: origin)
    let run = try runner.run(try String(contentsOf: workflowFile, encoding: .utf8), fault: fault)
    #expect(!run.succeeded)
    let merge = try #require(run.steps.first { $0.step == "Merge the shards" })
    #expect(merge.status == 65, "\(merge.output)")
    #expect(merge.output.contains(mistake == .lost ? "built in none of the 2 shard folders" : "differs from"), "\(merge.output)")
    #expect(!run.steps.contains { $0.step == "Commit the merged indicators" }, "nothing runs after the failed merge")
    #expect(try RecipeFiles.git(["rev-parse", "HEAD"], in: origin) == commit)
}

@Test("the ContinuousIntegration article's workflow excerpts are lines of github-actions.yml, in order")
func articleExcerptsMatchTheWorkflow() throws {
    let article = try String(contentsOf: RecipeFiles.root.appendingPathComponent("Sources/MRefreshRender/MRefresh.docc/ContinuousIntegration.md"),
                             encoding: .utf8)
    let workflow = try String(contentsOf: workflowFile, encoding: .utf8).components(separatedBy: "\n")
    // Each ```yaml block after a "not run" line that names the workflow: the docs test does not run it, so
    // this test keeps it true.
    let lines = article.components(separatedBy: "\n")
    var excerpts: [[String]] = []
    for (index, line) in lines.enumerated() where line == "```yaml" && index > 0 && lines[index - 1].hasPrefix("<!-- not run:")
        && lines[index - 1].contains("github-actions.yml") {
        excerpts.append(Array(lines[(index + 1)...].prefix { $0 != "```" }))
    }
    #expect(excerpts.count == 3)
    for excerpt in excerpts {
        var rest = workflow[...]
        for line in excerpt {
            guard let found = rest.firstIndex(of: line) else {
                Issue.record("not in github-actions.yml (after the excerpt's previous line): \(line)")
                break
            }
            rest = workflow[(found + 1)...]
        }
    }
}

/// Where the workflow's install step finds the package, and the digest it is given.
enum PackageSource: String, CaseIterable, CustomTestStringConvertible {
    case releaseURL, releaseURLWrongDigest, pathInRepository, pathWithoutDigest, missingPath
    var testDescription: String { rawValue }
}

@Test("github-actions.yml's install step: a URL is downloaded, a path is the repository's, a wrong SHA-256 or a missing file stops it before apt-get",
      arguments: PackageSource.allCases)
func installStep(_ source: PackageSource) throws {
    let workflow = try YAMLComposer.root(of: try String(contentsOf: workflowFile, encoding: .utf8), file: "workflow", kind: .jobFile)
    let steps = try #require(workflow["jobs"]?["shard"]?["steps"]?.sequence)
    let script = try #require(steps.first { $0["id"]?.string == "install" }?["run"]?.string)

    let folder = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = Data("!<arch>\ndebian-binary   a stand-in for mrefresh's .deb\n".utf8)
    let digest = SHA256.hexDigest(Array(package))
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("tools"), withIntermediateDirectories: true)
    try package.write(to: folder.appendingPathComponent("tools/mrefresh_0.3.0_amd64.deb"))
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("temp"), withIntermediateDirectories: true)
    // Stand-ins for the network and the package manager: curl copies the package to -o, sudo runs its
    // command, apt-get writes what it was asked, and what the file it installs holds.
    let stubs = folder.appendingPathComponent("stubs")
    try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
    let stubScripts = [
        "curl": "while [ $# -gt 0 ]; do [ \"$1\" = -o ] && { cp \"\(folder.path)/tools/mrefresh_0.3.0_amd64.deb\" \"$2\"; shift; }; shift; done\n",
        "sudo": "exec \"$@\"\n",
        "apt-get": """
            echo "apt-get $*" >>"\(folder.path)/apt.log"
            if [ "$1" = install ]; then for last; do :; done; cat "$last" >>"\(folder.path)/apt.log"; fi

            """,
    ]
    for (name, body) in stubScripts {
        let url = stubs.appendingPathComponent(name)
        try ("#!/bin/sh\n" + body).write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
    var environment = ["RUNNER_TEMP": folder.appendingPathComponent("temp").path,
                       "PATH": "\(stubs.path):\(Binary.url.deletingLastPathComponent().path):/usr/bin:/bin"]
    let url = "https://example.invalid/mrefresh_0.3.0_amd64.deb"
    switch source {
    case .releaseURL: (environment["MREFRESH_DEB"], environment["MREFRESH_DEB_SHA256"]) = (url, digest)
    case .releaseURLWrongDigest: (environment["MREFRESH_DEB"], environment["MREFRESH_DEB_SHA256"]) = (url, String(repeating: "0", count: 64))
    case .pathInRepository: (environment["MREFRESH_DEB"], environment["MREFRESH_DEB_SHA256"]) = ("tools/mrefresh_0.3.0_amd64.deb", digest)
    case .pathWithoutDigest: (environment["MREFRESH_DEB"], environment["MREFRESH_DEB_SHA256"]) = ("tools/mrefresh_0.3.0_amd64.deb", "")
    case .missingPath: (environment["MREFRESH_DEB"], environment["MREFRESH_DEB_SHA256"]) = ("tools/mrefresh_9.9.9_amd64.deb", digest)
    }
    try script.write(to: folder.appendingPathComponent("install.sh"), atomically: true, encoding: .utf8)
    let result = try RecipeFiles.sh(["-e", "install.sh"], in: folder, environment: environment)
    let log = (try? String(contentsOf: folder.appendingPathComponent("apt.log"), encoding: .utf8)) ?? ""
    switch source {
    case .releaseURL, .pathInRepository, .pathWithoutDigest:
        #expect(result.status == 0, "\(result.output)")
        let installed = source == .releaseURL ? folder.appendingPathComponent("temp/mrefresh.deb").path
            : folder.appendingPathComponent("tools/mrefresh_0.3.0_amd64.deb").path
        #expect(log == "apt-get update -qq\napt-get install -y -qq --no-install-recommends \(installed)\n" + String(decoding: package, as: UTF8.self),
                "\(log)")
        #expect(result.output.hasSuffix("\(MRefreshVersion.current)\n"), "mrefresh --version: \(result.output)")
    case .releaseURLWrongDigest, .missingPath:
        #expect(result.status != 0, "\(result.output)")
        #expect(result.output.contains("FAILED") || result.output.contains("No such file"), "\(result.output)")
        #expect(log == "", "apt-get ran: \(log)")
    }
}
