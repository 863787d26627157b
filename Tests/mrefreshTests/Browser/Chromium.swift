import Foundation

/// Debian's Chromium and its WebDriver server, as `make deps` installs them (`chromium`, `chromium-driver`).
enum Chromium {
    static let browser = "/usr/bin/chromium"
    static let driver = "/usr/bin/chromedriver"

    static var installed: Bool {
        FileManager.default.isExecutableFile(atPath: browser) && FileManager.default.isExecutableFile(atPath: driver)
    }

    /// Whether the browser tests run here: Chromium is installed, or `make deps` could install it (root, or a
    /// password-less sudo). Where it could, a missing Chromium fails the tests instead of skipping them, so
    /// CI (root) cannot pass without having run them.
    static let testable: Bool = installed || getuid() == 0
        || ((try? ExternalProgram.run("/usr/bin/sudo", ["-n", "true"]).status) == 0)

    static let skipReason = "chromium and chromium-driver are not installed and this user cannot install them (not root, no sudo); make deps installs them"

    /// Throws, naming the fix, when Chromium is missing.
    static func requireInstalled() throws {
        guard installed else {
            throw HarnessError("\(browser) or \(driver) is missing: run make deps (it installs chromium and chromium-driver)")
        }
    }

    /// The browser's command line: headless, no sandbox (tests run as root in CI), software rendering for
    /// the page and 2D canvas (no GPU on a CI machine, and pixels that do not depend on one), one CSS pixel
    /// per device pixel, and no traffic of Chromium's own (updates, sign-in, metrics).
    static func arguments(userDataDirectory: URL, windowWidth: Int, windowHeight: Int) -> [String] {
        ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-accelerated-2d-canvas",
         "--disable-dev-shm-usage", "--force-device-scale-factor=1", "--window-size=\(windowWidth),\(windowHeight)",
         "--user-data-dir=\(userDataDirectory.path)", "--no-first-run", "--no-default-browser-check",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-extensions",
         // A page in a background tab or a busy machine must still animate at the display's rate.
         "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
         "--disable-backgrounding-occluded-windows"]
    }

    /// Arguments that cut the browser off every network but the loopback: names resolve to nothing and
    /// anything not on 127.0.0.1 goes to a proxy on a closed port.
    static let offlineArguments = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
                                   "--proxy-server=http://127.0.0.1:9"]
}
