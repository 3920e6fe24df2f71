import DocgenHighlighting
import Testing

@Suite struct SyntaxHighlighterTests {
    @Test func codeIsEscapedAsTextIs() {
        #expect(SyntaxHighlighter().highlight(#"let s = "<a href='x'>&amp;</a>""#, language: "swift")?
            .contains("&quot;&lt;a href=&#39;x&#39;&gt;&amp;amp;&lt;/a&gt;&quot;") == true)
    }

    @Test func unsupportedLanguagesReturnNil() {
        #expect(SyntaxHighlighter().highlight("x", language: "rust") == nil)
        #expect(SyntaxHighlighter().highlight("x", language: "") == nil)
    }

    @Test(arguments: ["swift", "SWIFT", "sh", "shell", "bash", "zsh", "console", "json", "yaml", "yml", "swift title=\"a.swift\"", "css", "scss",
                      "less", "js", "ts", "typescript", "javascript", "mjs"])
    func supportedLanguageNames(_ language: String) {
        #expect(SyntaxHighlighter().highlight("<>", language: language) == "&lt;&gt;")
    }
}

@Suite struct RobustnessTests {
    static let languages = ["swift", "bash", "console", "json", "yaml", "html", "go-html-template", "css", "js"]

    @Test(arguments: languages)
    func emptyInput(_ language: String) {
        #expect(highlighted("", language) == "")
    }

    @Test(arguments: ["swift", "console", "json", "yaml", "html", "xml", "go-text-template", "js", "ts"])
    func nonASCIITextPassesThrough(_ language: String) {
        #expect(highlighted("名前 é 🎉", language) == "名前 é 🎉")
    }

    @Test func shellNonASCIICommandIsOneToken() {
        #expect(highlighted("名前 é 🎉", "bash") == "\(function("名前")) é 🎉")
    }

    @Test func swiftNonASCIIIdentifiersAndStrings() {
        #expect(highlighted(#"let 名前 = "é""#, "swift") == "\(keyword("let")) 名前 = \(string("&quot;é&quot;"))")
    }

    @Test func swiftUnterminatedStringEndsAtLineEnd() {
        #expect(highlighted("let s = \"abc", "swift") == "\(keyword("let")) s = \(string("&quot;abc"))")
        #expect(highlighted("\"abc\nlet", "swift") == "\(string("&quot;abc"))\n\(keyword("let"))")
    }

    @Test func swiftLoneBackslashAtEnd() {
        #expect(highlighted("\"abc\\", "swift") == string("&quot;abc\(escape("\\"))"))
        #expect(highlighted("x \\", "swift") == "x \\")
    }

    @Test func swiftUnterminatedConstructs() {
        #expect(highlighted("/* a /* b */", "swift") == comment("/* a /* b */"))
        #expect(highlighted("\"\\(foo", "swift") == "\(string("&quot;"))\(interpolation("\\("))foo")
        #expect(highlighted("\"\"\"\nabc", "swift") == string("&quot;&quot;&quot;\nabc"))
        #expect(highlighted("#\"raw", "swift") == string("#&quot;raw"))
        #expect(highlighted(") ) \" `", "swift") == ") ) \(string("&quot; `"))")
    }

    @Test func shellUnterminatedConstructs() {
        #expect(highlighted("echo \"abc", "bash") == "\(function("echo")) \(string("&quot;abc"))")
        #expect(highlighted("echo 'abc", "bash") == "\(function("echo")) \(string("&#39;abc"))")
        #expect(highlighted("echo ${x", "bash") == "\(function("echo")) \(variable("${x"))")
        #expect(highlighted("echo $(ls", "bash") == "\(function("echo")) $(\(function("ls"))")
        #expect(highlighted("echo \\", "bash") == "\(function("echo")) \\")
        #expect(highlighted("$", "console") == "$")
    }

    @Test func jsonAndYAMLUnterminatedConstructs() {
        #expect(highlighted("{\"a\": \"b", "json") == "{\(key("&quot;a&quot;")): \(string("&quot;b"))")
        #expect(highlighted("\"a\\", "json") == string("&quot;a\(escape("\\"))"))
        #expect(highlighted("/* x", "json") == comment("/* x"))
        #expect(highlighted("key: \"abc", "yaml") == "\(key("key")): \(string("&quot;abc"))")
        #expect(highlighted("a: 'b\\", "yaml") == "\(key("a")): \(string("&#39;b\\"))")
        #expect(highlighted("a: [b, {c", "yaml") == "\(key("a")): [b, {c")
    }

    @Test func deeplyNestedInterpolationDoesNotOverflow() {
        let code = String(repeating: "\"\\(", count: 10_000)
        let output = SyntaxHighlighter().highlight(code, language: "swift")
        #expect(output.map(RoundTrip.plainText) == code)
        let shell = String(repeating: "$(", count: 10_000)
        #expect(SyntaxHighlighter().highlight(shell, language: "bash").map(RoundTrip.plainText) == shell)
    }
}

@Suite struct XMLForbiddenCharacterTests {
    @Test func controlCharactersBecomeReplacementCharacters() {
        #expect(SyntaxHighlighter().highlight("let a = \"\u{1}\"", language: "swift")?.contains("\u{1}") == false)
    }
}
