import Foundation
import XCTest
@testable import SnapGuardCore

final class GateConfigurationTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("app/screens"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, to name: String = ".snapguard.json") throws -> String {
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    func testReadsEveryKey() throws {
        let file = try write("""
            {
              "patterns": ["packs"],
              "disable": ["phone"],
              "allow": ["Apex Bank"],
              "ignore": ["DerivedData/**"],
              "minSeverity": "medium",
              "screens": [
                {"match": "*Pricing*", "allow": ["currency"]},
                {"match": "*Checkout*", "mark": "sensitive"},
                {"match": "Marketing/**", "mark": "notSensitive"}
              ]
            }
            """)
        let configuration = try GateConfiguration.load(file: file)
        XCTAssertEqual(configuration.patternFolders.map(\.path), [folder.appendingPathComponent("packs").standardizedFileURL.path],
                       "pattern folders are relative to the configuration file")
        XCTAssertEqual(configuration.disabledCategories, [.phone])
        XCTAssertEqual(configuration.allowedTerms, ["Apex Bank"])
        XCTAssertEqual(configuration.ignore, [Glob("DerivedData/**")])
        XCTAssertEqual(configuration.minimumSeverity, .medium)
        XCTAssertEqual(configuration.screenRules, [
            ScreenRule(glob: Glob("*Pricing*"), treatment: .allow([.currency])),
            ScreenRule(glob: Glob("*Checkout*"), treatment: .sensitive),
            ScreenRule(glob: Glob("Marketing/**"), treatment: .notSensitive),
        ])
    }

    func testMistakesNameTheFileLineAndKey() throws {
        let cases: [(String, String)] = [
            ("{\n  \"minSeverity\": \"medium\",\n  \"alow\": []\n}", ":3:3: unknown key 'alow'"),
            ("{\"disable\": \"phone\"}", ":1:13: 'disable' must be an array of strings, not a string"),
            ("{\"minSeverity\": \"urgent\"}", "unknown minSeverity 'urgent'"),
            ("{\"screens\": [{\"match\": \"*\", \"mark\": \"secret\"}]}", "unknown mark 'secret'"),
            ("{\"screens\": [{\"match\": \"*\"}]}", "needs \"mark\""),
            ("{\"screens\": [{\"match\": \"*\", \"mark\": \"sensitive\", \"allow\": []}]}", "has both \"mark\" and \"allow\""),
            ("{\"screens\": [{\"glob\": \"*\"}]}", "unknown key 'glob'"),
            ("{\"ignore\": [1]}", "'ignore' must hold only strings"),
            ("{\"ignore\": [}", "invalid JSON"),
        ]
        for (text, expected) in cases {
            let file = try write(text)
            XCTAssertThrowsError(try GateConfiguration.load(file: file), text) { error in
                let line = (error as? ConfigurationError)?.description ?? "\(error)"
                XCTAssertTrue(line.hasPrefix(file + ":"), line)
                XCTAssertTrue(line.contains(expected), "\(text) → \(line)")
            }
        }
    }

    func testIsFoundInTheWorkingDirectoryOrAbove() throws {
        let file = try write("{}")
        let nested = folder.appendingPathComponent("app/screens").path
        XCTAssertEqual(GateConfiguration.find(from: nested).map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                       URL(fileURLWithPath: file).standardizedFileURL.path)
        try FileManager.default.removeItem(atPath: file)
        XCTAssertNil(GateConfiguration.find(from: nested).flatMap { $0.hasPrefix(folder.path) ? $0 : nil })
    }
}
