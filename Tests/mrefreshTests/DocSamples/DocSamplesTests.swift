import Foundation
import Testing

/// Every fenced code block of README.md and of the DocC catalog's articles, run, so the docs cannot rot
/// (issue 32). One row per block.
///
/// The line before a block's fence may mark it:
/// - `<!-- not run: REASON -->`: skipped (an install, a platform's own code, a fuzz run); the reason is
///   required, and commands that cannot run here are tested where they can (the packaging tests).
/// - `<!-- file: NAME -->` (any language): the block is written to NAME in the scratch folder of every
///   later console block of the same document. A file that a `$ ` command of the document names is
///   checked by that command. Any other file is checked here by its kind: YAML whose top level has
///   `layers:` (an indicator file) is rendered, `indicators:` (a job file) built, `steps:` (a gesture
///   file) simulated against Examples/sync-arcs.svg; a file of no such kind that no command names fails,
///   since nothing would check it.
/// - `<!-- exit: N -->` before a console block: its commands must exit N instead of 0.
/// - `<!-- compiled: PATH -->` before a Swift block: its lines must appear, in order and verbatim (but
///   for indentation), in the Swift test file PATH, which compiles and runs them.
///
/// Unmarked ```` ```console ```` and ```` ```sh ```` blocks are run: each line starting with `$ ` is a
/// command for `/bin/sh` in a fresh scratch folder holding a copy of Examples/ and the document's file
/// blocks up to this one, with the built mrefresh (MREFRESH_BIN) first on PATH. The lines after a
/// command up to the next `$ ` line are its expected output: when there are any, the command's stdout
/// then stderr must be exactly those lines, a duration (`0.36 s`) matching any duration. Each console
/// block stands alone: what an earlier block wrote is not there. Unmarked ```` ```text ```` blocks are
/// output shown for reading and are not run. Any other unmarked block (YAML without a file name, Swift,
/// a block with no language, an unknown marker) fails: nothing escapes silently.
@Suite struct DocSamplesTests {
    /// The blocks a row checks: not-run and text blocks, and file blocks a command checks, have no row.
    static var checkedBlocks: [DocumentBlock] {
        DocumentBlock.all.filter { block in
            switch block.marker {
            case .notRun: return false
            case .file(let name): return !DocSamples.commandNames(name, in: block.document)
            case .none: return block.language != "text"
            default: return true
            }
        }
    }

    @Test(arguments: checkedBlocks)
    func sampleRuns(_ block: DocumentBlock) throws {
        switch (block.marker, block.language) {
        case (.none, "console"), (.none, "sh"):
            try DocSamples.runCommands(of: block, expecting: 0)
        case (.exit(let status), "console"), (.exit(let status), "sh"):
            try DocSamples.runCommands(of: block, expecting: status)
        case (.file(let name), _):
            try DocSamples.checkUnnamedFile(name, of: block)
        case (.compiled(let path), "swift"):
            DocSamples.checkCompiled(block, in: path)
        case (.unknown(let comment), _):
            Issue.record("\(block.testDescription): unknown marker \(comment): expected not run:, file:, exit: or compiled:")
        default:
            Issue.record("""
                \(block.testDescription): a block the doc test cannot run; mark it <!-- not run: reason --> or \
                <!-- file: NAME -->, or make it a console block
                """)
        }
    }

    @Test func notRunBlocksSayWhy() {
        for block in DocumentBlock.all {
            if case .notRun(let reason) = block.marker {
                #expect(reason.count >= 8, "\(block.testDescription): <!-- not run: … --> needs a reason")
            }
        }
    }

    /// A reader who follows one page after another in the same folder keeps the earlier page's files: no
    /// page builds into a folder that another page's files are written to (the CI page built into
    /// `indicators`, where the job file page keeps `indicators/compass.yaml`).
    @Test func pagesFollowedInOneFolderDoNotCollide() {
        let blocks = DocumentBlock.all
        var inputs: [String: Set<String>] = [:]   // a file block's top folder: the pages that write it
        for block in blocks {
            if case .file(let name) = block.marker, name.contains("/") {
                inputs[String(name.prefix { $0 != "/" }), default: []].insert(block.document)
            }
        }
        for block in blocks where block.language == "console" || block.language == "sh" {
            for (line, command, _) in block.commands {
                let words = command.split(separator: " ").map(String.init)
                for (index, word) in words.enumerated() where ["--out", "-o"].contains(word) && index + 1 < words.count {
                    let top = String(words[index + 1].prefix { $0 != "/" })
                    let others = (inputs[top] ?? []).subtracting([block.document])
                    #expect(others.isEmpty, "\(block.document):\(line): --out \(words[index + 1]) is where \(others.sorted()) keep their files")
                }
            }
        }
    }

    /// The runner itself: a broken command, wrong output, a wrong exit code and an unused file each fail.
    @Test(arguments: [
        ("```console\n$ mrefresh render Examples/missing.svg\n```\n", "exited 66"),
        ("```console\n$ mrefresh inspect --path 'M0 0H30V40Z'\nlayer 1\n```\n", "printed"),
        ("<!-- exit: 65 -->\n```console\n$ mrefresh inspect --path 'M0 0H30V40Z'\n```\n", "exited 0"),
        ("<!-- file: notes.txt -->\n```text\nhello\n```\n", "nothing checks it"),
        ("<!-- file: bad.yaml -->\n```yaml\nlayers: [{path: \"M0 0 L\"}]\n```\n", "exited 65"),
        ("```yaml\nsize: 96x96\n```\n", "cannot run"),
    ])
    func brokenSamplesFail(_ markdown: String, _ expected: String) throws {
        let block = try #require(DocumentBlock.blocks(of: markdown, document: "sample.md").first)
        var failures: [String] = []
        switch (block.marker, block.language) {
        case (.none, "console"):
            failures = try DocSamples.failures(of: block, expecting: 0, files: [])
        case (.exit(let status), _):
            failures = try DocSamples.failures(of: block, expecting: status, files: [])
        case (.file(let name), _):
            failures = try DocSamples.unnamedFileFailures(name, of: block, files: [(name, block.text)])
        default:
            failures = ["a block the doc test cannot run"]
        }
        #expect(failures.contains { $0.contains(expected) }, "\(failures)")
    }
}

