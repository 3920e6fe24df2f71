/// East Asian wide characters: CJK ideographs, kana, Hangul, CJK symbols and punctuation, and
/// fullwidth forms.
///
/// Liberation Sans has none of them, so a renderer draws them with a full-width CJK font of the
/// font stack (PingFang SC, Noto Sans CJK SC, ...): each is one em wide. A line may break before
/// or after any of them (see ``LineBreakRules``).
enum WideCharacters {
    /// Whether the scalar `value` is wide: Hangul leading jamo, CJK radicals, Kangxi,
    /// ideographic description, CJK symbols and punctuation, Hiragana, Katakana, Bopomofo, Hangul
    /// compatibility jamo, Kanbun, CJK strokes, enclosed CJK, CJK compatibility, CJK Ext. A, CJK
    /// Unified Ideographs, Yi, Hangul Jamo Ext. A, Hangul syllables, CJK compatibility
    /// ideographs, vertical and CJK compatibility forms, small form variants, fullwidth forms,
    /// CJK Ext. B and later.
    @inline(__always)
    static func contains(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
