import DocgenCore
import DocgenHighlighting
import DocgenTestSupport
import Foundation
import Testing

/// The Pygments process as the build uses it: one process, exact and deterministic output whose
/// text is always the block's, limits on hostile blocks, and located reasons when it cannot run.
/// The tests with the real Pygments are skipped without it (and required under CI=true); the
/// others run a stand-in Python that answers as told.
@Suite struct PygmentsHighlighterTests {
    static let reason: Comment = "needs Pygments: Scripts/install-dependencies --highlight (required under CI=true)"
    static let languages = ["objc", "kotlin", "ruby", "python", "js", "ts", "html", "xml", "css", "c", "c++", "rust", "go", "diff", "toml"]

    @Test(.enabled(if: PythonModules.pygmentsRuns, reason))
    func objectiveCAndKotlinAreHighlightedWithDocgensClasses() {
        let pygments = PygmentsHighlighter()
        defer { pygments.finish() }
        let highlighter = SyntaxHighlighter(pygments: pygments)
        #expect(!pygments.hasStarted)
        #expect(highlighter.highlight("@interface Foo : NSObject // <a>\n@end\n", language: "objc")
            == "\(keyword("@interface")) \(type("Foo")) : \(keyword("NSObject")) \(comment("// &lt;a&gt;\n"))\(keyword("@end"))\n")
        #expect(highlighter.highlight("val n: Int = 42 // \"x\"\n", language: "kt")
            == "\(keyword("val")) \(variable("n")): \(type("Int")) = \(number("42")) \(comment("// &quot;x&quot;"))\n")
        #expect(highlighter.highlight("-a\n+b\n", language: "diff") == "\(span("deleted", "-a"))\n\(span("inserted", "+b"))\n")
        #expect(pygments.version == "2.21.0")
    }

    @Test(.enabled(if: PythonModules.pygmentsRuns, reason))
    func everyLanguagesOutputIsItsInputAgainAndWellFormed() throws {
        let pygments = PygmentsHighlighter()
        defer { pygments.finish() }
        let highlighter = SyntaxHighlighter(pygments: pygments)
        var generator = SeededGenerator(state: 43)
        let hostile = ["", "\"unterminated", "/* open", "<![CDATA[ <a", "a\r\nb\rc\n", "\u{0}\u{1}\u{7F}", "é😀\u{301}<&>'\"", "\t\t\n\n", "\u{FEFF}int x;\r\n", "\u{FEFF}",
                       String(repeating: "(", count: 5_000), String(repeating: "\"", count: 3_001)]
        for language in Self.languages {
            let inputs = hostile + (0..<25).map { _ in RoundTripPropertyTests.randomByteInput(&generator) }
            for input in inputs {
                let output = try #require(highlighter.highlight(input, language: language), "\(language) \(input.debugDescription)")
                #expect(try RoundTrip.validatedPlainText(output) == RoundTripPropertyTests.xmlSafe(input), "\(language) \(input.debugDescription)")
                #expect(RoundTrip.parsesAsXML(output), "\(language) \(input.debugDescription)")
            }
        }
    }

    @Test(.enabled(if: PythonModules.pygmentsRuns, reason))
    func outputIsTheSameEveryTimeAndAfterARestart() throws {
        let code = "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 1); }\n"
        let pygments = PygmentsHighlighter()
        let first = pygments.html(code, alias: "c")
        #expect(pygments.html(code, alias: "c") == first)
        pygments.finish()
        #expect(!pygments.hasStarted)
        #expect(pygments.html(code, alias: "c") == first)
        pygments.finish()
        #expect(try first.get().contains("<span class=\"hl-directive\">#include") == true)
    }

