/// A money amount whose digit grouping is consistent: one kind of group separator (',', '.', "'"
/// or a space) between groups of three digits (or the Indian 2-2-3 grouping), and at most one
/// decimal separator followed by one or two digits. "1.234,56", "1 234,56", "₹1,23,456.00" and
/// "1'250.50" pass; "1.2.3" and "12,34,5" do not. A last group of five digits after a comma or a
/// point, after two digits or more or another group, is read as three digits and two decimals
/// whose separator OCR lost ("26,43418"; not the rate "1.08456"). Currency
/// symbols and signs are ignored.
package struct AmountValidator: MatchValidator {
    package let name = "amount"

    package init() {}

    private static let separators: Set<Character> = [",", ".", "'", " "]

    package func isValid(_ text: String) -> Bool {
        let body = text.drop { !$0.isNumber }.reversed().drop { !$0.isNumber }.reversed()
        guard body.allSatisfy({ $0.isASCII && ($0.isNumber || Self.separators.contains($0)) }) else { return false }
        var groups: [Substring] = []
        var separatorsSeen: [Character] = []
        var current = ""
        for character in body {
            if Self.separators.contains(character) {
                groups.append(Substring(current))
                separatorsSeen.append(character)
                current = ""
            } else {
                current.append(character)
            }
        }
        groups.append(Substring(current))
        guard !groups.contains(where: \.isEmpty) else { return false }
        if let last = separatorsSeen.last, last != " ", last != "'", (1...2).contains(groups.last!.count),
           !separatorsSeen.dropLast().contains(last) {
            groups.removeLast()
            separatorsSeen.removeLast()
        } else if let last = separatorsSeen.last, last == "," || last == ".", groups.last!.count == 5,
                  groups.first!.count >= 2 || groups.count >= 3 {
            // "$26,43418" is "$26,434.18" with its decimal point lost: OCR drops the smallest mark
            // on a line first. Its last group is three digits and two decimals. A single digit
            // before it is a rate or a price of many decimals ("$1.08456", "€0.12345"), not that.
            groups[groups.count - 1] = groups.last!.prefix(3)
        }
        guard let separator = separatorsSeen.first else { return true }
        guard separatorsSeen.allSatisfy({ $0 == separator }), groups.first!.count <= 3,
              groups.last!.count == 3
        else { return false }
        let middle = groups.dropFirst().dropLast()
        return middle.allSatisfy { $0.count == 3 } || (separator == "," && middle.allSatisfy { $0.count == 2 })
    }
}
