import MRefreshCore

// `manifest.json` in both directions: each type's keys in the order written (MRefresh.docc/DesignOutputFolder.md),
// arrays of the exports left out when empty, and what a manifest of 0.3.0 wrote (one `sheet`) still read.

extension Manifest: Codable {
    enum CodingKeys: String, CodingKey {
        case generator, inputHash, inputFilesHash, canvas, scales, layers, stages, sheets
        case animatedPNGs = "apng"
        case androidFiles = "android"
        case lottie
        case animatedVectors = "avd"
        case preview, web
        case assetCatalog = "xcassets"
        case appearance, appearances
        case frames
        /// 0.3.0 and before: the one sprite sheet, with no atlas. Read, never written.
        case legacySheet = "sheet"
    }

    /// Reads a `manifest.json` mrefresh wrote (this version's, or 0.3.0's with its one `sheet`).
    ///
    /// - Throws: what is wrong and where: not JSON, a member missing or of another type, an unknown stage.
    public init(json bytes: [UInt8]) throws(JSONDecodingError) {
        self = try JSON.decode(Manifest.self, from: bytes)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        inputHash = try container.decodeIfPresent(String.self, forKey: .inputHash)
        inputFilesHash = try container.decodeIfPresent(String.self, forKey: .inputFilesHash)
        canvas = try container.decode(Canvas.self, forKey: .canvas).size
        scales = try container.decode([Int].self, forKey: .scales)
        layers = try container.decode([Layer].self, forKey: .layers)
        stages = try container.decodeIfPresent([StageInfo].self, forKey: .stages) ?? []
        sheets = try container.decodeIfPresent([Sheet].self, forKey: .sheets) ?? []
        animatedPNGs = try container.decodeIfPresent([AnimatedPNG].self, forKey: .animatedPNGs) ?? []
        androidFiles = try container.decodeIfPresent([String].self, forKey: .androidFiles) ?? []
        lottie = try container.decodeIfPresent(String.self, forKey: .lottie)
        animatedVectors = try container.decodeIfPresent([String].self, forKey: .animatedVectors) ?? []
        preview = try container.decodeIfPresent(String.self, forKey: .preview)
        web = try container.decodeIfPresent([String].self, forKey: .web) ?? []
        assetCatalog = try container.decodeIfPresent(AssetCatalogFiles.self, forKey: .assetCatalog)
        frames = try container.decode([Frame].self, forKey: .frames)
        appearance = try container.decodeAppearance(forKey: .appearance)
        appearances = try container.decodeIfPresent([OtherAppearance].self, forKey: .appearances)?.map { other in
            var manifest = other.manifest
            (manifest.canvas, manifest.scales, manifest.layers) = (canvas, scales, layers)
            return manifest
        } ?? []
        legacySheet = try container.decodeIfPresent(LegacySheet.self, forKey: .legacySheet)?.file
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encodeHead(into: &container)
        try container.encode(frames, forKey: .frames)
    }

    /// Everything but the frames, which come last.
    private func encodeHead(into container: inout KeyedEncodingContainer<CodingKeys>) throws {
        try container.encode("mrefresh", forKey: .generator)
        try container.encodeIfPresent(inputHash, forKey: .inputHash)
        try container.encodeIfPresent(inputFilesHash, forKey: .inputFilesHash)
        try container.encode(Canvas(canvas), forKey: .canvas)
        try container.encode(scales, forKey: .scales)
        try container.encode(layers, forKey: .layers)
        try container.encodeUnlessEmpty(stages, forKey: .stages)
        try container.encodeUnlessEmpty(sheets, forKey: .sheets)
        try container.encodeUnlessEmpty(animatedPNGs, forKey: .animatedPNGs)
        try container.encodeUnlessEmpty(androidFiles, forKey: .androidFiles)
        try container.encodeIfPresent(lottie, forKey: .lottie)
        try container.encodeUnlessEmpty(animatedVectors, forKey: .animatedVectors)
        try container.encodeIfPresent(preview, forKey: .preview)
        try container.encodeUnlessEmpty(web, forKey: .web)
        try container.encodeIfPresent(assetCatalog, forKey: .assetCatalog)
        try container.encodeIfPresent(appearance?.rawValue, forKey: .appearance)
        try container.encodeUnlessEmpty(appearances.map(OtherAppearance.init), forKey: .appearances)
    }

    /// An entry of `appearances`: one appearance's frames, stages and exports (its canvas, scales and
    /// layers are the manifest's).
    private struct OtherAppearance: Codable {
        var manifest: Manifest

