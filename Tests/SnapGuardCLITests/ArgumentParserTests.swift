import XCTest
@testable import SnapGuardCLI

final class ArgumentParserTests: XCTestCase {
    private static let format = OptionSpec.option("format", short: "f", value: "FORMAT", repeatable: true, help: "")
    private static let jobs = ValueOption.integer("jobs", short: "j", value: "N", in: 1...8, help: "")
    private static let reveal = OptionSpec.flag("reveal", help: "")
    private let parser = ArgumentParser(options: [format, jobs.spec, reveal])

    func testParsesEverySpelling() throws {
        let parsed = try parser.parse(["a.png", "--format", "json", "-f", "text", "--jobs=3", "--reveal", "b", "--", "--c"])
        XCTAssertEqual(parsed.values(Self.format), ["json", "text"])
        XCTAssertEqual(parsed.value(Self.format), "text", "the last of a repeated option")
        XCTAssertEqual(try parsed.value(Self.jobs), 3)
        XCTAssertTrue(parsed.flag(Self.reveal))
        XCTAssertEqual(parsed.positionals, ["a.png", "b", "--c"])
    }

    func testAbsentOptionsReadAsNotGiven() throws {
        let parsed = try parser.parse(["a.png"])
        XCTAssertEqual(parsed.values(Self.format), [])
        XCTAssertNil(parsed.value(Self.format))
        XCTAssertNil(try parsed.value(Self.jobs))
        XCTAssertFalse(parsed.flag(Self.reveal))
    }

    func testAttachedShortValue() throws {
        XCTAssertEqual(try parser.parse(["-j4"]).value(Self.jobs), 4)
    }

    /// A command may show a shared option with its own help; the shared constant still reads it.
    func testAnOptionShownWithOtherHelpIsReadThroughTheSharedConstant() throws {
        let parsed = try ArgumentParser(options: [Self.jobs.withHelp("other words").spec]).parse(["--jobs", "2"])
        XCTAssertEqual(try parsed.value(Self.jobs), 2)
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
        XCTAssertThrowsError(try parser.parse(["--jobs", "many"]).value(Self.jobs)) {
            XCTAssertEqual("\($0)", "option --jobs needs a whole number from 1 to 8, not 'many'")
        }
        XCTAssertThrowsError(try parser.parse(["--jobs", "9"]).value(Self.jobs)) {
            XCTAssertEqual("\($0)", "option --jobs needs a whole number from 1 to 8, not '9'")
        }
    }

    func testEditDistance() {
        XCTAssertEqual(editDistance("format", "fromat"), 2)
        XCTAssertEqual(editDistance("", "abc"), 3)
        XCTAssertEqual(editDistance("jobs", "jobs"), 0)
    }
}
