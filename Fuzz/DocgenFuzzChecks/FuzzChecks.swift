import DocgenCheck
import DocgenCore
import DocgenDiagrams
import DocgenHighlighting
import DocgenLoad
import DocgenMarkdown
import DocgenModel
import DocgenXML
import DocgenYAML
import Foundation
import Synchronization

/// The properties the fuzz targets check, one function per target, shared by the libFuzzer
/// executables under `Fuzz/` and by the regression tests that replay `Tests/FuzzRegressions/`.
///
/// Each function runs one input through public docgen APIs and returns nil when every property
/// holds, or a description of the first one that does not. A crash inside docgen is a crash here.
public enum FuzzChecks {
    /// The fuzz targets by name, as used for folders under `Tests/FuzzRegressions/`.
    public static let targets: [String: @Sendable ([UInt8]) -> String?] = [
        "FuzzFrontMatter": frontMatter,
        "FuzzChapter": chapter,
        "FuzzListSpec": listSpec,
        "FuzzCSV": csv,
        "FuzzMustache": mustache,
        "FuzzCheck": check,
        "FuzzBuild": build,
    ]

    /// One libFuzzer run of the target named `target`: a property that does not hold stops the
    /// process, which libFuzzer reports as a crash and keeps the input.
    public static func run(_ target: String, _ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        if let problem = targets[target]!(bytes) {
            fatalError("\(target): \(problem)")
        }
        return 0
    }

