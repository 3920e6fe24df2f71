import Testing

@Suite struct SwiftHighlightingTests {
    @Test func declarationKeywordsAndTypes() {
        #expect(highlighted("public struct Point: Sendable {}", "swift")
            == "\(keyword("public")) \(keyword("struct")) \(type("Point")): \(type("Sendable")) {}")
    }

    @Test func contextualAndConcurrencyKeywords() {
        let words = "override final lazy weak unowned convenience required mutating nonmutating get set willSet didSet"
            + " async await throws some any actor consume Self"
        let expected = words.split(separator: " ").map { keyword(String($0)) }.joined(separator: " ")
        #expect(highlighted(words, "swift") == expected)
    }

    @Test func literals() {
        #expect(highlighted("x = true ?? false ?? nil", "swift")
            == "x = \(literal("true")) ?? \(literal("false")) ?? \(literal("nil"))")
    }

    @Test func numbers() {
        #expect(highlighted("0x1F_FF 0b1010 0o17 1_000 3.14 1e-3 2.5E+10 0x1p4 0..<2", "swift")
            == [number("0x1F_FF"), number("0b1010"), number("0o17"), number("1_000"), number("3.14"),
                number("1e-3"), number("2.5E+10"), number("0x1p4"), "\(number("0"))..&lt;\(number("2"))"]
            .joined(separator: " "))
    }

    @Test func lineAndDocComments() {
        #expect(highlighted("/// Doc <b>\nlet a = 1 // trailing", "swift")
            == "\(comment("/// Doc &lt;b&gt;"))\n\(keyword("let")) a = \(number("1")) \(comment("// trailing"))")
    }

    @Test func nestedBlockComments() {
        #expect(highlighted("/* outer /* inner */ still */ x", "swift")
            == "\(comment("/* outer /* inner */ still */")) x")
    }

    @Test func stringsEscapeHTMLAndHighlightEscapes() {
        #expect(highlighted(#"let s = "a<b & \"c\"\n""#, "swift")
            == "\(keyword("let")) s = \(string("&quot;a&lt;b &amp; \(escape("\\&quot;"))c\(escape("\\&quot;"))\(escape("\\n"))&quot;"))")
    }

    @Test func unicodeScalarEscape() {
        #expect(highlighted(#""\u{1F600}!""#, "swift") == string("&quot;\(escape("\\u{1F600}"))!&quot;"))
    }

    @Test func interpolationWithNestedParenthesesAndString() {
        #expect(highlighted(#""sum: \(f(g(1), "x\(y)"))!""#, "swift")
            == string("&quot;sum: ") + interpolation("\\(") + "f(g(\(number("1"))), "
            + string("&quot;x") + interpolation("\\(") + "y" + interpolation(")") + string("&quot;")
            + ")" + interpolation(")") + string("!&quot;"))
    }

    @Test func adjacentInterpolationsProduceNoEmptySpans() {
        #expect(highlighted(#""\(a)\(b)""#, "swift")
            == string("&quot;") + interpolation("\\(") + "a" + interpolation(")")
            + interpolation("\\(") + "b" + interpolation(")") + string("&quot;"))
    }

    @Test func multilineString() {
        #expect(highlighted("let s = \"\"\"\n  say \"hi\"\n  \"\"\"\nx", "swift")
            == "\(keyword("let")) s = \(string("&quot;&quot;&quot;\n  say &quot;hi&quot;\n  &quot;&quot;&quot;"))\nx")
    }

    @Test func rawStringsIgnorePlainBackslashesAndInterpolateWithHashes() {
        #expect(highlighted(##"#"a\n"b\#(x)"#"##, "swift")
            == string("#&quot;a\\n&quot;b") + interpolation("\\#(") + "x" + interpolation(")") + string("&quot;#"))
        #expect(highlighted(###"##"a"#b"##"###, "swift") == string("##&quot;a&quot;#b&quot;##"))
    }

    @Test func backtickedIdentifierIsNotAKeyword() {
        #expect(highlighted("let `default` = x.default", "swift") == "\(keyword("let")) `default` = x.default")
    }

    @Test func memberInitAndSelfStayKeywords() {
        #expect(highlighted("Point.init(x: self.x)", "swift")
            == "\(type("Point")).\(keyword("init"))(x: \(keyword("self")).x)")
    }

    @Test func attributesAndPropertyWrappers() {
        #expect(highlighted("@MainActor @objc @State var v: Int", "swift")
            == "\(attribute("@MainActor")) \(attribute("@objc")) \(attribute("@State")) \(keyword("var")) v: \(type("Int"))")
        #expect(highlighted("@available(iOS 14, *)", "swift")
            == "\(attribute("@available"))(iOS \(number("14")), *)")
    }

    @Test func directives() {
        #expect(highlighted("#if os(iOS)\n#selector(f)\n#endif", "swift")
            == "\(directive("#if")) os(iOS)\n\(directive("#selector"))(f)\n\(directive("#endif"))")
        #expect(highlighted("if #available(macOS 14, *) {}", "swift")
            == "\(keyword("if")) \(directive("#available"))(macOS \(number("14")), *) {}")
    }

    @Test func operatorsAndGenericsAreEscaped() {
        #expect(highlighted("a < b && c > d", "swift") == "a &lt; b &amp;&amp; c &gt; d")
    }
}
