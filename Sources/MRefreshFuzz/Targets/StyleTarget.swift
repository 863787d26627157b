import MRefreshCore
import MRefreshSyntax
import MRefreshSVG

/// The little languages inside attributes: CSS style sheets and style attributes, colours, paints, lengths,
/// transform lists, `preserveAspectRatio` and `points`; then a document that uses the text in each place.
enum StyleTarget {
    /// The most declaration values whose micro-syntax is read, so one input's cost stays linear.
    static let maximumValues = 64

    static func run(_ bytes: [UInt8], _ report: inout FuzzReport) {
        let text = String(decoding: bytes, as: UTF8.self)
        report.step("style sheet") {
            let parsed = CSSStyleSheet(parsing: text)
            // Each appearance's view of its @media rules.
            for medium in [CSSMedia.light, CSSMedia(colorScheme: .dark, contrast: .more, width: 24, height: 24)] {
                let sheet = parsed.evaluated(for: medium)
                _ = sheet.declarations(element: "path", id: "a", classes: ["b", "c"])
                _ = sheet.declarations(element: "linearGradient", id: nil, classes: [])
            }
        }
        report.step("media query") { _ = CSSMedia(colorScheme: .dark, width: 24, height: 24).matches(text) }
        let declarations = report.step("style attribute") { CSSStyleSheet.declarations(inStyleAttribute: text) } ?? []
        readValue(text, &report)
        for declaration in declarations.prefix(maximumValues) {
            readValue(declaration.value, &report)
        }
        report.step("custom properties") {
            let (variables, _) = CSSVariables.resolve(declared: declarations.prefix(maximumValues).map { ($0.property, $0.value) },
                                                      inherited: ["--a": "red"])
            for declaration in declarations.prefix(maximumValues) { _ = CSSVariables.substitute(declaration.value, variables) }
        }
        readDocument(text, &report)
    }

    /// Reads `value` as each micro-syntax in turn.
    static func readValue(_ value: String, _ report: inout FuzzReport) {
        let size = value.utf8.count
        report.step("colour") { _ = Color(css: value) }
        report.step("paint") { _ = SVGPaint.parse(value) }
        report.step("length") { _ = SVGLength.parse(value)?.pixels(fontSize: 16, percentOf: 24) }
        report.step("preserveAspectRatio") {
            _ = SVGPreserveAspectRatio.parse(value)?.transform(viewBox: Rect(x: 0, y: 0, width: 24, height: 24),
                                                               into: Rect(x: 0, y: 0, width: 32, height: 32))
        }
        report.step("transform") { () throws(SVGSyntaxError) in _ = try SVGTransformList.parse(value) }
        report.step("CSS transform") {
            var css = CSSTransform()
            for property in CSSTransform.properties { _ = css.apply(property, value) }
            _ = css.matrix(in: Rect(x: 0, y: 0, width: 24, height: 24), lengths: SVGLength.Context())
        }
        checkOffset(of: report.lastError, in: "transform", size: size, &report)
        let points = report.step("points") { () throws(SVGSyntaxError) in try SVGPointList.parse(value) }
        checkOffset(of: report.lastError, in: "points", size: size, &report)
        if let points {
            report.step("polygon") { () throws(PathRefusal) in
                Measurement(try SVGBasicShapes.polygon(points.map(Point.init)).0)
            }
        }
    }

    /// An ``SVGSyntaxError`` points at a byte of the value it was read from, or just past its end.
    static func checkOffset(of error: (any Error)?, in name: String, size: Int, _ report: inout FuzzReport) {
        guard let error = error as? SVGSyntaxError, !(0...size).contains(error.byteOffset) else { return }
        report.violated("\(name): byte offset \(error.byteOffset) outside a value of \(size) bytes: \(error)")
    }

    /// Reads a document that puts `text` in a `<style>` element, in `style` attributes and in the attributes
    /// whose micro-syntax this target reads, strict and lenient.
    static func readDocument(_ text: String, _ report: inout FuzzReport) {
        let value = escaped(text)
        let document = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><style>\(value)</style>\
            <path id="a" class="b c" style="\(value)" d="M2 2H22V22Z"/>\
            <g style="\(value)"><polygon points="\(value)"/>\
            <rect x="1" y="1" width="\(value)" height="5" transform="\(value)" fill="\(value)"/></g></svg>
            """
        let bytes = Array(document.utf8)
        for lenient in [false, true] {
            let name = lenient ? "document lenient" : "document strict"
            let input = report.step(name, reading: bytes.count) { () throws(InputError) in
                try InputLoader.load(bytes, spec: InputSpec("style.svg"), lenient: lenient)
            }
            guard let input else { continue }
            for warning in input.warnings {
                report.checkPosition(of: warning, in: "\(name) warning", size: bytes.count)
            }
            report.step("measure \(name)") { Measurement.layers(of: input) }
        }
    }

    /// `text` as XML character data and attribute value: markup characters as references, and characters
    /// XML does not allow at all left out (they would only make every document ill-formed).
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || (0xFFFE...0xFFFF).contains(v) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
