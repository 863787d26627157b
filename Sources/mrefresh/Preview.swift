import ArgumentParser
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshPreview
import MRefreshRender
import Synchronization
import MRefreshSyntax
import MRefreshSystem

/// `mrefresh preview`: the indicator in a browser, re-rendered as its files are saved.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview page of the indicator on 127.0.0.1, re-rendered whenever its files change.",
        discussion: """
            Renders FILE (an indicator file, or one SVG or path-data input) as 'render' does into --out (by default \
            a temporary folder, removed on exit), prints the page's address on standard output, and watches FILE \
            and every input it reads: a save re-renders and the page reloads keeping its pull position. An edit \
            that breaks the indicator shows its error (file:line:col: …) over the last good frames until fixed. \
            Only the output folder's files are served. Ctrl-C ends it.
            """)

    @Argument(help: ArgumentHelp("The indicator file (.yaml, .yml, .json), or one SVG or path-data file.", valueName: "file"))
    var file: String
    @Option(help: ArgumentHelp("The port to listen on (0: any free port).", valueName: "port"))
    var port: Int = 8080
    @Option(name: [.long, .customShort("o")], help: ArgumentHelp("The folder the frames are written into (default: a temporary folder, removed on exit).", valueName: "dir"))
    var out: String?
    @Option(InputOptions.Described.resources) var resources: [String]

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, got \(port).") }
        guard file != "-" else { throw ValidationError("preview watches files: standard input ('-') cannot be previewed.") }
        if let folder = resources.first(where: { !InputOptions.isFolder($0) }) {
            throw ValidationError("--resources '\(Excerpt(folder))' is not a folder.")
        }
    }

    func run() throws {
        try reportingFailures { try start() }
        // The server, the watcher and the signal handlers run from here on; a signal ends the process.
        dispatchMain()
    }

    /// Renders, starts watching and serving, and prints the page's address.
    private func start() throws {
        // A file that cannot be read at all is the command line's mistake, said as `render` says it;
        // one whose content is broken is served with its error, to be fixed while the page is open.
        _ = try InputFiles.bytes(of: InputSpec(path: file, fragment: nil))
        let folder = out ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("mrefresh-preview-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))").path
        let output = try OutputDirectory(folder)
        let temporary = out == nil
        let cleanUp: @Sendable () -> Void = {
            if temporary { try? FileManager.default.removeItem(atPath: folder) }
        }
        do {
            try output.lock(waiting: false)
            let session = PreviewSession(file: file, output: output, resources: resources)
            // From here a signal waits for the render under way, so the folder holds no half-written file.
            Self.endOnSignal { session.finish(); cleanUp() }
            if case .failed(let line) = session.refresh() { printError(line) }
            try PreviewLoop.start(session: session)
            let url = try Self.listen(port: port, handler: PreviewHandler(
                session: session, files: ServedFiles(folder: folder)))
            try StandardOutput.line(url)
        } catch {
            cleanUp()
            throw error
        }
    }

    /// Starts the server on 127.0.0.1:`port` and returns its address: it listens when this returns.
    ///
    /// - Throws: ``CommandFailure`` (exit 73) when the port cannot be listened on.
    private static func listen(port: Int, handler: PreviewHandler) throws -> String {
        do {
            let server = try LoopbackHTTPServer(port: UInt16(port), handler: handler.respond(to:))
            return "http://127.0.0.1:\(server.port)/"
        } catch {
            throw CommandFailure(.cannotCreate, ErrorWording().programLine("cannot listen on 127.0.0.1:\(port): \(error.reason)"))
        }
    }

    /// On SIGINT, SIGTERM or SIGHUP (the terminal closed, finding 35): `end`, then exit 0.
    private static func endOnSignal(_ end: @escaping @Sendable () -> Void) {
        for number in ProcessControl.endingSignals {
            ProcessControl.ignore(signal: number)
            // Not the main queue: the main thread is busy with the first render when Ctrl-C may come.
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                end()
                ProcessControl.exit(0)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    /// Kept for the life of the process: a released source stops delivering its signal. Only the main
    /// thread touches it, once, before the first render.
    nonisolated(unsafe) private static var signalSources: [any DispatchSourceSignal] = []
}

/// The watcher and the session together: each change re-renders and re-aims the watcher at the files
/// the new render read; a line on stderr says what happened.
final class PreviewLoop: Sendable {
    let session: PreviewSession
    private let watcher = Mutex<(any FileWatcher)?>(nil)

    /// Watches `session`'s files for the rest of the process.
    static func start(session: PreviewSession) throws {
        let loop = PreviewLoop(session: session)
        let watcher = try FileWatchers.make { _ in loop.changed() }
        try watcher.watch(session.watchedFiles)
        loop.watcher.withLock { $0 = watcher }
    }

    private init(session: PreviewSession) {
        self.session = session
    }

    /// A watched file changed: render, and watch the files this render read (they may differ).
    private func changed() {
        let outcome = session.refresh()
        switch outcome {
        case .unchanged: return
        case .rendered(let seconds): printError("mrefresh: re-rendered in \(DecimalText.fixed(seconds, places: 2)) s")
        case .failed(let line): printError(line)
        }
        guard let watcher = watcher.withLock({ $0 }) else { return }
        do { try watcher.watch(session.watchedFiles) } catch { printError(ErrorWording().programLine(error.description)) }
    }
}
