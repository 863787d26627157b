import Foundation
import MRefreshPNG
@testable import MRefreshFiles
#if canImport(Glibc)
import Glibc
#endif

/// Runs a GitHub Actions workflow file on this machine as GitHub would run it, for the CI recipe's tests:
/// its `run:` steps are executed as written (with `sh -e`, in a workspace of their own per job and matrix
/// entry), and the GitHub-only actions are emulated with folders: `actions/checkout` clones a local
/// repository, `upload-artifact`/`download-artifact` copy into and out of an artifact store, `cache`
/// restores and saves folders by key and restore-key prefix.
///
/// What the emulation cannot do it refuses, so a workflow that outgrows it fails its test instead of being
/// half run: an unknown action, an expression or `if:` it cannot evaluate, a matrix with `include`.
/// Steps with an `id` in `emulatedSteps` are not run (their script is only checked by `sh -n`): installing
/// the package needs sudo and a network; `mrefresh` is put on the PATH instead.
final class ActionsRunner {
    /// A failure of the emulation itself, or of the workflow file's form.
    struct Problem: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// What happened to one step.
    struct StepResult {
        var job: String
        /// The matrix entry, as `k=2`.
        var matrix: String
        var step: String
        /// nil: emulated or skipped.
        var status: Int32?
        var output: String
    }

    /// Something going wrong between the jobs, as it can on GitHub.
    enum Fault {
        /// The artifact is gone when the downstream job downloads it.
        case loseArtifact(String)
        /// The artifact is replaced by this folder's contents (a shard of another run or job).
        case replaceArtifact(String, with: URL)
    }

    let scratch: URL
    /// The bare repository `actions/checkout` clones.
    let origin: URL
    let emulatedSteps: Set<String>
    /// Scripts run in place of emulated steps (by id), for what a later job needs of them.
    let standIns: [String: String]
    /// Added to every step's environment.
    let environment: [String: String]
    /// `github.repository` and `github.token` as the workflow sees them.
    let repository: String
    private let tools: URL
    private var caches: [(key: String, folder: URL)] = []
    private var runs = 0

    /// A runner over the bare repository `origin`, working in `scratch`, with `mrefresh` (the binary under
    /// test) on the PATH of every step.
    /// `standIns` run in place of the emulated steps they name; `environment` is added to every step's;
    /// `programs` (name → shell script) are put on the PATH beside `mrefresh`, standing in for tools the
    /// machine has not (`gh`).
    init(origin: URL, scratch: URL, emulatedSteps: Set<String> = ["install"], standIns: [String: String] = [:],
         environment: [String: String] = [:], programs: [String: String] = [:], repository: String = "team/app") throws {
        self.origin = origin
        self.scratch = scratch
        self.emulatedSteps = emulatedSteps
        self.standIns = standIns
        self.environment = environment
        self.repository = repository
        tools = scratch.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: tools.appendingPathComponent("mrefresh"), withDestinationURL: Binary.url)
        for (name, script) in programs {
            let file = tools.appendingPathComponent(name)
            try script.write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
    }

    /// Runs every job of `workflow` (YAML text) once, as after a push of `ref`; returns each step's result and
    /// whether every job succeeded.
    func run(_ workflow: String, ref: String = "refs/heads/main", event: String = "push",
             fault: Fault? = nil) throws -> (succeeded: Bool, steps: [StepResult]) {
        runs += 1
        let root = try YAMLComposer.root(of: workflow, file: "workflow", kind: .jobFile)
        guard let jobs = root["jobs"]?.mapping else {
            throw Problem("the workflow has no jobs")
        }
        let shell = root["defaults"]?["run"]?["shell"]?.string
        guard shell == "sh" else { throw Problem("defaults.run.shell must be sh (the emulation runs sh -e), got \(shell ?? "none")") }
        let runFolder = scratch.appendingPathComponent("run-\(runs)")
        let artifacts = runFolder.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        var results: [StepResult] = []
        var finished: [String: Bool] = [:]
        for (key, job) in jobs {
            let name = try scalar(key)
            let needs = job["needs"].map { node in node.sequence.map { $0.compactMap(\.string) } ?? [node.string].compactMap { $0 } } ?? []
            for need in needs where finished[need] == nil { throw Problem("job \(name) needs \(need), which comes later or not at all") }
            guard needs.allSatisfy({ finished[$0] == true }) else {
                finished[name] = false
                continue
            }
            // A fault strikes between jobs: after the jobs this one needs have uploaded, before it downloads.
            if case .loseArtifact(let lost)? = fault { try? FileManager.default.removeItem(at: artifacts.appendingPathComponent(lost)) }
            if case .replaceArtifact(let replaced, let folder)? = fault {
                let target = artifacts.appendingPathComponent(replaced)
                if FileManager.default.fileExists(atPath: target.path) {
                    try FileManager.default.removeItem(at: target)
                    try FileManager.default.copyItem(at: folder, to: target)
                }
            }
            let entries = try matrix(job["strategy"]?["matrix"])
            var succeeded = true
            for (index, entry) in entries.enumerated() {
                let github = ["event_name": event, "ref": ref, "ref_name": String(ref.split(separator: "/").last ?? ""),
                              "repository": repository, "token": "stand-in-token"]
                var context = Context(github: github, matrix: entry,
                                      strategy: ["job-total": String(entries.count), "job-index": String(index)])
                let workspace = runFolder.appendingPathComponent("\(name)-\(index + 1)")
                let temporary = runFolder.appendingPathComponent("\(name)-\(index + 1)-temp")
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
                context.workspace = workspace
                for node in [root["env"], job["env"]] {
                    for (key, value) in node?.mapping ?? [] { context.env[try scalar(key)] = try context.substitute(try scalar(value)) }
                }
                let label = entry.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
                let outcome = try runSteps(job["steps"], job: name, label: label, context: context, temporary: temporary, artifacts: artifacts)
                results += outcome.results
                succeeded = succeeded && outcome.succeeded
            }
            finished[name] = succeeded
        }
        return (finished.values.allSatisfy { $0 }, results)
    }

