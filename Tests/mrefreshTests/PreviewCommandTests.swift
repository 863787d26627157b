import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `mrefresh preview`, run as users run it: the page and its data over HTTP, re-rendering as files are
/// saved, the positioned error of a broken edit, the files it refuses to serve, and Ctrl-C.
@Suite("Preview command", .serialized)
struct PreviewCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    @Test("a save re-renders within 2 s, a broken edit shows its positioned error over the last frames, a fix clears it, Ctrl-C exits 0 and removes the temporary folder")
    func liveLoop() throws {
        let work = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let svg = try copyCloudDownload(into: work)
        let temporary = work.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let preview = try PreviewProcess(["preview", "cloud-download.yaml", "--port", "0"], in: work,
                                         environment: ["TMPDIR": temporary.path])
        defer { preview.kill() }

        let page = try #require(try preview.get("/").text)
        // Once there is a render, the page is --export preview's own, live: it polls /version itself.
        #expect(page.contains(#"<script type="application/json" id="mrefresh-data">{"manifest":"#))
        #expect(page.contains(#""error":null,"live":true,"version":1}"#))
        #expect(page.contains(#""pull_0000.png":"data:image/png;base64,"#))
        #expect(page.contains(#"id="indicator""#) && page.contains(#"id="error""#) && page.contains("/version"))
        let first = try preview.data()
        #expect(try preview.get("/version").text == "1")

        // A real edit: the stroke width of the whole SVG.
        let original = try String(contentsOf: svg, encoding: .utf8)
        try original.replacingOccurrences(of: #"stroke-width="4""#, with: #"stroke-width="7""#).write(to: svg, atomically: true, encoding: .utf8)
        let edited = try preview.waitForData(within: 2) { $0.version != first.version }
        #expect(edited.error == nil)
        #expect(edited.images != first.images, "the frames did not change with the stroke width")

        // A broken edit: the error as render prints it, with its position; the last good frames stay.
        try original.replacingOccurrences(of: #"<path id="arrow""#, with: #"<path id="arrow" d="M 0 0 L"#)
            .write(to: svg, atomically: false, encoding: .utf8)
        let broken = try preview.waitForData(within: 2) { $0.error != nil }
        let error = try #require(broken.error)
        #expect(error.range(of: #"^cloud-download\.svg:\d+:\d+: "#, options: .regularExpression) != nil, "\(error)")
        let render = try Binary.run(["render", "cloud-download.yaml", "--out", "frames", "--quiet"], in: work)
        #expect(render.stderr.trimmingCharacters(in: .newlines) == error, "render words it otherwise")
        #expect(broken.images == edited.images)

        // Fixed: the error goes.
        try original.write(to: svg, atomically: true, encoding: .utf8)
        let fixed = try preview.waitForData(within: 2) { $0.error == nil }
        #expect(fixed.images == first.images)

        // Saved without a change: nothing is rendered, the page does not reload.
        try original.write(to: svg, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.6)
        #expect(try preview.data().version == fixed.version)

        let folders = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(folders.count == 1 && folders.allSatisfy { $0.hasPrefix("mrefresh-preview-") }, "\(folders)")
        let status = try preview.interrupt()
        #expect(status == 0, "stderr: \(preview.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    @Test("a changed image file an SVG draws re-renders, as a changed input does")
    func imageFileReRenders() throws {
        let work = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Images")
        let one = try Data(contentsOf: images.appendingPathComponent("checker.png"))
        let other = try Data(contentsOf: images.appendingPathComponent("gradient-interlaced.png"))
        try one.write(to: work.appendingPathComponent("picture.png"))
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2L22 2" stroke="black"/><image href="picture.png" width="24" height="24"/></svg>"#
            .write(to: work.appendingPathComponent("icon.svg"), atomically: true, encoding: .utf8)
        let preview = try PreviewProcess(["preview", "icon.svg", "--port", "0"], in: work)
        defer { preview.kill() }
        let first = try preview.waitForData(within: 5) { !$0.images.isEmpty }
        try other.write(to: work.appendingPathComponent("picture.png"))
        let changed = try preview.waitForData(within: 2) { $0.version != first.version }
        #expect(changed.images != first.images, "the frames show the new picture")
        #expect(try preview.interrupt() == 0)
    }

    @Test("an indicator file broken from the start is served with its positioned error and no frames; the fix renders")
    func brokenAtStart() throws {
        let work = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        _ = try copyCloudDownload(into: work)
        let yaml = work.appendingPathComponent("cloud-download.yaml")
        let original = try String(contentsOf: yaml, encoding: .utf8)
        try original.replacingOccurrences(of: "draw: {start: 0.5}", with: "draw: {start: 1.5}").write(to: yaml, atomically: true, encoding: .utf8)
        let temporary = work.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let preview = try PreviewProcess(["preview", "cloud-download.yaml", "--port", "0"], in: work,
                                         environment: ["TMPDIR": temporary.path])
        defer { preview.kill() }
        let broken = try preview.data()
        let error = try #require(broken.error)
        #expect(error.range(of: #"^cloud-download\.yaml:\d+:\d+: "#, options: .regularExpression) != nil, "\(error)")
        #expect(broken.images.isEmpty)
        #expect(try preview.get("/").text?.contains(#"id="error""#) == true)
        try original.write(to: yaml, atomically: true, encoding: .utf8)
        let fixed = try preview.waitForData(within: 2) { $0.error == nil }
        #expect(fixed.images["pull_0000.png"]?.hasPrefix("data:image/png;base64,") == true)
        #expect(try preview.interrupt() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    @Test("an indicator file with appearances is served with every appearance's frames, so the page can switch")
    func servesEveryAppearance() throws {
        let work = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        _ = try copyCloudDownload(into: work)
        let yaml = work.appendingPathComponent("cloud-download.yaml")
        try (try String(contentsOf: yaml, encoding: .utf8) + "\nappearances:\n  light:\n  dark: {recolor: {black: white}}\n")
            .write(to: yaml, atomically: true, encoding: .utf8)
        let preview = try PreviewProcess(["preview", "cloud-download.yaml", "--port", "0"], in: work)
        defer { preview.kill() }
        let data = try preview.data()
        #expect(data.error == nil, "\(data.error ?? "")")
        #expect(data.images["pull_0000.png"] != nil && data.images["pull_0000~dark.png"] != nil)
        #expect(data.images.keys.filter { $0.contains("~dark") }.count * 2 == data.images.count)
        #expect(try preview.interrupt() == 0)
    }

    /// Requests outside the output folder, as a browser or an attacker sends them (unnormalised).
    static let refused: [(target: String, status: Int)] = [
        ("/../cloud-download.yaml", 403), ("/..%2fcloud-download.yaml", 403), ("/%2e%2e/cloud-download.yaml", 403),
        ("/%2E%2E/%2E%2E/etc/passwd", 403), ("//etc/passwd", 403), ("/etc/passwd", 404), ("/%2fetc%2fpasswd", 403),
        ("/link-out", 403), ("/cloud-download.svg", 404), ("/frames/../../cloud-download.yaml", 403),
        ("/pull_0000.png/..", 403), ("/nothing.png", 404),
    ]

    @Test("serves the output folder's files and nothing outside it: dot segments, encoded or not, absolute paths, links out")
    func refusesOutside() throws {
        let work = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        _ = try copyCloudDownload(into: work)
        let out = work.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("link-out").path,
                                                   withDestinationPath: work.appendingPathComponent("cloud-download.yaml").path)
        let preview = try PreviewProcess(["preview", "cloud-download.yaml", "--port", "0", "--out", "out"], in: work)
        defer { preview.kill() }
        let frame = try preview.get("/pull_0000.png")
        #expect(frame.status == 200 && frame.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        for (target, status) in Self.refused {
            let response = try preview.get(target)
            #expect(response.status == status, "\(target): \(response.status)")
            #expect(!(response.text ?? "").contains("layers:"), "\(target) served the indicator file")
        }
        #expect(try preview.interrupt() == 0)
        // A folder given with --out is the user's: it stays, with the frames.
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path))
    }

    @Test("bad command lines: one line on stderr and its exit code (DesignErrors.md)", arguments: [
        (["preview", "missing.yaml", "--port", "0"], Int32(66), "missing.yaml"),
        (["preview", "cloud-download.yaml", "--port", "70000"], Int32(64), "--port"),
        (["preview", "-", "--port", "0"], Int32(64), "standard input"),
    ])
    func badCommandLine(arguments: [String], status: Int32, mentions: String) throws {
        let work = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        _ = try copyCloudDownload(into: work)
        let result = try Binary.run(arguments, in: work, deadline: 30)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr.contains(mentions), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test("a port already taken: exit 73 naming it, nothing left behind")
    func portTaken() throws {
        let work = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        _ = try copyCloudDownload(into: work)
        let temporary = work.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let first = try PreviewProcess(["preview", "cloud-download.yaml", "--port", "0"], in: work,
                                       environment: ["TMPDIR": temporary.path])
        defer { first.kill() }
        let port = try #require(first.url.split(separator: ":").last?.split(separator: "/").first.map(String.init))
        let process = Process()
        process.executableURL = Binary.url
        process.arguments = ["preview", "cloud-download.yaml", "--port", port]
        process.currentDirectoryURL = work
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 73, "\(message)")
        #expect(message.contains("127.0.0.1:\(port)"), "\(message)")
        // Only the first one's folder, until it ends.
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).count == 1)
        #expect(try first.interrupt() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    /// Examples/cloud-download.yaml and its SVG in `folder`; returns the SVG.
    private func copyCloudDownload(into folder: URL) throws -> URL {
        for name in ["cloud-download.yaml", "cloud-download.svg"] {
            try FileManager.default.copyItem(at: Self.examples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder.appendingPathComponent("cloud-download.svg")
    }
}

/// A running `mrefresh preview`: its address (the first line it prints) and plain HTTP/1.1 requests to it.
final class PreviewProcess: @unchecked Sendable {
    let process = Process()
    let url: String
    private let errorPipe = Pipe()

    init(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
        process.executableURL = Binary.url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errorPipe
        try process.run()
        // The address is printed once the first render is done and the server listens.
        var line = Data()
        let deadline = Date().addingTimeInterval(60)
        while !line.contains(UInt8(ascii: "\n")), Date() < deadline {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        url = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard url.hasPrefix("http://127.0.0.1:") else {
            kill()
            throw PreviewTestFailure(description: "no address printed: '\(url)'")
        }
    }

    var stderr: String { String(decoding: errorPipe.fileHandleForReading.availableData, as: UTF8.self) }

    /// The response to `GET target`, the target sent as given (not normalised, as curl --path-as-is).
    func get(_ target: String) throws -> (status: Int, body: [UInt8], text: String?) {
        let port = UInt16(url.split(separator: ":").last!.split(separator: "/").first!)!
        let response = try RawHTTP.get(target, port: port)
        return (response.status, response.body, String(validating: response.body, as: UTF8.self))
    }

    struct Data_: Decodable {
        var version: Int
        var error: String?
        var images: [String: String]
    }

    /// `/data.json`, decoded.
    func data() throws -> Data_ {
        try JSONDecoder().decode(Data_.self, from: Data(try get("/data.json").body))
    }

    /// Polls the data until `condition` holds, failing after `seconds`.
    func waitForData(within seconds: Double, _ condition: (Data_) -> Bool) throws -> Data_ {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let data = try data()
            if condition(data) { return data }
            guard Date() < deadline else { throw PreviewTestFailure(description: "not within \(seconds) s; last: version \(data.version), error \(data.error ?? "none")") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Sends SIGINT and returns the exit status (-1 when it did not exit within 10 s).
    func interrupt() throws -> Int32 {
        Glibc.kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else { return -1 }
        return process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
    }

    /// Ends the process however a test ended: Ctrl-C first, so it removes its folder; SIGKILL if it hangs.
    func kill() {
        guard process.isRunning else { return }
        if (try? interrupt()) == -1 { Glibc.kill(process.processIdentifier, SIGKILL) }
    }
}

struct PreviewTestFailure: Error, CustomStringConvertible {
    var description: String
}

/// One HTTP/1.1 GET over a TCP socket to 127.0.0.1, the request target sent exactly as given (clients such
/// as URLSession normalise `..` away before sending, which is not what an attacker does).
enum RawHTTP {
    static func get(_ target: String, port: UInt16) throws -> (status: Int, body: [UInt8]) {
        try request(target, port: port)
    }

    /// `method target`, with `Host: host` (by default the server's own, as a browser sends it) and `body`.
    static func request(_ target: String, method: String = "GET", host: String? = nil, body: String = "",
                        port: UInt16) throws -> (status: Int, body: [UInt8]) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw PreviewTestFailure(description: "socket: \(errno)") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw PreviewTestFailure(description: "connect: \(errno)") }
        let length = body.isEmpty ? "" : "Content-Length: \(body.utf8.count)\r\n"
        let request = Array("\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\(length)Connection: close\r\n\r\n\(body)".utf8)
        guard send(socket, request, request.count, 0) == request.count else { throw PreviewTestFailure(description: "send: \(errno)") }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response += buffer[..<count]
        }
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = (0..<max(0, response.count - 3)).first(where: { Array(response[$0..<$0 + 4]) == separator }) else {
            throw PreviewTestFailure(description: "no HTTP response to \(target): \(response.count) bytes")
        }
        let head = String(decoding: response[..<end], as: UTF8.self)
        let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        var body = Array(response[(end + 4)...])
        // A chunked body would need decoding; the server never sends one: refuse to guess.
        if head.lowercased().contains("transfer-encoding: chunked") { body = [] }
        return (status, body)
    }
}
