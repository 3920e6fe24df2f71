import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// `preprocessors:` and `directives:`: the user's commands, run by real scripts the tests write
/// (Python 3 and `sh`), with their errors located in `docgen.yml` or in the chapter.
@Suite struct ExtensionBuildTests {
    /// Replaces `{{version}}` in every chapter, and warns at the file's line of each `TODO`.
    static let variables = """
        import json, sys
        doc = json.load(sys.stdin)
        for c in doc["chapters"]:
            lines = c["body"].split("\\n")
            for i, line in enumerate(lines):
                if "TODO" in line:
                    print("%s:%d:1: warning: a TODO is left" % (c["file"], c["firstLine"] + i), file=sys.stderr)
            c["body"] = c["body"].replace("{{version}}", "2.1").replace("<<two lines>>", "first\\n\\nsecond")
        json.dump(doc, sys.stdout)

        """

    /// Draws a bar per number of the block, and counts its runs in `runs.txt`.
    static let chart = """
        import json, sys
        block = json.load(sys.stdin)
        open("runs.txt", "a").write(block["file"] + ":" + str(block["line"]) + "\\n")
        bars = [int(x) for x in block["text"].split()]
        print('<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="A bar chart" width="%d" height="40">' % (len(bars) * 12))
        for i, b in enumerate(bars):
            print('<rect x="%d" y="%d" width="10" height="%d"/>' % (i * 12, 40 - b, b))
        print('</svg>')

        """

    static let config = """
        title: Guide
        preprocessors:
          - [python3, scripts/variables.py]
        directives:
          chart:
            command: python3 scripts/chart.py
            timeout: 20

        """

    static let chapter = """
        ---
        title: Intro
        ---
        # Intro

        Version {{version}}.

        <<two lines>>

        ```chart
        10 20 30
        ```

        A [link](missing.md) after the change.

        """

    private func site(config: String = config, chapter: String = chapter, scripts: [String: String] = [:]) throws -> TemporaryFolder {
        var files = ["docgen.yml": config, "content/intro.md": chapter, "scripts/variables.py": Self.variables,
                     "scripts/chart.py": Self.chart]
        for (name, text) in scripts { files["scripts/\(name)"] = text }
        return try TemporaryFolder(files)
    }

