import MRefreshCore
import MRefreshSyntax
import MRefreshSVG

/// The XML reader with the limits input files are read with, then a walk over every node and attribute.
enum XMLTarget {
    static func run(_ bytes: [UInt8], _ report: inout FuzzReport) {
        let document = report.step("parse") { () throws(XMLError) in
            try XMLDocument.parse(bytes, name: "fuzz.xml", limits: InputLoader.xmlLimits)
        }
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

extension FuzzReport {
    /// Checks that a node's position lies within the input.
    mutating func checkPosition(of location: SourceLocation, _ what: String) {
        if !location.isWithin(byteCount: inputSize) {
            violated("\(what): position \(location.line):\(location.column) (offset \(location.offset)) is outside an input of \(inputSize) bytes")
        }
    }
}
