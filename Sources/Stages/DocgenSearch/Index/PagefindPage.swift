import Foundation

/// One page as Pagefind 1.5 indexes it (its "fossicked" page): the text a result shows, each
/// word's places and weights, the anchors within, and the words of its metadata. Its words are
/// not stemmed yet: Pagefind stems them (``PagefindStems``) when the page joins the index.
struct PagefindPage {
    /// A word as found: its text (normalized) and whether the index holds its stem (every word
    /// but an emoji).
    struct Word: Hashable {
        var text: String
        var isStemmed: Bool
    }

    /// A word's place on the page and the weight it has there (24 for ordinary text).
    struct Place {
        var position: UInt32
        var weight: UInt8
        /// The word before its diacritics were taken off, when it had any.
        var original: String?
    }

    /// A word's place in one of the page's metadata fields (numbered in the page's field order).
    struct MetaPlace {
        var field: Int
        var position: UInt32
        var original: String?
    }

    struct Anchor {
        var element: String
        var id: String
        var text: String
        var location: UInt32
    }

    var url: String
    var content: String
    var wordCount: Int
    var words: [Word: [Place]]
    var metaWords: [Word: [MetaPlace]]
    var anchors: [Anchor]
    var filters: [String: [String]]
    var sort: [String: String]
    var meta: [String: String]
    var hasCustomBody: Bool
    var language: String

    /// The page read at `url` (Pagefind's `parse_digest` and `parse_meta_words`): the digest
    /// split at white space, markers acted on, each other word indexed at the next position.
    init(url: String, reading page: PagefindPageReader.Result) {
        self.url = url
        filters = page.filters.mapValues { $0.map(Self.withoutMarkers) }
        sort = page.sort
        meta = page.meta.mapValues(Self.withoutMarkers)
        hasCustomBody = page.hasCustomBody
        language = page.language

        var content: [UInt8] = []
        content.reserveCapacity(page.digest.utf8.count)
        var words: [Word: [Place]] = [:]
        var indexable: [PagefindWords.Indexable] = []
        var anchors: [Anchor] = []
        var weights: [UInt8] = [24]
        var index: UInt32 = 0
        var lastIndex: UInt32 = 0
        for word in PagefindText.words(page.digest) {
            if word.utf8.first == UInt8(ascii: "_"), Self.actOnMarker(word, anchorContent: page.anchorContent, position: index,
                                                                     anchors: &anchors, weights: &weights) {
                continue
            }
            // Zero-width spaces, which Pagefind uses as boundaries in some languages, go.
            let base = word.utf8.contains(0xE2) && word.unicodeScalars.contains("\u{200B}")
                ? String(String.UnicodeScalarView(word.unicodeScalars.filter { $0 != "\u{200B}" })) : word
            if base.isEmpty { continue }
            content += base.utf8
            content.append(UInt8(ascii: " "))
            let weight = weights.last ?? 1
            PagefindWords.indexable(base, into: &indexable)
            let parts = indexable.count { $0.isCompoundPart }
            let partWeight: UInt8 = parts > 0 && weight > 0 ? max(weight / UInt8(clamping: parts), 1) : 0
            for word in indexable {
                words[word.word, default: []].append(Place(position: index, weight: word.isCompoundPart ? partWeight : weight,
                                                              original: word.original))
            }
            lastIndex = index
            index += 1
        }
        if content.last == UInt8(ascii: " ") { content.removeLast() }
        self.content = String(decoding: content, as: UTF8.self)
        self.words = words
        self.anchors = anchors
        wordCount = Int(lastIndex) + 1

        var metaWords: [Word: [MetaPlace]] = [:]
        for (field, name) in meta.keys.sorted(by: Self.byteOrder).enumerated() {
            for (position, word) in PagefindText.words(meta[name]!).enumerated() {
                PagefindWords.indexable(word, into: &indexable)
                for indexable in indexable {
                    metaWords[indexable.word, default: []].append(MetaPlace(field: field, position: UInt32(position), original: indexable.original))
                }
            }
        }
        self.metaWords = metaWords
    }

    /// The words whose stems the page needs.
    var unstemmed: Set<String> {
        var texts: Set<String> = []
        for word in words.keys where word.isStemmed { texts.insert(word.text) }
        for word in metaWords.keys where word.isStemmed { texts.insert(word.text) }
        return texts
    }

