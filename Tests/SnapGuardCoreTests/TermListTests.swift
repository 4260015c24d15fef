import Testing
@testable import SnapGuardCore

@Suite struct TermListTests {
    private func finds(_ terms: [String], in text: String, fuzzy: Bool = true) -> Bool {
        TermList(terms, fuzzy: fuzzy).occurs(in: NormalisedLine(text).tokens)
    }

    @Test func ignoresCaseAndDiacritics() {
        #expect(finds(["tiểu đường"], in: "TIEU DUONG type 2"))
        #expect(finds(["Số dư"], in: "so du: 1.000"))
    }

    @Test func mergesLookalikesWhenADigitIsInvolved() {
        #expect(finds(["HbA1c"], in: "HbAlc 7.2%"))
        #expect(finds(["Metformin"], in: "Metf0rmin"))
        #expect(!finds(["HIV"], in: "HLV Park"))
    }

    @Test func allowsOneOCREditInLongWordsOnly() {
        #expect(finds(["metformin"], in: "Metfornin"))
        #expect(finds(["chemotherapy"], in: "Chemotheropy"))
        #expect(finds(["depression"], in: "Depresion"))
        #expect(!finds(["cancer"], in: "Cancel"))
        #expect(!finds(["asthma"], in: "astra"))
        #expect(!finds(["lupus"], in: "lupis"))
        #expect(!finds(["metformin"], in: "Metfornin", fuzzy: false))
    }

    /// A word of five letters is never a six-letter term with one letter lost: the name "Caner", or
    /// "Carrier" in a blurred status bar read so, is not "cancer".
    @Test func aShortWordIsNotALongTermMissingALetter() {
        #expect(!finds(["cancer"], in: "a Caner 9 9:41 AM"))
        #expect(!finds(["asthma"], in: "Astma"))
        #expect(finds(["cancer"], in: "Cancerr"))
        #expect(finds(["diabetes"], in: "Diabets"))
    }

    @Test func phrasesNeedTheirWordsTogetherAndWholeWordsOnly() {
        #expect(finds(["heart failure"], in: "Heart failure, chronic"))
        #expect(!finds(["heart failure"], in: "Heart rate and failure"))
        #expect(!finds(["HIV"], in: "Archive"))
    }

    /// A label under a light blur: a context phrase still counts with up to two edits while one
    /// of its words agrees; a single word, a phrase misread in every word, and three edits do not.
    @Test func tolerantPhrasesAllowMisreadWordsWhenAnotherAgrees() {
        func tolerantly(_ terms: [String], in text: String) -> Bool {
            TermList(terms, fuzzy: true, tolerantPhrases: true).occurs(in: NormalisedLine(text).tokens)
        }
        #expect(tolerantly(["date of birth"], in: "Date of bith"))
        #expect(tolerantly(["date of birth"], in: "Oate of birth 20 March 1987"))
        #expect(!tolerantly(["date of birth"], in: "Oate of berth 20 March 1987"), "e for i is no look-alike")
        #expect(tolerantly(["data de nascimento"], in: "Oata de nascimenta"))
        #expect(!finds(["date of birth"], in: "Date of bith"))
        #expect(!finds(["date of birth"], in: "Oate of berth"))
        #expect(!tolerantly(["birth"], in: "bith"))
        #expect(!tolerantly(["date of birth"], in: "Date of beth"), "two edits in one word")
        // Other labels that share a word with a context phrase (a review's false alarms).
        #expect(!tolerantly(["número da conta"], in: "Número da nota: 123456789"))
        #expect(!tolerantly(["número de cuenta"], in: "Número de cuota 12345678"))
        #expect(!tolerantly(["numéro de compte"], in: "Numéro de compteur 12345678901234"))
        #expect(!tolerantly(["never share"], in: "Your data is never shared. Ref 482913"))
        #expect(!tolerantly(["nicht weitergeben"], in: "Ihre Daten werden nicht weitergegeben"))
        #expect(!tolerantly(["policy number"], in: "Police number 123456789"))
        #expect(!tolerantly(["routing number"], in: "Rating number 021000021"))
        #expect(!tolerantly(["date of birth"], in: "Oate of beth"))
        #expect(!tolerantly(["date of birth"], in: "Date of Dwth"))
        #expect(!tolerantly(["date of birth"], in: "Date of death"))
        #expect(!tolerantly(["date of birth"], in: "Oate ot berth"))
        #expect(!tolerantly(["data de nascimento"], in: "Data de vencimento"))
        #expect(!tolerantly(["birth date"], in: "Birth data"))
    }

