import Foundation
import Testing

/// The GitHub Action (action.yml, Scripts/github_action.sh) run step by step as the runner runs it
/// (`ActionRun`), against the snapguard this test run built: a stand-in `swift` on PATH plays the
/// release build by copying that binary, so no second build happens here.
@Suite struct GitHubActionTests {
    private let root: URL
    private let workspace: URL
    private let stubs: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-action-\(UUID().uuidString)")
        workspace = root.appendingPathComponent("work")
        stubs = root.appendingPathComponent("stubs")
        for folder in [workspace, stubs, root.appendingPathComponent("runner-temp")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        // The stand-in toolchain: `swift --version`, and `swift build` that logs its arguments and
        // "builds" by copying the binary under test to the folder `--show-bin-path` names.
        let swift = stubs.appendingPathComponent("swift")
        try Data("""
            #!/bin/bash
            set -eu
            products="$STUB_ROOT/products"
            case "$*" in
              --version) echo "Swift version 6.3.1 (stand-in for GitHubActionTests)" ;;
              *--show-bin-path*) echo "$products" ;;
              build*) echo "$*" >> "$STUB_ROOT/build.log"; mkdir -p "$products"; cp "$STUB_BINARY" "$products/snapguard" ;;
              *) echo "swift stand-in: unexpected arguments: $*" >&2; exit 64 ;;
            esac

            """.utf8).write(to: swift)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    }

