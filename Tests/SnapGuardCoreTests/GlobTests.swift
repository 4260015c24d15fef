import XCTest
@testable import SnapGuardCore

final class GlobTests: XCTestCase {
    func testNameGlobsMatchTheFileNameInAnyFolder() {
        let glob = Glob("*Pricing*")
        XCTAssertTrue(glob.matches("shots/en-US/iPhone 15-04_Pricing.png"))
        XCTAssertTrue(glob.matches("Pricing.png"))
        XCTAssertFalse(glob.matches("Pricing/Home.png"), "a name glob looks at the file name only")
        XCTAssertTrue(Glob("Login?.png").matches("a/Login2.png"))
        XCTAssertFalse(Glob("Login?.png").matches("a/Login.png"))
    }

    func testPathGlobsMatchAtAFolderBoundary() {
        XCTAssertTrue(Glob("en-US/*.png").matches("fastlane/screenshots/en-US/x.png"))
        XCTAssertFalse(Glob("en-US/*.png").matches("fastlane/screenshots/en-US/deep/x.png"), "* stays in one folder")
        XCTAssertFalse(Glob("US/*.png").matches("fastlane/en-US/x.png"), "matches start at a folder boundary")
        XCTAssertTrue(Glob("DerivedData/**").matches("build/DerivedData/Logs/a/b.png"))
        XCTAssertTrue(Glob("**/Onboarding/*.png").matches("Onboarding/1.png"), "**/ matches no folder too")
        XCTAssertTrue(Glob("/Samples/*.png").matches("./Samples/a.png"))
        XCTAssertFalse(Glob("/Samples/*.png").matches("x/Samples/a.png"), "a leading / anchors to the whole path")
    }

    func testCharacterClasses() {
        XCTAssertTrue(Glob("shot-[0-9].png").matches("shot-7.png"))
        XCTAssertFalse(Glob("shot-[!0-9].png").matches("shot-7.png"))
        XCTAssertTrue(Glob("shot-[!0-9].png").matches("shot-x.png"))
        XCTAssertTrue(Glob("[ab].png").matches("b.png"))
        XCTAssertFalse(Glob("[ab].png").matches("c.png"))
    }
}

/// Patterns that made the backtracking matcher run for minutes finish at once: matching is one
/// pass over the path with a set of live pattern positions.
final class GlobComplexityTests: XCTestCase {
    func testSixteenGlobstarsDoNotBacktrack() {
        let glob = Glob(String(repeating: "**/", count: 16) + "x.png")
        let path = String(repeating: "a/", count: 40) + "y.png"
        XCTAssertFalse(glob.matches(path))
        XCTAssertTrue(glob.matches(String(repeating: "a/", count: 40) + "x.png"))
    }

    func testSixtyStarsDoNotBacktrack() {
        let glob = Glob(String(repeating: "*", count: 1).appending(String(repeating: "a*", count: 60)) + "b")
        XCTAssertFalse(glob.matches(String(repeating: "a", count: 200)))
        XCTAssertTrue(glob.matches(String(repeating: "a", count: 200) + "b"))
        let separated = Glob(Array(repeating: "*", count: 60).joined(separator: "-") + "!")
        XCTAssertFalse(separated.matches(String(repeating: "-", count: 300)))
        XCTAssertTrue(separated.matches(String(repeating: "-", count: 300) + "!"))
    }

    func testManyFoldersWithAnUnanchoredPathGlob() {
        let glob = Glob("a*a*a*a*a*a*a*a*a*a*/z")
        let path = String(repeating: "aaaaaaaaaaaaaaaaaaaa/", count: 200) + "y"
        XCTAssertFalse(glob.matches(path))
        XCTAssertTrue(glob.matches(String(repeating: "aaaaaaaaaaaaaaaaaaaa/", count: 200) + "z"))
    }

    func testSemanticsKeptAcrossTheCompiledForm() {
        XCTAssertTrue(Glob("**").matches("a/b/c.png"))
        XCTAssertTrue(Glob("a/**/b.png").matches("a/b.png"), "**/ matches no folder")
        XCTAssertTrue(Glob("a/**/b.png").matches("a/x/y/b.png"))
        XCTAssertTrue(Glob("a/**b.png").matches("a/x/yb.png"))
        XCTAssertFalse(Glob("a/*.png").matches("a/x/b.png"))
        XCTAssertTrue(Glob("[]]x").matches("]x"), "a ] first in a class is a member")
        XCTAssertTrue(Glob("[a-]x").matches("-x"))
        XCTAssertTrue(Glob("[a-c]x").matches("bx"))
        XCTAssertFalse(Glob("[a-c]x").matches("dx"))
        XCTAssertTrue(Glob("[^a]x").matches("bx"))
        XCTAssertTrue(Glob("a[b").matches("a[b"), "an unclosed [ is a plain character")
        XCTAssertFalse(Glob("?").matches(""))
        XCTAssertTrue(Glob("*").matches("anything.png"))
        XCTAssertFalse(Glob("x/?").matches("x//"), "? never matches /")
        XCTAssertTrue(Glob("b/c.png").matches("a/b/c.png"))
        XCTAssertFalse(Glob("b/c.png").matches("a/xb/c.png"))
    }
}