        init(_ manifest: Manifest) { self.manifest = manifest }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            manifest = Manifest(canvas: Size(width: 0, height: 0), scales: [], layers: [],
                                frames: try container.decode([Frame].self, forKey: .frames))
            manifest.appearance = try container.decodeAppearance(forKey: .appearance)
            manifest.stages = try container.decodeIfPresent([StageInfo].self, forKey: .stages) ?? []
            manifest.sheets = try container.decodeIfPresent([Sheet].self, forKey: .sheets) ?? []
            manifest.animatedPNGs = try container.decodeIfPresent([AnimatedPNG].self, forKey: .animatedPNGs) ?? []
            manifest.androidFiles = try container.decodeIfPresent([String].self, forKey: .androidFiles) ?? []
            manifest.lottie = try container.decodeIfPresent(String.self, forKey: .lottie)
            manifest.animatedVectors = try container.decodeIfPresent([String].self, forKey: .animatedVectors) ?? []
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(manifest.appearance?.rawValue, forKey: .appearance)
            try container.encodeUnlessEmpty(manifest.stages, forKey: .stages)
            try container.encodeUnlessEmpty(manifest.sheets, forKey: .sheets)
            try container.encodeUnlessEmpty(manifest.animatedPNGs, forKey: .animatedPNGs)
            try container.encodeUnlessEmpty(manifest.androidFiles, forKey: .androidFiles)
            try container.encodeIfPresent(manifest.lottie, forKey: .lottie)
            try container.encodeUnlessEmpty(manifest.animatedVectors, forKey: .animatedVectors)
            try container.encode(manifest.frames, forKey: .frames)
        }
    }

    /// The manifest as JSON, keys in a fixed order, frames last.
    public var json: JSON { Self.encoded(self) }

    /// The manifest as JSON text, the same as `json.text` but made frame by frame (the head through the
    /// encoder, then each frame's value as it is built for encoding), so a run of thousands of frames never
    /// holds a tree of values for all of them.
    public var text: String {
        var out = Self.encoded(Head(manifest: self)).text
        out.removeLast()  // The closing brace: the frames follow.
        out += ",\"frames\":["
        for (n, frame) in frames.enumerated() {
            if n > 0 { out += "," }
            out += frame.json.text
        }
        out += "]}"
        return out
    }

    /// `value` as JSON. A manifest's parts throw nothing of their own when encoded and the JSON encoder
    /// fails only on unsigned integers past `Int.max`, which they have none of.
    private static func encoded(_ value: some Encodable) -> JSON {
        do {
            return try JSON(encoding: value)
        } catch {
            preconditionFailure("a manifest's parts always encode: \(error)")
        }
    }

    /// The manifest without its frames, for ``text``.
    private struct Head: Encodable {
        let manifest: Manifest

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try manifest.encodeHead(into: &container)
        }
    }

    /// `canvas`: the canvas size in points.
    private struct Canvas: Codable {
        var width: Double
        var height: Double

        init(_ size: MRefreshCore.Size) {
            (width, height) = (size.width, size.height)
        }

        var size: MRefreshCore.Size { Size(width: width, height: height) }
    }

    /// What is read of 0.3.0's `sheet`: its file (it had no atlas).
    private struct LegacySheet: Decodable {
        var file: String
    }
}

extension KeyedDecodingContainer {
    /// An `appearance` member, by its name (``MRefreshCore/Appearance``'s raw values); nil when absent.
    func decodeAppearance(forKey key: K) throws -> Appearance? {
        guard let name = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let appearance = Appearance(rawValue: name) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "unknown appearance '\(name)'")
        }
        return appearance
    }
}

extension KeyedEncodingContainer {
    /// Encodes `list` unless it is empty: the exports' lists are left out of a manifest when they wrote nothing.
    mutating func encodeUnlessEmpty<T: Encodable>(_ list: [T], forKey key: K) throws {
        if !list.isEmpty { try encode(list, forKey: key) }
    }
}

