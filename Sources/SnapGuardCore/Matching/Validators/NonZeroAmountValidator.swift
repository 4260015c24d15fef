/// An amount with a digit other than zero. A zero balance, spending or holding ('$0.00',
/// '0,00 €', 'R$ 0.00', '0 sats') tells nothing about anyone: it is what a new account, an empty
/// budget or a fresh simulator's first screen shows, and an empty state must not fail the gate.
/// Letters and other characters in the match (its label, its sign) are ignored.
package struct NonZeroAmountValidator: MatchValidator {
    package let name = "nonZero"

    package init() {}

    package func isValid(_ text: String) -> Bool {
        text.contains { $0.isNumber && $0 != "0" && $0 != "٠" && $0 != "۰" }
    }
}