    @Test func aBlockLongerThanTheLimitIsShownPlainWithAWarningAndNotSent() throws {
        let folder = try TemporaryFolder([:])
        defer { folder.remove() }
        let pygments = PygmentsHighlighter(python: try StandIn.make(in: folder, answer: #"{"tokens": []}"#))
        let long = String(repeating: "x", count: PygmentsHighlighter.maximumLength + 1)
        let result = SyntaxHighlighter(pygments: pygments).highlightReporting(long, language: "kotlin")
        #expect(result.html == nil && result.problem?.severity == .warning)
        #expect(result.problem?.message.contains("more than the 1024 KiB Pygments is given") == true)
        #expect(!pygments.hasStarted)
    }

    @Test func withoutPythonABlockThatNeedsPygmentsIsAnErrorSayingHowToInstallIt() {
        let pygments = PygmentsHighlighter(python: "/nonexistent/python3")
        let result = SyntaxHighlighter(pygments: pygments).highlightReporting("val x = 1", language: "kotlin")
        #expect(result.html == nil)
        #expect(result.problem == .init(.error, "this kotlin block needs Pygments to highlight it: no Python at '/nonexistent/python3'; "
            + PygmentsHighlighter.installHint))
        #expect(PygmentsHighlighter.installHint.contains("Scripts/install-dependencies --highlight")
            && PygmentsHighlighter.installHint.contains("pip install pygments"))
    }

    @Test func aPythonWithoutPygmentsIsAnErrorToo() throws {
        let folder = try TemporaryFolder([:])
        defer { folder.remove() }
        let python = try StandIn.make(in: folder, hello: #"{"ready": false, "error": "No module named 'pygments'"}"#, answer: "")
        let result = PygmentsHighlighter(python: python).html("x", alias: "c")
        #expect(result == .failure(.init(message: "\(python) cannot load Pygments (No module named 'pygments'); \(PygmentsHighlighter.installHint)",
                                         isStartFailure: true)))
    }

    /// A block that hangs Pygments costs its timeout and is shown plain; the process is started
    /// again for the next block, a few times, and then every later block is plain at once.
    @Test func aHangingBlockTimesOutAndTheProcessIsRestartedAFewTimes() throws {
        let folder = try TemporaryFolder([:])
        defer { folder.remove() }
        let python = try StandIn.make(in: folder, answer: nil)
        let pygments = PygmentsHighlighter(python: python, timeout: 0.2)
        let highlighter = SyntaxHighlighter(pygments: pygments)
        for _ in 0..<(PygmentsHighlighter.restarts + 3) {
            let result = highlighter.highlightReporting("loop", language: "ruby")
            #expect(result == CodeHighlight(html: nil, problem: .init(.warning(.codeLanguage), "this ruby block is not highlighted (Pygments did not answer "
                + "within 0.2 s); it is shown plain")))
        }
        #expect(folder.read("starts")?.count == PygmentsHighlighter.restarts + 1)
        pygments.finish()
    }

    @Test func tokensMustMakeTheBlocksTextWithWindowsLineEndsReadAsPygmentsReadsThem() throws {
        let folder = try TemporaryFolder([:])
        defer { folder.remove() }
        let aligned = try StandIn.make(in: folder, answer: #"{"tokens": [["Keyword", "if"], ["Text", "\n"], ["Name", "x"], ["Text", "\n"]]}"#)
        #expect(PygmentsHighlighter(python: aligned).html("if\r\nx\r", alias: "c") == .success("\(keyword("if"))\r\nx\r"))
        let wrong = try StandIn.make(in: folder, name: "wrong", answer: #"{"tokens": [["Keyword", "if"], ["Text", "\n"]]}"#)
        #expect(PygmentsHighlighter(python: wrong).html("if x", alias: "c")
            == .failure(.init(message: "Pygments' tokens do not make the block's text")))
        let marked = try StandIn.make(in: folder, name: "marked", answer: #"{"tokens": [["Keyword", "if"]]}"#)
        #expect(PygmentsHighlighter(python: marked).html("\u{FEFF}if", alias: "c") == .success("\u{FEFF}\(keyword("if"))"),
                "Pygments drops a leading byte order mark; it stays, plain")
        let refused = try StandIn.make(in: folder, name: "refused", answer: #"{"error": "no lexer for 'c'"}"#)
        #expect(PygmentsHighlighter(python: refused).html("x", alias: "c") == .failure(.init(message: "no lexer for 'c'")))
    }

    /// The pages' keys change with the Pygments installed, found on disk without running Python.
    @Test func theInstallationStampNamesThePythonAndItsPygments() throws {
        let folder = try TemporaryFolder(["venv/lib/python3.11/site-packages/pygments-2.21.0.dist-info/METADATA": "x"])
        defer { folder.remove() }
        let python = try StandIn.make(in: folder, name: "venv/bin/python3", answer: nil)
        let environment = ["DOCGEN_HIGHLIGHT_PYTHON": python]
        let stamp = PygmentsHighlighter.installationStamp(environment: environment)
        #expect(stamp == "\(python)\n\(folder.path)/venv/bin/../lib/python3.11/site-packages/pygments-2.21.0.dist-info"
            || stamp == "\(python)\n\(folder.path)/venv/lib/python3.11/site-packages/pygments-2.21.0.dist-info")
        try FileManager.default.moveItem(atPath: "\(folder.path)/venv/lib/python3.11/site-packages/pygments-2.21.0.dist-info",
                                         toPath: "\(folder.path)/venv/lib/python3.11/site-packages/pygments-2.22.0.dist-info")
        #expect(PygmentsHighlighter.installationStamp(environment: environment).hasSuffix("pygments-2.22.0.dist-info"))
        #expect(PygmentsHighlighter.installationStamp(environment: ["DOCGEN_HIGHLIGHT_PYTHON": "/nonexistent"]) == "no Python")
    }
}

/// A stand-in for Python: notes each start in `starts`, says `hello`, then gives `answer` to each
/// request (nil: never answers).
enum StandIn {
    static func make(in folder: TemporaryFolder, name: String = "python3", hello: String = #"{"ready": true, "version": "0"}"#,
                     answer: String?) throws -> String {
        let path = "\(folder.path)/\(name)"
        try folder.write(Data((hello + "\n").utf8), to: "\(name).hello")
        try folder.write(Data(((answer ?? "") + "\n").utf8), to: "\(name).answer")
        let reply = answer == nil ? "  exec sleep 30" : "  cat '\(path).answer'"
        let script = "#!/bin/sh\nprintf x >> '\(folder.path)/starts'\ncat '\(path).hello'\nwhile read -r line; do\n\(reply)\ndone\n"
        try folder.write(Data(script.utf8), to: name)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }
}
