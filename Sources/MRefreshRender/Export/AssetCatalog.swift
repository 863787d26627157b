#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore

/// An Xcode asset catalog of a render's frames (``MRefreshCore/Export/xcassets``): `<name>.xcassets/` with one image
/// set per frame, `<name>_<stage>_NNNN.imageset/`, holding the frame's PNGs at 1x, 2x and 3x (the scales
/// asset catalogs have; other scales are left out) and the `Contents.json` Xcode reads. An app loads a
/// frame with `UIImage(named: "<name>_pull_0012")` and picks it as the manifest says.
package struct AssetCatalog: Sendable {
    /// The scales an image set has slots for.
    package static let scales = 1...3

    /// The catalog's name: its folder is `<name>.xcassets`, its image sets start with `<name>_`.
    package let name: String

    /// `name` made safe for a folder and an asset name: letters, digits, `-` and `_`; others become `_`.
    package init(name: String) {
        let safe = String(name.unicodeScalars.map { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "-" || scalar == "_")) ? Character(scalar) : "_"
        })
        self.name = safe.isEmpty ? "Indicator" : safe
    }

    /// The catalog's folder.
    package var folder: String { "\(name).xcassets" }

    /// The image set of a frame: `<name>_<stage>_NNNN`.
    package func imageSet(stage: Stage, index: Int) -> String {
        "\(name)_" + Manifest.frameName(prefix: stage.rawValue, index: index)
    }

    /// The catalog's own `Contents.json`.
    static let catalogContents = JSON.object([("info", .object([("author", .string("mrefresh")), ("version", .int(1))]))])

    /// An image set's `Contents.json`: a universal slot per appearance and scale, with the file where one
    /// was written. Light's slots carry no `appearances`; the others carry the traits Xcode writes for them
    /// (luminosity dark, contrast high, or both).
    static func imageSetContents(files: [Int: String]) -> JSON {
        imageSetContents(files: [.light: files], appearances: [.light])
    }

    /// An image set's `Contents.json` with slots for each of `appearances`, its files by appearance and
    /// scale.
    static func imageSetContents(files: [Appearance: [Int: String]], appearances: [Appearance]) -> JSON {
        .object([
            ("images", .array(appearances.flatMap { appearance in
                scales.map { scale in
                    var slot: [(String, JSON)] = [("idiom", .string("universal")), ("scale", .string("\(scale)x"))]
                    if let file = files[appearance]?[scale] { slot.insert(("filename", .string(file)), at: 0) }
                    let traits = Self.traits(of: appearance)
                    if !traits.isEmpty {
                        slot.insert(("appearances", .array(traits.map { trait, value in
                            .object([("appearance", .string(trait)), ("value", .string(value))])
                        })), at: 0)
                    }
                    return .object(slot)
                }
            })),
            ("info", .object([("author", .string("mrefresh")), ("version", .int(1))])),
        ])
    }

    /// The traits an image set's slot names for `appearance`, as Xcode writes them: none for light (any
    /// appearance), `luminosity: dark`, `contrast: high`.
    static func traits(of appearance: Appearance) -> [(String, String)] {
        switch appearance {
        case .light: []
        case .dark: [("luminosity", "dark")]
        case .highContrast: [("contrast", "high")]
        case .darkHighContrast: [("luminosity", "dark"), ("contrast", "high")]
        }
    }
}
