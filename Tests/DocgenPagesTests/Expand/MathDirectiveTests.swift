import DocgenCore
import DocgenModel
@testable import DocgenPages
import Foundation
import Synchronization
import Testing

/// ```` ```math ````: TeX to MathML through the build's converter (latex2mathml), with the TeX
/// as `alttext`, located errors for bad TeX, and the way to install a missing converter.
@Suite struct MathDirectiveTests {
    static let site = Site(config: SiteConfig(), chapters: [], parts: [], staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")

    /// True when latex2mathml runs here; under CI=true the tests that need it run regardless, and fail without it.
    static let converterRuns: Bool = {
        if ProcessInfo.processInfo.environment["CI"] == "true" { return true }
        if case .success = MathConverter().convert("x", display: .inline) { return true }
        return false
    }()

    static let shared = MathConverter()

    private func expand(_ tex: String, line: Int = 4, math: MathConverter = shared) -> (html: String?, page: DirectivePage) {
        var expander = DirectiveExpander(displayPath: "content/a.md", reader: SiteReader(SiteInputs(site: Self.site)), language: "en", math: math)
        let html = expander.expand(info: "math", literal: tex, fileLine: line)
        return (html, expander.page)
    }

    @Test(.enabled(if: converterRuns, "needs latex2mathml: Scripts/install-dependencies --math"))
    func fractionsScriptsSumsAndMatricesBecomeMathML() {
        let golden: [(tex: String, html: String)] = [
            ("\\frac{a+b}{2}",
             "<mfrac><mrow><mi>a</mi><mo>&#x0002B;</mo><mi>b</mi></mrow><mrow><mn>2</mn></mrow></mfrac>"),
            ("x_i^2 + e^{i\\pi}",
             "<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup><mo>&#x0002B;</mo><msup><mi>e</mi><mrow><mi>i</mi><mi>&#x003C0;</mi></mrow></msup>"),
            ("\\sum_{k=1}^{n} k",
             "<munderover><mo>&#x02211;</mo><mrow><mi>k</mi><mo>&#x0003D;</mo><mn>1</mn></mrow><mrow><mi>n</mi></mrow></munderover><mi>k</mi>"),
            ("\\begin{pmatrix} a & b \\\\\n c & d \\end{pmatrix}",
             "<mo>&#x00028;</mo><mtable><mtr><mtd><mi>a</mi></mtd><mtd><mi>b</mi></mtd></mtr><mtr><mtd><mi>c</mi></mtd><mtd><mi>d</mi></mtd></mtr></mtable><mo>&#x00029;</mo>"),
        ]
        for (tex, body) in golden {
            let (html, page) = expand("\n\(tex)\n")
            let alttext = XMLText.escape(tex.split(whereSeparator: \.isWhitespace).joined(separator: " "))
            #expect(html == "<div class=\"math\" tabindex=\"0\"><math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\" "
                + "alttext=\"\(alttext)\"><mrow>\(body)</mrow></math></div>\n", "\(tex)")
            #expect(page.diagnostics.isEmpty, "\(tex)")
        }
    }

    @Test(.enabled(if: converterRuns, "needs latex2mathml: Scripts/install-dependencies --math"))
    func badTeXIsAnErrorAtTheFenceAndLeavesTheBlockAsCode() {
        let cases = [
            ("\\frac{a}{", "the formula ends where more was expected (a '{' not closed, or a command without its argument)"),
            ("x^", "'^' or '_' has nothing after it"),
            ("\\notacommand{x}", "unknown command \\notacommand"),
            ("a & b", "the formula does not make well-formed MathML (a stray '&', '<' or '>'?)"),
        ]
        for (tex, reason) in cases {
            let (html, page) = expand(tex, line: 12)
            #expect(html == nil)
            #expect(page.diagnostics.map(\.description) == ["content/a.md:12:1: error: bad TeX in math block: \(reason)"])
        }
        #expect(expand("  \n").page.diagnostics.map(\.description) == ["content/a.md:4:1: error: empty math block"])
        #expect(expand("1 + 1").html != nil, "the converter keeps answering after bad TeX")
    }

