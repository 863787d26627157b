import MRefreshCore
import MRefreshSyntax
import MRefreshSVG

/// A whole input file read by ``InputLoader/load(_:spec:lenient:glyphCharacter:)`` — an SVG document, an
/// SVG font or path data, decided by content — strict and lenient, then every layer measured.
enum SVGDocumentTarget {
    static func run(_ bytes: [UInt8], _ report: inout FuzzReport) {
        for lenient in [false, true] {
            let name = lenient ? "load lenient" : "load strict"
            let input = report.step(name) { () throws(InputError) in
                try InputLoader.load(bytes, spec: InputSpec(FuzzFolder.document("fuzz.svg")), lenient: lenient)
            }
            if let error = report.error(of: name) as? InputError {
                if error.kind != .invalidData {
                    report.violated("\(name): bytes in hand reported as \(error.kind): \(error)")
                }
            }
            guard let input else { continue }
            for warning in input.warnings {
                report.checkPosition(of: warning, in: "\(name) warning")
            }
            report.step("measure \(name)") { Measurement.layers(of: input) }
        }
        checkWrapping(bytes, &report)
    }

    /// A reader's error keeps its position when the loader wraps it: an XML error in a document, a path-data
    /// error in a path-data file.
    static func checkWrapping(_ bytes: [UInt8], _ report: inout FuzzReport) {
        guard let loadError = report.error(of: "load strict") as? InputError,
              String(validating: bytes, as: UTF8.self) != nil else { return }
        let cause: SourceLocation?
        if looksLikeXML(bytes) {
            do {
                _ = try XMLDocument.parse(bytes, name: "fuzz.svg", limits: InputLoader.xmlLimits)
                return
            } catch {
                cause = error.location
            }
        } else {
            do {
                _ = try PathDataInput.read(utf8: bytes, lenient: false)
                return
            } catch {
                cause = error.location
            }
        }
        if loadError.location != cause {
            report.violated("load strict: \(loadError) lost the position of its cause (\(cause.map { "\($0)" } ?? "none"))")
        }
    }

    /// Whether the first non-blank character after an optional byte-order mark is `<`: the loader's test
    /// for XML.
    static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "<")
    }
}
