/// How alike the active screen and its snapshot are, over the whole screen and region by region.
package struct PairSimilarity: Hashable, Sendable, Codable {
    /// A similarity or threshold as reasons, reports and help print it: two decimals, "n/a" for none.
    package static func figure(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "n/a" }

    /// Mean SSIM over every informative window; nil when neither picture shows any structure.
    package var global: Double?
    /// One entry per grid region, row by row from the top left.
    package var regions: [RegionSimilarity]
    /// How the snapshot was turned to line up with the active screen ("clockwise" or
    /// "counterClockwise") when it was stored sideways; nil when it was compared as stored.
    package var snapshotTurned: String?

    package init(global: Double?, regions: [RegionSimilarity], snapshotTurned: String? = nil) {
        self.global = global
        self.regions = regions
        self.snapshotTurned = snapshotTurned
    }

    /// How close the closest part of the pair is: the higher of the global and the highest region similarity.
    var closeness: Double { max(global ?? -1, highestRegion ?? -1) }

    /// The regions whose similarity reached the threshold.
    package var matchedRegions: [RegionSimilarity] { regions.filter(\.matched) }

    /// The highest region similarity, nil when no region was informative.
    package var highestRegion: Double? { regions.compactMap(\.similarity).max() }
}

/// One region of the comparison grid.
package struct RegionSimilarity: Hashable, Sendable, Codable {
    /// Row (from the top) and column (from the left), counted from 0.
    package var row: Int
    package var column: Int
    /// The region in the active screen's pixels.
    package var box: BoundingBox
    /// Mean SSIM over the region's informative windows; nil when too few windows carry information.
    package var similarity: Double?
    /// True when `similarity` reached the region threshold.
    package var matched: Bool

    package init(row: Int, column: Int, box: BoundingBox, similarity: Double?, matched: Bool) {
        self.row = row
        self.column = column
        self.box = box
        self.similarity = similarity
        self.matched = matched
    }

    /// "r3c2" (1-based), as reports name a region.
    package var label: String { "r\(row + 1)c\(column + 1)" }
}
