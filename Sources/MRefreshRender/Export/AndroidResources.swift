import MRefreshCore

/// Android resources for a render's frames (``MRefreshCore/Export/android``): `res/drawable-<density>/` PNGs of every
/// frame at the five densities, and in `res/drawable/` a level-list for each stage picked by position
/// (pull, ready: `setLevel(progress × 10000)`) and an animation-list for each timed stage (loading loops,
/// closing plays once). Resource names are `[a-z0-9_]`, starting with a letter.
package struct AndroidResources: Sendable {
    /// The densities and their scales, as Android names them.
    package static let densities: [(name: String, scale: Double)] = [
        ("mdpi", 1), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4),
    ]

    /// The prefix of every resource: the indicator's name made a valid resource name.
    package let name: String

    /// `name` lower-cased, with anything but letters, digits and `_` made `_`, and `mr_` before a name
    /// that does not start with a letter.
    package init(name: String) {
        let safe = String(name.lowercased().unicodeScalars.map { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" ? Character(scalar) : "_"
        })
        self.name = safe.first.map { ("a"..."z").contains($0) } == true ? safe : "mr_" + safe
    }

    /// The drawable of a frame: `<name>_<stage>_NNNN`.
    package func drawable(stage: Stage, index: Int) -> String {
        "\(name)_" + Manifest.frameName(prefix: stage.rawValue, index: index)
    }

    /// A level-list showing the frame nearest to the level: frame i of n is at level i/(n−1) × 10000.
    func levelList(_ drawables: [String]) -> String {
        let n = drawables.count
        let items = drawables.enumerated().map { i, drawable in
            let maxLevel = i == n - 1 ? 10000 : Int(((Double(i) + 0.5) / Double(max(1, n - 1)) * 10000).rounded(.down))
            return "    <item android:maxLevel=\"\(maxLevel)\" android:drawable=\"@drawable/\(drawable)\" />"
        }
        return Self.document("level-list", attributes: "", items: items)
    }

    /// An animation-list showing each frame for `milliseconds`, once or looping.
    func animationList(_ drawables: [String], milliseconds: Int, loops: Bool) -> String {
        let items = drawables.map { "    <item android:drawable=\"@drawable/\($0)\" android:duration=\"\(milliseconds)\" />" }
        return Self.document("animation-list", attributes: " android:oneshot=\"\(loops ? "false" : "true")\"", items: items)
    }

    private static func document(_ element: String, attributes: String, items: [String]) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- Written by mrefresh. -->
        <\(element) xmlns:android="http://schemas.android.com/apk/res/android"\(attributes)>
        \(items.joined(separator: "\n"))
        </\(element)>

        """
    }
}
