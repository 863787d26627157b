import Foundation

/// What an app writes on top of the generated tables: the image file to show at a pull.
public enum Spinner {
    /// The 1x PNG of the pull frame shown at a pull of `distance` points; nil before the first frame.
    public static func pullFrameURL(atDistance distance: Double) -> URL? {
        let indicator = MRefreshFrames.syncArcs
        guard let frame = indicator.frame(forPullDistance: distance) else { return nil }
        return Bundle.module.url(forResource: frame.name, withExtension: "png", subdirectory: indicator.subdirectory)
    }
}
