#if !FUZZING
import Foundation
import MRefreshFuzz

/// Runs saved inputs through one target, timing each.
struct Replay {
    let options: ReplayOptions

    init(_ options: ReplayOptions) {
        self.options = options
    }

    /// Replays every input; returns the exit code: 0, 1 for a slow input or a broken promise, 66 for an
    /// input that cannot be read.
    func run() -> Int32 {
        var files: [String] = []
        for path in options.paths {
            guard let found = Self.files(at: path) else {
                FileHandle.standardError.write(Data("mrefresh-fuzz: cannot read '\(path)'\n".utf8))
                return 66
            }
            files += found
        }
        var slow = 0, broken = 0, accepted = 0
        let clock = ContinuousClock()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("mrefresh-fuzz: cannot read '\(file)'\n".utf8))
                return 66
            }
            if options.verbose { print("\(file) (\(data.count) bytes)") }
            var report: FuzzReport?
            let elapsed = clock.measure { report = options.target.run([UInt8](data)) }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            guard let report else { continue }
            if options.verbose {
                print(report.description.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
                print("  \(String(format: "%.3f", seconds)) s")
            }
            if report.steps.allSatisfy({ if case .accepted = $0.outcome { true } else { false } }) { accepted += 1 }
            if seconds > options.slowSeconds {
                slow += 1
                print("SLOW \(String(format: "%.3f", seconds)) s: \(file)")
            }
            if !report.violations.isEmpty {
                broken += 1
                print("BROKEN \(file):\n  \(report.violations.joined(separator: "\n  "))")
            }
        }
        print("\(options.target.rawValue): \(files.count) inputs, \(accepted) accepted by every step, \(slow) slow (over \(options.slowSeconds) s), \(broken) broken")
        return slow + broken == 0 ? 0 : 1
    }

    /// The file at `path`, or the regular files directly in the folder at `path` sorted by name; nil when
    /// there is nothing there.
    static func files(at path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [path] }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        return names.sorted().compactMap { name in
            let file = (path as NSString).appendingPathComponent(name)
            var nested: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: file, isDirectory: &nested)
            return !exists || nested.boolValue || name.hasPrefix(".") ? nil : file
        }
    }
}
#endif
