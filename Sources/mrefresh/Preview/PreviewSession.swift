#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshFiles
import MRefreshRender
import Synchronization
import MRefreshSyntax

/// One `mrefresh preview`: renders the indicator into its output folder as `render` does (the same
/// ``RenderPlan``, PNG frames and manifest), keeps the page's ``PreviewData``, and knows which files the
/// indicator read, so the watcher watches exactly those.
///
/// Work is skipped where nothing changed: a change event whose files hold the same bytes as at the last
/// render (an editor touching a file, a save without edits) renders nothing and leaves the version alone;
/// and a frame whose PNG is unchanged (its SHA-256 in the manifest) is not read back again.
final class PreviewSession: Sendable {
    /// The file named on the command line: an indicator file or an SVG/path-data input.
    let file: String
    let output: OutputDirectory
    /// The folders besides a document's own its images may be read from (`--resources`).
    let resources: [String]
    private struct State {
        var data = PreviewData()
        /// The bytes of every file the last render read (the indicator file first), by absolute path.
        var read: [String: [UInt8]] = [:]
        /// PNG bytes by the frame's sha256 from the manifest.
        var pngs: [String: [UInt8]] = [:]
        /// Set by ``finish()``: no render starts after it.
        var finished = false
    }
    private let state: Mutex<State>
    /// Renders one at a time; the watcher's thread and the first render may ask at once.
    private let rendering = Mutex(())

    init(file: String, output: OutputDirectory, resources: [String] = []) {
        self.file = file
        self.output = output
        self.resources = resources
        var initial = State()
        initial.data.title = PreviewPage.title(of: InputSpec(resolvingOnDisk: file))
        state = Mutex(initial)
    }

    /// The page's data now.
    var data: PreviewData { state.withLock { $0.data } }

    /// The files to watch: the file named and every input the last render read (all of them until one
    /// render has read them; a broken indicator file keeps the inputs its last good read named).
    var watchedFiles: Set<String> {
        state.withLock { Set($0.read.keys) }.union([Self.absolute(file)])
    }

    /// What `refresh` did.
    enum Outcome: Equatable {
        /// The files hold what they held at the last render: nothing was done.
        case unchanged
        /// Rendered in `seconds` (reading, drawing, writing and the page's data).
        case rendered(seconds: Double)
        /// The line `render` prints for the error; the last good frames stay.
        case failed(String)
    }

    /// Renders the indicator unless no file it read has changed.
    @discardableResult
    func refresh() -> Outcome {
        rendering.withLock { _ in
            let (previous, finished) = state.withLock { ($0.read, $0.finished) }
            if finished { return .unchanged }
            if !previous.isEmpty, previous.allSatisfy({ path, bytes in Self.bytes(path) == bytes }) {
                return .unchanged
            }
            let started = Date()
            let recorder = ReadRecorder()
            recorder.record(Self.absolute(file), Self.bytes(Self.absolute(file)))
            let outcome: Outcome
            do {
                let (manifest, spec) = try render(recorder: recorder)
                let images = try images(of: manifest)
                state.withLock { state in
                    state.data.manifest = manifest
                    state.data.machine = spec.machine
                    state.data.frameRate = spec.fps
                    state.data.images = images.byFile
                    state.pngs = images.bySHA
                    state.data.error = nil
                    state.data.version += 1
                }
                outcome = .rendered(seconds: Date().timeIntervalSince(started))
            } catch {
                let line = CommandFailure(mapping: error, wording: wording).message
                state.withLock { state in
                    if state.data.error != line {
                        state.data.error = line
                        state.data.version += 1
                    }
                }
                outcome = .failed(line)
            }
            // A broken indicator file names no inputs: keep watching those of the last read that did.
            let read = recorder.files
            state.withLock { state in
                state.read = read.count > 1 || state.read.isEmpty ? read : state.read.merging(read) { _, new in new }
            }
            return outcome
        }
    }

    /// Waits for the render under way, if any, and lets no other start: the output folder holds no
    /// half-written files after it.
    func finish() {
        rendering.withLock { _ in state.withLock { $0.finished = true } }
    }

    private var isIndicatorFile: Bool { IndicatorFile.isIndicatorFile(file) }

    private var wording: ErrorWording {
        ErrorWording(settings: isIndicatorFile ? .keys : .flags)
    }

    /// The render `mrefresh render FILE --out OUTPUT` makes, PNG frames only (the page shows nothing else),
    /// its inputs read through `recorder`.
    private func render(recorder: ReadRecorder) throws -> (Manifest, IndicatorSpec) {
        var spec: IndicatorSpec
        if isIndicatorFile {
            let name = InputSpec(path: file, fragment: nil)
            let text = try YAMLLimits.text(of: name, kind: .indicatorFile)
            spec = try IndicatorFile.parse(text, file: name.displayName, directory: PathText.folder(of: file))
        } else {
            spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(resolvingOnDisk: file)))])
        }
        spec.exports = [.png]
        spec.resourceFolders += resources
        var settings = RenderPlan.Settings()
        settings.assetName = RenderPlan.assetName(ofOutput: output.path)
        // Every appearance the file lists: the page switches between them.
        let plans = try RenderPlan.appearances(of: spec, settings: settings) { spec throws(IndicatorError) in
            try Indicator(spec, read: { input throws(InputError) in
                let bytes = try InputFiles.bytes(of: input)
                if input.path != "-" { recorder.record(Self.absolute(input.path), bytes) }
                return bytes
            })
        }
        let manifest = try RenderRun(plans: plans, output: output).run(jobs: ProcessInfo.processInfo.activeProcessorCount)
        // The images its documents drew are watched like its inputs (``MRefreshCore/FileRead``).
        for read in plans.compactMap(\.indicator).flatMap(\.filesRead) { recorder.record(Self.absolute(read.path), read.bytes) }
        return (manifest, spec)
    }

    /// Every appearance's frames' PNG bytes, not read again where a frame's SHA-256 is unchanged.
    private func images(of manifest: Manifest) throws -> (byFile: [String: [UInt8]], bySHA: [String: [UInt8]]) {
        let known = state.withLock { $0.pngs }
        var byFile: [String: [UInt8]] = [:]
        var bySHA: [String: [UInt8]] = [:]
        for frame in manifest.everyAppearance.flatMap(\.frames) {
            let png: [UInt8]
            if let cached = known[frame.sha256] {
                png = cached
            } else {
                guard let bytes = output.read(frame.file) else {
                    throw OutputError(.writeFailed, path: output.file(frame.file), reason: "the frame just written cannot be read back")
                }
                png = bytes
            }
            byFile[frame.file] = png
            bySHA[frame.sha256] = png
        }
        return (byFile, bySHA)
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}

/// The files one render read, with their bytes (nil: could not be read).
private final class ReadRecorder: Sendable {
    private let read = Mutex<[String: [UInt8]]>([:])
    func record(_ path: String, _ bytes: [UInt8]?) {
        read.withLock { $0[path] = bytes ?? [] }
    }
    var files: [String: [UInt8]] { read.withLock { $0 } }
}
