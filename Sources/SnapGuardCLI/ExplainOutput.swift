import Foundation
import SnapGuardCore

/// `scan --explain DIR`: writes how each screen was read (stage images, the lines OCR read, the
/// patterns that came close) below DIR, beside the normal reports. The files hold raw OCR text,
/// so the option demands `--reveal`.
enum ExplainOutput {
    /// The writer for `--explain DIR`, or nil without the option. Throws a usage error without
    /// `--reveal`, or when DIR cannot be written.
    static func writer(_ arguments: ParsedArguments, option: OptionSpec, paths: [String]) throws(UsageError) -> ExplanationWriter? {
        guard let folder = arguments.value(option.name) else { return nil }
        guard arguments.flag("reveal") else {
            throw UsageError("--\(option.name) writes raw OCR text; add --reveal to confirm (local debugging only)")
        }
        if let problem = FileAccess.folderWriteProblem(folder) { throw UsageError("--\(option.name) \(folder): \(problem)") }
        return ExplanationWriter(folder: URL(fileURLWithPath: folder, isDirectory: true), paths: paths)
    }

    /// The scan's `explaining` handler: writes each screen's explanation, warning (without
    /// stopping the scan or changing its outcome) when one cannot be written.
    static func handler(_ writer: ExplanationWriter?, console: Console) -> (@Sendable (ScreenResult, ScanExplanation) -> Void)? {
        guard let writer else { return nil }
        return { @Sendable (screen: ScreenResult, explanation: ScanExplanation) -> Void in
            do throws(ExplanationError) {
                try writer.write(explanation, for: screen)
            } catch {
                console.warning(error.description)
            }
        }
    }
}
