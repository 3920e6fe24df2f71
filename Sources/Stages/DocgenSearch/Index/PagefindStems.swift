import DocgenCore

/// Pagefind's own stems of the words a site's pages hold, read from the index Pagefind makes
/// of one page listing them. A reader's query is stemmed by the Pagefind that wrote the
/// search script (its Snowball stemmers, newer than Debian's libstemmer, which stems `added`
/// as `ad` where Pagefind keeps `add`), so the index must hold exactly its stems; asking it is
/// the one way to have them for every language and version.
///
/// The listing page holds each word once, in order, so the word at position *n* is the one
/// listed *n*th. A plain word (letters and digits) has one stem there. A word Pagefind also
/// takes apart (`foo_bar`, or a part holding a mark such as `“quoted”`) has its parts' stems, or
/// its normalized form's, at the same position too; those are listed on their own as well, so
/// the stem left over is the word's.
enum PagefindStems {
    /// The listing for the words `wanted`: them and, for words Pagefind would take apart, the
    /// forms whose stems tell theirs apart, in byte order.
    static func listing(_ wanted: Set<String>) -> [String] {
        var all = wanted
        var pending = Array(wanted)
        while let word = pending.popLast() {
            for helper in helpers(of: word) where all.insert(helper).inserted { pending.append(helper) }
        }
        return all.sorted(by: PagefindPage.byteOrder)
    }

    /// The form in which to list `word`. A word Pagefind stems holds no ASCII punctuation but
    /// `_`, except where taking off diacritics left some (`a≠0` is stemmed as `a=0`: `≠` is `=`
    /// and a mark), and a listed word with such punctuation would be taken apart at it; so the
    /// punctuation is listed in its marked form, which Pagefind takes off again before stemming.
    static func listed(_ word: String) -> String {
        guard word.utf8.contains(where: { $0.isASCIIPunctuation && $0 != UInt8(ascii: "_") }) else { return word }
        return String(String.UnicodeScalarView(word.unicodeScalars.map { marked[$0] ?? $0 }))
    }

    /// ASCII punctuation and a character whose canonical decomposition is it (and a mark).
    static let marked: [Unicode.Scalar: Unicode.Scalar] = ["=": "\u{2260}", "<": "\u{226E}", ">": "\u{226F}", ";": "\u{037E}", "`": "\u{1FEF}"]

    /// The page that lists `words` in `language`; a last word of its own, which Pagefind ends
    /// the paragraph's sentence on.
    static func page(language: String, words: [String]) -> [UInt8] {
        var html = Array("<!DOCTYPE html><html lang=\"".utf8)
        XMLText.appendEscaped(language, to: &html)
        html += Array("\"><head></head><body><p>".utf8)
        for word in words {
            XMLText.appendEscaped(word, to: &html)
            html.append(UInt8(ascii: " "))
        }
        html += Array("end</p></body></html>".utf8)
        return html
    }

    /// The stems of the listed `words`, from the uncompressed word chunks of the listing page's
    /// index; nil when they are not what Pagefind writes.
    static func stems(of words: [String], chunks: [[UInt8]]) -> [String: String]? {
        // Each position's stems at the full weight (24), from every chunk.
        var found: [Int: Set<String>] = [:]
        for chunk in chunks {
            guard let entries = CBORReader.item(chunk)?.array?.first?.array else { return nil }
            for entry in entries {
                guard let fields = entry.array, fields.count >= 2, let stem = fields[0].text, var pages = fields[1].array else { return nil }
                // A listed form with a mark (``listed(_:)``) is found among a word's variants.
                for variant in fields.dropFirst(2).first?.array ?? [] { pages += variant.array?.dropFirst().first?.array ?? [] }
                for page in pages {
                    guard let locations = page.array?.dropFirst().first?.array else { return nil }
                    var weight: Int64 = 25, position: Int64 = 0, startsRun = false
                    for location in locations {
                        guard let value = location.integer else { return nil }
                        if value < 0 {
                            weight = -value - 1
                            startsRun = true
                            continue
                        }
                        position = startsRun ? value : position + value
                        startsRun = false
                        if weight == 24 { found[Int(position), default: []].insert(stem) }
                    }
                }
            }
        }
        // Plain words first, then each word whose helpers have their stems, until none is left.
        var stems: [String: String] = [:]
        var waiting: [(index: Int, helpers: [String])] = []
        for (index, word) in words.enumerated() {
            let helpers = helpers(of: word)
            if helpers.isEmpty { stems[word] = found[index]?.sorted(by: PagefindPage.byteOrder).first ?? word } else { waiting.append((index, helpers)) }
        }
        while !waiting.isEmpty {
            let ready = waiting.filter { $0.helpers.allSatisfy { stems[$0] != nil } }
            for (index, helpers) in ready.isEmpty ? waiting : ready {
                let word = words[index]
                let candidates = found[index] ?? []
                let left = candidates.subtracting(helpers.compactMap { stems[$0] } + PagefindWords.discreteWords(word).extras)
                stems[word] = (left.isEmpty ? candidates : left).sorted(by: PagefindPage.byteOrder).first ?? word
            }
            waiting.removeAll { stems[words[$0.index]] != nil }
        }
        return stems
    }

    /// For a word Pagefind would take apart: its normalized form and its parts, when they differ
    /// from it; none for a plain word.
    static func helpers(of word: String) -> [String] {
        guard word.unicodeScalars.contains(where: { !PagefindWords.isAlphanumeric($0) }) else { return [] }
        var helpers: [String] = []
        let normalized = PagefindWords.normalized(word)
        let base = PagefindWords.withoutDiacritics(normalized) ?? normalized
        if !base.isEmpty, base != word { helpers.append(base) }
        for part in PagefindText.words(PagefindWords.discreteWords(word).parts) where part.utf8.count > 1 && part != word {
            helpers.append(PagefindWords.withoutDiacritics(part) ?? part)
        }
        return helpers
    }
}
