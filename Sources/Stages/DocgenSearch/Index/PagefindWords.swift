import DocgenCore
import Foundation

/// How Pagefind 1.5 turns one word of a page into the words its index holds (its
/// `get_indexable_words`): the word lower-cased with only letters, digits and connectors
/// kept, stemmed; without its diacritics too (the form with them kept as a variant, so that
/// an exact match ranks first); and, for a word made of parts (`maskedCorners`, `foo-bar`,
/// `UITableView`), each part of two or more bytes, stemmed, at a share of the word's weight;
/// and any emoji in it.
enum PagefindWords {
    /// One word to index.
    struct Indexable: Equatable {
        /// The word as the index holds it once stemmed, or, for an emoji, as it is.
        var word: PagefindPage.Word
        var isCompoundPart: Bool
        /// The word before its diacritics were taken off, when it had any.
        var original: String?
    }

    /// The characters besides letters and digits that a word keeps: Unicode's connector
    /// punctuation, as Pagefind's default `include_characters` lists it.
    static let includedCharacters: [Unicode.Scalar] = ["_", "‿", "⁀", "⁔", "︳", "︴", "﹍", "﹎", "﹏", "＿"]

    /// The words to index for `raw`, in `results` (emptied first, so that one array serves a
    /// page's every word), each to be stemmed (by Pagefind's stemmer for the page's language,
    /// ``PagefindStems``) unless it is an emoji.
    static func indexable(_ raw: String, into results: inout [Indexable]) {
        results.removeAll(keepingCapacity: true)
        // Most words are plain: lower-case ASCII letters and digits, indexed as they are.
        var isASCII = true, isPlain = true
        for byte in raw.utf8 {
            if byte.isNonASCII { isASCII = false }
            if !(byte.isASCIILowercase || byte.isASCIIDigit) { isPlain = false }
        }
        if isPlain {
            if !raw.isEmpty { results.append(Indexable(word: .init(text: raw, isStemmed: true), isCompoundPart: false, original: nil)) }
            return
        }
        let word = normalized(raw)
        if !word.isEmpty {
            let plain = withoutDiacritics(word)
            let base = plain ?? word
            results.append(Indexable(word: .init(text: base, isStemmed: true), isCompoundPart: false, original: plain.map { _ in word }))
        }
        let possiblyCompound: Bool
        if isASCII {
            let bytes = raw.utf8
            possiblyCompound = bytes.contains { !($0.isASCIILetter || $0.isASCIIDigit) } || bytes.dropFirst().contains(where: \.isASCIIUppercase)
        } else {
            let scalars = raw.unicodeScalars
            possiblyCompound = scalars.contains { !isAlphanumeric($0) } || scalars.dropFirst().contains { $0.properties.isUppercase }
        }
        guard possiblyCompound else { return }

        let (parts, extras) = discreteWords(raw)
        if !word.isEmpty, parts.unicodeScalars.contains(where: { PagefindText.isWhitespace($0) }) || !word.utf8.starts(with: parts.utf8) {
            for part in PagefindText.words(parts) where part.utf8.count > 1 {
                let plain = withoutDiacritics(part)
                let base = plain ?? part
                results.append(Indexable(word: .init(text: base, isStemmed: true), isCompoundPart: true, original: plain.map { _ in part }))
            }
        }
        for extra in extras { results.append(Indexable(word: .init(text: extra, isStemmed: false), isCompoundPart: false, original: nil)) }
    }

