import XCTest
@testable import SnapGuardCore

final class ScreenNameTests: XCTestCase {
    func testFastlaneSnapshotPaths() {
        let name = ScreenName(path: "fastlane/screenshots/en-US/iPhone 15 Pro-01_Balance.png")
        XCTAssertEqual(name.name, "Balance")
        XCTAssertEqual(name.device, "iPhone 15 Pro")
        XCTAssertEqual(name.locale, "en-US")
        XCTAssertEqual(name.folder, "fastlane/screenshots/en-US")
        XCTAssertEqual(name.displayName, "Balance (iPhone 15 Pro, en-US)")
        XCTAssertEqual(name.identity, "fastlane/screenshots/en-US/iPhone 15 Pro/Balance")
        // The number fastlane puts first may change without the screen changing.
        XCTAssertEqual(ScreenName(path: "fastlane/screenshots/en-US/iPhone 15 Pro-07_Balance.png").identity, name.identity)
    }

    func testDeviceNamesWithHyphensAndUnnumberedScreens() {
        let ipad = ScreenName(path: "de-DE/iPad Pro (12.9-inch) (6th generation)-03_Card_Details.png")
        XCTAssertEqual(ipad.device, "iPad Pro (12.9-inch) (6th generation)")
        XCTAssertEqual(ipad.name, "Card Details")
        XCTAssertEqual(ipad.locale, "de-DE")
        let plain = ScreenName(path: "zh-Hans/iPhone SE (3rd generation)-Login.png")
        XCTAssertEqual(plain.device, "iPhone SE (3rd generation)")
        XCTAssertEqual(plain.name, "Login")
    }

    func testXCUITestAttachmentsDropIndexAndUUID() {
        let name = ScreenName(path: "Attachments/Checkout Screen_0_7C9E6679-7425-40DE-944B-E07FC1F90AE7.png")
        XCTAssertEqual(name.name, "Checkout Screen")
        XCTAssertNil(name.device)
        XCTAssertEqual(ScreenName(path: "Screenshot_1B2E8F0A-0000-4000-8000-00000000ABCD.png").name, "Screenshot")
        XCTAssertEqual(ScreenName(path: "iPhone 15/Login_2_7C9E6679-7425-40DE-944B-E07FC1F90AE7.png").device, "iPhone 15")
    }

    func testPlainFileNames() {
        let name = ScreenName(path: "./Samples/leaky-card-details-1170x2532.png")
        XCTAssertEqual(name.name, "leaky-card-details-1170x2532")
        XCTAssertNil(name.device)
        XCTAssertNil(name.locale)
        XCTAssertEqual(name.key, "Samples/leaky-card-details-1170x2532.png")
        XCTAssertEqual(name.identity, "Samples/leaky-card-details-1170x2532.png")
        XCTAssertEqual(ScreenName(path: "login.png").folder, ".")
    }

    func testOnlyRealLocaleTagsAreLocales() {
        for tag in ["en", "en-US", "pt-BR", "pt_BR", "zh-Hans", "zh-Hant-TW", "vi-VN", "es-419"] {
            XCTAssertEqual(ScreenName(path: "\(tag)/Balance.png").locale, tag, tag)
        }
        for folder in ["out", "hd", "qa", "one", "phone", "(hd)", "[one (bad)]", "xx-YY", "en-us-x"] {
            let name = ScreenName(path: "\(folder)/Balance.png")
            XCTAssertNil(name.locale, folder)
            XCTAssertEqual(name.displayName, "Balance", folder)
        }
    }

    func testIdentityIsUniquePerPath() {
        XCTAssertNotEqual(ScreenName(path: "out/phone/Balance.jpg").identity, ScreenName(path: "out/tablet/Balance.jpg").identity)
        XCTAssertNotEqual(ScreenName(path: "phone/en-US/Balance.jpg").identity, ScreenName(path: "tablet/en-US/Balance.jpg").identity)
        XCTAssertNotEqual(ScreenName(path: "a/en-US/iPhone 15-01_Balance.png").identity,
                          ScreenName(path: "b/en-US/iPhone 15-01_Balance.png").identity)
        XCTAssertEqual(ScreenName(path: "en-US/iPhone 15 Pro-01_Balance.png").identity, "en-US/iPhone 15 Pro/Balance")
    }
}
