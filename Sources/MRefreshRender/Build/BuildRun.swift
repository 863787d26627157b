import Dispatch
import MRefreshCore
import MRefreshPNG
import Synchronization
import MRefreshSystem
import MRefreshSVG

/// Draws every frame of every indicator of a plan (one shard's share) with one pool of workers, writing
/// `DIR/<name>/` with its manifest and `DIR/index.json` (MRefresh.docc/JobFiles.md).
///
/// Workers take frames, not indicators: an indicator is opened (loaded, fitted, walked) when the first
/// worker reaches it and closed (its manifest written) when its last frame is written, and at most a few
/// are open at once, so memory does not grow with the number of indicators or frames.
public struct BuildRun: Sendable {
    /// What happened to one indicator.
    public enum Outcome: Sendable {
        /// Drawn: its files, what its exports leave out (``RenderPlan/exportWarnings``), and what its inputs
        /// warned of (``RenderPlan/inputWarnings``).
        case built(files: Int, warnings: [String], inputWarnings: [InputError])
        /// Up to date: its manifest records the same input hash and lists files that all exist.
        case skipped
        /// Another shard draws it.
        case otherShard
        /// It could not be built: the error value of the layer that failed.
        case failed(any Error)
    }

    /// The indicators to draw.
    public let plan: BuildPlan
    /// The build's folder: one folder per indicator, and the index.
    public let output: OutputDirectory
    /// The shard this run draws (0-based).
    public let shard: Int
    /// Redraw even up-to-date indicators.
    public let force: Bool
    /// How the PNG files are compressed.
    public let encoder: PNGEncoder
    private let cache: InputCache
    /// Indices of this shard's items that are up to date (their manifests read once, here).
    private let upToDate: Set<Int>
    /// The build folder's cache as read (``BuildStatCache``), and the entries of the up-to-date items as
    /// confirmed now.
    private let previousCache: BuildStatCache, confirmedCache: BuildStatCache
    /// How many files the up-to-date check read and hashed: those the cache could not vouch for.
    package let hashedFiles: Int
    /// Where the cache of file metadata is kept.
    private let cacheLocation: BuildStatCache.Location

    /// Creates a run of `plan`'s items assigned to `shard`, into `output`, keeping its cache of file
    /// metadata in `output` unless `cacheFile` names another (a folder and a name in it).
    public init(plan: BuildPlan, output: OutputDirectory, shard: Int = 0, force: Bool = false,
                encoder: PNGEncoder = .standard, cache: InputCache = InputCache(),
                cacheFile: (folder: OutputDirectory, name: String)? = nil) {
        self.plan = plan
        self.output = output
        self.shard = shard
        self.force = force
        self.encoder = encoder
        self.cache = cache
        cacheLocation = cacheFile.map { BuildStatCache.Location(folder: $0.folder, name: $0.name) }
            ?? BuildStatCache.Location(folder: output)
        let previous = force ? BuildStatCache() : BuildStatCache(reading: cacheLocation)
        var confirmed = BuildStatCache(), hashed = 0, upToDate = Set<Int>()
        if !force {
            // Checked on every core: a no-op build of hundreds of indicators is mostly these stats.
            let mine = plan.items.indices.filter { plan.items[$0].shard == shard }
            let results = Mutex([(index: Int, entry: BuildStatCache.Entry?, hashed: Int)]())
            DispatchQueue.concurrentPerform(iterations: mine.count) { position in
                var count = 0
                let entry = Self.upToDateEntry(plan.items[mine[position]], in: output, cache: previous, hashed: &count)
                results.withLock { $0.append((mine[position], entry, count)) }
            }
            for (index, entry, count) in results.withLock({ $0 }) {
                hashed += count
                guard let entry else { continue }
                upToDate.insert(index)
                confirmed.entries[plan.items[index].name] = entry
            }
        }
        self.upToDate = upToDate
        previousCache = previous
        confirmedCache = confirmed
        hashedFiles = hashed
    }

    /// The cache entry of `item` when it is already drawn as its manifest says: the manifest records the
    /// same input hash and every file it lists is there with the bytes it records. The cache vouches for
    /// files whose metadata it recorded (``BuildStatCache/confirms(_:inputHash:in:)``); otherwise the
    /// manifest is read and each file with a recorded SHA-256 hashed (counted in `hashed`). Either way the
    /// images it read must read as they did. Nil when the item must be drawn.
    static func upToDateEntry(_ item: BuildPlan.Item, in output: OutputDirectory, cache: BuildStatCache,
                              hashed: inout Int) -> BuildStatCache.Entry? {
        // Read in place: checking must not create the indicator's folder (nor follow a link there).
        guard let hash = item.inputHash, let folder = try? output.existingFolder(item.name) else { return nil }
        let entry = cache.confirms(item.name, inputHash: hash, in: folder) ? cache.entries[item.name]
            : hashedEntry(item.name, inputHash: hash, in: folder, cache: cache, hashed: &hashed)
        // The images it read, read again (they are few, and their stamps are not the build's to settle).
        guard let entry, entry.inputFiles.holdNow else { return nil }
        return entry
    }

