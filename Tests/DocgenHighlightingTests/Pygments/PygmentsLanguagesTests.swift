import DocgenCore
import DocgenHighlighting
import Testing

/// Which fences go to Pygments, decided from the embedded table without starting Python.
@Suite struct PygmentsLanguagesTests {
    @Test(arguments: [
        ("objc", "Objective-C"), ("objective-c", "Objective-C"), ("kotlin", "Kotlin"), ("kt", "Kotlin"), ("ruby", "Ruby"), ("rb", "Ruby"),
        ("python", "Python"), ("py", "Python"), ("javascript", "JavaScript"), ("js", "JavaScript"), ("typescript", "TypeScript"),
        ("ts", "TypeScript"), ("html", "HTML"), ("xml", "XML"), ("plist", "XML"), ("css", "CSS"), ("c", "C"), ("c++", "C++"),
        ("cpp", "C++"), ("rust", "Rust"), ("rs", "Rust"), ("go", "Go"), ("golang", "Go"), ("diff", "Diff"), ("toml", "TOML"),
        ("Kotlin", "Kotlin"), ("OBJC", "Objective-C"),
    ])
    func aliasesLeadToTheirLexer(_ language: String, _ lexer: String) throws {
        let alias = try #require(PygmentsLanguages.alias(for: language))
        #expect(PygmentsLanguages.lexerName(of: alias) == lexer)
    }

    @Test func theTableIsThePinnedPygmentsAndLarge() {
        #expect(PygmentsLanguages.tableVersion == "2.21.0")
        #expect(PygmentsLanguages.allAliases.count > 500)
        #expect(PygmentsLanguages.alias(for: "text") == nil && PygmentsLanguages.alias(for: "no-such-language") == nil)
    }

    /// Without a Pygments process (and so without Python), docgen's own lexers still highlight,
    /// plain names stay plain without a word, a misspelt name (one typo from a known one) is a
    /// warning with a suggestion, and any other unknown name is plain.
    @Test func languagesThatNeedNoPygments() {
        let highlighter = SyntaxHighlighter()
        #expect(highlighter.highlightReporting("let x = 1", language: "swift").html?.contains("hl-keyword") == true)
        for plain in ["text", "plain", "txt", "mermaid", "output", "none", "csv", "tsv", "conf"] {
            #expect(highlighter.highlightReporting("a < b", language: plain) == CodeHighlight(html: nil), "\(plain)")
        }
        #expect(highlighter.highlightReporting("x", language: "kotln") == CodeHighlight(html: nil, problem: .init(
            .warning(.codeLanguage), "unknown code language 'kotln' (did you mean 'kotlin'?); the block is shown plain")))
        #expect(highlighter.highlightReporting("x", language: "pyhton") == CodeHighlight(html: nil, problem: .init(
            .warning(.codeLanguage), "unknown code language 'pyhton' (did you mean 'python'?); the block is shown plain")), "two letters swapped")
        #expect(highlighter.highlightReporting("x", language: "zzqqxxwwvv") == CodeHighlight(html: nil))
        // Among some 900 names, many of two or three letters, only one typo away is a misspelling:
        // not `cmd` → `md`, `env` → `bnf`, `metal` → `tal`, `xcconfig` → `kconfig`.
        for unknown in ["env", "xib", "metal", "swiftui", "xcconfig", "nushell", "mdx"] {
            #expect(highlighter.highlightReporting("x", language: unknown) == CodeHighlight(html: nil), "\(unknown)")
        }
        for session in ["shell-session", "sh-session", "zsh-session", "terminal"] {
            #expect(highlighter.highlightReporting("$ ls\nfile\n", language: session).html?.contains("hl-prompt") == true, "\(session)")
        }
        #expect(PygmentsLanguages.alias(for: "cmd") == "batch" && PygmentsLanguages.alias(for: "wasm") == "wat")
        #expect(highlighter.highlightReporting("x", language: "kotlin") == CodeHighlight(html: nil), "no process given: plain")
    }
}