extension Manifest.Frame: Codable {
    enum CodingKeys: String, CodingKey {
        case file, stage, index, state, progress, transition, pullDistance, time, scale, pixelWidth, pixelHeight, sha256
        case appearance
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        stage = try container.decode(Stage.self, forKey: .stage)
        index = try container.decode(Int.self, forKey: .index)
        state = try container.decode(RefreshState.self, forKey: .state)
        progress = try container.decodeIfPresent(Double.self, forKey: .progress)
        transition = try container.decodeIfPresent(Double.self, forKey: .transition)
        pullDistance = try container.decodeIfPresent(Double.self, forKey: .pullDistance)
        time = try container.decodeIfPresent(Double.self, forKey: .time)
        scale = try container.decode(Int.self, forKey: .scale)
        pixelWidth = try container.decode(Int.self, forKey: .pixelWidth)
        pixelHeight = try container.decode(Int.self, forKey: .pixelHeight)
        sha256 = try container.decode(String.self, forKey: .sha256)
        appearance = try container.decodeAppearance(forKey: .appearance)
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    /// The frame as written: its members in order, absent ones left out. Built as a value rather than
    /// through an `Encoder` because a manifest writes one per frame (``Manifest/text``), thousands in a
    /// build; `encode(to:)` hands this on, so the order has this one home.
    var json: JSON {
        var members: [(String, JSON)] = [
            (CodingKeys.file.stringValue, .string(file)),
            (CodingKeys.stage.stringValue, .string(stage.rawValue)),
            (CodingKeys.index.stringValue, .int(index)),
            (CodingKeys.state.stringValue, .string(state.rawValue)),
        ]
        members.reserveCapacity(13)
        if let progress { members.append((CodingKeys.progress.stringValue, .number(progress))) }
        if let transition { members.append((CodingKeys.transition.stringValue, .number(transition))) }
        if let pullDistance { members.append((CodingKeys.pullDistance.stringValue, .number(pullDistance))) }
        if let time { members.append((CodingKeys.time.stringValue, .number(time))) }
        members.append((CodingKeys.scale.stringValue, .int(scale)))
        members.append((CodingKeys.pixelWidth.stringValue, .int(pixelWidth)))
        members.append((CodingKeys.pixelHeight.stringValue, .int(pixelHeight)))
        members.append((CodingKeys.sha256.stringValue, .string(sha256)))
        if let appearance { members.append((CodingKeys.appearance.stringValue, .string(appearance.rawValue))) }
        return .object(members)
    }
}

extension Manifest.Layer: Codable {
    enum CodingKeys: String, CodingKey {
        case name, transform, lineWidth
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        let coefficients = try container.decode([Double].self, forKey: .transform)
        guard coefficients.count == 6 else {
            throw DecodingError.dataCorruptedError(forKey: .transform, in: container, debugDescription: "not six numbers")
        }
        transform = AffineTransform(a: coefficients[0], b: coefficients[1], c: coefficients[2], d: coefficients[3],
                                    e: coefficients[4], f: coefficients[5])
        lineWidth = try container.decode(Double.self, forKey: .lineWidth)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(transform.coefficients, forKey: .transform)
        try container.encode(lineWidth, forKey: .lineWidth)
    }
}

extension Manifest.Sheet: Codable {
    enum CodingKeys: String, CodingKey {
        case file, atlas, scale, pixelWidth, pixelHeight, cellWidth, cellHeight, cells, sha256
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        atlas = try container.decode(String.self, forKey: .atlas)
        scale = try container.decode(Int.self, forKey: .scale)
        let cellWidth = try container.decode(Int.self, forKey: .cellWidth)
        let cellHeight = try container.decode(Int.self, forKey: .cellHeight)
        // The layout's columns and rows: the sheet's size in whole cells.
        func cells(_ key: CodingKeys, of side: Int) throws -> Int {
            let pixels = try container.decode(Int.self, forKey: key)
            let count = side > 0 ? pixels / side : 0
            guard count >= 0, count * side == pixels else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a whole number of cells")
            }
            return count
        }
        let columns = try cells(.pixelWidth, of: cellWidth)
        let rows = try cells(.pixelHeight, of: cellHeight)
        layout = SpriteSheet(cellWidth: cellWidth, cellHeight: cellHeight, columns: columns, rows: rows,
                             cells: try container.decode([SpriteSheet.Cell].self, forKey: .cells))
        sha256 = try container.decode(String.self, forKey: .sha256)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(atlas, forKey: .atlas)
        try container.encode(scale, forKey: .scale)
        try container.encode(layout.width, forKey: .pixelWidth)
        try container.encode(layout.height, forKey: .pixelHeight)
        try container.encode(layout.cellWidth, forKey: .cellWidth)
        try container.encode(layout.cellHeight, forKey: .cellHeight)
        try container.encode(layout.cells, forKey: .cells)
        try container.encode(sha256, forKey: .sha256)
    }
}

extension SpriteSheet.Cell: Codable {
    enum CodingKeys: String, CodingKey {
        case stage, index, x, y
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        stage = try container.decode(Stage.self, forKey: .stage)
        index = try container.decode(Int.self, forKey: .index)
        x = try container.decode(Int.self, forKey: .x)
        y = try container.decode(Int.self, forKey: .y)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stage, forKey: .stage)
        try container.encode(index, forKey: .index)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
    }
}

extension Manifest.AnimatedPNG: Codable {
    enum CodingKeys: String, CodingKey {
        case file, stage, scale, frames, plays, sha256
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        stage = try container.decode(Stage.self, forKey: .stage)
        scale = try container.decode(Int.self, forKey: .scale)
        frames = try container.decode(Int.self, forKey: .frames)
        plays = try container.decode(Int.self, forKey: .plays)
        sha256 = try container.decode(String.self, forKey: .sha256)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(stage, forKey: .stage)
        try container.encode(scale, forKey: .scale)
        try container.encode(frames, forKey: .frames)
        try container.encode(plays, forKey: .plays)
        try container.encode(sha256, forKey: .sha256)
    }
}

extension Manifest.AssetCatalogFiles: Codable {
    enum CodingKeys: String, CodingKey {
        case folder, imageSets
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        folder = try container.decode(String.self, forKey: .folder)
        imageSets = try container.decode([Manifest.ImageSet].self, forKey: .imageSets)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(folder, forKey: .folder)
        try container.encode(imageSets, forKey: .imageSets)
    }
}

extension Manifest.ImageSet: Codable {
    enum CodingKeys: String, CodingKey {
        case name, stage, index, files
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        stage = try container.decode(Stage.self, forKey: .stage)
        index = try container.decode(Int.self, forKey: .index)
        files = try container.decode([String].self, forKey: .files)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(stage, forKey: .stage)
        try container.encode(index, forKey: .index)
        try container.encode(files, forKey: .files)
    }
}