    /// `raw` lower-cased, with only its letters, digits and connectors.
    static func normalized(_ raw: String) -> String {
        if isASCII(raw) {
            let kept = raw.utf8.compactMap { byte -> UInt8? in
                byte.isWordCharacter ? (byte.isASCIIUppercase ? byte + 32 : byte) : nil
            }
            return raw.utf8.elementsEqual(kept) ? raw : String(decoding: kept, as: UTF8.self)
        }
        var normalized = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars where isAlphanumeric(scalar) || includedCharacters.contains(scalar) {
            if scalar.isASCII {
                normalized.append((0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar)
            } else if scalar.properties.isUppercase {
                normalized.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                normalized.append(scalar)
            }
        }
        return String(normalized)
    }

    /// Whether `text` is all ASCII.
    static func isASCII(_ text: String) -> Bool {
        !text.utf8.contains(where: \.isNonASCII)
    }

    /// Rust's `char::is_alphanumeric`: alphabetic, or a number (decimal, letter or other).
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return byte.isASCIILetter || byte.isASCIIDigit
        }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }

    /// `word` without its diacritics (decomposed, combining marks dropped), or nil when that
    /// changes nothing.
    static func withoutDiacritics(_ word: String) -> String? {
        guard !isASCII(word) else { return nil }
        var plain = String.UnicodeScalarView()
        for scalar in word.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: continue
            default: plain.append(scalar)
            }
        }
        let result = String(plain)
        return result.utf8.elementsEqual(word.utf8) ? nil : result
    }

    /// A word's parts and the emoji in it (Pagefind's `get_discrete_words`): ASCII punctuation
    /// made spaces, then split where the case or digits change (convert_case's default
    /// boundaries: `aB`, `a1`, `A1`, `1a`, `1A`, and `ABc` before its last capital), lower-cased,
    /// joined by single spaces.
    static func discreteWords(_ raw: String) -> (parts: String, extras: [String]) {
        if isASCII(raw) { return (asciiParts(Array(raw.utf8)), []) }
        var spaced = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars {
            spaced.append(scalar.isASCII && UInt8(scalar.value).isASCIIPunctuation ? " " : scalar)
        }
        let graphemes = Array(String(spaced))
        var pieces: [String] = []
        var lastEnd = 0
        for index in graphemes.indices {
            guard let (start, length) = boundary(in: graphemes, at: index) else { continue }
            let cut = min(index + start, graphemes.count)
            pieces.append(String(graphemes[lastEnd..<max(lastEnd, cut)]))
            lastEnd = min(index + start + length, graphemes.count)
        }
        pieces.append(String(graphemes[min(lastEnd, graphemes.count)...]))
        let parts = PagefindText.words(pieces.map(lowercased).joined(separator: " ")).joined(separator: " ")

        var extras: [String] = []
        // Pagefind looks for emoji in any word with a character Unicode calls one, digits
        // included; an ASCII word holds none it would find.
        if !isASCII(raw), raw.unicodeScalars.contains(where: { $0.properties.isEmoji }) {
            extras = raw.filter(isEmoji).map(String.init)
        }
        return (parts, extras)
    }

    /// `text` lower-cased as Rust's `str::to_lowercase` does it: each character by Unicode's
    /// full mapping, and a capital sigma at the end of a word as a final sigma (`ς`).
    static func lowercased(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            guard scalar == "\u{03A3}" else {
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                continue
            }
            // Final when a cased letter comes before it and none after it (case-ignorable ones skipped).
            let before = scalars[..<index].reversed().first { !$0.properties.isCaseIgnorable }
            let after = scalars[(index + 1)...].first { !$0.properties.isCaseIgnorable }
            let isFinal = before?.properties.isCased == true && after?.properties.isCased != true
            result.append(isFinal ? "\u{03C2}" : "\u{03C3}")
        }
        return String(result)
    }

    /// ``discreteWords(_:)``'s parts of an ASCII word, byte by byte (each byte is a grapheme).
    private static func asciiParts(_ raw: [UInt8]) -> String {
        // The word has no white space: its punctuation, made spaces, is the only space in it.
        let bytes = raw.map { $0.isASCIIPunctuation ? UInt8(ascii: " ") : $0 }
        var parts: [UInt8] = []
        parts.reserveCapacity(bytes.count + 4)
        var pendingSpace = false
        func append(_ byte: UInt8) {
            if byte == UInt8(ascii: " ") {
                pendingSpace = !parts.isEmpty
                return
            }
            if pendingSpace { parts.append(UInt8(ascii: " ")) }
            pendingSpace = false
            parts.append(byte.isASCIIUppercase ? byte + 32 : byte)
        }
        for (index, byte) in bytes.enumerated() {
            append(byte)
            guard index + 1 < bytes.count else { break }
            let next = bytes[index + 1]
            let splits = (byte.isASCIILowercase && (next.isASCIIUppercase || next.isASCIIDigit)) || (byte.isASCIIUppercase && next.isASCIIDigit)
                || (byte.isASCIIDigit && next.isASCIILetter)
                || (byte.isASCIIUppercase && next.isASCIIUppercase && index + 2 < bytes.count && bytes[index + 2].isASCIILowercase)
            if splits { pendingSpace = !parts.isEmpty }
        }
        return String(decoding: parts, as: UTF8.self)
    }

    /// The first of convert_case's default boundaries found at `index`: where the split falls
    /// (graphemes after `index`) and how many graphemes it removes.
    private static func boundary(in graphemes: [Character], at index: Int) -> (start: Int, length: Int)? {
        let first = graphemes[index]
        if first == "_" || first == "-" || first == " " { return (0, 1) }
        guard index + 1 < graphemes.count else { return nil }
        let second = graphemes[index + 1]
        if isLower(first), isUpper(second) { return (1, 0) }
        if isLower(first), isDigit(second) { return (1, 0) }
        if isUpper(first), isDigit(second) { return (1, 0) }
        if isDigit(first), isLower(second) { return (1, 0) }
        if isDigit(first), isUpper(second) { return (1, 0) }
        if isUpper(first), isUpper(second), index + 2 < graphemes.count, isLower(graphemes[index + 2]) { return (1, 0) }
        return nil
    }

    private static func isDigit(_ grapheme: Character) -> Bool {
        grapheme.unicodeScalars.allSatisfy { (0x30...0x39).contains($0.value) }
    }

    private static func isUpper(_ grapheme: Character) -> Bool {
        let text = String(grapheme)
        let upper = text.uppercased()
        return upper != text.lowercased() && text == upper
    }

    private static func isLower(_ grapheme: Character) -> Bool {
        let text = String(grapheme)
        let lower = text.lowercased()
        return text.uppercased() != lower && text == lower
    }

    /// Whether a grapheme is an emoji, as the `emojis` crate's table would find it: an emoji
    /// sequence (with a presentation selector, keycap, joiner, skin tone, flag or tag), an emoji
    /// shown as one by default, or any other character Unicode calls an emoji (`©`, `™`), except
    /// the ASCII digits, `#` and `*` alone.
    static func isEmoji(_ grapheme: Character) -> Bool {
        let scalars = Array(grapheme.unicodeScalars)
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        if scalars.count > 1 {
            return scalars.contains { [0xFE0F, 0x20E3, 0x200D].contains($0.value) || (0x1F3FB...0x1F3FF).contains($0.value)
                || (0x1F1E6...0x1F1FF).contains($0.value) || (0xE0020...0xE007F).contains($0.value) }
        }
        if first.isASCII || (0x1F1E6...0x1F1FF).contains(first.value) || (0x1F3FB...0x1F3FF).contains(first.value) { return false }
        return true
    }
}
