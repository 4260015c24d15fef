import Foundation

/// Runs regular expressions with bounded work, so a pack's expression cannot stall a scan.
///
/// Each evaluation sees at most `windowLength` UTF-16 units: a longer line is searched in windows
/// of that length that overlap by `windowOverlap`, so a match of up to `windowOverlap` units that
/// straddles a window edge is still found. Windows have transparent bounds (look-arounds see past
/// them) and no anchoring bounds: `^` and `$` match only at the real start and end of the line,
/// never at a window's edge. An evaluation that runs past its `RegexBudget` (catastrophic
/// backtracking) is stopped and yields the matches found so far; once the budget's deadline has
/// passed, nothing more is evaluated.
enum BoundedRegex {
    static let windowLength = 512
    static let windowOverlap = 128
    /// The options of every evaluation.
    static let windowOptions: NSRegularExpression.MatchingOptions = [.withTransparentBounds, .withoutAnchoringBounds]

    /// Every match in `text`, each range once, in order.
    static func matches(of regex: NSRegularExpression, in text: String, budget: RegexBudget = .standard) -> [NSRange] {
        let length = (text as NSString).length
        var ranges: [NSRange] = []
        var windowStart = 0
        repeat {
            if budget.isOver { break }
            let window = NSRange(location: windowStart, length: min(windowLength, length - windowStart))
            for range in run(regex, in: text, range: window, options: windowOptions, firstOnly: false, budget: budget)
            where !ranges.contains(where: { NSIntersectionRange($0, range).length > 0 }) {
                ranges.append(range)
            }
            windowStart += windowLength - windowOverlap
        } while windowStart + windowOverlap < length
        return ranges.sorted { $0.location < $1.location }
    }

    /// The match that starts exactly at `start` and ends no later than `end`, if any; an empty match
    /// counts only when `allowingEmpty` (an optional suffix that is absent).
    static func match(of regex: NSRegularExpression, in text: String, startingAt start: Int, within end: Int? = nil,
                      allowingEmpty: Bool = false, budget: RegexBudget = .standard) -> NSRange?
    {
        let length = (text as NSString).length
        let limit = min(end ?? length, start + windowLength, length)
        guard limit >= start else { return nil }
        let range = NSRange(location: start, length: limit - start)
        return run(regex, in: text, range: range, options: windowOptions.union(.anchored), firstOnly: true,
                   allowingEmpty: allowingEmpty, budget: budget).first { $0.location == start }
    }

    private static func run(_ regex: NSRegularExpression, in text: String, range: NSRange,
                            options: NSRegularExpression.MatchingOptions, firstOnly: Bool,
                            allowingEmpty: Bool = false, budget: RegexBudget) -> [NSRange] {
        guard !budget.isOver else { return [] }
        let isSpent = budget.startEvaluation()
        var ranges: [NSRange] = []
        regex.enumerateMatches(in: text, options: options.union(.reportProgress), range: range) { result, _, stop in
            if let result, result.range.length > 0 || allowingEmpty { ranges.append(result.range) }
            if (firstOnly && !ranges.isEmpty) || isSpent() { stop.pointee = true }
        }
        return ranges
    }
}