    /// Expression contexts of one job run.
    private struct Context {
        var github: [String: String]
        var matrix: [(key: String, value: String)]
        var strategy: [String: String]
        var env: [String: String] = [:]
        var workspace = URL(fileURLWithPath: "/")

        func value(of name: String) throws -> String {
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw Problem("cannot evaluate '\(name)'") }
            let found: String?
            switch parts[0] {
            case "github": found = github[parts[1]]
            case "matrix": found = matrix.first { $0.key == parts[1] }?.value
            case "strategy": found = strategy[parts[1]]
            case "env": found = env[parts[1]]
            default: found = nil
            }
            guard let found else { throw Problem("cannot evaluate '\(name)'") }
            return found
        }

        /// `${{ … }}` replaced: context values and `hashFiles('DIR/**')`.
        func substitute(_ text: String) throws -> String {
            var result = ""
            var rest = Substring(text)
            while let open = rest.range(of: "${{") {
                guard let close = rest[open.upperBound...].range(of: "}}") else { throw Problem("unclosed ${{ in '\(text)'") }
                result += rest[..<open.lowerBound]
                let expression = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                if expression.hasPrefix("hashFiles('"), expression.hasSuffix("/**')") {
                    result += try hashFiles(String(expression.dropFirst("hashFiles('".count).dropLast("/**')".count)))
                } else {
                    result += try value(of: expression)
                }
                rest = rest[close.upperBound...]
            }
            return result + rest
        }

        /// The SHA-256 of every file's path and bytes under `folder` of the workspace.
        func hashFiles(_ folder: String) throws -> String {
            var bytes: [UInt8] = []
            for (path, data) in try RecipeFiles.tree(workspace.appendingPathComponent(folder)).sorted(by: { $0.key < $1.key }) {
                bytes += Array(path.utf8) + [0] + Array(data)
            }
            return SHA256.hexDigest(bytes)
        }