    private func options(_ folder: TemporaryFolder, useCache: Bool = false) -> BuildOptions {
        BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", configPath: "\(folder.path)/docgen.yml",
                     jobs: 2, useCache: useCache)
    }

    private func relative(_ report: BuildReport, _ folder: TemporaryFolder) -> [String] {
        report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    @Test func aPreprocessorChangesTextAndADirectiveDrawsWithProblemsAtTheFilesLines() throws {
        let folder = try site()
        defer { folder.remove() }
        let report = SiteBuild.build(options(folder))
        // The link is on line 14 of the file; two lines were added above it, and still the
        // error names line 14.
        #expect(relative(report, folder) == ["content/intro.md:14:3: error: link to missing chapter 'missing.md' [broken-link]"])
        let fixed = Self.chapter.replacingOccurrences(of: "A [link](missing.md) after the change.", with: "TODO: more.")
        try fixed.write(toFile: "\(folder.path)/content/intro.md", atomically: true, encoding: .utf8)
        let clean = SiteBuild.build(options(folder))
        #expect(relative(clean, folder) == ["content/intro.md:14:1: warning: a TODO is left [command-message]"])
        let page = try #require(folder.read("site/intro.html"))
        #expect(page.contains("<p>Version 2.1.</p>"))
        #expect(page.contains("<p>first</p>") && page.contains("<p>second</p>"))
        #expect(page.contains("<div class=\"directive chart\">\n<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"A bar chart\" width=\"36\" height=\"40\">"))
    }

    @Test func aDirectivesOutputIsKeptByContentHashAcrossBuilds() throws {
        let folder = try site(chapter: "---\ntitle: Intro\n---\n# Intro\n\n```chart\n1 2\n```\n")
        defer { folder.remove() }
        #expect(SiteBuild.build(options(folder, useCache: true)).succeeded)
        #expect(SiteBuild.build(options(folder, useCache: true)).succeeded)
        #expect(folder.read("runs.txt") == "\(folder.path)/content/intro.md:6\n")
        let kept = try FileManager.default.contentsOfDirectory(atPath: "\(folder.path)/.docgen-cache/directives")
        #expect(kept.count == 1 && kept[0].hasSuffix(".out"))
    }

    @Test func editingAScriptOrAChapterMakesThePagesAgainInMemoryAsServeDoes() throws {
        let folder = try site(chapter: "---\ntitle: Intro\n---\n# Intro\n\nVersion {{version}}.\n\n```chart\n1 2\n```\n")
        defer { folder.remove() }
        let live = SiteBuild(options: options(folder), into: .memory)
        #expect(live.run().succeeded)
        let unchanged = live.run(changed: ["\(folder.path)/content/intro.md"])
        #expect(unchanged.succeeded && unchanged.remadePageCount == 0)
        // The preprocessor runs again after an edit of the text: every build runs it.
        try "---\ntitle: Intro\n---\n# Intro\n\nNow {{version}}.\n".write(toFile: "\(folder.path)/content/intro.md", atomically: true, encoding: .utf8)
        let edited = live.run(changed: ["\(folder.path)/content/intro.md"])
        #expect(edited.succeeded)
        #expect(String(decoding: live.files["intro.html"] ?? [], as: UTF8.self).contains("<p>Now 2.1.</p>"))
        // Editing the script is an input of every page's key.
        try Self.variables.replacingOccurrences(of: "\"2.1\"", with: "\"3.0\"")
            .write(toFile: "\(folder.path)/scripts/variables.py", atomically: true, encoding: .utf8)
        let rescripted = live.run(changed: ["\(folder.path)/scripts/variables.py"])
        #expect(rescripted.succeeded && rescripted.remadePageCount >= 1)
        #expect(String(decoding: live.files["intro.html"] ?? [], as: UTF8.self).contains("<p>Now 3.0.</p>"))
    }

    @Test(arguments: [
        // Not JSON.
        ("print('hello')", "docgen.yml:3:5: error: preprocessor 'python3 scripts/variables.py' did not write a JSON object with 'chapters' on standard output (it began: 'hello')"),
        // A chapter dropped.
        ("import json, sys\njson.load(sys.stdin)\nprint('{\"chapters\": []}')",
         "docgen.yml:3:5: error: preprocessor 'python3 scripts/variables.py' left out 1 chapter ('intro.md'); preprocessors cannot remove chapters"),
        // A chapter added.
        ("import json, sys\nd = json.load(sys.stdin)\nd['chapters'].append({'path': 'new.md', 'body': ''})\njson.dump(d, sys.stdout)",
         "docgen.yml:3:5: error: preprocessor 'python3 scripts/variables.py' wrote a chapter 'path: new.md' that is not one of the site's; preprocessors cannot add chapters"),
        // A failure, with its message on standard error.
        ("import sys\nsys.stdin.read()\nprint('no variables file', file=sys.stderr)\nsys.exit(3)",
         "docgen.yml:3:5: error: preprocessor 'python3 scripts/variables.py' failed (exit status 3): no variables file"),
        // A failure located in the chapter by the command itself.
        ("import json, sys\nc = json.load(sys.stdin)['chapters'][0]\nprint('%s:%d:9: error: unknown variable' % (c['file'], c['firstLine'] + 2), file=sys.stderr)\nsys.exit(1)",
         "content/intro.md:6:9: error: unknown variable"),
    ])
    func aBadPreprocessorIsALocatedError(_ script: String, _ expected: String) throws {
        let folder = try site(scripts: ["variables.py": script + "\n"])
        defer { folder.remove() }
        let report = SiteBuild.build(options(folder))
        #expect(!report.succeeded)
        #expect(relative(report, folder).contains(expected), "\(relative(report, folder))")
    }

    @Test(arguments: [
        ("import sys\nsys.stdin.read()\nprint('<p>open')", "content/intro.md:6:1: error: directive 'chart' wrote XHTML that is not well-formed XML (line 2 of its output: not well-formed XML: Opening and ending tag mismatch"),
        ("import sys\nsys.stdin.read()\nprint('<p>a</p><script>alert(1)</script>')", "error: directive 'chart' wrote a <script> element (line 1 of its output); blocks may not run scripts or reuse ids"),
        ("import sys\nsys.stdin.read()\nprint('<p onclick=\"x()\">a</p>')", "error: directive 'chart' wrote an event attribute 'onclick' (line 1 of its output)"),
        ("import sys\nsys.stdin.read()\nprint('<p id=\"intro\">a</p>')", "content/intro.md:6:1: error: id 'intro' is already used by the page's template [duplicate-id]"),
        ("import sys\nsys.stdin.read()\nprint('bad data', file=sys.stderr)\nsys.exit(2)", "content/intro.md:6:1: error: directive 'chart' failed (exit status 2): bad data"),
        ("import sys\nsys.stdin.read()\nprint('-:2:4: error: not a number', file=sys.stderr)\nsys.exit(1)", "content/intro.md:8:4: error: not a number"),
        ("import sys\nsys.stdin.read()\nsys.stdout.write('<p>' + 'x' * (9 * 1024 * 1024) + '</p>')", "content/intro.md:6:1: error: directive 'chart' wrote more than 8 MiB; it was stopped"),
        ("import json, sys\nsys.stdin.read()\nprint(json.dumps({'html': '<p>a</p>', 'diagnostics': [{'severity': 'error', 'line': 1, 'message': 'too few bars'}]}))",
         "content/intro.md:7: error: too few bars"),
    ])
    func aBadDirectiveIsALocatedErrorAndNeverAnInvalidPage(_ script: String, _ expected: String) throws {
        // Its heading names the page otherwise than its title: the page's title shows it, with its id.
        let folder = try site(chapter: "---\ntitle: Introduction\n---\n# Intro\n\n```chart\n1 2\nx\n```\n", scripts: ["chart.py": script + "\n"])
        defer { folder.remove() }
        let report = SiteBuild.build(options(folder))
        #expect(!report.succeeded)
        #expect(relative(report, folder).contains { $0.contains(expected) }, "\(relative(report, folder))")
        // The block is left out of the page, which is not published.
        #expect(folder.read("site/intro.html") == nil)
    }

    @Test func aHungCommandIsStoppedWithEverythingItStarted() throws {
        let hang = "#!/bin/sh\nsleep 300 &\nsleep 300\n"
        let config = "title: Guide\ndirectives:\n  chart:\n    command: scripts/hang.sh\n    timeout: 1\n"
        let folder = try site(config: config, chapter: "---\ntitle: Intro\n---\n# Intro\n\n```chart\n1\n```\n", scripts: ["hang.sh": hang])
        defer { folder.remove() }
        chmod("\(folder.path)/scripts/hang.sh", 0o755)
        let start = ContinuousClock.now
        let report = SiteBuild.build(options(folder))
        #expect(ContinuousClock.now - start < .seconds(60))
        #expect(relative(report, folder) == ["content/intro.md:6:1: error: directive 'chart' did not finish within 1 second; it was stopped"])
    }

    @Test func aMissingCommandOrAShadowedNameIsAnErrorInTheConfiguration() throws {
        let config = "title: Guide\npreprocessors:\n  - scripts/missing.sh\ndirectives:\n  math: python3 scripts/chart.py\n"
        let folder = try site(config: config, chapter: "---\ntitle: Intro\n---\n# Intro\n")
        defer { folder.remove() }
        let report = SiteBuild.build(options(folder))
        #expect(relative(report, folder) == [
            "docgen.yml:3:5: error: cannot run 'scripts/missing.sh': 'scripts/missing.sh' does not exist (taken from \(folder.path))",
            "docgen.yml:5:3: error: the directive 'math' is docgen's own; give yours another name",
        ])
    }
}
