import Foundation
import Testing
import SnapGuardCore

/// The README's library example, with real Tesseract on the samples: what a UI-test host runs.
@Suite struct LibraryExampleTests {
    private static func sample(_ name: String) -> URL {
        Fixtures.repository.appendingPathComponent("Samples").appendingPathComponent(name)
    }

    @Test func aLeakySampleFailsAndACoveredOnePasses() throws {
        let session = try ScanSession(settings: .defaults())
        let screen = session.check(Self.sample("leaky-card-details-1170x2532.png"))
        #expect(screen.verdict == .fail)
        #expect(screen.failingFindings.contains { $0.category == .card && $0.masked == "•••• 1111" })
        #expect(!screen.failingFindings.map(\.masked).joined().contains("4111"), "masked by default")

        let covered = session.check(Self.sample("protected-overlay-1179x2556.png"))
        #expect(covered.verdict == .pass)
        #expect(covered.overlayDetected)
    }

    @Test func settingsChangeTheVerdictAndAScanReportsEveryScreen() throws {
        var settings = try ScanSettings.defaults()
        settings.policy.minimumSeverity = .critical
        let paths = ["leaky-balance-light-1179x2556.png", "clean-settings-750x1334.png"].map { Self.sample($0).path }
        let report = try ScanSession(settings: settings).scan(paths)
        #expect(report.screens.map(\.path) == paths)
        // Balances are medium severity: reported, but below a critical minimum they do not fail.
        #expect(report.screens[0].verdict == .pass)
        #expect(!report.screens[0].findings.isEmpty)
        #expect(report.screens[0].waivers.count == report.screens[0].findings.count, "every finding is waived")
        #expect(report.screens[0].waivers.values.allSatisfy { $0.kind == .severity })
    }
}
