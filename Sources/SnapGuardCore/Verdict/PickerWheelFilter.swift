/// Drops the numbers of a picker wheel that OCR read as values. A form with a date, time or
/// quantity picker open shows the wheel's column of numbers, one after another (`38`, `39`, `40`,
/// `41`, `42` as the minutes beside a `BG Check` row in mg/dl); each stands alone in its row, so
/// beside a unit or on a screen of money it reads as a reading or an amount. A wheel is told by
/// its values: at least `shortestRun` whole numbers stacked in one column, each one more (or one
/// less) than the one above it, a row apart (within two heights of a number). Only findings that
/// are such a number are dropped: a reading, a code or an amount is never a wheel's step,
/// whatever column it stands in.
package struct PickerWheelFilter: Sendable {
    /// Numbers counting up or down in one column that make a wheel: two could be a table's rows.
    static let shortestRun = 3
    /// The longest number a wheel shows (a year).
    static let longestValue = 4

    package init() {}

    /// `findings` without the wheel's numbers, and the ones dropped.
    package func filter(_ findings: [Finding], readIn text: RecognisedText) -> (kept: [Finding], onWheel: [Finding]) {
        let wheel = wheelNumbers(in: text.lines)
        guard !wheel.isEmpty else { return (findings, []) }
        var kept: [Finding] = [], onWheel: [Finding] = []
        for finding in findings {
            let value = Self.number(finding.value.revealed)
            let isStep = value.map { value in
                wheel.contains { $0.value == value && $0.box.intersection(finding.box) != nil }
            } ?? false
            if isStep { onWheel.append(finding) } else { kept.append(finding) }
        }
        return (kept, onWheel)
    }

    /// The numbers of every wheel on the screen, with where each stands.
    func wheelNumbers(in lines: [RecognisedLine]) -> [(value: Int, box: BoundingBox)] {
        let numbers = lines.flatMap(\.words).compactMap { word in Self.number(word.text).map { (value: $0, box: word.box) } }
        var onWheel = Set<Int>()
        for start in numbers.indices {
            for step in [1, -1] {
                var run = [start], current = start
                while let next = Self.next(after: current, step: step, in: numbers) {
                    run.append(next)
                    current = next
                }
                if run.count >= Self.shortestRun { onWheel.formUnion(run) }
            }
        }
        return onWheel.sorted().map { numbers[$0] }
    }

    /// The nearest number under `numbers[index]` in its column, within two rows' heights of it, when
    /// it is the next step of the count.
    private static func next(after index: Int, step: Int, in numbers: [(value: Int, box: BoundingBox)]) -> Int? {
        let (value, box) = numbers[index]
        let below = numbers.indices.filter { other in
            let candidate = numbers[other].box
            let sharedWidth = min(box.maxX, candidate.maxX) - max(box.minX, candidate.minX)
            return candidate.minY > box.midY && candidate.minY - box.maxY <= 2 * max(box.height, candidate.height)
                && 2 * sharedWidth >= min(box.width, candidate.width)
        }
        guard let nearest = below.min(by: { numbers[$0].box.minY < numbers[$1].box.minY }) else { return nil }
        // Other readings of the nearest row stand about as high; one of them may be the next step.
        let row = below.filter { numbers[$0].box.minY - numbers[nearest].box.minY < numbers[nearest].box.height / 2 }
        return row.first { numbers[$0].value == value + step }
    }

    /// A whole number of up to `longestValue` digits, and nothing else.
    private static func number(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= longestValue, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
