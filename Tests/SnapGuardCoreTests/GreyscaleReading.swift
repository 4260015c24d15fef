import Foundation
import SnapGuardCore

extension ImageReader {
    /// The file decoded and turned to greyscale, as the recognition stages see it.
    func readGray(contentsOf url: URL) throws -> GrayImage {
        try Greyscale().apply(to: read(contentsOf: url))
    }

    /// The bytes decoded and turned to greyscale, as the recognition stages see it.
    func decodeGray(_ data: Data) throws -> GrayImage {
        try Greyscale().apply(to: decode(data))
    }
}
