/// "Did you mean": the known word a misspelt one was probably meant to be.
public enum Spelling {
    /// The known word closest to `word` by edit distance, when it is close enough to be a typo,
    /// or else the shortest known word that starts with `word` (`peak` → `peak_ms`).
    public static func closest(to word: String, in known: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (word: String, distance: Int)?
        for candidate in known.sorted() {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit && distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.word }
        let lowered = word.lowercased()
        guard lowered.count >= 3 else { return nil }
        return known.filter { $0.lowercased().hasPrefix(lowered) }.min { ($0.count, $0) < ($1.count, $1) }
    }

    /// The known word one typo away from `word` (a letter added, dropped or changed, or two
    /// neighbours swapped: `pyhton` → `python`), alphabetically first of several; nil when none
    /// is. Stricter than ``closest(to:in:)``, for a long list of short names (a highlighter's
    /// languages) where a looser match suggests an unrelated one.
    ///
    /// A name whose length differs by more than one is passed over before any distance is
    /// computed: a page of a thousand blocks in an unknown language asks this for each one.
    public static func oneTypoAway(from word: String, in known: [String]) -> String? {
        let lowered = word.lowercased()
        let length = lowered.unicodeScalars.count
        return known.filter { candidate in
            abs(candidate.unicodeScalars.count - length) <= 1 && editDistance(lowered, candidate.lowercased(), transpositions: true) == 1
        }.min()
    }

    /// Levenshtein distance; with `transpositions`, two swapped neighbours count as one edit
    /// (the optimal string alignment distance).
    private static func editDistance(_ a: String, _ b: String, transpositions: Bool = false) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if transpositions && i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
