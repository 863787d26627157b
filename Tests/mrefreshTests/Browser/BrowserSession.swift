import Foundation
import MRefreshRender
import MRefreshPNGComparison

/// One headless Chromium driven over WebDriver: chromedriver on a free port of 127.0.0.1, one session,
/// and everything torn down by ``quit()`` (or on a failed start), leaving no process behind.
final class BrowserSession {
    /// chromedriver, in a process group with the browser it starts.
    let driver: ChildProcessGroup
    private let client: WebDriverClient
    private let id: String
    private let userDataDirectory: URL
    /// Seconds from starting chromedriver to a session ready for a page.
    let startupSeconds: Double
    private var ended = false
    /// Where the last pointer action left the mouse, in viewport CSS pixels: WebDriver's moves are absolute,
    /// so a drag is interpolated from here.
    private var pointerPosition = (x: 0.0, y: 0.0)

    /// W3C's key for an element reference in JSON.
    static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    /// Starts chromedriver and a headless Chromium of `width`×`height` CSS pixels; `offline` cuts it off
    /// every network but the loopback (and tells Chromium's network emulation it is offline).
    init(width: Int = 800, height: Int = 1000, offline: Bool = false) throws {
        try Chromium.requireInstalled()
        let started = Date()
        let port = try freeLocalPort()
        userDataDirectory = try Binary.temporaryDirectory()
        driver = try ChildProcessGroup(Chromium.driver, ["--port=\(port)", "--allowed-ips=127.0.0.1"],
                                       log: userDataDirectory.appendingPathExtension("chromedriver.log"))
        client = WebDriverClient(port: port)
        do {
            try Self.waitForDriver(client, driver)
            var arguments = Chromium.arguments(userDataDirectory: userDataDirectory, windowWidth: width, windowHeight: height)
            if offline { arguments += Chromium.offlineArguments }
            let capabilities: [String: Any] = ["alwaysMatch": [
                "browserName": "chrome", "pageLoadStrategy": "normal",
                "timeouts": ["script": 20_000, "pageLoad": 20_000, "implicit": 0],
                "goog:chromeOptions": ["binary": Chromium.browser, "args": arguments],
            ] as [String: Any]]
            let session = try client.send("POST", "session", ["capabilities": capabilities], timeout: 60) as? [String: Any]
            guard let id = session?["sessionId"] as? String else { throw HarnessError("chromedriver made no session") }
            self.id = id
        } catch {
            driver.end()
            try? FileManager.default.removeItem(at: userDataDirectory)
            throw HarnessError("starting headless Chromium: \(error)\n\(driver.output)")
        }
        startupSeconds = Date().timeIntervalSince(started)
        if offline {
            try send("POST", "chromium/network_conditions", ["network_conditions": [
                "offline": true, "latency": 0, "download_throughput": 0, "upload_throughput": 0]])
        }
    }

    deinit { quit() }

    /// Polls chromedriver's /status for 15 s.
    private static func waitForDriver(_ client: WebDriverClient, _ driver: ChildProcessGroup) throws {
        let deadline = Date().addingTimeInterval(15)
        var last = "no reply"
        while Date() < deadline {
            do {
                let status = try client.send("GET", "status", timeout: 1) as? [String: Any]
                if status?["ready"] as? Bool == true { return }
                last = "\(status ?? [:])"
            } catch {
                last = "\(error)"
            }
            guard driver.isRunning else { throw HarnessError("chromedriver exited") }
            usleep(50_000)
        }
        throw HarnessError("chromedriver not ready in 15 s: \(last)")
    }

    @discardableResult
    private func send(_ method: String, _ path: String, _ body: [String: Any]? = nil, timeout: Double = 30) throws -> Any? {
        try client.send(method, "session/\(id)/\(path)", body, timeout: timeout)
    }

    /// Ends the session, then chromedriver's whole process group, and removes the profile.
    func quit() {
        guard !ended else { return }
        ended = true
        _ = try? send("DELETE", "", timeout: 10)
        driver.end()
        try? FileManager.default.removeItem(at: userDataDirectory)
        try? FileManager.default.removeItem(at: userDataDirectory.appendingPathExtension("chromedriver.log"))
    }

    /// Loads `url` and returns once the page's load event has fired.
    func open(_ url: URL) throws {
        try send("POST", "url", ["url": url.absoluteString], timeout: 30)
    }

    /// Runs `script` (a function body; its arguments are `arguments[0]`, …) and returns what it returns,
    /// as JSON values: Double for numbers, [Any], [String: Any], String, Bool, nil.
    @discardableResult
    func execute(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try send("POST", "execute/sync", ["script": script, "args": arguments])
    }

