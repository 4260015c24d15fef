/// One-for-one UTF-16 replacements that make OCR text regular without moving any offset:
/// no-break and narrow no-break spaces become spaces, typographic minus and dashes become '-',
/// curly apostrophes become "'", full-width forms become their ASCII or Latin-1 characters (what
/// Chinese, Japanese and Korean apps type: `Price：２５５５`, `￥1,280`, `＄12.00`).
enum CharacterCleanup {
    static func replacement(for unit: UTF16.CodeUnit) -> UTF16.CodeUnit? {
        switch unit {
        case 0x00A0, 0x2007, 0x2009, 0x202F, 0x2002, 0x2003, 0x3000, 0x0009: 0x20
        case 0x2212, 0x2010, 0x2011, 0x2012, 0x2013, 0xFE63, 0xFF0D: 0x2D
        case 0x2019, 0x2018, 0x02BC, 0x00B4: 0x27
        case 0xFF01...0xFF5E: unit - 0xFF01 + 0x21
        case 0xFFE0: 0xA2
        case 0xFFE1: 0xA3
        case 0xFFE5: 0xA5
        default: nil
        }
    }
}