    @Test(.enabled(if: converterRuns, "needs latex2mathml: Scripts/install-dependencies --math"))
    func pageWorkersShareOneConverter() throws {
        let math = MathConverter()
        let answers = Mutex<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            if case .success(let mathml) = math.convert("x^{\(index)}", display: .inline) { answers.withLock { $0[index] = mathml } }
        }
        let all = answers.withLock { $0 }
        #expect(all.count == 40)
        for (index, mathml) in all {
            #expect(mathml.contains("<msup><mi>x</mi><mrow><mn>\(index)</mn></mrow></msup>"), "\(mathml)")
        }
        math.finish()
        #expect(!math.hasStarted)
        #expect(try math.convert("y", display: .inline).get().contains("<mi>y</mi>"), "a formula after the end starts it again")
        #expect(math.hasStarted)
        math.finish()
    }

    @Test(.enabled(if: converterRuns, "needs latex2mathml: Scripts/install-dependencies --math"))
    func onASiteWithSearchTheTeXIsIndexed() {
        var config = SiteConfig()
        config.search = SearchSettings(location: SourceLocation(file: "docgen.yml", line: 2, column: 1))
        let site = Site(config: config, chapters: [], parts: [], staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")
        var expander = DirectiveExpander(displayPath: "content/a.md", reader: SiteReader(SiteInputs(site: site)), language: "en", math: Self.shared)
        let html = expander.expand(info: "math", literal: "a <\n b\n", fileLine: 1)
        #expect(html?.hasPrefix("<div class=\"math\" tabindex=\"0\" data-pagefind-index-attrs=\"data-pagefind-desc\" data-pagefind-desc=\"a &lt; b\"><math ") == true,
                "\(html ?? "")")
    }

    @Test func withoutTheConverterEveryMathBlockSaysHowToInstallIt() {
        let (html, page) = expand("x", line: 7, math: MathConverter(python: "/nonexistent/python3"))
        #expect(html == nil)
        #expect(page.diagnostics.map(\.description) == [
            "content/a.md:7:1: error: this math block needs the TeX-to-MathML converter: no Python at '/nonexistent/python3'; "
                + MathConverterLocator.installHint,
        ])
        #expect(MathConverterLocator.installHint.contains("Scripts/install-dependencies --math"))
    }

    @Test func theLocatorSaysHowToInstallAMissingPython() {
        let found = MathConverterLocator.find(environment: ["DOCGEN_MATH_PYTHON": "/nonexistent/python3"])
        #expect(found == .failure(.init(message: "no Python at DOCGEN_MATH_PYTHON='/nonexistent/python3'; \(MathConverterLocator.installHint)")))
        let none = MathConverterLocator.find(environment: ["DOCGEN_VENV": "/nonexistent", "PATH": ""])
        #expect(none == .failure(.init(message: "no Python 3 found (in /nonexistent or on PATH); \(MathConverterLocator.installHint)")))
    }

    @Test func aHungConverterIsEndedAfterItsTimeoutAndTheBuildGoesOn() throws {
        let script = NSTemporaryDirectory() + "docgen-hung-converter-\(UUID().uuidString)"
        try "#!/bin/sh\necho '{\"ready\": true, \"version\": \"0\"}'\nexec sleep 60\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let math = MathConverter(python: script, timeout: 0.3)
        let started = Date()
        #expect(math.convert("x", display: .block) == .failure(.init(message: "the TeX converter did not answer within 0.3 s")))
        #expect(math.convert("y", display: .block) == .failure(.init(message: "the TeX converter did not answer within 0.3 s")))
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func theTeXBecomesTheFormulasAlttext() {
        let mathml = "<math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\"><mi>x</mi></math>"
        #expect(MathDirective.adding(alttext: "a < b & \"c\"", to: mathml)
            == "<math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\" alttext=\"a &lt; b &amp; &quot;c&quot;\"><mi>x</mi></math>")
    }
}
