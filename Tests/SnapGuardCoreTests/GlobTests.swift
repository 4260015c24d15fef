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
