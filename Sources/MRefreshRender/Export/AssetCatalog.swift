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

    /// An image set's `Contents.json`: a universal slot per scale, with the file where one was written.
    static func imageSetContents(files: [Int: String]) -> JSON {
        .object([
            ("images", .array(scales.map { scale in
                var slot: [(String, JSON)] = [("idiom", .string("universal")), ("scale", .string("\(scale)x"))]
                if let file = files[scale] { slot.insert(("filename", .string(file)), at: 0) }
                return .object(slot)
            })),
            ("info", .object([("author", .string("mrefresh")), ("version", .int(1))])),
        ])
    }
}
