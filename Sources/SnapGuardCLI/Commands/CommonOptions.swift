import Foundation
import SnapGuardCore

/// The options several commands share, each declared once. A command lists the ones it accepts
/// (with its own help where it means a little more or less, `withHelp`) and reads them through
/// these constants. The report options are `ReportDestination`'s, the pattern pack options
/// `PatternSelection`'s, and the simulator options `SimulatorFolders`'.
enum CommonOptions {
    static let config = OptionSpec.option("config", value: "FILE",
                                          help: "Read settings from FILE instead of the nearest .snapguard.json.")
    static let noConfig = OptionSpec.flag("no-config", help: "Ignore any .snapguard.json.")
    static let strictConfig = OptionSpec.flag(
        "strict-config",
        help: "Refuse a configuration file that weakens the gate (categories off, a higher minimum severity, waiving screen rules, ignored images, noCover).")
    static let jobs = ValueOption.integer(
        "jobs", short: "j", value: "N", in: 1...256,
        help: "Screens scanned in parallel, one OCR engine each (default: \(ProcessInfo.processInfo.activeProcessorCount), the core count).")
    static let lang = OptionSpec.option("lang", value: "LANGS",
                                        help: "Tesseract languages joined by '+', e.g. eng+vie (default: eng).")
    static let disable = OptionSpec.option("disable", value: "CATEGORY", repeatable: true,
                                           help: "Do not look for a category, e.g. --disable phone.")
    static let allow = OptionSpec.option("allow", value: "TERM", repeatable: true,
                                         help: "Never report text that is this term or inside it, e.g. your app's name.")
    static let minSeverity: ValueOption<Severity> = {
        let spec = OptionSpec.option("min-severity", value: "LEVEL",
                                     help: "Fail only on findings of this severity or higher: low, medium, high, critical (default: low).")
        return ValueOption(spec) { text throws(UsageError) in
            guard let severity = Severity(rawValue: text.lowercased()) else {
                throw UsageError("\(spec.flagName) must be one of \(Severity.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
            }
            return severity
        }
    }()
    static let maxPixels = ValueOption.integer("max-pixels", value: "N", in: 1...Int(Int32.max),
                                               help: "Refuse images larger than N pixels (default: \(ImageLimits.defaultMaxPixels)).")
    static let reveal = OptionSpec.flag("reveal", help: "Show raw matched values instead of masked ones. For local debugging only.")
    static let quiet = OptionSpec.flag("quiet", short: "q", help: "Print nothing on standard error but errors.")
}
