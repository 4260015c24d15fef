import Testing
@testable import SnapGuardCore

/// The one-line reason a snapshot with damaged blocks is refused with: how many blocks, and where
/// in the picture's pixels.
struct SnapshotDamageTests {
    private let iPhone = SnapshotDamage(width: 1290, height: 2796, footprint: .block4x4, format: .aapl)

    /// The reason `check` throws for `damaged` picture blocks (x, y) of `snapshot`, laid out row-major.
    private func reason(_ snapshot: SnapshotDamage, _ damaged: [(Int, Int)]) -> String? {
        let (columns, rows) = snapshot.footprint.grid(width: snapshot.width, height: snapshot.height)
        var damage = ASTCDamage(blockCount: columns * rows)
        for index in damaged.map({ $0.1 * columns + $0.0 }).sorted() { damage.add(index) }
        do {
            try snapshot.check(damage) { x, y in y * columns + x }
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aHalfWrittenTailNamesItsRows() {
        // Block rows 450…698 of 323 × 699 blocks: pixel rows 1,800 to the last one, 2,795.
        let tail = (450..<699).flatMap { y in (0..<323).map { ($0, y) } }
        #expect(reason(iPhone, tail) == "damaged AAPL image: 80,427 of 225,777 ASTC blocks are damaged "
                + "(reserved or HDR encodings, which decode to the error colour), in rows 1,800–2,795")
    }

    @Test func oneBlockNamesItsRowsAndColumns() {
        #expect(reason(iPhone, [(10, 20)]) == "damaged AAPL image: 1 of 225,777 ASTC blocks is damaged "
                + "(reserved or HDR encodings, which decode to the error colour), in rows 80–83, columns 40–43")
    }

    @Test func separateStretchesAreListed() {
        let twelve = SnapshotDamage(width: 100, height: 100, footprint: ASTCFootprint(blockWidth: 12, blockHeight: 12)!, format: .ktx)
        let rows = [0, 1, 4, 8].flatMap { y in (0..<9).map { ($0, y) } }
        #expect(reason(twelve, rows)?.hasSuffix("in rows 0–23, 48–59 and 96–99") == true, "the last row is cropped to the picture")
        let many = [0, 2, 4, 6].flatMap { y in (0..<9).map { ($0, y) } }
        #expect(reason(twelve, many)?.hasSuffix("in 4 stretches of rows within 0–83") == true)
    }

    /// Stored blocks that no picture position reads, such as tile padding, are not damage.
    @Test func blocksOutsideThePictureAreNotCounted() throws {
        var damage = ASTCDamage(blockCount: 2048)
        damage.add(2047)
        let snapshot = SnapshotDamage(width: 100, height: 100, footprint: .block4x4, format: .aapl)
        try snapshot.check(damage) { x, y in y * 25 + x }  // 25 × 25 blocks read indices 0…624
    }

    /// Places are named as the picture is shown: a KTX file stored bottom row first, right to left,
    /// has its first stored block row at the bottom and its first stored column at the right.
    @Test func placesFollowTheOrientation() throws {
        let turned = SnapshotDamage(width: 100, height: 100, footprint: .block4x4, format: .ktx,
                                    orientation: try #require(SnapshotOrientation(ktxValue: "S=l,T=u")))
        #expect(reason(turned, [(0, 0), (0, 1), (0, 10)])?.hasSuffix("in rows 56–59 and 92–99, columns 96–99") == true)
        #expect(reason(iPhone, [(0, 0), (0, 1), (0, 10)])?.hasSuffix("in rows 0–7 and 40–43, columns 0–3") == true)
    }

    @Test func digitsAreGrouped() {
        #expect([0, 999, 1_000, 225_777, 1_234_567].map(SnapshotDamage.grouped) == ["0", "999", "1,000", "225,777", "1,234,567"])
    }
}
