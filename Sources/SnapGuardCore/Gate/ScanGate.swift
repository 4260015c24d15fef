/// The CI gate around the scanner: picks the images (ignore globs, shard), scans them, judges
/// each screen (minimum severity, screen rules) and waives what the baseline accepts.
public struct ScanGate: Sendable {
    public var scanner: Scanner
    public var policy: VerdictPolicy
    public var ignore: [Glob]
    public var shard: Shard?
    public var baseline: Baseline?
    /// The patterns scanned for, described in reports.
    public var rules: [RuleDescription]

    public init(scanner: Scanner, policy: VerdictPolicy = VerdictPolicy(), ignore: [Glob] = [], shard: Shard? = nil,
                baseline: Baseline? = nil, rules: [RuleDescription] = []) {
        self.scanner = scanner
        self.policy = policy
        self.ignore = ignore
        self.shard = shard
        self.baseline = baseline
        self.rules = rules
    }

    /// The images this run scans: not ignored, and in this shard.
    public func select(_ paths: [String]) -> [String] {
        notIgnored(paths).filter { shard?.contains($0) ?? true }
    }

    /// The images no ignore glob matches, in every shard.
    public func notIgnored(_ paths: [String]) -> [String] {
        paths.filter { path in !ignore.contains { $0.matches(path) } }
    }

    /// Scans the selected images and returns the judged report.
    public func run(_ paths: [String], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws -> ScanReport {
        let selected = select(paths)
        let screens = selected.isEmpty ? [] : try scanner.scan(selected, progress: progress)
        let report = ScanReport(screens: screens.map(policy.judge), rules: rules)
        return baseline?.apply(to: report) ?? report
    }
}