    /// Acts on one of the markers the reader put in the digest: an anchor (recorded at
    /// `position`), or the start or end of a weighted element. False for a word that only
    /// starts with `_`.
    private static func actOnMarker(_ word: String, anchorContent: [String: String], position: UInt32,
                                    anchors: inout [Anchor], weights: inout [UInt8]) -> Bool {
        if word.hasPrefix("___PAGEFIND_ANCHOR___") {
            let marker = word.replacingOccurrences(of: "___PAGEFIND_ANCHOR___", with: "")
            if let colon = marker.firstIndex(of: ":") {
                let element = String(marker[..<colon])
                let anchorID = String(marker[marker.index(after: colon)...])
                let text = PagefindText.normalized(anchorContent[anchorID] ?? "")
                if let idColon = anchorID.firstIndex(of: ":") {
                    anchors.append(Anchor(element: element, id: String(anchorID[anchorID.index(after: idColon)...]), text: text, location: position))
                }
            }
            return true
        }
        if word.hasPrefix("___PAGEFIND_WEIGHT___") {
            let weight = rustFloat(word.replacingOccurrences(of: "___PAGEFIND_WEIGHT___", with: "")) ?? 1
            weights.append(weight <= 0 ? 0 : max(scaled(weight), 1))
            return true
        }
        if word.hasPrefix("___PAGEFIND_AUTO_WEIGHT___") {
            if weights.count == 1 {
                weights.append(scaled(rustFloat(word.replacingOccurrences(of: "___PAGEFIND_AUTO_WEIGHT___", with: "")) ?? 1))
            } else {
                weights.append(weights.last ?? 0)
            }
            return true
        }
        if word.hasPrefix("___END_PAGEFIND_WEIGHT___") {
            _ = weights.popLast()
            return true
        }
        return false
    }

    /// `text` as Rust reads a float (`f32::from_str`): a decimal number with an optional sign,
    /// fraction and exponent, or `inf`, `infinity` or `nan` in any case; nil otherwise.
    static func rustFloat(_ text: String) -> Float? {
        let lower = text.lowercased()
        let unsigned = lower.hasPrefix("+") || lower.hasPrefix("-") ? String(lower.dropFirst()) : lower
        if ["inf", "infinity", "nan"].contains(unsigned) { return Float(lower) }
        var digits = 0, sawPoint = false, sawExponent = false, exponentDigits = 0, previous: Character = " "
        for character in unsigned {
            switch character {
            case "0"..."9":
                if sawExponent { exponentDigits += 1 } else { digits += 1 }
            case "." where !sawPoint && !sawExponent:
                sawPoint = true
            case "e" where digits > 0 && !sawExponent:
                sawExponent = true
            case "+", "-":
                guard previous == "e" else { return nil }
            default:
                return nil
            }
            previous = character
        }
        guard digits > 0, !sawExponent || exponentDigits > 0 else { return nil }
        return Float(lower)
    }

    /// A weight between 0 and 10 as Pagefind stores it: times 24, in a byte.
    private static func scaled(_ weight: Float) -> UInt8 {
        let clamped = weight.isNaN ? weight : min(max(weight, 0), 10)
        let value = clamped * 24
        // Rust's float-to-int cast saturates, and NaN becomes 0.
        return value.isNaN ? 0 : UInt8(max(0, min(255, value.rounded(.towardZero))))
    }

    /// A metadata or filter value without Pagefind's markers (`___PAGEFIND_…` and the space after).
    static func withoutMarkers(_ value: String) -> String {
        guard value.contains("___PAGEFIND_") else { return value }
        var result = ""
        var rest = Substring(value)
        while let range = rest.range(of: "___PAGEFIND_") {
            var end = range.upperBound
            let afterMarker = rest[end...]
            guard let first = afterMarker.unicodeScalars.first, !PagefindText.isWhitespace(first) else {
                result += rest[..<end]
                rest = rest[end...]
                continue
            }
            end = afterMarker.unicodeScalars.firstIndex { PagefindText.isWhitespace($0) } ?? rest.endIndex
            result += rest[..<range.lowerBound]
            if end < rest.endIndex { end = rest.unicodeScalars.index(after: end) }
            rest = rest[end...]
        }
        return result + rest
    }

    /// Rust's order of strings: by their UTF-8 bytes.
    static func byteOrder(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }
}
