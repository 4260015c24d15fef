import Foundation

/// A pack's `publicScreen` (see `Patterns/README.md`): the figures of a shop or a market are
/// public. A product's price, a share's quote or a fare is the same for every user, so on a screen
/// that shows `screen` (Add to cart, Checkout, Watchlist, Market cap) and nothing of `unless`
/// (Balance, Holdings, Spent, Transactions), a match of the pack counts only beside something
/// personal: a checkout that shows the buyer's name and address, or a card, is the user's own order.
struct PublicScreenRule: Sendable {
    /// Matches some line of a shop or market screen.
    let screen: NSRegularExpression
    /// Matches some line of a screen that shows the user's own money: then nothing is public.
    let unless: NSRegularExpression

    /// The categories one of which another finding on the screen must have for a figure of a
    /// public screen to count: every built-in category but the figures' own (see `forFigures(of:)`).
    private(set) var company: Set<Category> = []

    /// The rule for one pattern of the pack: another finding of any other built-in category
    /// makes its figures personal again.
    func forFigures(of category: Category) -> PublicScreenRule {
        var rule = self
        rule.company = Set(Category.builtIn).subtracting([category])
        return rule
    }

    /// Whether a reading is a public screen: some line matches `screen` and none matches
    /// `unless` (each looked for once per reading, through `memo`).
    func holds(on memo: ScreenContextMemo) -> Bool {
        memo.holds(screen) && !memo.holds(unless)
    }
}