    /// The entry of the indicator `name` proved by reading its manifest and hashing each file with a
    /// recorded SHA-256 (counted in `hashed`): nil when one differs. The list of the images it read comes
    /// from the cache, which alone keeps it; one the manifest does not record is not trusted.
    private static func hashedEntry(_ name: String, inputHash hash: String, in folder: OutputDirectory,
                                    cache: BuildStatCache, hashed: inout Int) -> BuildStatCache.Entry? {
        guard let manifest = folder.read(RenderRun.manifestFile),
              let listing = Manifest.Listing(manifest), listing.inputHash == hash else { return nil }
        for path in listing.paths {
            guard let digest = listing.digests[path] else {
                guard folder.exists(path) else { return nil }
                continue
            }
            guard let bytes = folder.read(path) else { return nil }
            hashed += 1
            guard SHA256.hexDigest(bytes) == digest else { return nil }
        }
        var entry = BuildStatCache.Entry(listing: listing, inputHash: hash, in: folder)
        if let filesHash = listing.inputFilesHash {
            guard let recorded = cache.entries[name]?.inputFiles, recorded.hash == filesHash else { return nil }
            entry?.inputFiles = recorded
        }
        return entry
    }

    /// The items this run draws (its shard's, not up to date): their files in all, for a progress bar.
    public var filesToDraw: Int {
        plan.items.indices.filter { plan.items[$0].shard == shard && !upToDate.contains($0) }
            .reduce(0) { $0 + plan.items[$1].files }
    }

    /// An indicator being drawn: its run, and its folder's previous manifest, set aside before its first
    /// frame is drawn.
    private final class Opened: ScheduledFrames {
        let run: RenderRun.Frames
        let replacement: ManifestReplacement

        init(run: RenderRun, replacement: ManifestReplacement) {
            self.run = RenderRun.Frames(run)
            self.replacement = replacement
        }

        var taskCount: Int { run.taskCount }
        var frameBytes: Int { run.frameBytes }
        var openBytes: Int { run.openBytes }
        func perform(_ task: Int) throws { try run.perform(task) }
    }

    /// Builds, then writes `index.json` and removes the outputs of indicators the previous index listed
    /// and this plan does not have, and of those another shard draws (only files their manifests list). The previous index is set aside
    /// first and each indicator's manifest before its folder changes (`ManifestReplacement`), so a build
    /// that fails or is killed leaves no index or manifest that disagrees with the files.
    ///
    /// - Parameters:
    ///   - jobs: worker threads (at least 1), shared by the frames of every indicator.
    ///   - progress: called after each file with (files done, files in all), one call at a time.
    ///   - note: called with each line a user should read that is not an indicator's outcome (a stale
    ///     indicator's folder that is a link, left alone).
    /// - Returns: each item's outcome, in plan order.
    public func run(jobs: Int, progress: @Sendable (Int, Int) -> Void = { _, _ in },
                    note: (String) -> Void = { _ in }) throws(OutputError) -> [Outcome] {
        let indexReplacement = try ManifestReplacement(retiring: BuildPlan.indexFile, in: output)
        let total = filesToDraw
        let items = plan.items
        var initial = [Outcome?](repeating: nil, count: items.count)
        var toDraw: [Int] = []
        for (index, item) in items.enumerated() {
            if item.shard != shard {
                initial[index] = .otherShard
            } else if case .failure(let error) = item.spec {
                initial[index] = .failed(error)
            } else if upToDate.contains(index) {
                initial[index] = .skipped
            } else {
                toDraw.append(index)
            }
        }
        let queue = toDraw
        let outcomes = Mutex(initial)
        // The entries of the indicators drawn now, stamped once their manifests are written.
        let drawn = Mutex([String: BuildStatCache.Entry]())
        // One scheduler with render's: indicators opened as workers reach them, within the memory budget.
        FrameScheduler(budget: RenderLimits.standard.memoryBudget, workers: jobs).run(items: queue.count, open: { position in
            open(items[queue[position]]).map { Opened(run: $0.0, replacement: $0.1) as any ScheduledFrames }
        }, closed: { position, frames, failure in
            let outcome: Outcome
            if let failure {
                outcome = .failed(failure)
            } else if let opened = frames as? Opened {
                do {
                    let manifest = try opened.run.run.finish(replacing: opened.replacement)
                    // Every appearance is part of the indicator; what several say is said once.
                    let run = opened.run.run
                    let item = items[queue[position]]
                    if let hash = item.inputHash,
                       var entry = BuildStatCache.Entry(listing: Manifest.Listing(manifest), inputHash: hash, in: run.output) {
                        entry.inputFiles = run.inputFiles ?? InputFileDigests(entries: [])
                        drawn.withLock { $0[item.name] = entry }
                    }
                    outcome = .built(files: run.fileCount, warnings: run.plans.flatMap(\.exportWarnings).uniqued(),
                                     inputWarnings: run.plans.flatMap(\.inputWarnings).uniqued())
                } catch {
                    outcome = .failed(error)
                }
            } else {
                outcome = .failed(CancellationError())
            }
            outcomes.withLock { $0[queue[position]] = outcome }
        }, progress: { done in progress(min(done, total), total) })
        try writeIndexAndRemoveStale(indexReplacement, note: note)
        writeCache(adding: drawn.withLock { $0 })
        return outcomes.withLock { $0.map { $0 ?? .skipped } }
    }

