import MRefreshCore
import MRefreshSyntax

/// Path data read strict and lenient (``PathDataInput/read(utf8:lenient:)``), then measured.
enum PathDataTarget {
    static func run(_ bytes: [UInt8], _ report: inout FuzzReport) {
        let strict = report.step("read strict") { () throws(PathDataError) in
            try PathDataInput.read(utf8: bytes, lenient: false)
        }
        let lenient = report.step("read lenient") { () throws(PathDataError) in
            try PathDataInput.read(utf8: bytes, lenient: true)
        }
        if let strict { report.step("measure strict") { Measurement(strict.path) } }
        if let lenient { report.step("measure lenient") { Measurement(lenient.path) } }

        // Lenient mode never throws: it returns the error strict mode throws, as a warning.
        if lenient == nil {
            report.violated("read lenient: threw \(report.error(of: "read lenient").map { "\($0)" } ?? "")")
        }
        if let lenient {
            let strictError = report.error(of: "read strict") as? PathDataError
            if lenient.warning != strictError {
                report.violated("read lenient: warning \(lenient.warning.map { "\($0)" } ?? "none") differs from strict mode's error \(strictError.map { "\($0)" } ?? "none")")
            }
            if let warning = lenient.warning {
                report.checkPosition(of: warning, in: "read lenient")
                if !(0...bytes.count).contains(warning.byteOffset) {
                    report.violated("read lenient: byte offset \(warning.byteOffset) outside an input of \(bytes.count) bytes")
                }
            }
        }
    }
}
