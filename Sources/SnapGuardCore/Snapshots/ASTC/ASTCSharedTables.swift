/// The tables every footprint shares: integer-sequence unpacking, unquantisation, the choice of
/// the colour endpoints' range and the 16-to-8-bit conversion. Made once, on first use.
final class ASTCSharedTables: Sendable {
    static let shared = ASTCSharedTables()

    /// Five trits for each packed byte.
    let trits = ASTCTable(ASTCIntegerSequence.tritTable())
    /// Three quints for each packed 7-bit value.
    let quints = ASTCTable(ASTCIntegerSequence.quintTable())
    /// Weight (0–64) for weight range × 256 + value.
    let weights = ASTCTable(ASTCUnquantisation.weightTable())
    /// Endpoint value (0–255) for colour range × 256 + value.
    let colours = ASTCTable(ASTCUnquantisation.colourTable())
    /// ARM's 8-bit value for each 16-bit one (`ASTCUnorm8`).
    let unorm8 = ASTCTable(ASTCUnorm8.table())
    /// The range of the colour endpoint values: for (value count / 2) × 128 + bits available, the
    /// largest range whose values fit, or -1 when none does. Ranges below 4 (6 values) are illegal.
    let colourRanges: ASTCTable<Int8>

    private init() {
        var ranges = [Int8](repeating: -1, count: 10 * 128)
        for pairs in 1..<10 {
            for bits in 0..<128 {
                let fitting = (0..<ASTCIntegerSequence.ranges.count).last { ASTCIntegerSequence.bitCount(2 * pairs, range: $0) <= bits }
                ranges[pairs * 128 + bits] = Int8(fitting ?? -1)
            }
        }
        colourRanges = ASTCTable(ranges)
    }
}
