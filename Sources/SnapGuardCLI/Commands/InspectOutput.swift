import Foundation
import SnapGuardCore

/// What `snapguard inspect` prints: per file, its snapshot structure (or, for another image, its
/// format and size), as text or JSON. A pure function of what was read.
enum InspectOutput {
    enum Format: String, Sendable {
        case text, json
    }

    /// One file inspected.
    struct File: Encodable {
        var path: String
        var decodes: Bool
        /// "AAPL", "KTX 1.1", "PNG", …
        var format: String?
        var snapshot: SnapshotStructure?
        /// The size of an image that is not a snapshot container.
        var width: Int?
        var height: Int?
        var error: String?

        static func inspect(path: String, limits: ImageLimits) -> File {
            let url = URL(fileURLWithPath: path)
            var file = File(path: path, decodes: false)
            if let problem = FileKind.problem(readingFileAt: path, as: "a snapshot file") {
                file.error = problem
                return file
            }
            let data: Data
            do {
                let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                guard size <= limits.maxFileBytes else { throw ImageError.fileTooLarge(bytes: size, limit: limits.maxFileBytes) }
                data = try Data(contentsOf: url, options: .mappedIfSafe)
            } catch {
                file.error = (error as? ImageError).map(CommonOptions.describe) ?? "cannot read file: \(error.localizedDescription)"
                return file
            }
            if let snapshot = SnapshotDecoder().inspect(data, limits: limits) {
                file.format = snapshot.container
                file.snapshot = snapshot
                file.decodes = snapshot.error == nil
                file.error = snapshot.error
                return file
            }
            file.format = ImageFormat.detect(data)?.rawValue.uppercased()
            do {
                let image = try ImageReader(limits: limits).decode(data)
                (file.width, file.height, file.decodes) = (image.width, image.height, true)
            } catch {
                file.error = CommonOptions.describe(error)
            }
            return file
        }
    }

    private struct Document: Encodable {
        var schemaVersion = 1
        var files: [File]
    }

    static func render(_ files: [File], format: Format) -> String {
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(Document(files: files)), let text = String(data: data, encoding: .utf8) else {
                preconditionFailure("the inspection document always encodes")
            }
            return text + "\n"
        case .text:
            return files.map(text).joined(separator: "\n")
        }
    }

    private static func text(_ file: File) -> String {
        var lines = ["file:         \(file.path)"]
        if let format = file.format { lines.append("format:       \(format)") }
        if let snapshot = file.snapshot {
            lines += snapshotLines(snapshot)
        } else if let width = file.width, let height = file.height {
            lines.append("picture:      \(width)x\(height) (not a snapshot container: read as an ordinary image)")
        }
        lines.append(file.decodes ? "result:       decodes" : "result:       does not decode: \(file.error ?? "unknown reason")")
        return lines.map(TerminalEscaping.escape).joined(separator: "\n") + "\n"
    }

    private static func snapshotLines(_ snapshot: SnapshotStructure) -> [String] {
        var lines = ["magic:        \(snapshot.magic)", "file bytes:   \(snapshot.fileBytes)", "parts:        offset       size  name"]
        for part in snapshot.parts {
            lines.append("              " + pad(part.offset, 6) + " " + pad(part.size, 10) + "  '\(part.name)'")
        }
        if !snapshot.header.isEmpty {
            lines.append("header:       " + snapshot.header.map { "\($0.name)=\($0.value)" }.joined(separator: " "))
        }
        if let width = snapshot.width, let height = snapshot.height { lines.append("size:         \(width)x\(height)") }
        if let pixelFormat = snapshot.pixelFormat { lines.append("pixel format: \(pixelFormat)") }
        if let blockSize = snapshot.blockSize { lines.append("block size:   \(blockSize)") }
        if let orientation = snapshot.orientation { lines.append("orientation:  \(orientation)") }
        if let payload = snapshot.payload {
            var text = "\(payload.source): \(payload.layout)\(payload.compressed ? " (LZFSE)" : ""), data at offset \(payload.dataOffset), \(payload.dataBytes) bytes"
            if let word = payload.lengthWord { text += "; length word \(word)" + (payload.lengthWordMeaning.map { " (\($0))" } ?? "") }
            if let stream = payload.streamLength { text += "; stream \(stream) bytes to its bvx$ end block" }
            if let needed = payload.blockBytesNeeded { text += "; blocks need \(needed) bytes" }
            if let tail = payload.tailBytes, tail > 0 { text += "; \(tail) bytes past them ignored" }
            lines.append("payload:      " + text)
        }
        if let tiling = snapshot.tiling {
            let margin = "margin \(percent(tiling.margin)), \(percent(tiling.marginNeeded)) needed"
            let decision = tiling.identical ? "\(tiling.order ?? "x-even") (both orders give the same picture)"
                : tiling.order.map { "\($0) (\(margin))" } ?? "undecided (\(margin))"
            var text = "\(decision); block-edge roughness x-even \(tiling.roughnessXEven), y-even \(tiling.roughnessYEven)"
            if tiling.damagedXEven + tiling.damagedYEven > 0 {
                text += "; damaged blocks shown x-even \(tiling.damagedXEven), y-even \(tiling.damagedYEven) (left out of the roughness)"
            }
            lines.append("tiling:       " + text)
        }
        return lines
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }

    private static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }
}
