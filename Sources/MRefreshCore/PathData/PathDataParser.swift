/// The SVG 2 path-data grammar, read command by command.
///
/// This is the first of two layers (as in svgtypes): it yields ``PathCommand``s exactly as written,
/// with implicit repetition expanded (extra pairs after `M`/`m` become `L`/`l`). ``PathBuilder`` makes
/// them absolute. After the first error the parser stops; everything it yielded before is complete.
///
/// Numbers follow the grammar `sign? (digits ('.' digits?)? | '.' digits) exponent?`, so `1.5.5` is 1.5
/// then .5 and `-1-2` is −1 then −2. Arc flags are single characters and need no separator
/// (`a1 1 0 00.5.5`). Separators are XML whitespace (space, tab, CR, LF) with at most one comma.
public struct PathDataParser {
    private let bytes: [UInt8]
    private var index = 0

    /// Creates a parser over `text`.
    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Creates a parser over UTF-8 bytes.
    public init(utf8 bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every command of `text`, or the first error.
    public static func commands(in text: String) throws(PathDataError) -> [PathCommand] {
        var parser = PathDataParser(text)
        var result: [PathCommand] = []
        try parser.parse { result.append($0) }
        return result
    }

    /// Reads the whole text, handing each complete command to `body` in order.
    ///
    /// - Throws: the first ``PathDataError``; commands before it have already been handed over.
    public mutating func parse(_ body: (PathCommand) -> Void) throws(PathDataError) {
        skipWhitespace()
        guard index < bytes.count else { return }  // Empty path data: valid, draws nothing.
        let first = bytes[index]
        guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
            throw error(expected: "a moveto command ('M' or 'm') at the start of the path data")
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { return }
            let letter = bytes[index]
            guard Self.isCommand(letter) else {
                throw error(expected: "a path command")
            }
            index += 1
            if letter == UInt8(ascii: "Z") || letter == UInt8(ascii: "z") {
                body(.closePath)
                continue
            }
            skipWhitespace()
            var command = letter
            // At least one argument set, then as many more as follow (implicit repetition).
            repeat {
                body(try arguments(command))
                // Extra pairs after a moveto are implicit linetos of the same relativity.
                if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            } while try nextArgumentSetFollows(after: command)
        }
    }

    // MARK: Commands

    private static func isCommand(_ c: UInt8) -> Bool {
        switch c | 0x20 {  // ASCII lower case
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
             UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"),
             UInt8(ascii: "a"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }

    /// One argument set of `command`; the index is at its first number.
    private mutating func arguments(_ command: UInt8) throws(PathDataError) -> PathCommand {
        let relative = command >= UInt8(ascii: "a")
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            return .moveTo(try pair(command), relative: relative)
        case UInt8(ascii: "l"):
            return .lineTo(try pair(command), relative: relative)
        case UInt8(ascii: "h"):
            return .horizontalLineTo(try number(command), relative: relative)
        case UInt8(ascii: "v"):
            return .verticalLineTo(try number(command), relative: relative)
        case UInt8(ascii: "c"):
            let c1 = try pair(command)
            try separator()
            let c2 = try pair(command)
            try separator()
            return .cubicTo(c1, c2, try pair(command), relative: relative)
        case UInt8(ascii: "s"):
            let c2 = try pair(command)
            try separator()
            return .smoothCubicTo(c2, try pair(command), relative: relative)
        case UInt8(ascii: "q"):
            let c = try pair(command)
            try separator()
            return .quadraticTo(c, try pair(command), relative: relative)
        case UInt8(ascii: "t"):
            return .smoothQuadraticTo(try pair(command), relative: relative)
        default:  // "a"
            let rx = try number(command)
            try separator()
            let ry = try number(command)
            try separator()
            let rotation = try number(command)
            try separator()
            let largeArc = try flag(command)
            try separator()
            let sweep = try flag(command)
            try separator()
            let end = try pair(command)
            return .arcTo(rx: rx, ry: ry, xAxisRotation: rotation, largeArc: largeArc, sweep: sweep, end,
                          relative: relative)
        }
    }

    /// After an argument set: whether another set of the same command follows. Consumes the separator.
    private mutating func nextArgumentSetFollows(after command: UInt8) throws(PathDataError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            // A comma promises another argument set.
            guard index < bytes.count, Self.startsNumber(bytes[index]) else {
                throw error(expected: "a number after ',' in '\(Character(Unicode.Scalar(command)))'")
            }
            return true
        }
        return Self.startsNumber(bytes[index])
    }

    private mutating func pair(_ command: UInt8) throws(PathDataError) -> Point {
        let x = try number(command)
        try separator()
        return Point(x, try number(command))
    }

    // MARK: Lexical rules

    /// comma-wsp between two arguments: whitespace, at most one comma, whitespace.
    private mutating func separator() throws(PathDataError) {
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    @inline(__always)
    private static func startsNumber(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
            || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
    }

    private mutating func flag(_ command: UInt8) throws(PathDataError) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw error(expected: "an arc flag (0 or 1) after '\(Character(Unicode.Scalar(command)))'")
        }
        defer { index += 1 }
        return bytes[index] == UInt8(ascii: "1")
    }

    private mutating func number(_ command: UInt8) throws(PathDataError) -> Double {
        let start = index
        var end = index
        let scanned = NumberScanner.scan(bytes.span, at: &end)
        index = end
        guard let value = scanned else {
            throw error(expected: "a number after '\(Character(Unicode.Scalar(command)))'")
        }
        guard value.isFinite else {
            // Point at the whole number, not past it.
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            index = start
            throw error(expected: "a number within range after '\(Character(Unicode.Scalar(command)))'",
                        found: "'\(text)'")
        }
        return value
    }

    // MARK: Errors

    private func error(expected: String, found: String? = nil) -> PathDataError {
        PathDataError(expected: expected, found: found ?? foundDescription(), location:
                        SourceLocation(byteOffset: index, in: bytes), byteOffset: index)
    }

    private func foundDescription() -> String {
        guard index < bytes.count else { return "end of data" }
        // Decode the whole character at the error position for the message.
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        switch text {
        case "\n": return "a line break"
        case "\t": return "a tab"
        case "'": return "\"'\""
        default: return "'\(text)'"
        }
    }
}
