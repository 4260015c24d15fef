// The build plugin generates this enum for SwiftPM builds; the fuzz target has no built-in packs.
enum EmbeddedPatternPacks {
    static let all: [(fileName: String, text: String)] = []
}
