/// The identifiers of a piece of code that a search index would otherwise not find as words.
///
/// Pagefind reads `card.layer.maskedCorners` as one word, so a search for `maskedCorners` misses
/// it. The identifiers of every word that joins names with `.` (or `?.`, `!.`, `::`, `->`) are
/// given to the index again, each on its own, once per piece of code, in order.
enum CodeSearchTerms {
    static func of(_ code: String) -> String {
        var terms: [String] = []
        var seen: Set<String> = []
        for word in code.split(whereSeparator: { $0.isWhitespace }) where joinsNames(word) {
            for name in word.split(whereSeparator: { !isNameCharacter($0) }) where name.first?.isNumber == false && name.contains(where: \.isLetter) {
                if seen.insert(String(name)).inserted { terms.append(String(name)) }
            }
        }
        return terms.joined(separator: " ")
    }

    /// True when a punctuation mark stands between two name characters: `a.b`, `a?.b`, `a::b`.
    private static func joinsNames(_ word: Substring) -> Bool {
        var sawName = false, sawJoin = false
        for character in word {
            if isNameCharacter(character) {
                if sawName && sawJoin { return true }
                sawName = true
                sawJoin = false
            } else if sawName && ".?!:->".contains(character) {
                sawJoin = true
            } else {
                sawName = false
                sawJoin = false
            }
        }
        return false
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