    /// Polls `expression` every 20 ms until it is truthy; throws after `timeout` seconds, quoting it.
    func wait(until expression: String, timeout: Double = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if try execute("return !!(\(expression))") as? Bool == true { return }
            usleep(20_000)
        } while Date() < deadline
        throw HarnessError("not true after \(timeout) s: \(expression)")
    }

    /// The element the CSS selector finds first (its WebDriver reference).
    func element(_ selector: String) throws -> String {
        let found = try send("POST", "element", ["using": "css selector", "value": selector]) as? [String: Any]
        guard let reference = found?[Self.elementKey] as? String else { throw HarnessError("no element \(selector)") }
        return reference
    }

    /// A PNG of what the element shows on screen (its box, in device pixels), decoded.
    func screenshot(of element: String) throws -> ImageSurface {
        guard let base64 = try send("GET", "element/\(element)/screenshot") as? String,
              let data = Data(base64Encoded: base64) else { throw HarnessError("element screenshot: no PNG") }
        return try ImageSurface(png: [UInt8](data))
    }

    /// A PNG of the whole window as it is on screen, decoded: unlike an element screenshot, never drawn
    /// again for the capture (an element partly outside the viewport is re-rendered, and resampled).
    func screenshot() throws -> ImageSurface {
        guard let base64 = try send("GET", "screenshot") as? String,
              let data = Data(base64Encoded: base64) else { throw HarnessError("screenshot: no PNG") }
        return try ImageSurface(png: [UInt8](data))
    }

    /// Presses the mouse's left button at (x, y) in the viewport's CSS pixels.
    func pointerDown(x: Double, y: Double) throws {
        try pointer([["type": "pointerMove", "duration": 0, "origin": "viewport", "x": Int(x.rounded()), "y": Int(y.rounded())],
                     ["type": "pointerDown", "button": 0]])
        pointerPosition = (x, y)
    }

    /// Moves the mouse to (x, y) in `steps` moves over `seconds`, as a hand drags, the button held as it is.
    func pointerMove(x: Double, y: Double, steps: Int = 8, seconds: Double = 0.2) throws {
        let step = ["type": "pointerMove", "duration": Int(seconds * 1000) / max(steps, 1), "origin": "viewport"] as [String: Any]
        let (x0, y0) = pointerPosition
        var moves: [[String: Any]] = []
        for index in 1...max(steps, 1) {
            let t = Double(index) / Double(max(steps, 1))
            var move = step
            move["x"] = Int((x0 + (x - x0) * t).rounded())
            move["y"] = Int((y0 + (y - y0) * t).rounded())
            moves.append(move)
        }
        try pointer(moves)
        pointerPosition = (x, y)
    }

    /// One touch event of one finger at (x, y) in the viewport's CSS pixels (`type`: touchStart, touchMove,
    /// touchEnd), dispatched as the screen would (DevTools' Input.dispatchTouchEvent, through chromedriver):
    /// trusted events, each delivered as it is sent (WebDriver's touch actions deliver no moves of a touch
    /// pressed in an earlier action sequence).
    func touch(_ type: String, x: Double, y: Double) throws {
        let points: [[String: Any]] = type == "touchEnd" ? [] : [["x": x, "y": y, "id": 1]]
        try devTools("Input.dispatchTouchEvent", ["type": type, "touchPoints": points])
    }

    /// A DevTools protocol command, through chromedriver.
    func devTools(_ command: String, _ parameters: [String: Any]) throws {
        try send("POST", "goog/cdp/execute", ["cmd": command, "params": parameters])
    }

    /// The user preferences CSS media queries see (DevTools' Emulation.setEmulatedMedia), for the page and
    /// its frames: `prefers-color-scheme`, `prefers-contrast`.
    func emulateMedia(colorScheme: String, contrast: String) throws {
        try devTools("Emulation.setEmulatedMedia", ["features": [
            ["name": "prefers-color-scheme", "value": colorScheme], ["name": "prefers-contrast", "value": contrast],
        ]])
    }

    /// A finger moved from (x, y0) to (x, y1) in `steps` touch moves.
    func touchMove(x: Double, from y0: Double, to y1: Double, steps: Int = 4) throws {
        for index in 1...max(steps, 1) {
            try touch("touchMove", x: x, y: y0 + (y1 - y0) * Double(index) / Double(max(steps, 1)))
        }
    }

    /// Releases the mouse's left button where it is.
    func pointerUp() throws {
        try pointer([["type": "pointerUp", "button": 0]])
    }

    private func pointer(_ actions: [[String: Any]]) throws {
        try send("POST", "actions", ["actions": [["type": "pointer", "id": "mouse",
                                                  "parameters": ["pointerType": "mouse"], "actions": actions]]])
    }
}
