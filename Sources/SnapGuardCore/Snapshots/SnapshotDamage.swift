/// Turns the damaged ASTC blocks of a snapshot's decode into the one-line reason that makes its
/// screen an ERROR: how many of the picture's blocks are damaged, and where, in the picture's pixels:
/// the stretches of rows (up to three, else their extent), and the columns when the damage does not
/// span the width. Places are given as the picture is shown: turned as its `orientation` says
/// (a KTX file stored bottom row first names the rows counted from the top of the picture).
///
///     412 of 225,777 ASTC blocks are damaged (reserved or HDR encodings, which decode to the error colour), in rows 1,800–2,795
struct SnapshotDamage {
    let width: Int
    let height: Int
    let footprint: ASTCFootprint
    let format: ImageFormat
    var orientation = SnapshotOrientation.topDownLeftToRight

    /// Throws `.damaged` when any block of the picture is in `damage`. `storedIndex` gives the
    /// decode's index of the block at column `x`, row `y` of the picture's block grid; stored
    /// blocks that no picture position reads (tile padding) are not counted. `note` ends the reason.
    func check(_ damage: ASTCDamage, note: String? = nil, storedIndex: (_ x: Int, _ y: Int) -> Int) throws(ImageError) {
        guard !damage.isEmpty else { return }
        let (columns, rows) = footprint.grid(width: width, height: height)
        var count = 0
        var (left, right) = (Int.max, Int.min)
        var damagedRows: [Int] = []
        for y in 0..<rows {
            var inRow = false
            for x in 0..<columns where damage.contains(storedIndex(x, y)) {
                count += 1
                inRow = true
                (left, right) = (min(left, x), max(right, x))
            }
            if inRow { damagedRows.append(y) }
        }
        guard count > 0 else { return }
        // Stretches of consecutive damaged block rows, in stored pixel rows, then as shown.
        var stretches: [(Int, Int)] = []
        for y in damagedRows {
            let (top, bottom) = (y * footprint.blockHeight, min(height, (y + 1) * footprint.blockHeight) - 1)
            if let last = stretches.last, last.1 + 1 == top { stretches[stretches.count - 1].1 = bottom } else { stretches.append((top, bottom)) }
        }
        if orientation.rowsRunUp { stretches = stretches.reversed().map { (height - 1 - $0.1, height - 1 - $0.0) } }
        var place = stretches.count <= 3
            ? "in rows " + Self.list(stretches.map(Self.span))
            : "in \(stretches.count) stretches of rows within \(Self.span((stretches[0].0, stretches[stretches.count - 1].1)))"
        var pixelColumns = (left * footprint.blockWidth, min(width, (right + 1) * footprint.blockWidth) - 1)
        if orientation.columnsRunLeft { pixelColumns = (width - 1 - pixelColumns.1, width - 1 - pixelColumns.0) }
        if pixelColumns != (0, width - 1) { place += ", columns \(Self.span(pixelColumns))" }
        throw .damaged(format, message: "\(Self.grouped(count)) of \(Self.grouped(columns * rows)) ASTC blocks \(count == 1 ? "is" : "are") "
                       + "damaged (reserved or HDR encodings, which decode to the error colour), \(place)" + (note.map { " " + $0 } ?? ""))
    }

    private static func span(_ range: (Int, Int)) -> String {
        range.0 == range.1 ? grouped(range.0) : "\(grouped(range.0))–\(grouped(range.1))"
    }

    private static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// `value` with commas between groups of three digits: 225,777.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
