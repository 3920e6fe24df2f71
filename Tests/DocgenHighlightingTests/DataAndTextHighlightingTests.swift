import Testing

/// docgen's own lexers for Go, diffs, TOML and markdown.
@Suite struct DataAndTextHighlightingTests {
    @Test func goKeywordsTypesBuiltinsAndStrings() {
        #expect(highlighted("func f(s []string) error {\n\treturn nil // none\n}\nx := len(`a\\n\nb`) + 'c' / 2", "go")
            == "\(keyword("func")) f(s []\(type("string"))) \(type("error")) {\n\t\(keyword("return")) \(literal("nil")) \(comment("// none"))\n}\n"
            + "x := \(function("len"))(\(string("`a\\n\nb`"))) + \(string("&#39;c&#39;")) / \(number("2"))")
        // A Go `/` always divides, and `@` is no decorator.
        #expect(highlighted("a = /b/ @c", "golang") == "a = /b/ @c")
    }

    @Test func diffLinesAndHeaders() {
        #expect(highlighted("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n same", "diff")
            == "\(directive("diff --git a/x b/x"))\n\(directive("--- a/x"))\n\(directive("+++ b/x"))\n\(directive("@@ -1 +1 @@"))\n"
            + "\(span("deleted", "-old"))\n\(span("inserted", "+new"))\n same")
    }

    @Test func tomlTablesKeysValuesAndComments() {
        #expect(highlighted("# site\n[params.docs]\ntitle = \"A \\\"B\\\"\"\nweight = 1_000\non = true\nwhen = 1979-05-27T07:32:00Z\n", "toml")
            == "\(comment("# site"))\n\(keyword("[params.docs]"))\n\(key("title")) = \(string("&quot;A \\&quot;B\\&quot;&quot;"))\n"
            + "\(key("weight")) = \(number("1_000"))\n\(key("on")) = \(literal("true"))\n\(key("when")) = \(number("1979-05-27T07:32:00Z"))\n")
    }

    @Test func tomlArraysOverLinesHoldNoKeys() {
        #expect(highlighted("a = [\n  \"x\",\n  2,\n]\nb = '''\nc = d\n'''", "toml")
            == "\(key("a")) = [\n  \(string("&quot;x&quot;")),\n  \(number("2")),\n]\n\(key("b")) = \(string("&#39;&#39;&#39;\nc = d\n&#39;&#39;&#39;"))")
    }

    @Test func markdownHeadingsListsCodeAndLinks() {
        #expect(highlighted("# Title\n\n- See [the guide](guide.md) and `code`.\n> Quote\n\n```go\nx := 1\n```\nText\n---", "md")
            == "\(directive("# Title"))\n\n\(keyword("-")) See [\(key("the guide"))](\(attribute("guide.md"))) and \(string("`code`")).\n"
            + "\(keyword("&gt;")) Quote\n\n\(string("```go"))\n\(string("x := 1"))\n\(string("```"))\nText\n\(directive("---"))")
    }

    @Test func markdownUnclosedSpansAndFencesStayText() {
        #expect(highlighted("1. a `b\n[c](d", "markdown") == "\(keyword("1.")) a `b\n[c](d")
        #expect(highlighted("~~~\nopen", "md") == "\(string("~~~"))\n\(string("open"))")
    }
}
