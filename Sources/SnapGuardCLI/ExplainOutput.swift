import Foundation
import SnapGuardCore

/// `scan --explain DIR`: writes how each screen was read (stage images, the lines OCR read, the
/// patterns that came close) below DIR, beside the normal reports. The files hold raw OCR text,
/// so the option demands `--reveal`.
enum ExplainOutput {
    /// Refuses `--explain` without `--reveal`, or with a DIR that cannot be written; run before
    /// anything is scanned.
    static func check(_ arguments: ParsedArguments, option: OptionSpec) throws(UsageError) {
        guard let folder = arguments.value(option) else { return }
        guard arguments.flag(CommonOptions.reveal) else {
            throw UsageError("\(option.flagName) writes raw OCR text; add \(CommonOptions.reveal.flagName) to confirm (local debugging only)")
        }
        if let problem = FileAccess.folderWriteProblem(folder) { throw UsageError("\(option.flagName) \(folder): \(problem)") }
    }

    /// The scan's `explaining` handler for the screens `paths`, or nil without the option: writes
    /// each screen's explanation, warning (without stopping the scan or changing its outcome)
    /// when one cannot be written.
    static func handler(_ arguments: ParsedArguments, option: OptionSpec, paths: [String],
                        console: Console) -> (@Sendable (ScreenResult, ScanExplanation) -> Void)? {
        guard let folder = arguments.value(option) else { return nil }
        let writer = ExplanationWriter(folder: URL(fileURLWithPath: folder, isDirectory: true), paths: paths)
        return { @Sendable (screen: ScreenResult, explanation: ScanExplanation) -> Void in
            do throws(ExplanationError) {
                try writer.write(explanation, for: screen)
            } catch {
                console.warning(error.description)
            }
        }
    }
}
