/// The SVG 2 path-data grammar, read command by command.
///
/// This is the first of two layers (as in svgtypes): it yields ``PathCommand``s exactly as written,
/// with implicit repetition expanded (extra pairs after `M`/`m` become `L`/`l`). MRefreshCore's
/// `PathBuilder` makes them absolute. After the first error the parser stops; everything it yielded
/// before is complete.
///
/// Numbers follow the grammar `sign? (digits ('.' digits?)? | '.' digits) exponent?`, so `1.5.5` is 1.5
/// then .5 and `-1-2` is −1 then −2. Arc flags are single characters and need no separator
/// (`a1 1 0 00.5.5`). Separators are XML whitespace (space, tab, CR, LF) with at most one comma.
///
/// The reading loop is `@inlinable`: a sink in another module (the builder in MRefreshCore) is
/// specialised into it, as when both lived in one module, so no command goes through a protocol witness.
public struct PathDataParser {
    @usableFromInline let bytes: [UInt8]

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
        try parser.parse(into: &result)
        return result
    }

    /// Reads the whole text, appending each complete command to `sink` in order.
    ///
    /// Generic so that a sink such as MRefreshCore's `PathBuilder` is specialised into the parsing loop:
    /// the command values never leave registers.
    ///
    /// - Throws: the first ``PathDataError``; commands before it have already been appended.
    @inlinable
    public mutating func parse<Sink: PathCommandSink>(into sink: inout Sink) throws(PathDataError) {
        // The hot loop works on a span and a local index: no copy-on-write or exclusivity checks per byte.
        let text = bytes.span
        var i = 0
        do {
            try Self.parse(text, &i, &sink)
        } catch let failure {
            throw Self.error(failure, at: i, in: bytes)
        }
    }


    /// What went wrong, before its position is computed (positions are computed only for errors).
    @usableFromInline
    enum Failure: Error {
        case expected(String)
        case outOfRange(after: UInt8, text: String)
        /// An argument set whose point (resolved against the current point) lies beyond the geometry limits.
        case pointOutOfRange(command: UInt8, text: String)
        /// The segment after ``PathDataLimits/maximumSegments``.
        case tooManySegments
    }

    @inlinable
    static func parse<Sink: PathCommandSink>(_ text: borrowing Span<UInt8>, _ i: inout Int,
                                                     _ sink: inout Sink) throws(Failure) {
        skipWhitespace(text, &i)
        guard i < text.count else { return }  // Empty path data: valid, draws nothing.
        guard text[i] == UInt8(ascii: "M") || text[i] == UInt8(ascii: "m") else {
            throw .expected("a moveto command ('M' or 'm') at the start of the path data")
        }
        while true {
            skipWhitespace(text, &i)
            guard i < text.count else { return }
            let letter = text[i]
            guard isCommand(letter) else { throw .expected("a path command") }
            i &+= 1
            if letter | 0x20 == UInt8(ascii: "z") {
                sink.closePath()
                continue
            }
            skipWhitespace(text, &i)
            var command = letter
            // At least one argument set, then as many more as follow (implicit repetition).
            while true {
                let setStart = i
                try arguments(command, text, &i, &sink)
                // Relative commands and reflected control points can carry a path beyond the limits even
                // when every number is within them; the sink refused the set, so say where it is.
                if let refusal = sink.refusal {
                    var quoted: [UInt8] = []
                    for k in setStart..<min(i, setStart + 40) { quoted.append(text[k]) }
                    i = setStart
                    switch refusal {
                    case .outOfRange:
                        throw .pointOutOfRange(command: command, text: String(decoding: quoted, as: UTF8.self))
                    case .tooManySegments:
                        throw .tooManySegments
                    }
                }
                // Extra pairs after a moveto are implicit linetos of the same relativity.
                if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
                guard try nextArgumentSetFollows(command, text, &i) else { break }
            }
        }
    }

    // MARK: Commands

    @inlinable @inline(__always)
    static func isCommand(_ c: UInt8) -> Bool {
        switch c | 0x20 {  // ASCII lower case
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
             UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"),
             UInt8(ascii: "a"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }

    /// One argument set of `command`, handed to `sink`; the index is at its first number.
    @inlinable @inline(__always)
    static func arguments<Sink: PathCommandSink>(_ command: UInt8, _ text: borrowing Span<UInt8>,
                                                         _ i: inout Int, _ sink: inout Sink) throws(Failure) {
        let relative = command >= UInt8(ascii: "a")
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            sink.moveTo(try pair(command, text, &i), relative: relative)
        case UInt8(ascii: "l"):
            sink.lineTo(try pair(command, text, &i), relative: relative)
        case UInt8(ascii: "h"):
            sink.horizontalLineTo(try number(command, text, &i), relative: relative)
        case UInt8(ascii: "v"):
            sink.verticalLineTo(try number(command, text, &i), relative: relative)
        case UInt8(ascii: "c"):
            let c1 = try pair(command, text, &i)
            separator(text, &i)
            let c2 = try pair(command, text, &i)
            separator(text, &i)
            sink.cubicTo(c1, c2, try pair(command, text, &i), relative: relative)
        case UInt8(ascii: "s"):
            let c2 = try pair(command, text, &i)
            separator(text, &i)
            sink.smoothCubicTo(c2, try pair(command, text, &i), relative: relative)
        case UInt8(ascii: "q"):
            let c = try pair(command, text, &i)
            separator(text, &i)
            sink.quadraticTo(c, try pair(command, text, &i), relative: relative)
        case UInt8(ascii: "t"):
            sink.smoothQuadraticTo(try pair(command, text, &i), relative: relative)
        default:  // "a"
            let rx = try number(command, text, &i)
            separator(text, &i)
            let ry = try number(command, text, &i)
            separator(text, &i)
            let rotation = try number(command, text, &i)
            separator(text, &i)
            let largeArc = try flag(command, text, &i)
            separator(text, &i)
            let sweep = try flag(command, text, &i)
            separator(text, &i)
            let end = try pair(command, text, &i)
            sink.arcTo(rx: rx, ry: ry, xAxisRotation: rotation, largeArc: largeArc, sweep: sweep, end, relative: relative)
        }
    }

    /// After an argument set: whether another set of the same command follows. Consumes the separator.
    @inlinable @inline(__always)
    static func nextArgumentSetFollows(_ command: UInt8, _ text: borrowing Span<UInt8>, _ i: inout Int)
        throws(Failure) -> Bool {
        skipWhitespace(text, &i)
        guard i < text.count else { return false }
        if text[i] == UInt8(ascii: ",") {
            i &+= 1
            skipWhitespace(text, &i)
            // A comma promises another argument set.
            guard i < text.count, startsNumber(text[i]) else {
                throw .expected("a number after ',' in '\(Character(Unicode.Scalar(command)))'")
            }
            return true
        }
        return startsNumber(text[i])
    }

    @inlinable @inline(__always)
    static func pair(_ command: UInt8, _ text: borrowing Span<UInt8>, _ i: inout Int)
        throws(Failure) -> CoordinatePair {
        let x = try number(command, text, &i)
        separator(text, &i)
        return CoordinatePair(x, try number(command, text, &i))
    }

    // MARK: Lexical rules

    /// comma-wsp between two arguments: whitespace, at most one comma, whitespace.
    @inlinable @inline(__always)
    static func separator(_ text: borrowing Span<UInt8>, _ i: inout Int) {
        skipWhitespace(text, &i)
        if i < text.count && text[i] == UInt8(ascii: ",") {
            i &+= 1
            skipWhitespace(text, &i)
        }
    }

    @inlinable @inline(__always)
    static func skipWhitespace(_ text: borrowing Span<UInt8>, _ i: inout Int) {
        while i < text.count {
            switch text[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i &+= 1
            default: return
            }
        }
    }

    @inlinable @inline(__always)
    static func startsNumber(_ c: UInt8) -> Bool {
        c &- UInt8(ascii: "0") < 10 || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
    }

    @inlinable @inline(__always)
    static func flag(_ command: UInt8, _ text: borrowing Span<UInt8>, _ i: inout Int) throws(Failure) -> Bool {
        guard i < text.count, text[i] &- UInt8(ascii: "0") < 2 else {
            throw .expected("an arc flag (0 or 1) after '\(Character(Unicode.Scalar(command)))'")
        }
        defer { i &+= 1 }
        return text[i] == UInt8(ascii: "1")
    }

    @inlinable @inline(__always)
    static func number(_ command: UInt8, _ text: borrowing Span<UInt8>, _ i: inout Int)
        throws(Failure) -> Double {
        let start = i
        guard let value = NumberScanner.scan(text, at: &i) else {
            throw .expected("a number after '\(Character(Unicode.Scalar(command)))'")
        }
        guard PathDataLimits.contains(value) else {
            // Point at the whole number, not past it.
            var digits: [UInt8] = []
            for k in start..<i { digits.append(text[k]) }
            i = start
            throw .outOfRange(after: command, text: String(decoding: digits, as: UTF8.self))
        }
        return value
    }

    // MARK: Errors

    @usableFromInline
    static func error(_ failure: Failure, at index: Int, in bytes: [UInt8]) -> PathDataError {
        let expected: String, found: String
        switch failure {
        case .expected(let what):
            expected = what
            found = foundDescription(at: index, in: bytes)
        case .outOfRange(let command, let text):
            expected = "a number within \(PathDataLimits.maximumCoordinateText) after '\(Character(Unicode.Scalar(command)))'"
            found = "'\(Excerpt(text))'"
        case .pointOutOfRange(let command, let text):
            let letter = Character(Unicode.Scalar(command))
            expected = "a point within \(PathDataLimits.maximumCoordinateText) after '\(letter)'"
            found = "'\(Excerpt(text.trimmingXMLWhitespace))', which reaches beyond it"
        case .tooManySegments:
            expected = "at most \(PathDataLimits.maximumSegments) segments in one path"
            found = "more"
        }
        return PathDataError(expected: expected, found: found, location: SourceLocation(byteOffset: index, in: bytes),
                             byteOffset: index)
    }

    private static func foundDescription(at index: Int, in bytes: [UInt8]) -> String {
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
