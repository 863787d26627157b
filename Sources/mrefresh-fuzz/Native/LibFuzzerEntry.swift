#if FUZZING
// The libFuzzer binary: built by `make fuzz` with -DFUZZING -sanitize=fuzzer,address -parse-as-library.
// The target comes from MREFRESH_FUZZ_TARGET so one binary serves every target.
import CLibFuzzer
import MRefreshFuzz
import MRefreshSystem

/// The target named by MREFRESH_FUZZ_TARGET, read once.
let selectedTarget: FuzzTarget? = ProcessControl.environment("MREFRESH_FUZZ_TARGET").flatMap(FuzzTarget.init(rawValue:))

/// Writes `text` to standard error unbuffered, so it is there even if the process dies next.
func writeError(_ text: String) {
    _ = StandardStream.error.write(Array(text.utf8))
}

/// The program's entry point: SwiftPM links an executable target's `main` to `<module>_main`, so this
/// hands the command line to libFuzzer's driver, as libFuzzer's own `main` would.
@_cdecl("mrefresh_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzerTestOneInput(data, size) }
}

/// Called once by libFuzzer before any input: refuses to start without a valid target.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    guard selectedTarget != nil else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        writeError("mrefresh-fuzz: set MREFRESH_FUZZ_TARGET to one of \(names)\n")
        ProcessControl.exit(64)
    }
    return 0
}

/// Called by libFuzzer for every input. A broken promise is a crash, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = selectedTarget else { return 0 }
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let report = target.run(bytes)
    if !report.violations.isEmpty {
        writeError("mrefresh-fuzz: \(target.rawValue): \(report.violations.joined(separator: "\n  "))\n")
        fatalError("mrefresh-fuzz: \(target.rawValue): broken promise")
    }
    return 0
}
#endif
