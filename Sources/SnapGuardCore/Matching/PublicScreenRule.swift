import Foundation

/// A pack's `publicScreen` (see `Patterns/README.md`): the figures of a shop or a market are
/// public. A product's price, a share's quote or a fare is the same for every user, so on a screen
/// that shows `screen` (Add to cart, Checkout, Watchlist, Market cap) and nothing of `unless`
/// (Balance, Holdings, Spent, Transactions), a match of the pack is no finding.
struct PublicScreenRule: Sendable {
    /// Matches some line of a shop or market screen.
    let screen: NSRegularExpression
    /// Matches some line of a screen that shows the user's own money: then nothing is public.
    let unless: NSRegularExpression

    /// Whether `lines` are a public screen: some line matches `screen` and none matches `unless`.
    func holds(on lines: [NormalisedLine], budget: RegexBudget) -> Bool {
        let matches = { (regex: NSRegularExpression) in
            lines.contains { !BoundedRegex.matches(of: regex, in: $0.cleaned, budget: budget).isEmpty }
        }
        return matches(screen) && !matches(unless)
    }
}
