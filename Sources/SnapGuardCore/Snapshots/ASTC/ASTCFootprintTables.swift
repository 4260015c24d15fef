import Foundation

/// The tables one footprint needs: its 2048 block modes, the infill of each weight grid it can
/// hold, and its partition patterns. Made once per footprint, on first use.
final class ASTCFootprintTables: Sendable {
    let footprint: ASTCFootprint
    let modes: ASTCTable<ASTCBlockMode>
    let infill: ASTCTable<ASTCWeightInfill.Entry>
    let partitions: ASTCTable<UInt8>

    init(footprint: ASTCFootprint) {
        self.footprint = footprint
        var modes: [ASTCBlockMode] = []
        var infill: [ASTCWeightInfill.Entry] = []
        var grids: [Int: Int] = [:]  // gridWidth × 16 + gridHeight → infill start
        for mode in 0..<2048 {
            var entry = ASTCBlockMode(mode, footprint: footprint)
            if entry.isLegal {
                let key = entry.gridWidth * 16 + entry.gridHeight
                if let start = grids[key] {
                    entry.infillStart = start
                } else {
                    let entries = ASTCWeightInfill.entries(footprint: footprint, gridWidth: entry.gridWidth, gridHeight: entry.gridHeight)
                    let start = ASTCWeightInfill.isIdentity(entries) ? -1 : infill.count
                    if start >= 0 { infill += entries }
                    grids[key] = start
                    entry.infillStart = start
                }
            }
            modes.append(entry)
        }
        self.modes = ASTCTable(modes)
        self.infill = ASTCTable(infill)
        partitions = ASTCTable(ASTCPartitioning.table(footprint: footprint))
    }

    /// The tables of `footprint`, made when it is first decoded and kept for the process.
    static func of(_ footprint: ASTCFootprint) -> ASTCFootprintTables {
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let made = cache.tables[footprint] { return made }
        let made = ASTCFootprintTables(footprint: footprint)
        cache.tables[footprint] = made
        return made
    }

    /// Made tables, guarded by their lock.
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var tables: [ASTCFootprint: ASTCFootprintTables] = [:]
    }

    private static let cache = Cache()
}
