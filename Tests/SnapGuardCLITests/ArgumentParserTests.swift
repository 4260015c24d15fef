import XCTest
@testable import SnapGuardCLI

final class ArgumentParserTests: XCTestCase {
    private let parser = ArgumentParser(options: [
        .option("format", short: "f", value: "FORMAT", repeatable: true, help: ""),
        .option("jobs", short: "j", value: "N", help: ""),
        .flag("reveal", help: ""),
    ])

    func testParsesEverySpelling() throws {
        let parsed = try parser.parse(["a.png", "--format", "json", "-f", "text", "--jobs=3", "--reveal", "b", "--", "--c"])
        XCTAssertEqual(parsed.allValues("format"), ["json", "text"])
        XCTAssertEqual(try parsed.integer("jobs", in: 1...8), 3)
        XCTAssertTrue(parsed.flag("reveal"))
        XCTAssertEqual(parsed.positionals, ["a.png", "b", "--c"])
    }

    func testAttachedShortValue() throws {
        XCTAssertEqual(try parser.parse(["-j4"]).value("jobs"), "4")
    }

    func testUnknownOptionSuggestsTheClosest() {
        XCTAssertThrowsError(try parser.parse(["--fromat", "json"])) { error in
            XCTAssertEqual("\(error)", "unknown option '--fromat' (did you mean '--format'?)")
        }
    }

    func testMistakesAreUsageErrors() {
        XCTAssertThrowsError(try parser.parse(["--jobs"])) { XCTAssertEqual("\($0)", "option --jobs needs a value (N)") }
        XCTAssertThrowsError(try parser.parse(["--jobs", "1", "--jobs", "2"])) { XCTAssertEqual("\($0)", "option --jobs is given more than once") }
        XCTAssertThrowsError(try parser.parse(["--reveal=yes"])) { XCTAssertEqual("\($0)", "flag --reveal takes no value") }
        XCTAssertThrowsError(try parser.parse(["--jobs", "many"]).integer("jobs", in: 1...8)) {
            XCTAssertEqual("\($0)", "option --jobs needs a whole number from 1 to 8, not 'many'")
        }
    }

    func testEditDistance() {
        XCTAssertEqual(editDistance("format", "fromat"), 2)
        XCTAssertEqual(editDistance("", "abc"), 3)
        XCTAssertEqual(editDistance("jobs", "jobs"), 0)
    }
}
