import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshSyntax
import MRefreshFiles
import MRefreshRender

/// `mrefresh build`: every indicator of a job file in one incremental, shardable run.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build every indicator a job file names: one pool of workers, incremental, shardable.",
        discussion: """
            The job file (YAML or JSON) has 'defaults' (any indicator-file key but layers) and 'indicators': \
            {name, file: indicator.yaml}, {name: "fa-{glyph}", glyphs: font.svg}, {name: "{stem}", each: \
            "icons/*.svg"} or {name, source: icon.svg}, each with any indicator-file key besides. Each \
            indicator writes DIR/<name>/ with its manifest; DIR/index.json lists them all. An indicator whose \
            inputs, options and mrefresh version hash to what its manifest records is not redrawn (--force \
            redraws). A failing indicator is reported and the others still build; the exit code is the \
            worst. --shard K/N builds a deterministic, cost-balanced part: the N output directories copied \
            together are byte for byte one unsharded build. --swift-tables FILE also writes the frames' \
            typed tables for an app's Swift target (what the SwiftPM build tool plugin compiles).
            """)

    @Argument(help: ArgumentHelp("The job file.", valueName: "job-file"))
    var job = "mrefresh.yaml"

    @Option(name: [.long, .customShort("o")], help: ArgumentHelp("Output directory (created when missing).", valueName: "dir"))
    var out = "build"

    @OptionGroup var jobs: JobsOption

    @OptionGroup var outputLock: OutputLockOption

    @Option(parsing: .unconditional, help: ArgumentHelp("Build shard K of N (1 ≤ K ≤ N ≤ 1000), for a CI matrix.", valueName: "K/N"),
            transform: Self.shard)
    var shard: Shard?

    @Flag(help: "Redraw every indicator, even those up to date.")
    var force = false

    @Flag(name: [.long, .customShort("q")], help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Print index.json to stdout.")
    var json = false

    @Option(help: ArgumentHelp("Also write a Swift file of typed frame tables for an app target: per indicator its stages, frame names, pull distances and frame rates, with pure-Swift lookups.",
                               valueName: "file.swift"))
    var swiftTables: String?

    @Option(help: ArgumentHelp("Keep the cache of the files' metadata that makes a no-op build fast in this file instead of .mrefresh-cache in the output folder (for a folder that ships as it is).",
                               valueName: "file"))
    var cacheFile: String?

    struct Shard: Hashable {
        /// 1-based, as written.
        var k: Int
        var n: Int
    }

    static func shard(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), (1...1000).contains(n), (1...n).contains(k) else {
            throw ValidationError("--shard must be K/N with 1 ≤ K ≤ N ≤ 1000, like 2/4, got '\(Excerpt(text))'.")
        }
        return Shard(k: k, n: n)
    }

    func validate() throws {
        // The tables list every indicator, so they need the whole build in one folder.
        if shard != nil && swiftTables != nil {
            throw ValidationError("--swift-tables needs the whole build: write them without --shard, after the shards are merged.")
        }
    }

    func run() throws {
        try reportingFailures {
            let start = Date()
            let jobFile = InputSpec(path: job, fragment: nil)
            let text = try YAMLLimits.text(of: jobFile, kind: .jobFile)
            let parsed = try BuildFile.parse(text, file: jobFile.displayName, directory: PathText.folder(of: job))
            if !quiet { parsed.notes.forEach(printError) }
            let plan = BuildPlan(parsed.items.map { ($0.name, $0.spec) }, shards: shard?.n ?? 1)
            let output = try outputLock.open(out)
            let cache = try cacheFile.map { file throws(OutputError) in
                let folder = PathText.folder(of: file)
                return (folder: try OutputDirectory(folder.isEmpty ? "." : folder), name: PathText.name(of: file))
            }
            let run = BuildRun(plan: plan, output: output, shard: (shard?.k ?? 1) - 1, force: force, cacheFile: cache)
            let bar = ProgressBar(total: run.filesToDraw, enabled: !quiet && ProgressBar.stderrIsTerminal)
            let outcomes: [BuildRun.Outcome]
            do {
                defer { bar.finish() }
                outcomes = try run.run(jobs: jobs.workers, progress: { done, _ in bar.update(done) },
                                       note: { printError(ErrorWording().noteLine($0)) })
            }
            var worst: CommandFailure?
            var built = 0, files = 0, skipped = 0, failed = 0
            for (item, outcome) in zip(plan.items, outcomes) {
                switch outcome {
                case let .built(count, warnings, inputWarnings):
                    built += 1
                    files += count
                    // As render prints them, each naming the indicator after it.
                    let wording = ErrorWording(settings: .keys, indicator: item.name)
                    inputWarnings.forEach { printError(wording.warningLine($0)) }
                    warnings.forEach { printError(wording.exportWarningLine($0)) }
                case .skipped: skipped += 1
                case .otherShard: break
                case .failed(let error):
                    failed += 1
                    // Errors without a file of their own say which indicator they belong to; settings are
                    // the job file's keys.
                    let failure = CommandFailure(mapping: error, wording: ErrorWording(settings: .keys, indicator: item.name))
                    printError(failure.message)
                    if failure.status.rawValue > (worst?.status.rawValue ?? 0) { worst = failure }
                }
            }
            if json {
                try StandardOutput.line(plan.index.text)
            } else if !quiet {
                let seconds = Date().timeIntervalSince(start)
                let part = shard.map { " (shard \($0.k)/\($0.n))" } ?? ""
                if built == 0 && failed == 0 {
                    try StandardOutput.line("nothing to draw\(part): \(skipped) indicator\(skipped == 1 ? "" : "s") up to date in \(out)")
                } else {
                    try StandardOutput.line("built \(RenderSummary.counted(built, "indicator")) (\(RenderSummary.counted(files, "frame")))\(part) to \(out) in \(DecimalText.fixed(seconds, places: 2)) s; \(skipped) up to date, \(failed) failed")
                }
            }
            if let worst { throw ExitCode(worst.status.rawValue) }
            if let swiftTables { try writeSwiftTables(to: swiftTables, plan: plan, output: output) }
        }
    }
}