        /// An `if:` of `a == 'b'` terms joined by `&&`.
        func condition(_ text: String) throws -> Bool {
            try text.components(separatedBy: "&&").allSatisfy { term in
                let sides = term.components(separatedBy: "==").map { $0.trimmingCharacters(in: .whitespaces) }
                guard sides.count == 2, sides[1].hasPrefix("'"), sides[1].hasSuffix("'"), sides[1].count >= 2 else {
                    throw Problem("cannot evaluate if: \(text)")
                }
                return try value(of: sides[0]) == String(sides[1].dropFirst().dropLast())
            }
        }
    }

    private func scalar(_ node: YAMLNode) throws -> String {
        guard let string = node.string else { throw Problem("expected a scalar, got \(node)") }
        return string
    }

    /// The matrix's entries, in order: every combination of its lists (one entry when there is none).
    private func matrix(_ node: YAMLNode?) throws -> [[(key: String, value: String)]] {
        var entries: [[(key: String, value: String)]] = [[]]
        for (key, values) in node?.mapping ?? [] {
            let name = try scalar(key)
            guard let list = values.sequence, name != "include", name != "exclude" else {
                throw Problem("matrix key \(name): the emulation takes lists only")
            }
            let strings = try list.map(scalar)
            entries = entries.flatMap { entry in strings.map { entry + [(name, $0)] } }
        }
        return entries
    }

    private func runSteps(_ steps: YAMLNode?, job: String, label: String, context: Context, temporary: URL,
                          artifacts: URL) throws -> (succeeded: Bool, results: [StepResult]) {
        var results: [StepResult] = []
        var saves: [(key: String, path: URL)] = []
        for (number, step) in (steps?.sequence ?? []).enumerated() {
            var context = context
            for (key, value) in step["env"]?.mapping ?? [] { context.env[try scalar(key)] = try context.substitute(try scalar(value)) }
            let title = try step["name"]?.string.map(context.substitute) ?? step["uses"]?.string ?? "step \(number + 1)"
            var result = StepResult(job: job, matrix: label, step: title, status: nil, output: "")
            if let condition = step["if"]?.string, try !context.condition(condition) {
                result.output = "skipped: \(condition)"
            } else {
                (result.status, result.output) = try self.step(step, number: number, title: title, context: context,
                                                               temporary: temporary, artifacts: artifacts, saves: &saves)
            }
            results.append(result)
            if let status = result.status, status != 0 { return (false, results) }
        }
        // The cache action saves in its post-step, after a job that succeeded, when the key did not hit.
        for save in saves where FileManager.default.fileExists(atPath: save.path.path) {
            let folder = scratch.appendingPathComponent("cache-\(caches.count)")
            try FileManager.default.copyItem(at: save.path, to: folder)
            caches.append((save.key, folder))
        }
        return (true, results)
    }

    /// Runs or emulates one step: its exit status (nil when emulated) and what it printed.
    private func step(_ step: YAMLNode, number: Int, title: String, context: Context, temporary: URL, artifacts: URL,
                      saves: inout [(key: String, path: URL)]) throws -> (Int32?, String) {
        var with: [String: String] = [:]
        for (key, value) in step["with"]?.mapping ?? [] { with[try scalar(key)] = try context.substitute(try scalar(value)) }
        let workspace = context.workspace
        if let script = step["run"]?.string {
            let file = temporary.appendingPathComponent("step-\(number + 1).sh")
            try context.substitute(script).write(to: file, atomically: true, encoding: .utf8)
            var environment = self.environment.merging(context.env) { $1 }
            if let id = step["id"]?.string, emulatedSteps.contains(id) {
                let check = try ExternalProgram.run("/bin/sh", ["-n", file.path])
                guard check.status == 0 else { throw Problem("step \(title): \(check.output)") }
                guard let standIn = standIns[id] else { return (nil, "emulated") }
                let outcome = try ExternalProgram.run("/bin/sh", ["-ec", standIn], environment: environment, in: workspace)
                return (outcome.status == 0 ? nil : outcome.status, "emulated: \(outcome.output)")
            }
            environment["CI"] = "true"
            environment["GITHUB_ACTIONS"] = "true"
            environment["GITHUB_WORKSPACE"] = workspace.path
            environment["RUNNER_TEMP"] = temporary.path
            environment["PATH"] = tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            let outcome = try ExternalProgram.run("/bin/sh", ["-e", file.path], environment: environment, in: workspace)
            return (outcome.status, outcome.output)
        }
        guard let uses = step["uses"]?.string else { throw Problem("step \(title) neither uses an action nor runs a script") }
        let files = FileManager.default
        switch uses.split(separator: "@").first.map(String.init) ?? uses {
        case "actions/checkout":
            let clone = try ExternalProgram.run("/usr/bin/git", ["clone", "-q", origin.path, workspace.path])
            guard clone.status == 0 else { throw Problem("git clone: \(clone.output)") }
            return (nil, "cloned")
        case "actions/cache":
            guard let path = with["path"], let key = with["key"] else { throw Problem("cache needs path and key") }
            let prefixes = (with["restore-keys"] ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let hit = caches.last { $0.key == key } ?? caches.last { cache in prefixes.contains { !$0.isEmpty && cache.key.hasPrefix($0) } }
            if let hit { try files.copyItem(at: hit.folder, to: workspace.appendingPathComponent(path)) }
            if hit?.key != key { saves.append((key, workspace.appendingPathComponent(path))) }
            return (nil, hit.map { "restored \($0.key)" } ?? "no cache for \(key)")
        case "actions/upload-artifact":
            guard let name = with["name"], let path = with["path"] else { throw Problem("upload-artifact needs name and path") }
            let source = workspace.appendingPathComponent(path), target = artifacts.appendingPathComponent(name)
            guard !files.fileExists(atPath: target.path) else { throw Problem("artifact \(name) uploaded twice") }
            guard files.fileExists(atPath: source.path) else {
                return (with["if-no-files-found"] == "error" ? 1 : 0, "no files at \(path)")
            }
            try files.copyItem(at: source, to: target)
            return (nil, "uploaded \(name)")
        case "actions/download-artifact":
            let into = workspace.appendingPathComponent(with["path"] ?? ".")
            try files.createDirectory(at: into, withIntermediateDirectories: true)
            let names = try files.contentsOfDirectory(atPath: artifacts.path).sorted()
            if let name = with["name"] {
                guard names.contains(name) else { return (1, "no artifact \(name)") }
                try RecipeFiles.copyContents(of: artifacts.appendingPathComponent(name), into: into)
                return (nil, "downloaded \(name)")
            }
            let matching = names.filter { fnmatch(with["pattern"] ?? "*", $0, 0) == 0 }
            for name in matching { try files.copyItem(at: artifacts.appendingPathComponent(name), to: into.appendingPathComponent(name)) }
            return (nil, "downloaded \(matching.joined(separator: ", "))")
        default:
            throw Problem("the emulation does not know the action \(uses)")
        }
    }
}
