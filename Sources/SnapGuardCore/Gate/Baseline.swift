import Foundation

/// Findings accepted as they are, so `scan --baseline FILE` fails only on new ones.
///
/// Each finding is kept as a fingerprint: SHA-256 of a per-file random salt, the screen's identity
/// (`ScreenName.identity`), the pattern id and the normalised value (letters and digits only,
/// lower-cased). No raw value and no coordinates are stored, so the baseline survives OCR boxes
/// moving by a few pixels. The masked value is kept for reviewers. A value that occurs twice on a
/// screen needs two entries.
///
/// The entries are indexed by screen and fingerprint when the baseline is made or read, so judging
/// a screen costs its own findings, not the whole file: a baseline of 10,000 findings adds nothing
/// to a scan. A baseline file may hold at most `maximumFileBytes`.
package struct Baseline: Codable, Hashable, Sendable {
    package static let currentVersion = 1
    /// The largest baseline file read: 16 MiB, about 75,000 findings (a baseline of a thousand
    /// screens with twenty findings each is 4.5 MB). Checked before reading, as for configurations.
    package static let maximumFileBytes = 16 * 1024 * 1024

    package var version: Int
    package var tool: String
    package var salt: String
    package var findings: [Entry] {
        didSet { index = Self.index(findings) }
    }
    /// How many entries each fingerprint has, by screen identity.
    private var index: [String: [String: Int]]

    enum CodingKeys: String, CodingKey {
        case version, tool, salt, findings
    }

    package init(version: Int, tool: String, salt: String, findings: [Entry]) {
        self.version = version
        self.tool = tool
        self.salt = salt
        self.findings = findings
        index = Self.index(findings)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(version: try container.decode(Int.self, forKey: .version), tool: try container.decode(String.self, forKey: .tool),
                  salt: try container.decode(String.self, forKey: .salt), findings: try container.decode([Entry].self, forKey: .findings))
    }

    package static func == (lhs: Baseline, rhs: Baseline) -> Bool {
        (lhs.version, lhs.tool, lhs.salt) == (rhs.version, rhs.tool, rhs.salt) && lhs.findings == rhs.findings
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        hasher.combine(tool)
        hasher.combine(salt)
        hasher.combine(findings)
    }

    private static func index(_ entries: [Entry]) -> [String: [String: Int]] {
        var index: [String: [String: Int]] = [:]
        for entry in entries { index[entry.screen, default: [:]][entry.fingerprint, default: 0] += 1 }
        return index
    }

    package struct Entry: Codable, Hashable, Sendable, Comparable {
        package var screen: String
        package var patternId: String
        package var masked: String
        package var fingerprint: String

        package static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.screen, lhs.patternId, lhs.masked, lhs.fingerprint) < (rhs.screen, rhs.patternId, rhs.masked, rhs.fingerprint)
        }
    }

    /// Problems reading or writing a baseline file, in one line naming it.
    package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
        package var file: String
        package var reason: String
        /// The file was read but holds no baseline (a caller may say how to write one).
        package var isNotABaseline = false
        package var description: String { "\(file): \(reason)" }
    }

    /// Every finding of the report (failing or not), with a fresh random salt unless one is given.
    package static func record(_ report: ScanReport, salt: String = randomSalt()) -> Baseline {
        let entries = report.screens.flatMap { screen in
            screen.findings.map { finding in
                Entry(screen: screen.name.identity, patternId: finding.patternId, masked: finding.masked,
                      fingerprint: fingerprint(of: finding, on: screen.name, salt: salt))
            }
        }
        return Baseline(version: currentVersion, tool: "snapguard", salt: salt, findings: entries.sorted())
    }

    /// Waives every finding of the screen `screen` that still counts (has no waiver in `waivers`)
    /// and is recorded in the baseline (a value recorded once is waived once on that screen).
    func waive(_ findings: [Finding], on screen: ScreenName, in waivers: inout [Finding: Waiver]) {
        guard var remaining = index[screen.identity] else { return }
        for finding in findings where waivers[finding] == nil {
            let print = Self.fingerprint(of: finding, on: screen, salt: salt)
            guard let left = remaining[print], left > 0 else { continue }
            remaining[print] = left - 1
            waivers[finding] = Waiver(.baseline, reason: "recorded in the baseline")
        }
    }

    /// The salted fingerprint of a finding on a screen.
    package static func fingerprint(of finding: Finding, on screen: ScreenName, salt: String) -> String {
        let value = finding.value.revealed.precomposedStringWithCompatibilityMapping.lowercased()
            .filter { $0.isLetter || $0.isNumber }
        return SHA256.hex([salt, screen.identity, finding.patternId, value].joined(separator: "\u{1F}"))
    }

    /// 16 random bytes as hex.
    package static func randomSalt() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    package static func load(file: String) throws(FileError) -> Baseline {
        let data: Data
        do {
            data = try FileAccess.data(file, maximumBytes: maximumFileBytes, kind: "baselines")
        } catch {
            throw FileError(file: file, reason: error.reason)
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw FileError(file: file, reason: "not a SnapGuard baseline", isNotABaseline: true)
        }
        guard baseline.version == currentVersion else {
            throw FileError(file: file, reason: "baseline version \(baseline.version) is not supported (expected \(currentVersion))")
        }
        return baseline
    }

    package func write(to file: String) throws(FileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try FileAccess.write(encoder.encode(self) + Data("\n".utf8), to: file)
        } catch {
            throw FileError(file: file, reason: "cannot write the baseline: \(FileAccess.writeFailure(file, error))")
        }
    }
}