    /// Lines as an editor shows them: LF, CRLF and a lone CR each end a line; a final line
    /// without a break still counts, so the empty input has one line.
    public static func lineCount(_ bytes: [UInt8]) -> Int {
        var lines = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                lines += 1
            } else if bytes[index] == UInt8(ascii: "\r") {
                lines += 1
                if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            }
            index += 1
        }
        return lines
    }

    private static func locatedOutside(_ diagnostics: [Diagnostic], lines range: ClosedRange<Int>, what: String) -> String? {
        for diagnostic in diagnostics where !range.contains(diagnostic.location.line) {
            return "\(what): diagnostic at line \(diagnostic.location.line), outside \(range): \(diagnostic)"
        }
        return nil
    }

    // MARK: - FuzzFrontMatter

    /// A per-process content folder holding one chapter, rewritten for each input.
    private static let contentFolder: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let folder = "\(base)/docgen-fuzz-\(getpid())-\(UUID().uuidString)/content"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()
    private static let contentLock = Mutex(())

    /// The bytes as `content/chapter.md`, loaded with ``SiteLoader`` (UTF-8 check, front matter
    /// split, YAML, field reader); every diagnostic must be at line 1 through the last line + 1.
    /// The whole input also goes straight through ``YAMLParser`` and ``YAMLFieldReader``.
    public static func frontMatter(_ bytes: [UInt8]) -> String? {
        let lines = lineCount(bytes)
        let path = "\(contentFolder)/chapter.md"
        // One folder per process: parallel test cases take turns.
        let loaded: (Site?, [Diagnostic])? = contentLock.withLock { _ in
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return nil }
            return SiteLoader.load(contentPath: contentFolder, configPath: nil)
        }
        guard let (site, diagnostics) = loaded else { return nil }  // the environment, not docgen
        if let problem = locatedOutside(diagnostics, lines: 1...(lines + 1), what: "SiteLoader") { return problem }
        if let site {
            for chapter in site.chapters {
                if chapter.title.trimmingCharacters(in: .whitespaces).isEmpty { return "chapter loaded with an empty title" }
                if chapter.bodyLineOffset < 1 || chapter.bodyLineOffset > lines {
                    return "bodyLineOffset \(chapter.bodyLineOffset) outside 1...\(lines)"
                }
            }
            if diagnostics.containsErrors && !site.chapters.isEmpty { return "chapter loaded despite errors: \(diagnostics)" }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        do {
            guard let root = try YAMLParser.parse(text) else { return nil }
            var reader = YAMLFieldReader(root, what: "front matter") {
                SourceLocation(file: "fm.yml", line: $0.line, column: $0.column)
            }
            reader.rejectUnknownKeys(["title", "order", "slug", "description"], level: .warning(.unknownFrontMatterKey))
            _ = reader.string("title")
            _ = reader.int("order")
            _ = reader.number("order", in: -1e9...1e9)
            _ = reader.bool("slug")
            _ = reader.string("description")
            return locatedOutside(reader.diagnostics, lines: 1...(lines + 1), what: "YAMLFieldReader")
        } catch {
            if !(1...(lines + 1)).contains(error.line) || error.column < 1 {
                return "YAMLParseError at \(error.line):\(error.column), input has \(lines) lines: \(error.message)"
            }
            return nil
        }
    }

    // MARK: - FuzzChapter

    /// Resolves links to themselves and expands `listspec` fences as the build does.
    struct Delegate: MarkdownRenderDelegate {
        var problems: [String] = []
        var specCount = 0
        var ids: Set<String> = []

        mutating func resolveLink(_ destination: String, line: Int, column: Int) -> String {
            destination
        }

        /// A snippet of its own reference's text, so that fuzzed `file=` options reach the renderer.
        mutating func snippet(_ reference: String, line: Int) -> String? {
            reference.isEmpty ? nil : reference + "\n"
        }

        mutating func imageVariants(for destination: String, line: Int, column: Int) -> ImageVariants? {
            nil
        }

        mutating func renderCodeBlock(info: String, literal: String, line: Int) -> String? {
            let language = info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
            guard language == "listspec" else { return nil }
            let (read, diagnostics) = ListSpecReader.read(literal, defaultID: "list-\(specCount + 1)",
                                                          origin: SourceLocation(file: "chapter.md", line: line + 1, column: 1))
            guard let spec = read, !diagnostics.containsErrors, ids.insert(spec.id).inserted else { return nil }
            specCount += 1
            let layout = ListLayoutEngine().layout(spec)
            var html = ""
            for view in spec.views {
                let rendered = DiagramRenderer.rendered(layout, view: view)
                if let error = XMLWellFormednessChecker.errors(in: rendered.svg, displayPath: "diagram.svg").first {
                    problems.append("\(view.rawValue) SVG is not well-formed: \(error)")
                }
                html += "<figure class=\"diagram\" id=\"\(spec.id)-\(view.rawValue)\">\n" + rendered.svg
                html += "<figcaption>\(XMLText.escape(rendered.title))</figcaption>\n</figure>\n"
            }
            return html
        }
    }

    /// Markdown → tree → XHTML with diagrams; SVGs must be well-formed, and so must the page
    /// when the input has no `<` (so no raw HTML).
    public static func chapter(_ bytes: [UInt8]) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let document = CommonMarkParser.parse(text)
        var delegate = Delegate()
        let rendered = HTMLRenderer.render(document, delegate: &delegate, highlighter: SyntaxHighlighter())
        if let problem = delegate.problems.first { return problem }
        let lines = lineCount(bytes)
        for heading in rendered.headings where !(0...lines).contains(heading.line) {
            return "heading at line \(heading.line), outside 0...\(lines)"
        }
        if !bytes.contains(UInt8(ascii: "<")),
           let error = XMLWellFormednessChecker.errors(in: "<div>" + rendered.html + "</div>", displayPath: "page").first {
            return "rendered HTML is not well-formed XML: \(error)"
        }
        return nil
    }

    // MARK: - FuzzListSpec

    /// YAML → ``ListSpec``; diagnostics stay inside the block and its fences (origin at line 2,
    /// as after a fence on line 1); a valid spec lays out and draws all four views as well-formed XML,
    /// and its comparison, when it has one, and the comparison's table too.
    public static func listSpec(_ bytes: [UInt8]) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let lines = lineCount(bytes)
        let (read, diagnostics) = ListSpecReader.read(text, defaultID: "list-1", origin: SourceLocation(file: "spec", line: 2, column: 1))
        // As in a chapter: the fence on line 1, the YAML from line 2, the closing fence after it.
        // libyaml ends a last line that has no line break itself, so errors at the end of such an
        // input fall on the closing fence's line.
        let last = bytes.last == UInt8(ascii: "\n") || bytes.last == UInt8(ascii: "\r") ? lines + 1 : lines + 2
        if let problem = locatedOutside(diagnostics, lines: 1...last, what: "ListSpecReader") { return problem }
        guard let spec = read, !diagnostics.containsErrors else { return nil }
        let layout = ListLayoutEngine().layout(spec)
        for view in DiagramView.allCases {
            let svg = DiagramRenderer.svg(layout, view: view)
            if let error = XMLWellFormednessChecker.errors(in: svg, displayPath: "diagram.svg").first {
                return "\(view.rawValue) SVG is not well-formed: \(error)"
            }
        }
        if let figure = ListComparisonFigure(spec) {
            for (what, markup) in [("comparison SVG", ComparisonRenderer.rendered(figure).svg), ("comparison table", ComparisonRenderer.tableHTML(figure))] {
                if let error = XMLWellFormednessChecker.errors(in: markup, displayPath: "comparison").first {
                    return "\(what) is not well-formed: \(error)"
                }
            }
        }
        return nil
    }

    // MARK: - FuzzCSV

    /// CSV → records located on increasing lines inside the input; numbers never crash.
    public static func csv(_ bytes: [UInt8]) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let lines = lineCount(bytes)
        _ = CSVReader.number(text)
        do {
            let table = try CSVReader.read(text)
            var previous = 0
            for record in table.records {
                if record.line <= previous || record.line > lines {
                    return "record at line \(record.line) after line \(previous), input has \(lines) lines"
                }
                previous = record.line
                for field in record.fields { _ = CSVReader.number(field) }
            }
        } catch {
            if !(1...lines).contains(error.line) || error.column < 1 {
                return "CSVError at \(error.line):\(error.column), input has \(lines) lines: \(error.message)"
            }
        }
        return nil
    }

    // MARK: - FuzzMustache

    // Built per call: held in a global, its indirect-enum boxes look leaked to LeakSanitizer.
    static var context: TemplateValue { .object([
        "title": .string("A <b>title</b> & more"),
        "count": .int(3),
        "ratio": .double(1.5),
        "flag": .bool(true),
        "none": .null,
        "items": .list([
            .object(["name": .string("one"), "children": .list([])]),
            .object(["name": .string("two"), "children": .list([.object(["name": .string("three")])])]),
        ]),
        "page": .object(["title": .string("Page"), "url": .string("page.html")]),
    ]) }

    /// Mustache source → template; a parsed template renders with itself as the partial `self`;
    /// errors are located inside the source.
    public static func mustache(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = lineCount(bytes)
        do {
            let template = try Template(source: text, name: "self")
            _ = template.render(context, partials: ["self": template])
        } catch {
            if !(1...(lines + 1)).contains(error.line) || error.column < 1 {
                return "TemplateError at \(error.line):\(error.column), input has \(lines) lines: \(error.message)"
            }
        }
        return nil
    }

    // MARK: - FuzzCheck

    /// One page scanned and checked as a whole site; findings and links are located at a line
    /// from 0 (the whole file) to the input's last line.
    public static func check(_ bytes: [UInt8]) -> String? {
        let lines = lineCount(bytes)
        let page = PageScanner.scan(bytes, displayPath: "site/page.html", syntax: .xmlOrHTML)
        if let error = page.xmlError, !(0...lines).contains(error.location.line) {
            return "PageScanner located \"\(error.message)\" at line \(error.location.line), outside 0...\(lines)"
        }
        for element in page.elements where !(0...lines).contains(element.line) {
            return "element <\(element.name)> at line \(element.line), outside 0...\(lines)"
        }
        for link in page.links where !(0...lines).contains(link.line) {
            return "link \(link.value) at line \(link.line), outside 0...\(lines)"
        }
        let files = SiteFiles(paths: ["page.html", "style.css"], displayRoot: "site") { path in
            path == "page.html" ? bytes : nil
        }
        let report = SiteChecker.check(files)
        return locatedOutside(report.findings, lines: 0...lines, what: "SiteChecker")
    }
}
