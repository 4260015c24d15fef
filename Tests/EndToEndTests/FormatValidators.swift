import Foundation

/// Checks report files against schemas and the formats' rules, with the tools Scripts/setup.sh
/// installs. A check throws `FormatProblem` naming what is wrong (a missing tool too; nothing is skipped),
/// so it fails a test of either framework.
///
/// Every report is validated against our own schemas in Tests/Schemas, written for the part of
/// each format SnapGuard emits, so the check works on a fresh clone. When `$SNAPGUARD_SCHEMAS` names
/// a folder holding the official schema files, the report is validated against them too; the suite
/// never looks outside the repository on its own.
enum FormatValidators {
    /// Tests/Schemas: `junit-subset.xsd` and `sarif-subset.schema.json`.
    static let subsetSchemas = SnapGuardBinary.repository.appendingPathComponent("Tests/Schemas")
    static let junitSubset = subsetSchemas.appendingPathComponent("junit-subset.xsd")
    static let sarifSubset = subsetSchemas.appendingPathComponent("sarif-subset.schema.json")

    /// The folder of the official `junit-10.xsd` and `sarif-schema-2.1.0.json`, if one is there.
    static let officialSchemas: URL? = {
        guard let folder = ProcessInfo.processInfo.environment["SNAPGUARD_SCHEMAS"], !folder.isEmpty,
              FileManager.default.fileExists(atPath: folder) else { return nil }
        return URL(fileURLWithPath: folder, isDirectory: true)
    }()

    /// An official schema file, when present.
    static func official(_ name: String) -> URL? {
        guard let file = officialSchemas?.appendingPathComponent(name),
              FileManager.default.fileExists(atPath: file.path) else { return nil }
        return file
    }

    /// Runs a tool found on PATH; returns its exit status and combined output.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `xmllint --schema` with one XSD: status 0 when valid, 127 when xmllint is missing.
    static func validateJUnit(_ file: URL, schema: URL) throws -> (status: Int32, output: String) {
        try run("xmllint", ["--noout", "--schema", schema.path, file.path])
    }

    /// Tests/Scripts/validate_sarif.py with one JSON schema, plus GitHub code scanning's rules:
    /// status 0 when valid, 1 with one line per problem, 2 when jsonschema is missing, 127 without python3.
    static func validateSARIF(_ file: URL, schema: URL) throws -> (status: Int32, output: String) {
        let script = SnapGuardBinary.repository.appendingPathComponent("Tests/Scripts/validate_sarif.py").path
        return try run("python3", [script, schema.path, file.path])
    }

    /// Valid against Tests/Schemas/junit-subset.xsd, and the official junit-10.xsd when present.
    static func checkValidJUnit(_ file: URL) throws {
        var problems: [String] = []
        for schema in [junitSubset] + [official("junit-10.xsd")].compactMap({ $0 }) {
            let outcome = try validateJUnit(file, schema: schema)
            if outcome.status == 127 { problems.append("xmllint is missing: run Scripts/setup.sh (libxml2-utils)") }
            if outcome.status != 0 { problems.append("JUnit XML does not validate against \(schema.lastPathComponent): \(outcome.output)") }
        }
        try FormatProblem.throwIfAny(problems)
    }

    /// Valid against Tests/Schemas/sarif-subset.schema.json, and the official SARIF 2.1.0 schema when
    /// present, and meets what GitHub code scanning needs.
    static func checkValidSARIF(_ file: URL) throws {
        var problems: [String] = []
        for schema in [sarifSubset] + [official("sarif-schema-2.1.0.json")].compactMap({ $0 }) {
            let outcome = try validateSARIF(file, schema: schema)
            if outcome.status == 127 { problems.append("python3 is missing: run Scripts/setup.sh") }
            if outcome.status != 0 { problems.append("SARIF does not validate against \(schema.lastPathComponent): \(outcome.output)") }
        }
        try FormatProblem.throwIfAny(problems)
    }

    /// Every line is a workflow command with escaped properties and data, or a plain summary line.
    /// (A warning about the configuration names no image file.)
    static func checkValidGitHubCommands(_ text: String) throws {
        let command = try NSRegularExpression(pattern: "^::(error|warning|notice) (file=[^,:\\r\\n]+,)?title=[^,:\\r\\n]+::[^\\r\\n]+$")
        var problems: [String] = []
        for row in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let row = String(row)
            if row.hasPrefix("::") {
                if command.firstMatch(in: row, range: NSRange(row.startIndex..., in: row)) == nil {
                    problems.append("not a valid workflow command: \(row)")
                }
            } else if !row.hasPrefix("SnapGuard: ") {
                problems.append("unexpected line: \(row)")
            }
        }
        if !text.hasSuffix("\n") { problems.append("the last line does not end") }
        try FormatProblem.throwIfAny(problems)
    }

    /// No outside request: no http(s) reference, no stylesheet link, no external script or font,
    /// every image a data: URI, and a CSP that forbids the rest.
    static func checkSelfContainedHTML(_ html: String) throws {
        var problems: [String] = []
        if !html.hasPrefix("<!DOCTYPE html>") { problems.append("no <!DOCTYPE html> first") }
        for forbidden in ["http://", "https://", "<link", "@import", "url(", "@font-face", "<iframe", "<object", "<embed", "//cdn"]
        where html.lowercased().contains(forbidden) {
            problems.append("HTML contains \(forbidden)")
        }
        let sources = try NSRegularExpression(pattern: "\\b(src|href)\\s*=\\s*\"([^\"]*)\"")
        for match in sources.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            guard let range = Range(match.range(at: 2), in: html) else { continue }
            let value = String(html[range])
            if !value.hasPrefix("data:image/png;base64,") { problems.append("outside reference: \(value.prefix(80))") }
        }
        if !html.contains("Content-Security-Policy\" content=\"default-src 'none'; img-src data:;") {
            problems.append("no Content-Security-Policy forbidding outside requests")
        }
        try FormatProblem.throwIfAny(problems)
    }

    /// The page without its data: URIs, to search for text (base64 holds arbitrary digits).
    static func textOf(_ html: String) -> String {
        html.replacingOccurrences(of: "data:image/png;base64,[A-Za-z0-9+/=]+", with: "", options: .regularExpression)
    }

    /// The base64 PNG thumbnails, in page order.
    static func thumbnails(in html: String) -> [Data] {
        let pattern = try! NSRegularExpression(pattern: "data:image/png;base64,([A-Za-z0-9+/=]+)")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap {
            Data(base64Encoded: String(html[Range($0.range(at: 1), in: html)!]))
        }
    }
}

/// What a format check found wrong, one line each; thrown, so XCTest and Swift Testing both fail on it.
struct FormatProblem: Error, CustomStringConvertible {
    var problems: [String]
    var description: String { problems.joined(separator: "\n") }

    static func throwIfAny(_ problems: [String]) throws {
        if !problems.isEmpty { throw FormatProblem(problems: problems) }
    }
}
