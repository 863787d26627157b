import Foundation

/// The W3C WebDriver wire protocol, plain HTTP with JSON bodies: one call, one request, bounded by a timeout.
struct WebDriverClient: Sendable {
    /// chromedriver's port on 127.0.0.1.
    let port: UInt16

    /// Sends `method path` with `body` (a JSON object) and returns the reply's `value`, or throws the
    /// WebDriver error it names (`no such element`, `javascript error`, …) or the timeout.
    func send(_ method: String, _ path: String, _ body: [String: Any]? = nil, timeout: Double = 30) throws -> Any? {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? (method == "POST" ? Data("{}".utf8) : Data())
        let data = try LoopbackHTTP.exchange(port: port, method: method, path: "/" + path, body: payload, timeout: timeout)
            .mapError { HarnessError("WebDriver \(method) \(path): \($0)") }.get()
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any] else {
            throw HarnessError("WebDriver \(method) \(path): a reply that is not a JSON object")
        }
        let value = object["value"]
        if let failure = value as? [String: Any], let kind = failure["error"] as? String {
            let message = (failure["message"] as? String ?? "").split(separator: "\n").first.map(String.init) ?? ""
            throw HarnessError("WebDriver \(method) \(path): \(kind): \(message)")
        }
        return value is NSNull ? nil : value
    }
}

