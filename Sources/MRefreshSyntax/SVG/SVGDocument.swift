#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An SVG document as its text says it: the element tree, the ids its elements declare, the style sheet
/// of its `<style>` elements, which elements are in another namespace than SVG's, and which of the
/// sheet's declarations apply to each element.
///
/// The syntax half of reading SVG, as usvg reads a tree that svgtypes and roxmltree have parsed: nothing
/// here knows geometry. MRefreshCore walks this document (nested viewports, `<use>`, inheritance, units
/// against each viewport, gradients on each element's box) and builds layers from it.
public struct SVGDocument: Sendable {
    /// The SVG namespace.
    public static let namespace = "http://www.w3.org/2000/svg"

    /// The XML the document was read from.
    public let xml: XMLDocument
    /// The first element with each id, in document order (later duplicates are not reachable by id).
    public let ids: [String: XMLElement]
    /// The rules of every `<style>` element whose `type` is CSS (or not given), in document order.
    public let styleSheet: CSSStyleSheet
    /// Each element's parent by byte offset, when the style sheet has selectors that look at ancestors.
    private let parents: [Int: XMLElement]
    /// The elements (by byte offset) whose namespace is declared and is not SVG's.
    private let foreign: Set<Int>
    /// Each element's custom properties (by byte offset) through the document tree, the root inheriting
    /// ``variables``: what ``declaredValue(_:of:)`` substitutes. Empty when no element declares one.
    private var customProperties: [Int: [String: String]] = [:]

    /// The medium its style sheet's `@media` rules were evaluated for (the appearance drawn).
    public let media: CSSMedia
    /// Whether its style sheet has `@media` rules: its look may depend on the appearance.
    public let respondsToMedia: Bool
    /// The custom properties its root element inherits, by name (an appearance's `variables:`), as from a
    /// page that embeds it.
    public let variables: [String: String]

    /// Indexes `xml`: its ids, its style sheet (as `media` sees it) and its namespaces; its root inherits
    /// `variables`.
    public init(_ xml: XMLDocument, media: CSSMedia = .light, variables: [String: String] = [:]) {
        self.xml = xml
        self.variables = variables
        var ids: [String: XMLElement] = [:]
        var styleText = ""
        for element in xml.root.descendants() {
            if let id = element.attribute("id")?.value, ids[id] == nil { ids[id] = element }
            // A style sheet in another language than CSS is not read.
            let type = element.attribute("type")?.value.trimmingSpaces().lowercased() ?? ""
            if element.localName == "style", type.isEmpty || type == "text/css" { styleText += element.textContent + "\n" }
        }
        self.ids = ids
        let sheet = CSSStyleSheet(parsing: styleText)
        self.media = media
        respondsToMedia = sheet.hasMediaRules
        styleSheet = sheet.evaluated(for: media)
        // Selectors with combinators look at ancestors: each element's parent, by byte offset.
        var parents: [Int: XMLElement] = [:]
        if styleSheet.looksAtAncestors {
            var stack = [xml.root]
            while let element = stack.popLast() {
                for child in element.childElements {
                    parents[child.byteOffset] = element
                    stack.append(child)
                }
            }
        }
        self.parents = parents
        foreign = Self.foreignElements(under: xml.root)
        if styleText.contains("--") || xml.root.descendants().contains(where: { $0.attribute("style")?.value.contains("--") == true }) {
            var custom: [Int: [String: String]] = [:]
            var stack = [(xml.root, variables)]
            while let (element, inherited) = stack.popLast() {
                let own = CSSVariables.resolve(declared: cascadedDeclarations(for: element), inherited: inherited).values
                custom[element.byteOffset] = own
                stack += element.childElements.map { ($0, own) }
            }
            customProperties = custom
        }
    }

    /// The root element.
    public var root: XMLElement { xml.root }

    /// Whether `element`'s name has a prefix, or the default namespace, declared as another namespace than
    /// SVG's: it is not SVG, nor is anything in it. An element whose namespace is not declared at all
    /// counts as SVG (hand-written icons often omit `xmlns`).
    public func isForeign(_ element: XMLElement) -> Bool {
        foreign.contains(element.byteOffset)
    }

    /// The style sheet's declarations that apply to `element`, in the cascade's order (by specificity,
    /// then in document order), its ancestors taken from the document.
    public func styleSheetDeclarations(for element: XMLElement) -> [(property: String, value: String, important: Bool)] {
        var ancestors: [CSSSubject] = []
        var up = parents[element.byteOffset]
        while let ancestor = up {
            ancestors.insert(CSSSubject(ancestor), at: 0)
            up = parents[ancestor.byteOffset]
        }
        return styleSheet.isEmpty ? [] : styleSheet.declarations(for: CSSSubject(element), ancestors: ancestors)
    }

    /// The CSS declarations that apply to `element` in the cascade's order: the style sheet's, then its
    /// `style` attribute's, and the `!important` ones of both after the rest. Applied in turn, each property
    /// ends at the value the cascade gives it.
    public func cascadedDeclarations(for element: XMLElement) -> [(property: String, value: String)] {
        let rules = styleSheetDeclarations(for: element)
        let inline = element.attribute("style").map { CSSStyleSheet.declarations(inStyleAttribute: $0.value) } ?? []
        var cascade: [(property: String, value: String)] = []
        for important in [false, true] {
            for (property, value, weight) in rules + inline where weight == important { cascade.append((property, value)) }
        }
        return cascade
    }

    /// The value the cascade gives `property` on `element`: its presentation attribute, overridden by
    /// ``cascadedDeclarations(for:)``, its `var()`s substituted from the custom properties the element has
    /// through the document tree; nil when nothing sets it or a `var()` has no value. For properties read
    /// one element at a time.
    public func declaredValue(_ property: String, of element: XMLElement) -> String? {
        guard let value = cascadedDeclarations(for: element).last(where: { $0.property == property })?.value
                ?? element.attribute(property)?.value else { return nil }
        // Its var()s from the element's custom properties; one with no value leaves the property unset.
        return CSSVariables.substitute(value, customProperties[element.byteOffset] ?? variables)
    }

    /// The elements under `root` (by byte offset) whose name's prefix, or the default namespace, is
    /// declared as another namespace than SVG's; their content is not entered.
    static func foreignElements(under root: XMLElement) -> Set<Int> {
        var foreign = Set<Int>()
        var stack: [(XMLElement, [String: String])] = [(root, [:])]
        while let (element, inherited) = stack.popLast() {
            var namespaces = inherited
            for attribute in element.attributes {
                if attribute.name == "xmlns" {
                    namespaces[""] = attribute.value
                } else if attribute.name.hasPrefix("xmlns:") {
                    namespaces[String(attribute.name.dropFirst(6))] = attribute.value
                }
            }
            let prefix = element.name.firstIndex(of: ":").map { String(element.name[..<$0]) } ?? ""
            if let namespace = namespaces[prefix], namespace != Self.namespace {
                foreign.insert(element.byteOffset)
                continue
            }
            stack += element.childElements.map { ($0, namespaces) }
        }
        return foreign
    }
}
