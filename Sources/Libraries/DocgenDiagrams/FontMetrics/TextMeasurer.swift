/// A font docgen can measure: Liberation Sans regular or bold.
public enum DiagramFont: Sendable, Hashable {
    /// Liberation Sans Regular (font-weight 400).
    case regular
    /// Liberation Sans Bold (font-weight 700).
    case bold

    /// The family name of the theme's web font, a subset of Liberation Sans renamed as its
    /// licence asks of modified versions (Liberation is a Reserved Font Name).
    public static let webFamily = "Docgen Sans"

    /// The CSS font-family list to write in SVG: the web font, then Liberation Sans and the fonts
    /// with its metrics, then the Simplified Chinese system fonts that draw the CJK text the
    /// Latin fonts lack (macOS and iOS, older macOS, Linux and Android, Windows):
    /// "'Docgen Sans', 'Liberation Sans', Arimo, Arial, Helvetica, 'PingFang SC', 'Hiragino Sans GB',
    /// 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif".
    public static let cssFamily: String = "'\(webFamily)', 'Liberation Sans', Arimo, Arial, Helvetica, "
        + "'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif"

    /// The CSS font-weight to write in SVG for this font: "normal" or "bold".
    public var cssWeight: String {
        switch self {
        case .regular: return "normal"
        case .bold: return "bold"
        }
    }

    /// The bundled metrics of this face.
    @inline(__always)
    var metrics: FontFaceMetrics {
        switch self {
        case .regular: return .liberationSansRegular
        case .bold: return .liberationSansBold
        }
    }
}

/// Measures text in points with the bundled Liberation Sans metrics.
///
/// Widths are the sum of per-character advance widths; kerning is not applied (docgen's
/// SVG sets `font-kerning: none`). Characters are looked up by Unicode scalar:
/// - scalars the font maps in the generated ranges use the font's advance;
/// - East Asian wide characters (CJK ideographs, CJK symbols and punctuation, Hiragana,
///   Katakana, Hangul, fullwidth forms, ...) count 1 em, halfwidth forms 0.5 em — they fall
///   back to a full-width CJK font;
/// - emoji (U+1F300–U+1FAFF) count 1 em; regional indicators 0.5 em (a flag pair is 1 em);
///   skin-tone modifiers 0 (they merge into the preceding emoji);
/// - combining marks (U+0300–U+036F and the other combining blocks), zero-width and
///   format characters (ZWSP, ZWJ, ZWNJ, bidi controls, variation selectors, BOM, tags) and
///   the soft hyphen count 0;
/// - tab, line feed and carriage return count as a space (SVG turns them into spaces);
///   other control characters count 0;
/// - anything else counts as the width of "?" in the font — a guess, since the renderer
///   falls back to some other font whose width we cannot know.
public struct TextMeasurer: Sendable {
    /// Creates a measurer; it holds no state, the metrics are static.
    public init() {}

    // MARK: - Public API

    /// Advance width of `text` at `size` points (sum of advances; no kerning).
    public func width(of text: String, font: DiagramFont, size: Double) -> Double {
        let m = font.metrics
        return points(units(of: text.unicodeScalars, m), m, size)
    }

    /// `text` shortened with a trailing "…" so it fits `maxWidth` (UIKit's default .byTruncatingTail); the text itself when it fits; "" if not even "…" fits.
    ///
    /// Truncation happens at grapheme-cluster (Character) boundaries, and whitespace left at
    /// the end of the kept prefix is dropped before the "…". Empty text gives "".
    public func truncated(_ text: String, toFit maxWidth: Double, font: DiagramFont, size: Double) -> String {
        let m = font.metrics
        return truncate(text[...], forceEllipsis: false, maxWidth: maxWidth, m, size)
    }

    /// Line height (ascender - descender + lineGap, scaled) and ascent in points, for placing baselines.
    ///
    /// Uses the hhea metrics (1854 - (-434) + 67 = 2355 units, i.e. 1.15 em for Liberation Sans).
    public func lineHeight(font: DiagramFont, size: Double) -> Double {
        let m = font.metrics
        return points(m.ascender - m.descender + m.lineGap, m, size)
    }

