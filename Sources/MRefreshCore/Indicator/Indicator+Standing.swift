extension Indicator {
    /// The indicator as `frame` shows it when its input plays its own animation in `frame`'s stage: the
    /// snapshot of that animation the frame shows (a loading frame at its time, a pull frame at its
    /// progress); nil when the indicator itself shows it. PNG frames and vector exports both draw from it.
    package func snapshot(in frame: FrameSpec) -> Indicator? {
        switch frame.stage {
        case .loading where !loadingFrames.isEmpty:
            // By the frame's time where it has one (vector exports sample the loop between PNG frames' indices).
            let k = frame.time.map { Int(($0 * spec.fps).rounded()) } ?? frame.index
            return loadingFrames[((k % loadingFrames.count) + loadingFrames.count) % loadingFrames.count]
        case .pull where !pullFrames.isEmpty:
            return pullFrames[Int((min(max(frame.progress, 0), 1) * Double(pullFrames.count - 1)).rounded())]
        default:
            return nil
        }
    }

    /// Each fitted layer's identity across snapshots: where its source writes it (else its name), and how
    /// many layers before it came from the same place (a `<use>`d element, a marker at several vertices).
    package var layerKeys: [String] {
        var seen: [String: Int] = [:]
        return layout.layers.map { layer in
            let place = layer.source?.location.map { "\($0.line):\($0.column)" } ?? layer.name
            seen[place, default: 0] += 1
            return "\(place)#\(seen[place]!)"
        }
    }

    /// For each layer `keys` names (an indicator's ``layerKeys``), the same element's layer in `snapshot`
    /// (one of its ``loadingFrames`` or ``pullFrames``); nil where the snapshot does not draw it (hidden at
    /// that time).
    package static func layerCorrespondence(of keys: [String], in snapshot: Indicator) -> [Int?] {
        let found = Dictionary(snapshot.layerKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return keys.map { found[$0] }
    }
}
