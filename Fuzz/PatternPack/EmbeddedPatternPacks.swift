// The build plugin generates this enum for SwiftPM builds; the fuzz targets that compile all of
// Core (patternpack, configuration) have no built-in packs.
enum EmbeddedPatternPacks {
    static let all: [(fileName: String, text: String)] = []
}
