#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a render writes besides (always) its PNG frames and manifest (MRefresh.docc/Exports.md).
public enum Export: String, CaseIterable, Hashable, Sendable {
    /// The PNG frames, `<stage>_NNNN[@Nx].png`: always written; naming it changes nothing.
    case png
    /// Per scale, every frame in one image, `sheet[@Nx].png`, with its TexturePacker JSON Hash atlas,
    /// `sheet[@Nx].json` (MRefreshRender's `SpriteSheetAtlas`).
    case sheet
    /// Per stage of two frames or more and per scale, an animated PNG, `<stage>[@Nx].png`: loading loops,
    /// the others play once.
    case apng
    /// An Xcode asset catalog, `<name>.xcassets`, one image set per frame at 1x/2x/3x (MRefreshRender's
    /// `AssetCatalog`).
    case xcassets
    /// Android resources, `res/`: every frame at the five densities (mdpi 1×, hdpi 1.5×, xhdpi 2×, xxhdpi
    /// 3×, xxxhdpi 4×), a level-list for the pull and animation-lists for loading and closing.
    case android
    /// One Lottie animation, `indicator.json`: the vector layers, their draw-on and keyframes, stages as
    /// markers (MRefreshRender's `LottieDocument`).
    case lottie
    /// Android AnimatedVectorDrawables for the pull's draw-on and the loading loop: `res/drawable/` and
    /// `res/animator/` (MRefreshRender's `AnimatedVectorDrawable`).
    case avd
    /// One self-contained web page, `preview.html`: the frames and the manifest inlined, played as an app
    /// would in a phone-sized scroll view, opened from `file://` with no network (MRefreshRender's
    /// `PreviewSink`).
    case preview
    /// A web runtime, `web/`: the refresh machine as an ES module, the `<mrefresh-refresh>` custom element
    /// that plays the indicator's sprite sheet on a scroll container's pull, and `indicator.json`, what it
    /// plays (MRefreshRender's `WebSink`). Writes the `sheet` export with it.
    case web
}
