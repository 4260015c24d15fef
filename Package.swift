// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SnapGuard",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "snapguard", targets: ["snapguard"]),
        .library(name: "SnapGuardCore", targets: ["SnapGuardCore"]),
    ],
    targets: [
        // System libraries, found with pkg-config.
        .systemLibrary(
            name: "CLeptonica",
            pkgConfig: "lept",
            providers: [.apt(["libleptonica-dev"]), .brew(["leptonica"])]
        ),
        .systemLibrary(
            name: "CTesseract",
            pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev"]), .brew(["tesseract"])]
        ),

        // Turns Patterns/*.json into Swift source so the binary carries its default packs.
        .executableTarget(name: "PatternPackEmbedder"),
        .plugin(
            name: "EmbedPatternPacks",
            capability: .buildTool(),
            dependencies: ["PatternPackEmbedder"]
        ),

        // The library: image -> preprocessing -> OCR -> normalisation -> matching -> verdict -> reports.
        // It decodes .ktx snapshots (ASTC) itself, in Swift.
        .target(
            name: "SnapGuardCore",
            dependencies: ["CTesseract", "CLeptonica"],
            plugins: ["EmbedPatternPacks"]
        ),
        // The command line: argument parsing and subcommands, thin over SnapGuardCore.
        .target(name: "SnapGuardCLI", dependencies: ["SnapGuardCore"]),
        .executableTarget(name: "snapguard", dependencies: ["SnapGuardCLI"]),
        // Measures recall and verdicts on a labelled corpus: swift run -c release snapguard-eval Tests/Corpus/tuning
        .executableTarget(name: "snapguard-eval", dependencies: ["SnapGuardCLI"]),

        .testTarget(name: "SnapGuardCoreTests", dependencies: ["SnapGuardCore"], exclude: ["Fixtures"]),
        .testTarget(name: "SnapGuardCLITests", dependencies: ["SnapGuardCLI"]),
        // Runs the built `snapguard` binary on real images with real Tesseract.
        .testTarget(name: "EndToEndTests", dependencies: ["snapguard", "SnapGuardCore"]),
    ],
    swiftLanguageModes: [.v6]
)
