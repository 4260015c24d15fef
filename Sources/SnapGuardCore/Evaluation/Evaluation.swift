/// How a scan of a labelled corpus compares with its ground truth.
public struct Evaluation: Sendable {
    public struct ScreenOutcome: Sendable {
        public var truth: CorpusTruth.Screen
        public var result: ScreenResult
        /// Labelled strings that some finding's box overlaps.
        public var found: [CorpusTruth.LabelledString]
        public var missed: [CorpusTruth.LabelledString]

        public var verdictCorrect: Bool { result.verdict == truth.expectedVerdict }
    }

    public struct CategoryRecall: Sendable {
        public var category: Category
        public var found: Int
        public var total: Int
        public var recall: Double { total == 0 ? 1 : Double(found) / Double(total) }
    }

    public var screens: [ScreenOutcome]

    /// Compares each result with the truth of the screen at the same position.
    public init(truth: [CorpusTruth.Screen], results: [ScreenResult]) {
        precondition(truth.count == results.count, "one result per labelled screen")
        screens = zip(truth, results).map { truth, result in
            let found = truth.strings.filter { label in result.findings.contains { $0.box.intersection(label.box) != nil } }
            let missed = truth.strings.filter { !found.contains($0) }
            return ScreenOutcome(truth: truth, result: result, found: found, missed: missed)
        }
    }

    public var leaky: [ScreenOutcome] { screens.filter { $0.truth.expectedVerdict == .fail } }
    public var harmless: [ScreenOutcome] { screens.filter { $0.truth.expectedVerdict == .pass } }
    public var leakyCaught: Int { leaky.count { $0.result.verdict == .fail } }
    public var harmlessPassed: Int { harmless.count { $0.result.verdict == .pass } }

    /// String-level recall for each category in the truth, sorted by category.
    public var recallByCategory: [CategoryRecall] {
        let labels = screens.flatMap { outcome in outcome.truth.strings.map { ($0.category, outcome.found.contains($0)) } }
        return Dictionary(grouping: labels, by: \.0).map { category, entries in
            CategoryRecall(category: category, found: entries.count { $0.1 }, total: entries.count)
        }.sorted { $0.category < $1.category }
    }

    /// Recall over every labelled string, reported as category "all".
    public var overallRecall: CategoryRecall {
        let recalls = recallByCategory
        return CategoryRecall(category: "all", found: recalls.reduce(0) { $0 + $1.found }, total: recalls.reduce(0) { $0 + $1.total })
    }
}
