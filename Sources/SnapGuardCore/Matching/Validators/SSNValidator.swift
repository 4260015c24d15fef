/// A US Social Security number as the SSA issues them: nine digits, area not 000, 666 or 9xx,
/// group not 00, serial not 0000.
package struct SSNValidator: MatchValidator {
    package let name = "ssn"

    package init() {}

    package func isValid(_ text: String) -> Bool {
        let d = text.asciiDigits
        guard d.count == 9 else { return false }
        let area = d[0] * 100 + d[1] * 10 + d[2]
        let group = d[3] * 10 + d[4]
        let serial = d[5...].reduce(0) { $0 * 10 + $1 }
        return area != 0 && area != 666 && area < 900 && group != 0 && serial != 0
    }
}
