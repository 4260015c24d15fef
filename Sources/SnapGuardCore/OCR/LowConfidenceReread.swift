/// A second look at lines whose words came back with low confidence: each is cropped from the
/// full-resolution screen, scaled to a comfortable text height and read again as a single line,
/// in grey, and binarised against its own background only when the grey read still leaves
/// something to settle.
package struct LowConfidenceReread: Sendable {
    /// Lines holding a word below this confidence get a second look.
    package var confidenceThreshold: Double
    /// At most this many lines per screen, the least confident first, to bound the cost.
    package var maximumLines: Int
    /// Height in pixels a line is scaled to before it is read again.
    package var targetLineHeight: Int
    /// Lines with at least this many digits always get a second look.
    package var minimumDigitsForSecondLook: Int
    /// Lines with a word of at least this many digits run together always get a second look:
    /// nine, an ABA routing number's length, the shortest number with a check digit that a pack
    /// validates; one digit misread in a small table cell fails it however confident the read.
    /// A phone number or a date is written with separators, so it does not bring its line in.
    package var minimumDigitsInOneWord: Int
    /// At most this many rows of number fragments per screen get a second look as one line, besides
    /// `maximumLines` (see `reread`'s `fragmentRows`).
    package var maximumFragmentRows: Int

    package init(confidenceThreshold: Double = ReadConfidence.doubtful, maximumLines: Int = 12, targetLineHeight: Int = 48,
                minimumDigitsForSecondLook: Int = 12, minimumDigitsInOneWord: Int = 9, maximumFragmentRows: Int = 4) {
        self.confidenceThreshold = confidenceThreshold
        self.maximumLines = maximumLines
        self.targetLineHeight = targetLineHeight
        self.minimumDigitsForSecondLook = minimumDigitsForSecondLook
        self.minimumDigitsInOneWord = minimumDigitsInOneWord
        self.maximumFragmentRows = maximumFragmentRows
    }

    /// The lines to look at again, least confident first: those with a doubtful word, and those
    /// holding a long run of digits (a card, account or IBAN number), where one misread digit
    /// fails a checksum however confident Tesseract was.
    ///
    /// A doubtful line is looked at again only when it could hold a value: it has a digit, or a
    /// word of at least three letters and digits. A line read as one- and two-letter scraps and
    /// symbols alone is a row of icons (the status bar's signal and battery, a tab bar), whose
    /// close-ups read as scraps again; a currency sign or short code next to an amount keeps its
    /// line, which has the amount's digits, and so does a currency sign beside letters, and large
    /// type read as scraps (`isScrambledTitle`). Such a row still counts towards `maximumLines`, so
    /// skipping it never brings another line in.
    ///
    /// `largeTypeHeight`, when given, is the height in pixels of the screen's large titles
    /// (`largeTitlePoints`): a doubtful line of scraps that tall is large type, not icons.
    package func candidates(in lines: [RecognisedLine], largeTypeHeight: Int? = nil) -> [RecognisedLine] {
        let doubtful = lines.filter { line in hasDoubtfulWord(line) || hasLongNumber(line) }
        return doubtful.sorted { minimumConfidence($0) < minimumConfidence($1) }.prefix(maximumLines).filter { line in
            Self.couldHoldAValue(line) || largeTypeHeight.map { Self.isScrambledTitle(line, largeTypeHeight: $0) } == true
        }
    }

    /// Re-reads the candidate lines of `image` and returns what was read, in `image` pixels.
    /// With `sharpening`, each crop is sharpened first, in `image` pixels (close-ups of a
    /// blurred screen). With a `recorder`, each crop, the images of its stages and what was read go to it.
    ///
    /// `fragmentRows` are rows that OCR read as fragments of a number side by side (see
    /// `RowFragmentJoiner`): a doubtful line that is one of them is read with its whole row (once,
    /// however many of its fragments are doubtful), and the first `maximumFragmentRows` of the
    /// others are read again whole as well, as one line: a page read drops a lone point between
    /// two digit groups as noise, and a monospaced face (SF Mono, Menlo) gives its point a whole
    /// cell, so '177.1 lbs' comes back as '177' and '1 lbs', two lines; a close-up of the row
    /// reads the point.
    package func reread(_ lines: [RecognisedLine], fragmentRows: [RecognisedLine] = [], in image: GreyImage,
                       sharpening: Sharpen? = nil, recogniser: any TextRecogniser, deadline: Deadline = .never,
                       recorder: ExplanationRecorder? = nil) throws(OCRError) -> [RecognisedLine] {
        let before: [any ImageStage] = sharpening.map { [$0] } ?? []
        var reread: [RecognisedLine] = []
        let largeType = Int(DisplayScale(width: image.width, height: image.height).pixelsPerPoint * Self.largeTitlePoints)
        // A doubtful line that is one fragment of a row is read with the rest of its row, once.
        var doubtful: [RecognisedLine] = []
        for line in candidates(in: lines, largeTypeHeight: largeType) {
            let look = fragmentRows.first { $0.box.intersection(line.box) != nil } ?? line
            if !doubtful.contains(where: { $0.box == look.box }) { doubtful.append(look) }
        }
        let rows = fragmentRows.filter { row in !doubtful.contains { $0.box == row.box } }.prefix(maximumFragmentRows)
        for (number, line) in (doubtful + rows).enumerated() {
            var box = Self.textBand(of: line)
            if !Self.couldHoldAValue(line) {
                // Large type read as scraps: OCR found only pieces of the title, so the close-up
                // takes its row across the screen.
                box = BoundingBox(x: 0, y: box.y, width: image.width, height: box.height)
            }
            let region = box.expanded(by: max(4, box.height / 3), within: image.bounds)
            let factor = min(4, max(0.25, Double(targetLineHeight) / Double(max(1, box.height))))
            let crop = image.cropped(to: region)
            let tile = max(8, targetLineHeight / 2)
            let label = "second look \(number + 1)"
            recorder?.record(stage: "\(label): crop \(region)", image: crop)
            // Grey first; the binarised read only when the grey one is still doubtful and says
            // something else than the first read did (two reads of the line, binarised whole
            // screen and grey close-up, that agree word for word leave nothing to settle).
            for (kind, stages) in [("grey", before + [Resize(factor: factor), DarkOnLight()]),
                                   ("binarised", before + [Resize(factor: factor), BackgroundBinarisation(tileSize: tile), SolidRegionRemoval(maximumStroke: RecognitionPipeline.solidStroke)])] {
                let pass = RecognitionPass(name: "reread", stages: stages, segmentation: .singleLine)
                let found = try pass.run(on: crop, recogniser: recogniser, deadline: deadline, recorder: recorder,
                                         label: "\(label) \(kind)").map { found in
                    RecognisedLine(words: found.words.map { word in
                        RecognisedWord(text: word.text, box: word.box.offsetBy(dx: region.x, dy: region.y), confidence: word.confidence)
                    })
                }
                recorder?.record(read: "\(label) \(kind)", stages: stages.map(\.name), lines: found)
                reread += found
                if !found.isEmpty, Self.spansMostOf(line, found),
                   !found.contains(where: { hasDoubtfulWord($0) || hasLongNumber($0) }) || Self.sameWords(found, line) { break }
            }
        }
        return reread
    }

    /// A tall word is one this many times the height of the line's legible words.
    static let tallWordRatio = 2

    /// The part of `line` its text sits in: the line's width, and the height of its words
    /// without any unreadable word (`ReadConfidence.unreadable`) at least `tallWordRatio` times
    /// as tall as its legible words. Such a word is an icon or a scrap of the rows above and below
    /// read as one glyph (an app's logo before a code, read as '3302' at 0%); it makes the line's
    /// box two or three rows tall, and a close-up of that box, scaled by its height, holds several
    /// rows shrunk to nothing, which a single-line read gives up on. A tall word that was read,
    /// however doubtfully (a large expiry date beside its small label), stays in. Without legible
    /// words, or unreadable tall ones, the line's box.
    static func textBand(of line: RecognisedLine) -> BoundingBox {
        let words = line.words.filter { $0.text.contains(where: \.isLetterOrDigit) }
        let legible = words.filter { $0.confidence >= ReadConfidence.legible }.map(\.box.height).sorted()
        guard !legible.isEmpty else { return line.box }
        let limit = legible[legible.count / 2] * tallWordRatio
        let kept = line.words.filter { $0.box.height < limit || $0.confidence >= ReadConfidence.unreadable }
        guard let band = kept.map(\.box).unionBox(), band.height < line.box.height else {
            return line.box
        }
        return BoundingBox(x: line.box.x, y: band.y, width: line.box.width, height: band.height)
    }

    /// Whether `line` is large type read as scraps: a word with a letter, at least
    /// `largeTypeHeight` pixels tall and at least twice as wide as tall (a run of letters, not a
    /// square icon). A large title at the largest Dynamic Type sizes ("Verification…" read as
    /// 'Ve*"' in heavy 40-point type), which a close-up reads; the status bar's icons and a tab
    /// bar's are far smaller, and an app's icon is square.
    static func isScrambledTitle(_ line: RecognisedLine, largeTypeHeight: Int) -> Bool {
        line.words.contains { word in
            word.text.contains(where: \.isLetter) && word.box.height >= largeTypeHeight && word.box.width >= 2 * word.box.height
        }
    }

    /// The size of iOS's large navigation title, in points (34 pt): type this large that OCR
    /// read as scraps is text.
    static let largeTitlePoints = 34.0

    /// Whether `line` has a word with a letter or digit below `confidenceThreshold`.
    private func hasDoubtfulWord(_ line: RecognisedLine) -> Bool {
        line.words.contains { $0.confidence < confidenceThreshold && $0.text.contains(where: \.isLetterOrDigit) }
    }

    /// Whether `line` has at least `minimumDigitsForSecondLook` digits, or a word of
    /// `minimumDigitsInOneWord` digits run together.
    private func hasLongNumber(_ line: RecognisedLine) -> Bool {
        line.text.count(where: \.isNumber) >= minimumDigitsForSecondLook
            || line.words.contains { Self.longestDigitRun(in: $0.text) >= minimumDigitsInOneWord }
    }

    /// The length of the longest run of consecutive digits in `text` ("555-123-4567" has 4).
    static func longestDigitRun(in text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            current = character.isNumber ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// Whether `line` has a digit, a currency sign with a letter (an amount whose digits were
    /// read as letters: '48$' as 'as$') or a word of at least three letters and digits.
    static func couldHoldAValue(_ line: RecognisedLine) -> Bool {
        line.words.contains { word in
            word.text.contains(where: \.isNumber) || word.text.count(where: \.isLetterOrDigit) >= 3
                || (word.text.contains(where: \.isCurrencySymbol) && word.text.contains(where: \.isLetter))
        }
    }

    /// Whether the words of `found` span at least `settledWidth` of `line`'s width: a grey read
    /// that lost part of the line (light grey text beside black, which one global threshold drops:
    /// the small grey 'lbs' after a weight) settles nothing, and the binarised read follows.
    static func spansMostOf(_ line: RecognisedLine, _ found: [RecognisedLine]) -> Bool {
        guard let span = found.flatMap(\.words).map(\.box).unionBox() else { return false }
        return Double(span.width) >= settledWidth * Double(line.box.width)
    }

    /// Share of a line's width a settling read must span.
    static let settledWidth = 0.8

    /// Whether `lines` hold exactly the words of `line`, in order.
    static func sameWords(_ lines: [RecognisedLine], _ line: RecognisedLine) -> Bool {
        lines.flatMap(\.words).map(\.text) == line.words.map(\.text)
    }

    private func minimumConfidence(_ line: RecognisedLine) -> Double {
        line.words.map(\.confidence).min() ?? 1
    }
}

extension Character {
    var isLetterOrDigit: Bool { isLetter || isNumber }
}
