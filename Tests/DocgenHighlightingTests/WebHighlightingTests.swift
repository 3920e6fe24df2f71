import Testing

/// docgen's own lexers for the web's languages: HTML and XML, Hugo's Go templates, CSS (SCSS,
/// Less), and JavaScript and TypeScript.
@Suite struct WebHighlightingTests {
    // MARK: - Markup

    @Test func tagsAttributesValuesAndEntities() {
        #expect(highlighted(#"<a href="x.html" hidden>Tom &amp; Jerry</a>"#, "html")
            == "&lt;\(key("a")) \(attribute("href"))=\(string("&quot;x.html&quot;")) \(attribute("hidden"))&gt;Tom "
            + "\(escape("&amp;amp;")) Jerry&lt;/\(key("a"))&gt;")
    }

    @Test func commentsDeclarationsAndCDATA() {
        #expect(highlighted("<?xml version=\"1.0\"?>\n<!DOCTYPE plist>\n<!-- <b> -->\n<![CDATA[a<b]]>", "xml")
            == "\(directive("&lt;?xml version=&quot;1.0&quot;?&gt;"))\n\(directive("&lt;!DOCTYPE plist&gt;"))\n"
            + "\(comment("&lt;!-- &lt;b&gt; --&gt;"))\n\(directive("&lt;![CDATA[a&lt;b]]&gt;"))")
    }

    @Test func scriptAndStyleAreLexedAsTheirLanguages() {
        #expect(highlighted("<script>let a = 1</script><style>p { color: red }</style>", "html")
            == "&lt;\(key("script"))&gt;\(keyword("let")) a = \(number("1"))&lt;/\(key("script"))&gt;"
            + "&lt;\(key("style"))&gt;\(key("p")) { \(key("color")): red }&lt;/\(key("style"))&gt;")
        // Not JavaScript: shown as written.
        #expect(highlighted(#"<script type="text/template">let</script>"#, "html")
            == "&lt;\(key("script")) \(attribute("type"))=\(string("&quot;text/template&quot;"))&gt;let&lt;/\(key("script"))&gt;")
        // XML has no script element.
        #expect(highlighted("<script>let</script>", "xml") == "&lt;\(key("script"))&gt;let&lt;/\(key("script"))&gt;")
    }

    @Test func unclosedTagsAndStrayBrackets() {
        #expect(highlighted("a < b <p", "html") == "a &lt; b &lt;\(key("p"))")
        #expect(highlighted("<a href=\"x", "html") == "&lt;\(key("a")) \(attribute("href"))=\(string("&quot;x"))")
    }

    @Test func goTemplateActionsInTextTagsAndValues() {
        #expect(highlighted(#"{{ range .Pages }}<a href="{{ .Permalink }}">{{ .Title | upper }}</a>{{ end }}"#, "go-html-template")
            == "\(directive("{{")) \(keyword("range")) \(variable(".Pages")) \(directive("}}"))"
            + "&lt;\(key("a")) \(attribute("href"))=\(string("&quot;"))\(directive("{{")) \(variable(".Permalink")) \(directive("}}"))"
            + "\(string("&quot;"))&gt;\(directive("{{")) \(variable(".Title")) | \(function("upper")) \(directive("}}"))"
            + "&lt;/\(key("a"))&gt;\(directive("{{")) \(keyword("end")) \(directive("}}"))")
    }

    @Test func goTemplateCommentsTrimMarkersStringsAndVariables() {
        #expect(highlighted(#"{{/* note */}}{{- $x := partial "a.html" . -}}"#, "go-html-template")
            == "\(comment("{{/* note */}}"))\(directive("{{-")) \(variable("$x")) := \(function("partial")) "
            + "\(string("&quot;a.html&quot;")) \(variable(".")) \(directive("-}}"))")
        // A text template has no markup: `<` is text.
        #expect(highlighted("<b>{{ if true }}", "go-text-template")
            == "&lt;b&gt;\(directive("{{")) \(keyword("if")) \(literal("true")) \(directive("}}"))")
    }

    @Test func anActionLeftOpenEndsAtItsLine() {
        #expect(highlighted("{{ if\n<p>", "go-html-template") == "\(directive("{{")) \(keyword("if"))\n&lt;\(key("p"))&gt;")
    }

    // MARK: - Style sheets

    @Test func selectorsPropertiesAndValues() {
        #expect(highlighted("a.b#c:hover, [d=\"e\"] { margin: -1.5rem 0 !important; color: #FFF; }", "css")
            == "\(key("a"))\(type(".b"))\(type("#c"))\(attribute(":hover")), [\(attribute("d"))=\(string("&quot;e&quot;"))] "
            + "{ \(key("margin")): \(number("-1.5rem")) \(number("0")) \(keyword("!important")); \(key("color")): \(number("#FFF")); }")
    }

    @Test func atRulesFunctionsCustomPropertiesAndComments() {
        #expect(highlighted("@media (min-width: 40em) { :root { --gap: calc(1px + 2%); } }\n/* c */", "css")
            == "\(keyword("@media")) (min-width: \(number("40em"))) { \(attribute(":root")) { \(variable("--gap")): "
            + "\(function("calc"))(\(number("1px")) + \(number("2%"))); } }\n\(comment("/* c */"))")
        #expect(highlighted("a { b: url(x/y.png) }", "css") == "\(key("a")) { \(key("b")): \(function("url"))(\(string("x/y.png"))) }")
    }

    @Test func scssVariablesNestingAndLineComments() {
        #expect(highlighted("$w: 2px; // c\n.a { &:hover { b: $w } }", "scss")
            == "\(variable("$w")): \(number("2px")); \(comment("// c"))\n\(type(".a")) { &amp;\(attribute(":hover")) { \(key("b")): \(variable("$w")) } }")
        // In CSS, `//` is no comment.
        #expect(highlighted("a { b: c }", "less") == "\(key("a")) { \(key("b")): c }")
    }

    // MARK: - Scripts

    @Test func keywordsLiteralsNumbersAndComments() {
        #expect(highlighted("const x = null ?? 0x1Fn; // c\nif (x) return this.delete /* d */", "js")
            == "\(keyword("const")) x = \(literal("null")) ?? \(number("0x1Fn")); \(comment("// c"))\n"
            + "\(keyword("if")) (x) \(keyword("return")) \(keyword("this")).delete \(comment("/* d */"))")
    }

    @Test func stringsTemplatesAndEscapes() {
        #expect(highlighted(#"'a\n' + `b ${c + `d`} e`"#, "javascript")
            == "\(string("&#39;a\(escape("\\n"))&#39;")) + \(string("`b "))\(interpolation("${"))c + \(string("`d`"))\(interpolation("}"))\(string(" e`"))")
    }

    @Test func regularExpressionsAndDivision() {
        #expect(highlighted("x = /a[/]b/gi.test(s) / 2", "js")
            == "x = \(string("/a[/]b/gi")).test(s) / \(number("2"))")
        #expect(highlighted("a / b / c", "js") == "a / b / c")
    }

    @Test func typeScriptTypesKeywordsAndDecorators() {
        #expect(highlighted("@Input() readonly n: number = Math.PI;\ninterface A { s?: string }", "ts")
            == "\(attribute("@Input"))() \(keyword("readonly")) n: \(type("number")) = \(function("Math")).PI;\n"
            + "\(keyword("interface")) A { s?: \(type("string")) }")
        // In JavaScript those words are names.
        #expect(highlighted("let type = string", "js") == "\(keyword("let")) type = string")
    }

    @Test func hostileNestingStaysBounded() {
        let deep = String(repeating: "`${", count: 5_000)
        #expect(highlighted(deep, "js").hasPrefix(string("`")))
        let open = String(repeating: "{{ x\n", count: 5_000)
        #expect(highlighted(open, "go-html-template").hasPrefix(directive("{{")))
    }
}
