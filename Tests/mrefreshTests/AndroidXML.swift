import Foundation

/// The `android:` attributes of every `<element …>` in the Android XML `xml`, in order.
func elements(_ xml: String, _ element: String) -> [[String: String]] {
    xml.components(separatedBy: "<\(element) ").dropFirst().map { tag in
        let body = tag.components(separatedBy: ">").first ?? ""
        var attributes: [String: String] = [:]
        let pattern = try! NSRegularExpression(pattern: #"android:([A-Za-z]+)="([^"]*)""#)
        for match in pattern.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
            if let name = Range(match.range(at: 1), in: body), let value = Range(match.range(at: 2), in: body) {
                attributes[String(body[name])] = String(body[value])
            }
        }
        return attributes
    }
}