    /// The run of one indicator: loaded through the cache, walked, planned (over a limit, it fails before
    /// its folder is made), its folders opened (a link where one should be is an error), and its previous
    /// manifest set aside.
    private func open(_ item: BuildPlan.Item) -> Result<(RenderRun, ManifestReplacement), any Error> {
        guard case .success(let spec) = item.spec else { return .failure(CancellationError()) }
        do {
            var settings = RenderPlan.Settings()
            settings.assetName = item.name
            settings.title = item.name
            settings.inputHash = item.inputHash
            settings.encoder = encoder
            // Its appearances are drawn together, into its one folder, in whichever shard it falls.
            let plans = try RenderPlan.appearances(of: spec, settings: settings) { [cache] spec throws(IndicatorError) in
                try Indicator(spec, cache: cache)
            }
            let run = try RenderRun(plans: plans, output: try output.folder(item.name))
            return .success((run, try run.begin()))
        } catch {
            return .failure(error)
        }
    }

    /// Writes the cache of the up-to-date items and those drawn now (``BuildStatCache``), unless it would
    /// say what the cache read says: a no-op build whose files the cache vouched for writes nothing. A
    /// cache that cannot be written only costs the next build its hashing, so a failure is not one.
    private func writeCache(adding drawn: [String: BuildStatCache.Entry]) {
        // Without hashing, every confirmed entry is the one read: the same keys, the same cache.
        if hashedFiles == 0, drawn.isEmpty, Set(confirmedCache.entries.keys) == Set(previousCache.entries.keys) { return }
        var next = confirmedCache
        next.entries.merge(drawn) { _, new in new }
        try? cacheLocation.folder.write(next.bytes, to: cacheLocation.name)
    }

    /// `index.json` (the same in every shard), after removing what the previous index listed and this
    /// plan has not, and, in a shard, what another shard draws: only files their manifests list, in
    /// folders that are folders (a link is left alone, with a note).
    ///
    /// A shard's folder holds its own indicators only, so the N folders copied together are one unsharded
    /// build even when they are reused (a CI cache) after the job changed and indicators moved between
    /// shards: a copy left behind from an earlier run would otherwise win or lose by copying order.
    private func writeIndexAndRemoveStale(_ replacement: ManifestReplacement, note: (String) -> Void) throws(OutputError) {
        let names = Set(plan.items.map(\.name))
        var stale: [(name: String, reason: String)] = []
        if let previous = replacement.previous {
            // An index that does not read removes nothing: its indicators' folders stay.
            let listed = (try? BuildIndex(json: previous))?.listedNames ?? []
            stale += listed.filter { !names.contains($0) }.map { ($0, "is no longer built") }
        }
        stale += plan.items.filter { $0.shard != shard }.map { ($0.name, "is another shard's") }
        for (name, reason) in stale {
            let folder: OutputDirectory
            do {
                guard let existing = try output.existingFolder(name) else { continue }
                folder = existing
            } catch {
                note("\(error.description); left as it is (the indicator '\(name)' \(reason))")
                continue
            }
            let retired = ManifestReplacement.retiredName(of: RenderRun.manifestFile)
            if let manifest = folder.read(RenderRun.manifestFile) ?? folder.read(retired) {
                Manifest.Listing(manifest)?.removeFiles(from: folder, except: nil)
            }
            folder.remove(RenderRun.manifestFile)
            folder.remove(retired)
            output.removeEmptyFolder(name)  // Only when empty: files mrefresh did not write stay.
        }
        try replacement.finish(writing: Array((plan.index.text + "\n").utf8))
    }
}
