import DocgenCore
import Testing

/// "Did you mean": the looser match for a few words (config keys, names in a spec) and the
/// one-typo match for a long list of short names (a highlighter's languages).
@Suite struct SpellingTests {
    static let languages = ["python", "pycon", "kotlin", "md", "cs", "bnf", "tal", "kconfig", "javascript", "c", "c++"]

    @Test(arguments: [
        ("pyhton", "python"),  // two neighbours swapped
        ("kotln", "kotlin"),  // a letter dropped
        ("javasscript", "javascript"),  // a letter added
        ("Kotlim", "kotlin"),  // a letter changed, any case
        ("cmd", "md"),  // one typo, however short: the caller decides how short is too short
    ])
    func oneTypoAwayFindsTheWordOneEditOff(_ word: String, _ expected: String) {
        #expect(Spelling.oneTypoAway(from: word, in: Self.languages) == expected)
    }

    @Test(arguments: ["metal", "xcconfig", "pthyon", "python", "zzzz"])
    func oneTypoAwayIgnoresWordsTwoEditsOffAndTheWordItself(_ word: String) {
        #expect(Spelling.oneTypoAway(from: word, in: Self.languages) == nil)
    }

    @Test func oneTypoAwayPrefersTheAlphabeticallyFirstOfSeveral() {
        #expect(Spelling.oneTypoAway(from: "cx", in: ["cs", "c", "cy"]) == "c")
    }

    @Test func closestStillAllowsLooserMatchesAndPrefixes() {
        #expect(Spelling.closest(to: "metal", in: Self.languages) == "tal", "two edits, which oneTypoAway refuses")
        #expect(Spelling.closest(to: "peak", in: ["peak_ms", "mean_ms"]) == "peak_ms")
    }
}
