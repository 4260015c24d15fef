import Foundation

/// One pattern's match on one line, before findings are made of it.
struct PatternMatch: Sendable {
    let pattern: Pattern
    /// UTF-16 range in the line.
    let range: NSRange
    let contextFound: Bool
    /// Categories one of which another finding on the screen must have (a match only a blurred
    /// label confirmed, or one without a label that its pattern lets count beside them); empty for none.
    var needsCompany: Set<Category> = []

    /// Higher wins when matches overlap: a match that counts on its own over one that needs
    /// company (which may yet be dropped), then the pack's priority, then validated, then
    /// context-bound, then longer.
    var specificity: (Int, Int, Int, Int, Int) {
        (needsCompany.isEmpty ? 1 : 0, pattern.priority, pattern.compiled.validators.isEmpty ? 0 : 1,
         pattern.compiled.contextIsRequired ? 1 : 0, range.length)
    }

    /// Keeps the most specific match wherever matches overlap, so one span yields one finding;
    /// except that a pattern of the user's packs never outranks a built-in one: where they overlap
    /// both are kept, so no pack (a catch-all expression at a huge priority and a low severity, say)
    /// can hide what the built-in patterns find.
    static func resolvingOverlaps(_ matches: [PatternMatch]) -> [PatternMatch] {
        let ranked = matches.sorted { $0.specificity > $1.specificity }
        var kept: [PatternMatch] = []
        for match in ranked where !kept.contains(where: { other in
            NSIntersectionRange(other.range, match.range).length > 0 && (other.pattern.isBuiltIn || !match.pattern.isBuiltIn)
        }) {
            kept.append(match)
        }
        return kept.sorted { $0.range.location < $1.range.location }
    }
}
