import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct ScreenNameTests {
    @Test func fastlaneSnapshotPaths() {
        let name = ScreenName(path: "fastlane/screenshots/en-US/iPhone 15 Pro-01_Balance.png")
        #expect(name.name == "Balance")
        #expect(name.device == "iPhone 15 Pro")
        #expect(name.locale == "en-US")
        #expect(name.folder == "fastlane/screenshots/en-US")
        #expect(name.displayName == "Balance (iPhone 15 Pro, en-US)")
        #expect(name.identity == "fastlane/screenshots/en-US/iPhone 15 Pro/Balance")
        // The number fastlane puts first may change without the screen changing.
        #expect(ScreenName(path: "fastlane/screenshots/en-US/iPhone 15 Pro-07_Balance.png").identity == name.identity)
    }

    @Test func deviceNamesWithHyphensAndUnnumberedScreens() {
        let ipad = ScreenName(path: "de-DE/iPad Pro (12.9-inch) (6th generation)-03_Card_Details.png")
        #expect(ipad.device == "iPad Pro (12.9-inch) (6th generation)")
        #expect(ipad.name == "Card Details")
        #expect(ipad.locale == "de-DE")
        let plain = ScreenName(path: "zh-Hans/iPhone SE (3rd generation)-Login.png")
        #expect(plain.device == "iPhone SE (3rd generation)")
        #expect(plain.name == "Login")
    }

    @Test func xCUITestAttachmentsDropIndexAndUUID() {
        let name = ScreenName(path: "Attachments/Checkout Screen_0_7C9E6679-7425-40DE-944B-E07FC1F90AE7.png")
        #expect(name.name == "Checkout Screen")
        #expect(name.device == nil)
        #expect(ScreenName(path: "Screenshot_1B2E8F0A-0000-4000-8000-00000000ABCD.png").name == "Screenshot")
        #expect(ScreenName(path: "iPhone 15/Login_2_7C9E6679-7425-40DE-944B-E07FC1F90AE7.png").device == "iPhone 15")
    }

    @Test func plainFileNames() {
        let name = ScreenName(path: "./Samples/leaky-card-details-1170x2532.png")
        #expect(name.name == "leaky-card-details-1170x2532")
        #expect(name.device == nil)
        #expect(name.locale == nil)
        #expect(name.key == "Samples/leaky-card-details-1170x2532.png")
        #expect(name.identity == "Samples/leaky-card-details-1170x2532.png")
        #expect(ScreenName(path: "login.png").folder == ".")
    }

    @Test func onlyRealLocaleTagsAreLocales() {
        for tag in ["en", "en-US", "pt-BR", "pt_BR", "zh-Hans", "zh-Hant-TW", "vi-VN", "es-419"] {
            #expect(ScreenName(path: "\(tag)/Balance.png").locale == tag, "\(tag)")
        }
        for folder in ["out", "hd", "qa", "one", "phone", "(hd)", "[one (bad)]", "xx-YY", "en-us-x"] {
            let name = ScreenName(path: "\(folder)/Balance.png")
            #expect(name.locale == nil, "\(folder)")
            #expect(name.displayName == "Balance", "\(folder)")
        }
    }

    @Test func identityIsUniquePerPath() {
        #expect(ScreenName(path: "out/phone/Balance.jpg").identity != ScreenName(path: "out/tablet/Balance.jpg").identity)
        #expect(ScreenName(path: "phone/en-US/Balance.jpg").identity != ScreenName(path: "tablet/en-US/Balance.jpg").identity)
        #expect(ScreenName(path: "a/en-US/iPhone 15-01_Balance.png").identity != ScreenName(path: "b/en-US/iPhone 15-01_Balance.png").identity)
        #expect(ScreenName(path: "en-US/iPhone 15 Pro-01_Balance.png").identity == "en-US/iPhone 15 Pro/Balance")
    }
}