    /// Ascent (hhea ascender, scaled) in points: the distance from the top of a line box to its baseline.
    public func ascent(font: DiagramFont, size: Double) -> Double {
        let m = font.metrics
        return points(m.ascender, m, size)
    }

    /// Cap height (OS/2 sCapHeight, scaled) in points, for optically centring capitals.
    public func capHeight(font: DiagramFont, size: Double) -> Double {
        let m = font.metrics
        return points(m.capHeight, m, size)
    }

    /// x-height (OS/2 sxHeight, scaled) in points.
    public func xHeight(font: DiagramFont, size: Double) -> Double {
        let m = font.metrics
        return points(m.xHeight, m, size)
    }

    // MARK: - Internals

    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// Slack for comparing a width with a limit, so a limit computed by `width(of:)` itself always fits.
    @inline(__always)
    static func tolerance(_ maxWidth: Double) -> Double { 1e-9 * max(1, abs(maxWidth)) }

    @inline(__always)
    func points(_ units: Int, _ m: FontFaceMetrics, _ size: Double) -> Double {
        Double(units) * size / Double(m.unitsPerEm)
    }

    @inline(__always)
    func units<S: Sequence<Unicode.Scalar>>(of scalars: S, _ m: FontFaceMetrics) -> Int {
        var total = 0
        for s in scalars { total += advance(s, m) }
        return total
    }

    /// Advance of one scalar in font units; see the type's documentation for the fallbacks.
    func advance(_ scalar: Unicode.Scalar, _ m: FontFaceMetrics) -> Int {
        let v = scalar.value
        switch v {
        case 0x09, 0x0A, 0x0D: return m.tableAdvance(0x20) ?? 0  // SVG whitespace becomes a space
        case 0x00...0x1F, 0x7F...0x9F: return 0                  // other controls
        case 0xAD: return 0                                        // soft hyphen: invisible unless a break
        default: break
        }
        if let a = m.tableAdvance(v) { return a }
        let em = m.unitsPerEm
        switch v {
        // Combining marks.
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            return 0
        // Zero-width and format characters: ZWSP/ZWNJ/ZWJ/LRM/RLM, bidi embeddings and
        // isolates, word joiner and invisible operators, variation selectors, BOM, tags.
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF,
             0xE0000...0xE007F, 0xE0100...0xE01EF:
            return 0
        // Hangul Jamo medial vowels and trailing consonants join the (wide) leading consonant.
        case 0x1160...0x11FF: return 0
        // Halfwidth forms (halfwidth katakana and hangul, halfwidth symbols).
        case 0xFF61...0xFFDC, 0xFFE8...0xFFEE: return em / 2
        // East Asian wide: ideographs, kana, Hangul, CJK punctuation, fullwidth forms.
        case _ where WideCharacters.contains(v): return em
        // Emoji.
        case 0x1F3FB...0x1F3FF: return 0      // skin-tone modifiers merge with the previous emoji
        case 0x1F1E6...0x1F1FF: return em / 2 // regional indicators: a flag is a pair
        case 0x1F300...0x1FAFF: return em
        default:
            return m.questionMarkAdvance
        }
    }

    /// Longest prefix of `text` (whole Characters, trailing whitespace dropped) plus "…" that fits;
    /// `text` itself if it fits and `forceEllipsis` is false; "" if not even "…" fits.
    func truncate(_ text: Substring, forceEllipsis: Bool, maxWidth: Double, _ m: FontFaceMetrics, _ size: Double) -> String {
        let scale = size / Double(m.unitsPerEm)
        let limit = maxWidth + Self.tolerance(maxWidth)
        @inline(__always) func fits(_ u: Int) -> Bool { Double(u) * scale <= limit }

        if !forceEllipsis && fits(units(of: text.unicodeScalars, m)) { return String(text) }
        let ellipsisUnits = advance(Self.ellipsis, m)
        guard fits(ellipsisUnits) else { return "" }

        var acc = ellipsisUnits
        var end = text.startIndex
        for i in text.indices {
            acc += units(of: text[i].unicodeScalars, m)
            if !fits(acc) { break }
            end = text.index(after: i)
        }
        var prefix = text[..<end]
        while let last = prefix.last, last.isWhitespace { prefix = prefix.dropLast() }
        var result = String(prefix)
        result.unicodeScalars.append(Self.ellipsis)
        return result
    }
}
