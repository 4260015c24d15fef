import Foundation

/// Writes a screen's `ScanExplanation` as files, in a folder of its own below `folder`:
///
/// - `01-decoded.png`, `02-greyscale.png`, `03-…`: the image each stage produced, numbered in
///   the order the stages ran (the passes, then the crops and stages of each second look);
/// - `annotated.png`: the decoded screen with the words of the merged read boxed in blue, the
///   near misses in orange and the findings in red;
/// - `lines.txt`: the lines each read returned, with boxes and confidences, the findings and the
///   near misses, for people;
/// - `explain.json`: the same for tools.
///
/// The files hold the **raw** OCR text, matched values included: write them only where raw values
/// may be seen (the command line asks for `--reveal`). Images are encoded by Leptonica.
package struct ExplanationWriter: Sendable {
    /// The folder that receives one folder per screen.
    package var folder: URL
    /// Folder names by screen path, for screens whose names would clash; others are named by `folderName(for:)`.
    private let names: [String: String]

    /// A writer into `folder`. Give `paths` (the screens of a scan) so that screens whose folder
    /// names would clash get distinct ones (`-2`, `-3`, …, in the order given).
    package init(folder: URL, paths: [String] = []) {
        self.folder = folder
        names = ExplanationFolderName.make(for: paths)
    }

    /// The folder a screen's explanation is written to: one component below `folder`, made from
    /// the screen's path with every character but ASCII letters, digits, `.`, `-` and `_`
    /// replaced by `_` (so `/`, `..` and control characters cannot lead out of `folder`).
    package func folder(for path: String) -> URL {
        folder.appendingPathComponent(names[path] ?? ExplanationFolderName.make(for: path), isDirectory: true)
    }

    /// Writes the explanation of `screen` and returns the folder written.
    @discardableResult
    package func write(_ explanation: ScanExplanation, for screen: ScreenResult) throws(ExplanationError) -> URL {
        let target = folder(for: screen.path)
        do {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        } catch {
            throw ExplanationError(path: target.path, reason: error.localizedDescription)
        }
        var images: [ExplanationDocument.Image] = []
        let pictures = Self.pictures(of: explanation)
        let digits = max(2, String(pictures.count).count)
        for (index, picture) in pictures.enumerated() {
            let number = String(repeating: "0", count: max(0, digits - String(index + 1).count)) + String(index + 1)
            let name = "\(number)-\(Self.fileSafe(picture.label)).png"
            guard let png = picture.png() else { continue }
            try write(png, to: target.appendingPathComponent(name))
            images.append(.init(file: name, label: picture.label, attempt: picture.attempt))
        }
        if let annotated = ExplanationAnnotation.png(of: explanation, screen: screen) {
            try write(annotated, to: target.appendingPathComponent("annotated.png"))
        }
        let document = ExplanationDocument(explanation, screen: screen, images: images)
        try write(Data(document.text.utf8), to: target.appendingPathComponent("lines.txt"))
        try write(document.json(), to: target.appendingPathComponent("explain.json"))
        return target
    }

    /// One image to write, with its label.
    private struct Picture {
        var label: String
        var attempt: String
        var png: () -> Data?
    }

    private static func pictures(of explanation: ScanExplanation) -> [Picture] {
        var pictures: [Picture] = []
        if let decoded = explanation.decoded {
            pictures.append(Picture(label: "decoded", attempt: ScanExplanation.upright) { decoded.pngData() })
        }
        for stage in explanation.stageImages where stage.image.width > 0 && stage.image.height > 0 {
            let label = stage.attempt == ScanExplanation.upright ? stage.label : "\(stage.attempt) \(stage.label)"
            pictures.append(Picture(label: label, attempt: stage.attempt) { (try? LeptonicaPix.grey(stage.image))?.pngData() })
        }
        return pictures
    }

    /// `binarised: resize(0.67)` → `binarised-resize-0.67`: lower-case ASCII letters, digits and
    /// dots, other runs as one dash, at most 80 characters.
    static func fileSafe(_ label: String) -> String {
        var result = "", pendingDash = false
        for scalar in label.lowercased().unicodeScalars {
            if scalar.isASCII, ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." {
                if pendingDash, !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        while result.hasPrefix(".") { result.removeFirst() }
        return result.isEmpty ? "image" : String(result.prefix(80))
    }

    private func write(_ data: Data, to file: URL) throws(ExplanationError) {
        do {
            try data.write(to: file, options: .atomic)
        } catch {
            throw ExplanationError(path: file.path, reason: error.localizedDescription)
        }
    }
}
