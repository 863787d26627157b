import MRefreshCore
import MRefreshSyntax
import MRefreshSVG

/// The XML reader with the limits input files are read with, then a walk over every node and attribute.
enum XMLTarget {
    static func run(_ bytes: [UInt8], _ report: inout FuzzReport) {
        let document = report.step("parse") { () throws(XMLError) in
            try XMLDocument.parse(bytes, name: "fuzz.xml", limits: InputLoader.xmlLimits)
        }
        checkHollowed(bytes, against: document, &report)
        guard let document else { return }
        // Walk without recursion (the reader promises bounded depth, but the walk should not rely on it).
        var pending = [document.root]
        var elements = 0
        while let element = pending.popLast() {
            elements += 1
            // A location scans the file from its start: check a few, so the walk stays linear.
            let locating = elements <= 16
            if locating { report.checkPosition(of: element.location, "element <\(element.name)>") }
            for attribute in element.attributes {
                let end = attribute.value.utf8.count
                for offset in [0, end / 2, end] {
                    let byte = attribute.sourceByteOffset(ofValueByte: offset)
                    if !(attribute.valueByteOffset...bytes.count).contains(byte) {
                        report.violated("attribute \(attribute.name): value byte \(offset) maps to byte \(byte), outside \(attribute.valueByteOffset)…\(bytes.count)")
                    }
                }
                if locating {
                    report.checkPosition(of: attribute.location, "attribute \(attribute.name)")
                    report.checkPosition(of: attribute.sourceLocation(ofValueByte: end), "end of attribute \(attribute.name)")
                }
                _ = attribute.localName
                _ = attribute.isNamespaceDeclaration
            }
            _ = element.textContent
            pending.append(contentsOf: element.childElements)
        }
        if elements > InputLoader.xmlLimits.maxElements {
            report.violated("parse: \(elements) elements, over the limit of \(InputLoader.xmlLimits.maxElements)")
        }
    }
}

extension XMLTarget {
    /// The same bytes read with a font's glyphs but one hollowed (as a render of one glyph reads a font): the
    /// same error where the whole read has one; else the same elements in the same order, each with the
    /// whole read's attributes or, hollowed, none, as many hollowed as the document says.
    static func checkHollowed(_ bytes: [UInt8], against whole: XMLDocument?, _ report: inout FuzzReport) {
        let hollowing = SVGFontInput.otherGlyphs(than: "a")
        let hollowed: XMLDocument
        do {
            hollowed = try XMLDocument.parse(bytes, name: "fuzz.xml", limits: InputLoader.xmlLimits, hollowing: hollowing)
        } catch {
            if whole != nil { report.violated("hollowed read: \(error), where the whole read succeeded") }
            return
        }
        guard let whole else {
            report.violated("hollowed read succeeded where the whole read failed")
            return
        }
        var pending = [(whole.root, hollowed.root)]
        var emptied = 0
        while let (full, hollow) = pending.popLast() {
            guard full.name == hollow.name, full.childElements.count == hollow.childElements.count else {
                report.violated("hollowed read: <\(hollow.name)> where the whole read has <\(full.name)>, or other children")
                return
            }
            if hollow.attributes.count != full.attributes.count {
                guard hollow.attributes.isEmpty, hollow.localName == "glyph" else {
                    report.violated("hollowed read: <\(hollow.name)> has \(hollow.attributes.count) attributes, not \(full.attributes.count)")
                    return
                }
                emptied += 1
            }
            pending.append(contentsOf: zip(full.childElements, hollow.childElements))
        }
        // A hollowed glyph that had no attributes to lose is counted by the document, not seen here.
        if emptied > hollowed.hollowedElements {
            report.violated("hollowed read: \(emptied) elements lost their attributes, the document says \(hollowed.hollowedElements)")
        }
    }
}

extension FuzzReport {
    /// Checks that a node's position lies within the input.
    mutating func checkPosition(of location: SourceLocation, _ what: String) {
        if !location.isWithin(byteCount: inputSize) {
            violated("\(what): position \(location.line):\(location.column) (offset \(location.offset)) is outside an input of \(inputSize) bytes")
        }
    }
}
