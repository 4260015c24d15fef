import Foundation
import SnapGuardCore

/// `snapguard eval`: measures verdicts and recall on a labelled corpus.
enum EvalCommand: Command {
    static let name = "eval"
    static let abstract = "Measure verdicts and string-level recall on a labelled corpus."
    static let usage = "eval [OPTIONS] CORPUS"
    static let discussion = """
        CORPUS is a folder of screens with a truth.json (see Scripts/README.md), such as
        Tests/Corpus. A labelled string counts as found when any finding's box overlaps it.
        Prints the leaky screens caught, the harmless screens passed and recall per category.
        Exit 0 when every verdict is right, 1 otherwise, 2 on a usage error.
        Also built as 'snapguard-eval': swift run -c release snapguard-eval Tests/Corpus
        """
    static let options: [OptionSpec] = [
        .option("lang", value: "LANGS", help: "Tesseract languages (default: eng+vie)."),
        .option("jobs", short: "j", value: "N", help: "Screens scanned in parallel (default: the core count)."),
        .option("pipeline", value: "NAME", help: "OCR pipeline: standard (default), or single-pass for the plain one-read reference."),
        .flag("verbose", short: "v", help: "List every screen, with its findings' masked values."),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.count == 1 else { throw UsageError("give exactly one corpus folder") }
        let folder = URL(fileURLWithPath: arguments.positionals[0])
        let languages = arguments.value("lang") ?? "eng+vie"
        let jobs = try arguments.integer("jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let truth = try CorpusTruth.load(from: folder)
        let pipeline: RecognitionPipeline
        switch arguments.value("pipeline") ?? "standard" {
        case "standard": pipeline = .standard
        case "single-pass": pipeline = .singlePass
        case let other: throw UsageError("unknown pipeline '\(other)'; choose standard or single-pass")
        }
        let settings = ScanSettings(patterns: try PatternLibrary.defaults(), languages: languages, jobs: jobs,
                                    pipeline: pipeline)
        let start = Date()
        let results = try ScanSession(settings: settings)
            .scan(ScanPlan(paths: truth.screens.map { folder.appendingPathComponent($0.image).path })).screens
        let seconds = Date().timeIntervalSince(start)
        let evaluation = Evaluation(truth: truth.screens, results: results)
        console.writeOutput(render(evaluation, verbose: arguments.flag("verbose"), seconds: seconds, jobs: jobs))
        let allRight = evaluation.leakyCaught == evaluation.leaky.count && evaluation.harmlessPassed == evaluation.harmless.count
        return allRight ? .passed : .failed
    }

    private static func render(_ evaluation: Evaluation, verbose: Bool, seconds: Double, jobs: Int) -> String {
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
        for entry in evaluation.recallByCategory + [evaluation.overallRecall] {
            lines.append("  " + entry.category.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(format: " %4d/%-4d %6.1f%%", entry.found, entry.total, entry.recall * 100))
        }
        lines.append(String(format: "%d screens in %.1f s (%.2f s per screen, %d jobs)", evaluation.screens.count, seconds,
                            seconds / Double(max(1, evaluation.screens.count)), jobs))
        return lines.joined(separator: "\n") + "\n"
    }
}
