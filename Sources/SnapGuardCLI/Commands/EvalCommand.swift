import Foundation
import SnapGuardCore

/// `snapguard eval`: measures verdicts and recall on a labelled corpus.
enum EvalCommand: Command {
    static let name = "eval"
    static let abstract = "Measure verdicts and string-level recall on a labelled corpus."
    static let usage = "eval [OPTIONS] CORPUS"
    static let discussion = """
        CORPUS is a folder of screens with a truth.json (see Scripts/README.md), such as
        Tests/Corpus/tuning. A labelled string counts as found when any finding's box overlaps it.
        Prints the leaky screens caught, the harmless screens passed and recall per category.
        With the standard pipeline it also runs the single-pass reference and checks that every
        string the single pass located was located by the standard pipeline too ("never read
        less than the plain pass"), listing each screen where that does not hold.
        The truth.json may name the Tesseract languages its screens are read with
        ("languages": "eng"); --lang overrides them.
        Also built as 'snapguard-eval': swift run -c release snapguard-eval Tests/Corpus/tuning
        """
    static let exitCodes: [ExitCode: String] = [
        .passed: "every verdict is right and the check holds",
        .failed: "a verdict is wrong, or the check does not hold",
        .usage: "usage error, or the corpus or its truth.json cannot be read",
    ]
    /// The OCR pipelines `--pipeline` chooses from.
    enum Pipeline: String, CaseIterable, Sendable {
        case standard
        case singlePass = "single-pass"

        var recognition: RecognitionPipeline {
            switch self {
            case .standard: .standard
            case .singlePass: .singlePass
            }
        }
    }

    static let pipeline = ValueOption<Pipeline>(
        .option("pipeline", value: "NAME", help: "OCR pipeline: standard (default), or single-pass for the plain one-read reference.")
    ) { text throws(UsageError) in
        guard let pipeline = Pipeline(rawValue: text) else {
            throw UsageError("unknown pipeline '\(text)'; choose \(Pipeline.allCases.map(\.rawValue).joined(separator: " or "))")
        }
        return pipeline
    }
    static let noReference = OptionSpec.flag("no-reference", help: "Skip the single-pass reference run and its check (faster).")
    static let verbose = OptionSpec.flag("verbose", short: "v", help: "List every screen, with its findings' masked values.")

    static let options: [OptionSpec] = [
        CommonOptions.lang.withHelp("Tesseract languages (default: the truth.json's \"languages\", else eng+vie)."),
        CommonOptions.jobs.withHelp("Screens scanned in parallel (default: the core count).").spec,
        pipeline.spec, noReference, verbose,
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.count == 1 else { throw UsageError("give exactly one corpus folder") }
        let folder = URL(fileURLWithPath: arguments.positionals[0])
        // Options are checked before the corpus is read, so a usage error is reported as one.
        let jobs = try arguments.value(CommonOptions.jobs) ?? ProcessInfo.processInfo.activeProcessorCount
        let chosen = try arguments.value(pipeline) ?? .standard
        let truth = try CorpusTruth.load(from: folder)
        let languages = arguments.value(CommonOptions.lang) ?? truth.languages ?? "eng+vie"
        let patterns = try PatternLibrary.defaults()
        let paths = truth.screens.map { folder.appendingPathComponent($0.image).path }
        let start = Date()
        let results = try ScanSession(settings: ScanSettings(patterns: patterns, languages: languages, jobs: jobs, pipeline: chosen.recognition))
            .scan(ScanPlan(paths: paths)).screens
        let seconds = Date().timeIntervalSince(start)
        let evaluation = Evaluation(truth: truth.screens, results: results)
        var lines = render(evaluation, verbose: arguments.flag(verbose), seconds: seconds, jobs: jobs)
        var comparison: ReferenceComparison?
        if chosen == .standard, !arguments.flag(noReference) {
            let reference = try ScanSession(settings: ScanSettings(patterns: patterns, languages: languages, jobs: jobs,
                                                                   pipeline: .singlePass)).scan(ScanPlan(paths: paths)).screens
            comparison = ReferenceComparison(evaluated: evaluation, reference: Evaluation(truth: truth.screens, results: reference))
            lines += render(comparison!, reference: Evaluation(truth: truth.screens, results: reference))
        }
        console.writeLines(lines)
        let allRight = evaluation.leakyCaught == evaluation.leaky.count && evaluation.harmlessPassed == evaluation.harmless.count
        return allRight && comparison?.holds ?? true ? .passed : .failed
    }

    /// The "never read less than the plain pass" check, one line per screen where it fails.
    private static func render(_ comparison: ReferenceComparison, reference: Evaluation) -> [String] {
        var lines = comparison.shortfalls.flatMap { shortfall in
            ["BELOW SINGLE PASS \(shortfall.image):"]
                + shortfall.strings.map { "      single pass located \($0.category): \($0.text) at \($0.box)" }
        }
        let overall = reference.overallRecall
        lines.append(String(format: "single-pass reference:   %d/%d strings (%.1f%%), %d/%d leaky caught", overall.found, overall.total,
                            overall.recall * 100, reference.leakyCaught, reference.leaky.count))
        lines.append("standard ⊇ single pass:  " + (comparison.holds
            ? "holds on all \(comparison.screenCount) screens"
            : "FAILS on \(comparison.shortfalls.count)/\(comparison.screenCount) screens"))
        return lines
    }

    private static func render(_ evaluation: Evaluation, verbose: Bool, seconds: Double, jobs: Int) -> [String] {
        var lines: [String] = []
        for outcome in evaluation.screens where verbose || !outcome.verdictCorrect || !outcome.missed.isEmpty {
            lines.append("\(outcome.verdictCorrect ? "ok   " : "WRONG") \(outcome.truth.image): \(outcome.result.verdict.rawValue) "
                + "(expected \(outcome.truth.expectedVerdict.rawValue))" + (outcome.result.error.map { ", error: \($0)" } ?? ""))
            // Labelled strings are the corpus's own synthetic values; findings stay masked.
            lines += outcome.missed.map { "      missed \($0.category): \($0.text) at \($0.box)" }
            if !outcome.verdictCorrect || verbose {
                lines += outcome.result.findings.map { "      found \($0.category) \($0.patternId) \($0.masked) at \($0.box)" }
            }
        }
        lines.append("leaky screens caught:    \(evaluation.leakyCaught)/\(evaluation.leaky.count)")
        lines.append("harmless screens passed: \(evaluation.harmlessPassed)/\(evaluation.harmless.count)")
        lines.append("string-level recall by category:")
        // Category names come from the truth file: escaped before padding, and never cut short.
        let rows = evaluation.recallByCategory + [evaluation.overallRecall]
        let width = max(10, rows.map { TerminalEscaping.escape($0.category.rawValue).count }.max() ?? 0)
        for entry in rows {
            lines.append("  " + TerminalEscaping.escape(entry.category.rawValue).padding(toLength: width, withPad: " ", startingAt: 0)
                + String(format: " %4d/%-4d %6.1f%%", entry.found, entry.total, entry.recall * 100))
        }
        lines.append(String(format: "%d screens in %.1f s (%.2f s per screen, %d jobs)", evaluation.screens.count, seconds,
                            seconds / Double(max(1, evaluation.screens.count)), jobs))
        return lines
    }
}
