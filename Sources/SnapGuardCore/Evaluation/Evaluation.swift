/// How a scan of a labelled corpus compares with its ground truth.
package struct Evaluation: Sendable {
    package struct ScreenOutcome: Sendable {
        package var truth: CorpusTruth.Screen
        package var result: ScreenResult
        /// Labelled strings that some finding's box overlaps.
        package var found: [CorpusTruth.LabelledString]
        package var missed: [CorpusTruth.LabelledString]

        package var verdictCorrect: Bool { result.verdict == truth.expectedVerdict }
    }

    package struct CategoryRecall: Sendable {
        package var category: Category
        package var found: Int
        package var total: Int
        package var recall: Double { total == 0 ? 1 : Double(found) / Double(total) }
    }

    package var screens: [ScreenOutcome]

    /// Compares each result with the truth of the screen at the same position.
    package init(truth: [CorpusTruth.Screen], results: [ScreenResult]) {
        precondition(truth.count == results.count, "one result per labelled screen")
        screens = zip(truth, results).map { truth, result in
            let found = truth.strings.filter { label in result.findings.contains { $0.box.intersection(label.box) != nil } }
            let missed = truth.strings.filter { !found.contains($0) }
            return ScreenOutcome(truth: truth, result: result, found: found, missed: missed)
        }
    }

    package var leaky: [ScreenOutcome] { screens.filter { $0.truth.expectedVerdict == .fail } }
    package var harmless: [ScreenOutcome] { screens.filter { $0.truth.expectedVerdict == .pass } }
    package var leakyCaught: Int { leaky.count { $0.result.verdict == .fail } }
    package var harmlessPassed: Int { harmless.count { $0.result.verdict == .pass } }

    /// String-level recall for each category in the truth, sorted by category.
    package var recallByCategory: [CategoryRecall] {
        let labels = screens.flatMap { outcome in outcome.truth.strings.map { ($0.category, outcome.found.contains($0)) } }
        return Dictionary(grouping: labels, by: \.0).map { category, entries in
            CategoryRecall(category: category, found: entries.count { $0.1 }, total: entries.count)
        }.sorted { $0.category < $1.category }
    }

    /// Recall over every labelled string, reported as category "all".
    package var overallRecall: CategoryRecall {
        let recalls = recallByCategory
        return CategoryRecall(category: "all", found: recalls.reduce(0) { $0 + $1.found }, total: recalls.reduce(0) { $0 + $1.total })
    }
}
