import MRefreshSyntax
import Testing

/// Reads `text` as a file named `test.svg`.
func parseXML(_ text: String, limits: XMLLimits = .default) throws(XMLError) -> XMLDocument {
    try XMLDocument.parse(text, name: "test.svg", limits: limits)
}

/// The error reading `bytes` throws, or nil when they are a well-formed document.
func xmlError(_ bytes: [UInt8], limits: XMLLimits = .default) -> XMLError? {
    do {
        _ = try XMLDocument.parse(bytes, name: "test.svg", limits: limits)
        return nil
    } catch {
        return error
    }
}

/// The error reading `text` throws, or nil.
func xmlError(_ text: String, limits: XMLLimits = .default) -> XMLError? {
    xmlError(Array(text.utf8), limits: limits)
}

/// A one-line picture of a tree: `name[attribute=value …]{child …}`, text quoted, control characters
/// escaped. Comparing pictures shows the whole difference in one failure message.
func picture(of element: XMLElement) -> String {
    var result = element.name
    if !element.attributes.isEmpty {
        result += "[" + element.attributes.map { "\($0.name)=\(escaped($0.value))" }.joined(separator: " ") + "]"
    }
    if !element.children.isEmpty {
        let children = element.children.map { node in
            switch node {
            case .element(let child): picture(of: child)
            case .text(let text): "\"\(escaped(text))\""
            }
        }
        result += "{" + children.joined(separator: " ") + "}"
    }
    return result
}

private func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}
