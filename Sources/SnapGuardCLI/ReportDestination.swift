import Foundation
import SnapGuardCore

/// One report to produce: a format, and a file or standard output.
struct ReportDestination {
    var reporter: any Reporter.Type
    /// nil for standard output.
    var file: String?

    static let format = OptionSpec.option("format", short: "f", value: "FORMAT", repeatable: true,
                                          help: "Report format: \(Reporters.identifiers.joined(separator: ", ")) (default: text).")
    static let output = OptionSpec.option("output", short: "o", value: "FILE", repeatable: true,
                                          help: "Write the report of the matching \(format.flagName) to FILE instead of standard output.")
    static let annotateFolder = OptionSpec.option("annotate", value: "DIR",
                                                  help: "Write each failing screen as a PNG with its findings boxed and blacked out.")
    static let noColour = OptionSpec.flag("no-color", help: "Never colour the text report.")

    /// The options that choose reports, shared by `scan`, `compare` and `merge`.
    static let optionSpecs: [OptionSpec] = [format, output, annotateFolder, noColour]

    /// Pairs the n-th `--output` with the n-th `--format`. With no format, text to standard output.
    static func parse(formats: [String], files: [String]) throws(UsageError) -> [ReportDestination] {
        // Every --output needs its own --format: the default text report goes to standard output only.
        guard files.count <= formats.count else {
            throw UsageError("there are more \(output.flagName) files (\(files.count)) than \(format.flagName) options (\(formats.count))")
        }
        let formats = formats.isEmpty ? [TextReporter.identifier] : formats
        var destinations: [ReportDestination] = []
        for (index, format) in formats.enumerated() {
            guard let reporter = Reporters.named(format) else {
                throw UsageError("unknown format '\(format)'; choose one of \(Reporters.identifiers.joined(separator: ", "))")
            }
            let file = index < files.count ? files[index] : nil
            if let file { try checkWritable(file) }
            destinations.append(ReportDestination(reporter: reporter, file: file))
        }
        guard destinations.filter({ $0.file == nil }).count <= 1 else {
            throw UsageError("only one report can go to standard output; give the others an \(output.flagName) FILE")
        }
        return destinations
    }

    /// The pictures the reports of `destinations` and `--annotate` need drawn while each screen
    /// is read: thumbnails for an HTML report (full-size copies go straight to `annotator`).
    static func pictures(for destinations: [ReportDestination]) -> PictureOptions {
        PictureOptions(thumbnailWidth: destinations.contains { $0.reporter == HTMLReporter.self } ? HTMLReporter.thumbnailWidth : nil)
    }

    /// Renders the report into every destination. The pictures an HTML report shows come with
    /// the screens (`pictures(for:)`); `session` is not used (`merge` still passes one).
    static func writeAll(_ report: ScanReport, to destinations: [ReportDestination], session: ScanSession? = nil,
                         reveal: Bool, colour: Bool, console: Console) throws {
        for destination in destinations {
            let options = ReportOptions(reveal: reveal, useColour: destination.file == nil && colour)
            try destination.write(destination.reporter.init().render(report, options: options), console: console)
        }
    }

    /// `--annotate DIR`: a handler that writes each failing screen's redacted copy as the session
    /// hands it over, warning (without stopping anything) for one that cannot be written; nil
    /// without the option.
    static func annotator(_ arguments: ParsedArguments, console: Console) -> (@Sendable (ScreenResult) -> Void)? {
        guard let folder = arguments.value(annotateFolder) else { return nil }
        let writer = AnnotationWriter(folder: URL(fileURLWithPath: folder, isDirectory: true))
        return { screen in
            do throws(RedactionError) {
                try writer.write(screen)
            } catch {
                console.warning("\(annotateFolder.flagName): \(error.description)")
            }
        }
    }

    /// Writes `--annotate DIR` from the copies the screens of `report` keep; screens without one
    /// are warnings. (`scan` and `compare` write theirs as they go: `annotator`.)
    static func annotate(_ report: ScanReport, with session: ScanSession, arguments: ParsedArguments, console: Console) {
        guard let folder = arguments.value(annotateFolder) else { return }
        let outcome = session.annotate(report, into: URL(fileURLWithPath: folder, isDirectory: true))
        for problem in outcome.problems { console.warning("\(annotateFolder.flagName): \(problem)") }
    }

    func write(_ text: String, console: Console) throws {
        guard let file else {
            console.writeOutput(text)
            return
        }
        do {
            try FileAccess.write(Data(text.utf8), to: file)
        } catch {
            throw OutputError(file: file, reason: FileAccess.writeFailure(file, error))
        }
    }

    /// Fails before scanning when a file (report, baseline) could not be written afterwards.
    static func checkWritable(_ file: String) throws(UsageError) {
        if let problem = FileAccess.writeProblem(file) { throw UsageError("\(file): \(problem)") }
    }

    /// Fails before scanning when `--annotate DIR` could not be written afterwards.
    static func checkAnnotationFolder(_ arguments: ParsedArguments) throws(UsageError) {
        guard let folder = arguments.value(annotateFolder) else { return }
        if let problem = FileAccess.folderWriteProblem(folder) { throw UsageError("\(annotateFolder.flagName) \(folder): \(problem)") }
    }

    /// Fails before scanning when `--annotate DIR` is or holds one of `inputs`, or an annotated copy
    /// of one of `images` would be written over it: the next scan would read the redacted copy.
    static func checkAnnotationTargets(_ arguments: ParsedArguments, inputs: [String], images: [String]) throws(UsageError) {
        guard let folder = arguments.value(annotateFolder) else { return }
        if let problem = AnnotationWriter(folder: URL(fileURLWithPath: folder, isDirectory: true)).inputProblem(inputs: inputs, images: images) {
            throw UsageError("\(annotateFolder.flagName) \(folder): \(problem); choose a folder outside the inputs")
        }
    }
}

/// A report that could not be written.
struct OutputError: Error, CustomStringConvertible {
    var file: String
    var reason: String
    var description: String { "\(file): cannot write report: \(reason)" }
}