/// How DocSamplesTests runs a block.
enum DocSamples {
    /// Whether a `$ ` command of `document` names the file `name`.
    static func commandNames(_ name: String, in document: String) -> Bool {
        DocumentBlock.blocks(of: Documents.text(document), document: document)
            .filter { $0.language == "console" || $0.language == "sh" }
            .flatMap(\.commands).contains { $0.command.split(separator: " ").contains { $0 == name } }
    }

    /// The file blocks of `block`'s document up to `block`.
    static func files(before block: DocumentBlock) -> [(name: String, text: String)] {
        DocumentBlock.blocks(of: Documents.text(block.document), document: block.document)
            .filter { $0.line <= block.line }
            .compactMap { if case .file(let name) = $0.marker { (name, $0.text) } else { nil } }
    }

    static func runCommands(of block: DocumentBlock, expecting status: Int32) throws {
        for failure in try failures(of: block, expecting: status, files: files(before: block)) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// What is wrong with running `block`'s commands in a scratch folder holding Examples/ and `files`.
    static func failures(of block: DocumentBlock, expecting status: Int32,
                         files: [(name: String, text: String)]) throws -> [String] {
        let commands = block.commands
        guard !commands.isEmpty else { return ["\(block.testDescription): no `$ ` command to run"] }
        let scratch = try scratchFolder(with: files)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var failures: [String] = []
        for (line, command, expected) in commands {
            let result = try shell(command, in: scratch)
            let place = "\(block.document):\(line): $ \(command)"
            if result.status != status {
                failures.append("\(place): exited \(result.status), expected \(status)\n\(result.stdout)\(result.stderr)")
                break
            }
            let printed = (lines(result.stdout) + lines(result.stderr)).map(normalised)
            if !expected.isEmpty, printed != expected.map(normalised) {
                failures.append("\(place): printed\n\(printed.joined(separator: "\n"))\nbut the docs say\n\(expected.joined(separator: "\n"))")
            }
        }
        return failures
    }

    static func checkUnnamedFile(_ name: String, of block: DocumentBlock) throws {
        for failure in try unnamedFileFailures(name, of: block, files: files(before: block)) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// A file block no command names, checked by its kind (see DocSamplesTests) in a scratch folder
    /// holding `files`.
    static func unnamedFileFailures(_ name: String, of block: DocumentBlock,
                                    files: [(name: String, text: String)]) throws -> [String] {
        let topKeys = Set(block.lines.compactMap { line -> String? in
            guard let first = line.first, first.isLetter, let colon = line.firstIndex(of: ":") else { return nil }
            return String(line[..<colon])
        })
        let command: String
        let isYAML = name.hasSuffix(".yaml") || name.hasSuffix(".yml")
        if isYAML, topKeys.contains("layers") {
            command = "mrefresh render '\(name)' --out doc-sample-frames --quiet"
        } else if isYAML, topKeys.contains("indicators") {
            command = "mrefresh build '\(name)' --out doc-sample-build --quiet"
        } else if isYAML, topKeys.contains("steps") {
            command = "mrefresh simulate --gesture '\(name)' Examples/sync-arcs.svg --no-frames --out doc-sample-simulation"
        } else {
            return ["\(block.testDescription): \(name) is written but nothing checks it: name it in a `$ ` command"]
        }
        let check = DocumentBlock(document: block.document, line: block.line, language: "console", marker: .none,
                                  lines: ["$ \(command)"])
        return try failures(of: check, expecting: 0, files: files)
    }

    static func checkCompiled(_ block: DocumentBlock, in path: String) {
        let source = Documents.text(path).components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let sample = block.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let body = source.filter { !$0.isEmpty }
        let found = !sample.isEmpty && body.indices.contains { start in
            start + sample.count <= body.count && Array(body[start..<start + sample.count]) == sample
        }
        #expect(found, "\(block.testDescription): the block's lines are not in \(path), where they would be compiled and run")
    }

    /// A new folder with a copy of Examples/ and `files` written into it.
    static func scratchFolder(with files: [(name: String, text: String)]) throws -> URL {
        let scratch = try Binary.temporaryDirectory()
        try FileManager.default.copyItem(at: Documents.root.appendingPathComponent("Examples"),
                                         to: scratch.appendingPathComponent("Examples"))
        for (name, text) in files {
            let url = scratch.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return scratch
    }

    /// Runs `command` with /bin/sh in `directory`, the built mrefresh first on PATH.
    static func shell(_ command: String, in directory: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = Binary.url.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorReader = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        DispatchQueue.global().async(group: errorReader) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errorReader.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `line` with every duration ("0.36 s") made one: the time a command takes is not the docs' to fix.
    static func normalised(_ line: String) -> String {
        line.replacingOccurrences(of: #"\b[0-9]+(\.[0-9]+)? s\b"#, with: "<seconds> s", options: .regularExpression)
    }
}