    /// A whole label misread further than `occurs` allows: up to two edits of any kind in words OCR
    /// doubted, one word of four letters or more agreeing; other labels two or three edits away that
    /// were read sharp, or are three edits away, are not it.
    @Test func aDoubtedLabelMayBeMisreadByTwoEditsOfAnyKind() {
        func label(_ terms: [String], _ text: String, doubted: Bool = true) -> Bool {
            TermList(terms, fuzzy: true, tolerantPhrases: true).isMisreadLabel(NormalisedLine(text).tokens) { _ in doubted }
        }
        #expect(label(["date of birth"], "Date of beth"))
        #expect(label(["data de nascimento"], "Data đe nascomento"))
        #expect(label(["date de naissance"], "Date de naissasce"))
        #expect(!label(["date of birth"], "Date of beth", doubted: false))
        #expect(!label(["date of birth"], "Date of death"))
        #expect(!label(["data de nascimento"], "Data de vencimento"))
        #expect(!label(["fecha de nacimiento"], "Fecha de vencimiento"))
        #expect(!label(["numéro de compte"], "Numéro de compteur"))
        #expect(!label(["número da conta"], "Número da nota", doubted: false))
        #expect(!label(["número da conta"], "Número da nota"), "two edits, and the first letter differs")
        #expect(!label(["routing number"], "Rating number", doubted: false))
        #expect(!label(["date of birth"], "Date of beth today"), "every word of the label stands in its place")
        #expect(!label(["date of birth"], "Date ot beth"), "short words agree")
        #expect(!label(["birthdate"], "birthdato"), "a single word of fewer than ten letters never")
    }

    /// A label of one long word (a German compound) that OCR doubted may hold two edits of any kind
    /// (three from fourteen letters), its first letter agreeing; read sharp, too far off, or a
    /// longer word, it is another word.
    @Test func aDoubtedLongOneWordLabelMayHoldTwoOrThreeEdits() {
        func label(_ terms: [String], _ text: String, doubted: Bool = true) -> Bool {
            TermList(terms, fuzzy: true, tolerantPhrases: true).isMisreadLabel(NormalisedLine(text).tokens) { _ in doubted }
        }
        #expect(label(["Geburtsdatum"], "Geduttsdatum"))
        #expect(label(["Reisepassnummer"], "Resepasinurmer"), "three edits in fifteen letters")
        #expect(!label(["Geburtsdatum"], "Geburtsớat"), "three edits in twelve letters")
        #expect(!label(["Steuernummer"], "Stellennummer"), "three edits in twelve letters")
        #expect(label(["Reisepassnummer"], "Resepassrummer"))
        #expect(label(["nacimiento"], "nacirniento"), "two edits in ten letters")
        #expect(!label(["Geburtsdatum"], "Geduttsdatum", doubted: false), "read sharp, it is another word")
        #expect(!label(["Reisepassnummer"], "Raisapasinurmar"), "four edits")
        #expect(!label(["Geburtsdatum"], "Coburtsdatum"), "the first letter differs")
        #expect(!label(["nacimiento"], "nacimientos"), "a longer word that begins with it")
        #expect(!label(["Geburtstag"], "Geburtsort"), "three edits in ten letters")
        #expect(!label(["Versichertennummer"], "Versicherungsnummer"), "never more than three edits")
        #expect(!label(["Geburtsdatum"], "Geduttsdatum 2"), "one word only")
        #expect(!label(["Geburtsdatum"], "Geburtsdatu8"), "no digits")
        #expect(!TermList(["Geburtsdatum"], fuzzy: true).isMisreadLabel(NormalisedLine("Geduttsdatum").tokens) { _ in true },
                "only context words get this tolerance")
    }

    /// A blurred label is a phrase and one doubted word; one doubted word of the phrase, of four
    /// letters or more, may be one OCR edit off, never two of them.
    @Test func aBlurredLabelsPhraseMayHaveOneDoubtedWordOneEditOff() {
        let rule = BlurredLabelRule(PatternContext.BlurredLabels(phrases: ["numero della"], alongside: [.identity]))
        func label(_ text: String, doubted: Bool = true) -> Bool {
            rule.isBlurredLabel(NormalisedLine(text).tokens) { _ in doubted }
        }
        #expect(label("numero della cxrta"))
        #expect(label("numaro della cxrta"), "one look-alike")
        #expect(label("numero dela cxrta"), "one letter dropped")
        #expect(!label("numaro dela cxrta"), "two words off")
        #expect(!label("numaro della cxrta", doubted: false), "read sharp, another label")
        #expect(!label("numxro della cxrta"), "letters that do not look alike")
    }

    /// Edits of any kind, counted up to a limit.
    @Test func editDistanceCountsAnyEditUpToItsLimit() {
        #expect(OCREdit.distance("beth", "birth", limit: 2) == 2)
        #expect(OCREdit.distance("nascomento", "nascimento", limit: 2) == 1)
        #expect(OCREdit.distance("birth", "birth", limit: 0) == 0)
        #expect(OCREdit.distance("death", "birth", limit: 2) == nil)
        #expect(OCREdit.distance("death", "birth", limit: 3) == 3)
        #expect(OCREdit.distance("", "of", limit: 2) == 2)
        #expect(OCREdit.distance("vencimento", "nascimento", limit: 2) == nil)
    }

    @Test func occurrencesAreTheLongestTermAtEachPlace() {
        let line = NormalisedLine("Type 2 Diabetes")
        let ranges = TermList(["diabetes", "type 2 diabetes"], fuzzy: true).occurrences(in: line.tokens)
        #expect(ranges.map { line.originalText(in: $0) } == ["Type 2 Diabetes"])
    }
}
