/// The images a scan covers, and the ones it left out and why.
package struct ScanPlan: Hashable, Sendable {
    /// Every image found below the paths given.
    package var found: [String]
    /// Those no ignore glob matches.
    package var notIgnored: [String]
    /// Those in this run's shard: the ones scanned.
    package var selected: [String]
    /// The selected paths that the folder walk saw will not read as images (a dangling link, a
    /// FIFO, a folder named like an image, a subfolder that cannot be listed, …), with the reason.
    /// Each is reported as an `error` screen with that reason, and is never opened.
    package var problems: [String: String]
    /// Snapshots' `downscaled/` copies the search left out, because their scene has a full-size
    /// snapshot that is scanned (`SnapshotDiscovery.includeDownscaled` scans them too).
    package var skippedDownscaled: [String]

    /// The images a scan of `paths` (files and folders) covers: found (by `discovery`, which also
    /// finds snapshot trees in app containers and simulator folders), not matched by an `ignore`
    /// glob, in `shard`, with the reason the walk saw for each that will not read as an image.
    init(_ paths: [String], ignore: [Glob], shard: Shard?, discovery: ImageDiscovery) throws(DiscoveryError) {
        let discovered = try discovery.discover(paths)
        let found = discovered.paths
        let kept = found.filter { path in !ignore.contains { $0.matches(path) } }
        let selected = kept.filter { shard?.contains($0) ?? true }
        let scanned = Set(selected)
        self.init(found: found, notIgnored: kept, selected: selected,
                  problems: discovered.problems.filter { scanned.contains($0.key) },
                  skippedDownscaled: discovered.skippedDownscaled)
    }

    /// A plan that scans exactly `paths`, in order, as files (no folder search, ignore or shard).
    package init(paths: [String]) {
        self.init(found: paths, notIgnored: paths, selected: paths, problems: [:])
    }

    init(found: [String], notIgnored: [String], selected: [String], problems: [String: String], skippedDownscaled: [String] = []) {
        self.found = found
        self.notIgnored = notIgnored
        self.selected = selected
        self.problems = problems
        self.skippedDownscaled = skippedDownscaled
    }
}