    /// Copies sample images (or fixtures) into the workspace, under `folder`.
    private func stage(_ files: [String], from source: String = "Samples", into folder: String) throws {
        let target = workspace.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.copyItem(at: SnapGuardBinary.repository.appendingPathComponent("\(source)/\(file)"),
                                             to: target.appendingPathComponent(file))
        }
    }

    #if os(macOS)
    private static let system = "macOS"
    #else
    private static let system = "Linux"
    #endif

    private func run(_ inputs: [String: String], cached: Bool = false) throws -> ActionRun {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = stubs.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["RUNNER_OS"] = Self.system
        environment["RUNNER_ARCH"] = "X64"
        environment["STUB_ROOT"] = root.path
        environment["STUB_BINARY"] = SnapGuardBinary.url.path
        environment.removeValue(forKey: "ImageOS")
        let action = try ActionDefinition.load(SnapGuardBinary.repository.appendingPathComponent("action.yml"))
        let run = ActionRun(action: action, actionPath: SnapGuardBinary.repository, workspace: workspace,
                            runnerTemp: root.appendingPathComponent("runner-temp"), inputs: inputs, environment: environment)
        if cached { run.cachedBinary = SnapGuardBinary.url }
        try run.run()
        #expect(run.problems == [], "action.yml refers to what does not exist")
        return run
    }

    private var buildLog: String { (try? String(contentsOf: root.appendingPathComponent("build.log"), encoding: .utf8)) ?? "" }

    private func cleanUp() { try? FileManager.default.removeItem(at: root) }

    @Test func aLeakFailsTheStepWithEveryReportAndTheUpload() throws {
        defer { cleanUp() }
        try stage(["leaky-card-details-1170x2532.png", "clean-settings-750x1334.png", "protected-overlay-1179x2556.png"],
                  into: "fastlane/screenshots")
        let run = try run(["paths": "fastlane/screenshots", "formats": "sarif html, json\njunit", "annotate": "true",
                           "upload-sarif": "true"])

        // The cache missed: the release build ran, with the Swift runtime linked in on Linux.
        #if os(Linux)
        #expect(buildLog == "build -c release --product snapguard --package-path \(SnapGuardBinary.repository.path) --static-swift-stdlib\n")
        #else
        #expect(buildLog == "build -c release --product snapguard --package-path \(SnapGuardBinary.repository.path)\n")
        #endif
        let outputs = run.outputs
        let binary = try #require(outputs["binary"])
        let folder = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        #expect(FileManager.default.isExecutableFile(atPath: binary))
        #expect(run.pathAdditions == [folder], "snapguard is on PATH for later steps")
        // Saved right after the build, with the key that names system, toolchain, libraries and sources.
        let save = try #require(run.saves.first)
        #expect(run.saves.count == 1 && save["path"] == folder)
        let key = try #require(save["key"])
        #expect(key.hasPrefix("snapguard-\(Self.system)-X64-runner-swift-") && key.contains("-libs-") && key.contains("-src-"), "\(key)")
        #expect(try String(contentsOfFile: folder + "/.cache-key", encoding: .utf8) == key + "\n")

        #expect(outputs["exit-code"] == "1")
        #expect(run.actionFailed, "a leak fails the step")
        let verdict = try #require(run.result("Verdict"))
        #expect(verdict.status == 1)
        #expect(verdict.output.contains("::error title=SnapGuard::sensitive data is visible on at least one screen (exit code 1)"))

        let reports = workspace.appendingPathComponent("snapguard-report").path
        #expect(outputs["report-directory"] == reports)
        for (output, file) in ["sarif-file": "snapguard.sarif", "html-file": "snapguard.html", "json-file": "snapguard.json",
                               "junit-file": "snapguard.xml", "text-file": "snapguard.txt"] {
            #expect(outputs[output] == "\(reports)/\(file)")
            #expect(FileManager.default.fileExists(atPath: "\(reports)/\(file)"), "\(file)")
        }
        let annotated = try FileManager.default.contentsOfDirectory(atPath: try #require(outputs["annotated-directory"]))
        #expect(annotated.count == 1, "the one failing screen, annotated: \(annotated)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(reports)/snapguard.json"))) as? [String: Any]
        let summary = try #require(json?["summary"] as? [String: Int])
        #expect(summary == ["screens": 3, "failed": 1, "passed": 2, "errors": 0])
        #expect(run.uploads == [["sarif_file": "\(reports)/snapguard.sarif", "category": "snapguard"]])

        // Annotations for the job, the text report in the log with workflow commands off, the
        // failing screen (masked) in the job summary.
        let scan = try #require(run.result("Check the screens"))
        #expect(scan.output.contains("::error file=fastlane/screenshots/leaky-card-details-1170x2532.png,"))
        #expect(scan.output.contains("::stop-commands::snapguard-"))
        #expect(scan.summary.hasPrefix("### SnapGuard: sensitive data is visible on at least one screen\n"))
        #expect(scan.summary.contains("    FAIL   fastlane/screenshots/leaky-card-details-1170x2532.png"))
        #expect(scan.summary.contains("card •••• 1111"))
        #expect(!scan.summary.contains("4111"), "masked")
        #expect(!scan.summary.contains("PASS"), "passing screens stay out of the summary")
    }

    @Test func reportOnlyPassesTheStepAndSkipsTheBuildOnACacheHit() throws {
        defer { cleanUp() }
        try stage(["leaky-card-details-1170x2532.png"], into: "shots")
        let run = try run(["paths": "shots", "formats": "", "fail-on-findings": "false"], cached: true)
        #expect(buildLog == "", "the cached binary is used")
        #expect(run.result("Build snapguard (release)")?.ran == false)
        #expect(run.saves.isEmpty, "nothing new to keep")
        #expect(run.outputs["exit-code"] == "1")
        #expect(!run.actionFailed)
        #expect(run.result("Verdict")?.output.contains("::warning title=SnapGuard::sensitive data is visible") == true)
        #expect(run.outputs["sarif-file"] == "", "no SARIF asked for")
        #expect(run.result("Upload SARIF to code scanning")?.ran == false)
        #expect(run.uploads.isEmpty)
    }

    @Test func anUnreadableImageFailsUnlessAllowed() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("shots"), withIntermediateDirectories: true)
        try Data("not a picture".utf8).write(to: workspace.appendingPathComponent("shots/broken.png"))
        let strict = try run(["paths": "shots"], cached: true)
        #expect(strict.outputs["exit-code"] == "3")
        #expect(strict.actionFailed)
        let lenient = try run(["paths": "shots", "fail-on-unreadable": "false"], cached: true)
        #expect(lenient.outputs["exit-code"] == "3")
        #expect(!lenient.actionFailed)
    }

    /// Inputs are data, never shell code: paths with spaces, quotes and `$(...)` are scanned as
    /// they are, and arguments that look like commands reach snapguard as words.
    @Test func inputsNeverRunAsShellCode() throws {
        defer { cleanUp() }
        let hostile = "it's a \"folder\" $(touch pwned-path) `touch pwned-tick`; x"
        try stage(["clean-settings-750x1334.png"], into: hostile)
        let run = try run(["paths": "  \(hostile)  \n\n", "args": "--jobs 1 --allow $(touch${IFS}pwned-args)",
                           "output-directory": "out dir/$(touch pwned-out)"], cached: true)
        #expect(run.outputs["exit-code"] == "0", "\(run.result("Check the screens")?.output ?? "")")
        #expect(!run.actionFailed)
        #expect(run.outputs["report-directory"] == workspace.appendingPathComponent("out dir/$(touch pwned-out)").path)
        let left = try FileManager.default.contentsOfDirectory(atPath: workspace.path).sorted()
        #expect(left == [hostile, "out dir"], "no command ran: \(left)")
    }

    @Test func badInputsFailWithAClearError() throws {
        defer { cleanUp() }
        try stage(["clean-settings-750x1334.png"], into: "shots")
        let cases: [([String: String], step: String, message: String)] = [
            (["paths": "shots", "mode": "audit"], "Check the screens", "mode: 'audit' is neither scan nor compare"),
            (["paths": "shots", "formats": "pdf"], "Check the screens", "formats: unknown format 'pdf'"),
            (["paths": "", "mode": "scan"], "Check the screens", "paths: give at least one image file or folder"),
            (["paths": "shots", "mode": "compare", "baseline": "b.json"], "Check the screens", "baseline: a baseline applies to mode scan"),
            (["paths": "shots", "fail-on-findings": "yes"], "Verdict", "fail-on-findings: 'yes' is neither true nor false"),
            (["paths": "shots", "args": "--no-such-option"], "Verdict", "usage or configuration error; nothing was scanned"),
        ]
        for (inputs, step, message) in cases {
            let run = try run(inputs, cached: true)
            #expect(run.actionFailed, "\(inputs)")
            let output = run.result(step)?.output ?? ""
            #expect(output.contains("::error title=SnapGuard::\(message)"), "\(inputs): \(output)")
        }
    }

    @Test func compareModeChecksPairs() throws {
        defer { cleanUp() }
        try stage(["overlay-light-750x1334.active.png", "overlay-light-750x1334.snapshot.png"], from: "Tests/Fixtures/pairs", into: "pairs")
        let run = try run(["mode": "compare", "paths": "pairs", "formats": "json"], cached: true)
        #expect(run.outputs["exit-code"] == "0", "\(run.result("Check the screens")?.output ?? "")")
        #expect(!run.actionFailed)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: try #require(run.outputs["json-file"])))) as? [String: Any]
        #expect((json?["summary"] as? [String: Int])?["passed"] == 1)
    }

    /// The harness itself: an expression naming what action.yml does not have is caught.
    @Test func misspelledExpressionsAreCaught() throws {
        defer { cleanUp() }
        let action = try ActionDefinition.load(SnapGuardBinary.repository.appendingPathComponent("action.yml"))
        let run = ActionRun(action: action, actionPath: SnapGuardBinary.repository, workspace: workspace, runnerTemp: root,
                            inputs: [:], environment: [:])
        #expect(run.evaluate("inputs.upload-sarif == 'TRUE' || inputs.mode != 'scan'") == .bool(false))
        #expect(run.evaluate("!cancelled() && inputs.mode == 'scan'") == .bool(true))
        #expect(run.problems == [])
        _ = run.evaluate("inputs.fail-on-finding")
        _ = run.evaluate("steps.scan.outputs.exitcode")
        _ = run.evaluate("steps.prepare.outputs.binary ==")
        #expect(run.problems.count == 3, "\(run.problems)")
        #expect(try ActionRun.keyValues("a=1\nb<<EOF\nx\ny\nEOF\n") == ["a": "1", "b": "x\ny"])
    }
}
