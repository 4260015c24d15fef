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

    /// Whether a reading is a public screen: some line matches `screen` and none matches
    /// `unless` (each looked for once per reading, through `memo`).
    func holds(on memo: ScreenContextMemo) -> Bool {
        memo.holds(screen) && !memo.holds(unless)
    }
}
