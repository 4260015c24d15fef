import Foundation
import SnapGuardCore

/// `snapguard scan`: checks screen images and reports a verdict per screen.
enum ScanCommand: Command {
    static let name = "scan"
    static let abstract = "Check screen images for visible sensitive data."
    static let usage = "scan [OPTIONS] PATH..."
    static let discussion = """
        PATH is an image file or a folder, searched recursively for .png, .jpg, .jpeg, .tif, .tiff,
        .bmp, .webp, .gif and .ktx files. Each screen gets PASS, FAIL (sensitive data visible) or
        ERROR (unreadable: never counted as passing). Findings show masked values only.

        Pair each --output with the --format before it to write several reports in one run, e.g.
          snapguard scan --format json --output report.json Screenshots/

        \(ExitCode.helpBlock)
        """
    static let options: [OptionSpec] = [
        .option("format", short: "f", value: "FORMAT", repeatable: true,
                help: "Report format: \(Reporters.identifiers.joined(separator: ", ")) (default: text)."),
        .option("output", short: "o", value: "FILE", repeatable: true,
                help: "Write the report of the matching --format to FILE instead of standard output."),
        .option("jobs", short: "j", value: "N",
                help: "Screens scanned in parallel, one OCR engine each (default: \(ProcessInfo.processInfo.activeProcessorCount), the core count)."),
        .option("lang", value: "LANGS", help: "Tesseract languages joined by '+', e.g. eng+vie (default: eng)."),
        .option("patterns", value: "DIR", repeatable: true, help: "Add the pattern packs (*.json) in DIR."),
        .flag("no-default-patterns", help: "Use only the packs given with --patterns."),
        .option("disable", value: "CATEGORY", repeatable: true, help: "Do not look for a category, e.g. --disable phone."),
        .option("allow", value: "TERM", repeatable: true, help: "Never report text that is this term or inside it, e.g. your app's name."),
        .option("min-severity", value: "LEVEL", help: "Fail only on findings of this severity or higher: low, medium, high, critical (default: low)."),
        .option("max-pixels", value: "N", help: "Refuse images larger than N pixels (default: \(ImageLimits.defaultMaxPixels))."),
        .flag("reveal", help: "Show raw matched values instead of masked ones. For local debugging only."),
        .flag("no-color", help: "Never colour the text report."),
        .flag("quiet", short: "q", help: "Print nothing on standard error but errors."),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw UsageError("give at least one image file or folder to scan") }
        let outputs = try ReportDestination.parse(formats: arguments.allValues("format"),
                                                  files: arguments.allValues("output"))
        let languages = arguments.value("lang") ?? "eng"
        _ = try TessdataLocator().folder(for: languages)
        let jobs = try arguments.integer("jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let maxPixels = try arguments.integer("max-pixels", in: 1...Int(Int32.max)) ?? ImageLimits.defaultMaxPixels
        let minimumSeverity = try severity(arguments.value("min-severity") ?? "low")

        let library = try PatternLibrary.load(
            folders: arguments.allValues("patterns").map { URL(fileURLWithPath: $0) },
            includingDefaults: !arguments.flag("no-default-patterns"))
        let matchOptions = MatchOptions(disabledCategories: Set(arguments.allValues("disable").map { Category($0) }),
                                        allowedTerms: arguments.allValues("allow"), minimumSeverity: .low)
        let analyzer = ScreenAnalyzer(
            reader: ImageReader(limits: ImageLimits(maxPixels: maxPixels)),
            matcher: PatternMatcher(library: library, options: matchOptions),
            policy: VerdictPolicy(minimumSeverity: minimumSeverity))
        let paths = try ImageDiscovery().imagePaths(in: arguments.positionals)

        let reveal = arguments.flag("reveal")
        if reveal { console.warning("--reveal prints raw sensitive values; never use it in CI logs or shared reports") }
        let quiet = arguments.flag("quiet")
        let progress = ProgressLine(console: console, enabled: console.errorIsTerminal && !quiet)
        let results = try Scanner(analyzer: analyzer, languages: languages, jobs: jobs)
            .scan(paths, progress: progress.update)
        progress.finish()

        let report = ScanReport(screens: results)
        for destination in outputs {
            let options = ReportOptions(reveal: reveal,
                                        useColor: destination.file == nil && console.colorOutput && !arguments.flag("no-color"))
            try destination.write(destination.reporter.init().render(report, options: options), console: console)
        }
        return exitCode(for: report.summary)
    }

    static func exitCode(for summary: ScanReport.Summary) -> ExitCode {
        if summary.failed > 0 { return .failed }
        if summary.errors > 0 { return .unreadable }
        return .passed
    }

    private static func severity(_ text: String) throws(UsageError) -> Severity {
        guard let severity = Severity(rawValue: text.lowercased()) else {
            throw UsageError("--min-severity must be one of \(Severity.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
        }
        return severity
    }
}
