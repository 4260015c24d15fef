import Foundation
import SnapGuardCore

extension ImageReader {
    /// The file decoded and turned to greyscale, as the recognition stages see it.
    func readGrey(contentsOf url: URL) throws -> GreyImage {
        try Greyscale().apply(to: read(contentsOf: url))
    }

    /// The bytes decoded and turned to greyscale, as the recognition stages see it.
    func decodeGrey(_ data: Data) throws -> GreyImage {
        try Greyscale().apply(to: decode(data))
    }
}
