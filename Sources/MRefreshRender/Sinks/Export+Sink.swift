import MRefreshCore

extension Export {
    /// The type that writes the export: the one table from an export's name to everything about it. A run
    /// makes the sinks of its exports in this order (the PNG frames first, always).
    package var sink: any ExportSink.Type {
        switch self {
        case .png: PNGFramesSink.self
        case .sheet: SpriteSheetSink.self
        case .apng: AnimatedPNGSink.self
        case .xcassets: AssetCatalogSink.self
        case .android: AndroidSink.self
        case .lottie: LottieSink.self
        case .avd: AnimatedVectorSink.self
        case .preview: PreviewSink.self
        case .web: WebSink.self
        }
    }
}
