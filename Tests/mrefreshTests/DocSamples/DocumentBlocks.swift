import Foundation
import Testing

/// The documents whose code blocks are run: README.md and every article of the DocC catalog.
enum Documents {
    /// The package's root folder (this file is Tests/mrefreshTests/DocSamples/DocumentBlocks.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let catalog = "Sources/MRefreshRender/MRefresh.docc"

    /// README.md, then the catalog's articles by name; paths relative to ``root``.
    static var paths: [String] {
        let articles = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? []
        return ["README.md"] + articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }

    static func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }
}

/// One fenced code block of a document, with the marker on the line before its fence.
struct DocumentBlock: Sendable, CustomTestStringConvertible {
    /// What the line before the fence says about the block.
    enum Marker: Equatable, Sendable {
        case none
        /// `<!-- not run: reason -->`
        case notRun(String)
        /// `<!-- file: NAME -->`: the block is a file of the scratch folder.
        case file(String)
        /// `<!-- exit: N -->`: a console block whose commands exit N.
        case exit(Int32)
        /// `<!-- compiled: PATH -->`: a Swift block that appears in the test file PATH.
        case compiled(String)
        /// A comment on that line that is none of the above (a typo must not pass as "unmarked").
        case unknown(String)
    }

    let document: String
    /// The fence's line, from 1.
    let line: Int
    let language: String
    let marker: Marker
    /// The block's lines, without the fences, dedented by the fence's indentation.
    let lines: [String]

    var text: String { lines.map { $0 + "\n" }.joined() }
    var testDescription: String { "\(document):\(line) \(language.isEmpty ? "(no language)" : language)" }

    /// The commands of a console or sh block: each `$ ` line, with the lines up to the next as its
    /// expected output.
    var commands: [(line: Int, command: String, output: [String])] {
        var result: [(line: Int, command: String, output: [String])] = []
        for (offset, text) in lines.enumerated() {
            if text.hasPrefix("$ ") {
                result.append((line + 1 + offset, String(text.dropFirst(2)), []))
            } else if !result.isEmpty {
                result[result.count - 1].output.append(text)
            }
        }
        return result.map { ($0.line, $0.command, Array($0.output.reversed().drop(while: { $0.isEmpty }).reversed())) }
    }

    /// Every fenced block of `text` (``` or ~~~ fences, possibly indented, as in a list).
    static func blocks(of text: String, document: String) -> [DocumentBlock] {
        let all = text.components(separatedBy: "\n")
        var blocks: [DocumentBlock] = []
        var index = 0
        while index < all.count {
            let line = all[index]
            let trimmed = line.drop { $0 == " " }
            guard let fence = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) else {
                index += 1
                continue
            }
            let indent = line.count - trimmed.count
            let language = String(trimmed.drop { $0 == fence.first }).trimmingCharacters(in: .whitespaces)
                .split(separator: " ").first.map(String.init) ?? ""
            var body: [String] = []
            var end = index + 1
            while end < all.count, !all[end].drop(while: { $0 == " " }).hasPrefix(fence) {
                body.append(String(all[end].dropFirst(min(indent, all[end].prefix { $0 == " " }.count))))
                end += 1
            }
            let before = index > 0 ? all[index - 1].trimmingCharacters(in: .whitespaces) : ""
            blocks.append(DocumentBlock(document: document, line: index + 1, language: language,
                                        marker: marker(before), lines: body))
            index = end + 1
        }
        return blocks
    }

    static func marker(_ line: String) -> Marker {
        guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return .none }
        let inner = line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
        func value(_ prefix: String) -> String? {
            inner.hasPrefix(prefix) ? inner.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) : nil
        }
        if let reason = value("not run:") { return .notRun(reason) }
        if let name = value("file:") { return .file(name) }
        if let code = value("exit:"), let status = Int32(code) { return .exit(status) }
        if let path = value("compiled:") { return .compiled(path) }
        return .unknown(line)
    }

    /// Every block of every document.
    static var all: [DocumentBlock] {
        Documents.paths.flatMap { blocks(of: Documents.text($0), document: $0) }
    }
}
