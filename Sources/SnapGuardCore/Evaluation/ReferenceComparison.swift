/// "Never read less than the plain pass": the labelled strings a reference run (the single
/// whole-page pass) located on a screen that the evaluated run did not.
///
/// Both evaluations must cover the same screens in the same order, as `snapguard eval` makes them.
package struct ReferenceComparison: Sendable {
    /// One screen where the reference located a string the evaluated run missed.
    package struct Shortfall: Sendable {
        package var image: String
        /// Strings the reference located and the evaluated run did not.
        package var strings: [CorpusTruth.LabelledString]
    }

    /// Screens compared.
    package var screenCount: Int
    /// The screens where the evaluated run located less than the reference, in corpus order.
    package var shortfalls: [Shortfall]

    /// True when every string the reference located was also located by the evaluated run.
    package var holds: Bool { shortfalls.isEmpty }

    package init(evaluated: Evaluation, reference: Evaluation) {
        precondition(evaluated.screens.count == reference.screens.count, "the same screens in both runs")
        screenCount = evaluated.screens.count
        shortfalls = zip(evaluated.screens, reference.screens).compactMap { mine, theirs in
            precondition(mine.truth.image == theirs.truth.image, "the same screens in the same order")
            let lost = theirs.found.filter { !mine.found.contains($0) }
            return lost.isEmpty ? nil : Shortfall(image: mine.truth.image, strings: lost)
        }
    }
}
