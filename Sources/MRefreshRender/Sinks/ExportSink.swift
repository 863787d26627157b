import MRefreshCore

/// One export (MRefresh.docc/Exports.md) as one type: how it is made for a run, the frames it takes as
/// they are encoded (on the worker that drew each), what it writes when every frame is in and its part of
/// the manifest, what it writes once the manifest is whole, what it cannot carry of an indicator, and its
/// words in `render`'s summary. ``MRefreshCore/Export/sink`` is the one table from an export to its type.
package protocol ExportSink: AnyObject, Sendable {
    /// The sink of a run of `plan` into `output`, its folders opened (made when missing) now, before anything
    /// is drawn, so a link or a file where one should be stops the run at once; nil when it writes nothing
    /// for this plan (a vector export of a run with no indicator).
    static func make(plan: RenderPlan, output: OutputDirectory) throws(OutputError) -> Self?
    /// Whether one sink takes the frames of every appearance a run draws (the asset catalog's image sets
    /// hold them all, the preview page switches between them); otherwise each appearance has its own.
    static var spansAppearances: Bool { get }
    /// The one sink of a run of `plans`, one per appearance, the first the run's own (asked only when it
    /// ``spansAppearances``).
    static func make(plans: [RenderPlan], output: OutputDirectory) throws(OutputError) -> Self?
    /// What it leaves out of `indicator` (sampled as `animation`) drawn at `scales`, one line each, without
    /// its own name: ``RenderPlan/exportWarnings`` names the exports of each line.
    static func limitations(scales: [Int], indicator: Indicator?, animation: VectorAnimation?) -> [String]
    /// Its words in `render`'s summary for `manifest` ("a sheet with its atlas"); nil when it wrote nothing.
    static func summary(of manifest: Manifest) -> String?
    /// Takes one frame at one scale. Called on worker threads, in any order, once per frame and scale.
    func take(_ frame: EncodedFrame) throws
    /// After every frame is taken: writes what is left (on up to `jobs` threads) and returns the manifest's
    /// part.
    func finish(jobs: Int) throws -> Manifest.Part
    /// Once the manifest has every part: writes what is made from it (the preview page, the web runtime).
    func complete(_ manifest: Manifest) throws
}

extension ExportSink {
    package static var spansAppearances: Bool { false }
    package static func make(plans: [RenderPlan], output: OutputDirectory) throws(OutputError) -> Self? {
        try make(plan: plans[0], output: output)
    }
    package static func limitations(scales: [Int], indicator: Indicator?, animation: VectorAnimation?) -> [String] { [] }
    package func take(_ frame: EncodedFrame) throws {}
    package func complete(_ manifest: Manifest) throws {}
}

extension Manifest {
    /// What one export adds to the manifest.
    package enum Part: Sendable {
        case frames([Frame])
        case sheets([Sheet])
        case animatedPNGs([AnimatedPNG])
        case assetCatalog(AssetCatalogFiles)
        case androidFiles([String])
        case lottie(String)
        case animatedVectors([String])
        case preview(String)
        case web([String])
    }

    /// Adds `part`.
    package mutating func add(_ part: Part) {
        switch part {
        case .frames(let list): frames += list
        case .sheets(let list): sheets += list
        case .animatedPNGs(let list): animatedPNGs += list
        case .assetCatalog(let catalog): assetCatalog = catalog
        case .androidFiles(let list): androidFiles += list
        case .lottie(let file): lottie = file
        case .animatedVectors(let list): animatedVectors += list
        case .preview(let file): preview = file
        case .web(let list): web += list
        }
    }
}
