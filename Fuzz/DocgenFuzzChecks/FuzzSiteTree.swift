import Foundation

/// A small content tree decoded from fuzz bytes, for a whole build: sometimes a `docgen.yml`,
/// chapters in folders (front matter with odd and clashing slugs, `_index.md` files), bodies
/// that link to each other (some links broken) and hold `listspec` and `benchtable` blocks,
/// CSV files of extreme numbers under `data/`, and static files, some on paths a chapter or
/// docgen itself also needs.
///
/// Each decision reads one byte (``FuzzedChoices``), and the first option is always the
/// plainest, so libFuzzer's mutations explore the tree's structure rather than its bytes.
struct FuzzSiteTree {
    /// Files by path inside the tree's root (`content/basics/a.md`, `docgen.yml`).
    var files: [(path: String, bytes: [UInt8])] = []
    /// True when the tree has a `docgen.yml`.
    var hasConfig = false
    /// True when the output folder exists before the build, holding `old.html` (one of `files`).
    var hasOldSite = false

    init(decoding bytes: [UInt8]) {
        var choices = FuzzedChoices(bytes)
        if choices.chance(30) { files.append(("docgen.yml", Array(Self.config(&choices).utf8))); hasConfig = true }
        hasOldSite = choices.chance(20)
        if hasOldSite { files.append(("site/old.html", Array("old".utf8))) }
        let csvCount = choices.below(3)
        let csvPaths = (0..<csvCount).map { "data/t\($0).csv" }
        var chapters: [String] = []
        for _ in 0..<(1 + choices.below(3)) {
            let folder = choices.pick(Self.folders.plain, odd: Self.folders.odd)
            let name = choices.pick(Self.names.plain, odd: Self.names.odd) + ".md"
            let path = folder.isEmpty ? name : "\(folder)/\(name)"
            if !chapters.contains(path) { chapters.append(path) }
        }
        for path in chapters {
            var text = Self.frontMatter(&choices)
            for _ in 0..<choices.below(4) {
                text += "\n" + Self.block(&choices, in: path, chapters: chapters, csvPaths: csvPaths) + "\n"
            }
            files.append(("content/\(path)", Self.encode(text, &choices)))
        }
        for path in csvPaths { files.append(("content/\(path)", Self.csv(&choices))) }
        for _ in 0..<choices.below(4) {
            let path = choices.pick(Self.staticPaths.plain, odd: Self.staticPaths.odd)
            guard !files.contains(where: { $0.path == "content/\(path)" }) else { continue }
            files.append(("content/\(path)", Self.staticFile(path, &choices)))
        }
    }

    /// Writes the tree under `root`, which must exist (POSIX calls: Foundation's file
    /// operations were a tenth of a run).
    func write(to root: String) throws {
        var folders: Set<String> = [root]
        for (path, bytes) in files {
            var folder = root
            for component in path.split(separator: "/").dropLast() {
                folder += "/\(component)"
                if folders.insert(folder).inserted, mkdir(folder, 0o755) != 0, errno != EEXIST { throw CocoaError(.fileWriteUnknown) }
            }
            let descriptor = open("\(root)/\(path)", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
            defer { close(descriptor) }
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
        }
    }

    /// Removes `path` and everything under it, without following symbolic links.
    static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR, let folder = opendir(path) {
            var names: [String] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(folder)
            for name in names { remove("\(path)/\(name)") }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    // MARK: - Vocabulary: plain entries, and odd ones docgen must refuse or survive

    static let folders = (plain: ["", "", "basics", "basics/deep", "my notes", "en", "zh-Hans", "en/basics", "zh-Hans/basics"],
                          odd: ["x.html", "assets", "data", "Basics", "EN", "zh-Hans/en"])
    static let names = (plain: ["intro", "a", "b", "x", "y", "_index", "a b", "same"], odd: ["Intro", "index", "404", "sitemap", "docgen"])
    static let slugs = (plain: ["same", "x", "a", "b", "y", "a b", "ünï", "Same"], odd: ["index", "404", "sitemap", "x.html", "../up", "", ".hidden", "a/b"])
    static let titles = (plain: ["Intro", "Cells", "Same", "A \"quoted\" & <b>title</b>", "Ünïcödé 名前"], odd: ["", "   ", "[not, a, string]", "title: twice"])
    static let orders = (plain: ["1", "2", "-1", "0", "9223372036854775807", "-9223372036854775808"], odd: ["99999999999999999999", "x", "1.5", ""])
    static let headings = ["Cells", "Corner masks", "Cells", "Ünï", "Same", "top", "#", "Cells `code`"]
    static let fragments = (plain: ["cells", "corner-masks", "cells-1", "top", "%C3%BCn%C3%AF", "settings-list"], odd: ["missing", "", "list-9-list"])
    static let numbers = (plain: ["59.8", "1e308", "-1e308", "-0", "5e-324", "0.12345678901234567", "1234567890123456789012345678901234567890",
                                  "1.7976931348623157e308", "", "0.8444218515250481", "3.7e-05", "+4", "  7 ", "08123", "1e-400", "-1.5e-3", "12."],
                          odd: ["nan", "inf", "-inf", "1e400", "x", "\"1,234\""])
    static let staticPaths = (plain: ["images/a.png", "page.html", "notes.txt", "basics/deep/z.png", "data/notes.csv", "x.html/y.png"],
                              odd: ["same.html", "a.html", "index.html", "404.html", "sitemap.xml", "assets/docgen.css", "x.html"])

    // MARK: - Files

    private static func config(_ choices: inout FuzzedChoices) -> String {
        var lines: [String] = []
        if choices.chance(80) { lines.append("title: \(choices.pick(["My guide", "\"Quoted: title\""], odd: ["", "[1, 2]"]))") }
        if choices.chance(40) { lines.append("language: \(choices.pick(["en", "zh-Hans"], odd: ["e n", "", "\"\""]))") }
        if choices.chance(40) { lines.append("baseURL: \(choices.pick(["https://example.com/guide/", "https://example.com"], odd: ["ftp://x", "not a url", ""]))") }
        if choices.chance(30) { lines.append("description: \(choices.pick(["A guide.", "<b>bold</b> & more", ""]))") }
        if choices.chance(25) {
            lines.append(choices.pick(["languages:\n  - code: en\n    name: English\n  - code: zh-Hans\n    name: 中文\n    title: 指南",
                                       "languages:\n  - code: zh-Hans\n  - code: en"],
                                      odd: ["languages: en", "languages:\n  - code: en\n  - code: EN", "languages:\n  - name: x",
                                            "languages:\n  - code: data", "languages: []"]))
        }
        if choices.chance(10) { lines.append(choices.pick(["search: false", "search:\n  pagefind: /nowhere/pagefind"], odd: ["search: maybe", "search: {pagefnd: x}"])) }
        if choices.chance(10) { lines.append(choices.pick(["titel: typo", "title: [", "- a list", "\t tab: x"])) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func frontMatter(_ choices: inout FuzzedChoices) -> String {
        if choices.chance(6) { return choices.pick(["No front matter.\n", "---\ntitle: Unterminated\n"]) }
        var lines = ["---"]
        if !choices.chance(5) { lines.append("title: \(choices.pick(titles.plain, odd: titles.odd))") }
        if choices.chance(40) { lines.append("order: \(choices.pick(orders.plain, odd: orders.odd))") }
        if choices.chance(50) { lines.append("slug: \(choices.pick(slugs.plain, odd: slugs.odd))") }
        if choices.chance(20) { lines.append("description: \(choices.pick(["About cells.", "", "<i>x</i>"]))") }
        if choices.chance(15) { lines.append("translationKey: \(choices.pick(["k", "basics/a.md", "a.md"], odd: ["", "[k]"]))") }
        if choices.chance(5) { lines.append(choices.pick(["weight: 3", "title: again", "slug: [a]", "order: {a: 1}", ": broken"])) }
        lines.append(choices.chance(5) ? "..." : "---")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One markdown block of the chapter at `path`.
    private static func block(_ choices: inout FuzzedChoices, in path: String, chapters: [String], csvPaths: [String]) -> String {
        if choices.chance(5) { return String(decoding: choices.rawBytes(maximum: 48), as: UTF8.self) }
        switch choices.below(11) {
        case 0: return "Text with *emphasis*, `code` and a footnote.[^1]\n\n[^1]: The note."
        case 1: return "## \(choices.pick(headings))"
        case 2: return "See [\(choices.pick(["the chapter"], odd: [""]))](\(link(&choices, from: path, chapters: chapters)))."
        case 3:
            let image = choices.pick(["images/a.png", "x.html/y.png", "notes.txt"], odd: ["images/none.png", "../../up.png"])
            return "![\(choices.pick(["A cell"], odd: [""]))](\(relative(image, from: path)))"
        case 4: return "```listspec\n\(listSpec(&choices))```"
        case 5: return "```benchtable\n\(benchTable(&choices, csvPaths: csvPaths))```"
        case 6: return choices.pick(["<div class=\"note\">A <b>note</b>.</div>", "<span id=\"cells\">x</span>", "<p>&amp; &#233;</p>",
                                     "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"A dot\" width=\"4\" height=\"4\"><rect width=\"1\" height=\"1\"/></svg>"],
                                    odd: ["<div>unclosed", "<img src=\"images/a.png\">", "<p>&nbsp;</p>", "<a href=\"missing.html\">x</a>"])
        case 7: return "```\(choices.pick(["swift", "sh", "json", "yaml", "console", "", "listspec-not"]))\nlet x = \"\\(y)\" // \(choices.pick(["ok", "$ ls", "{\"a\": 1}"]))\n```"
        case 8: return "- one\n  - two\n    > quoted\n\n1. first\n2. [ ] task"
        case 9: return "| a | b |\n|:-|-:|\n| 1 | ~~2~~ |"
        default: return "<https://example.com> and [top](#top) and [x](#\(choices.pick(fragments.plain, odd: fragments.odd)))"
        }
    }

    /// A link target: another chapter (maybe with a fragment), a static file, or something broken.
    private static func link(_ choices: inout FuzzedChoices, from path: String, chapters: [String]) -> String {
        var target: String
        if choices.chance(15) {
            target = choices.pick(["missing.md", "../../outside.md", "", "%zz.md", "a.md?x=1", "/abs.html", "images/none.png"])
        } else {
            switch choices.below(6) {
            case 0, 1, 2: target = relative(choices.pick(chapters), from: path)
            case 3: target = relative(choices.pick(["images/a.png", "page.html", "notes.txt"]), from: path)
            case 4: target = choices.pick(["https://example.com/x", "mailto:a@example.com", "basics/../a.md", "a%20b.md"])
            default: target = "<\(relative(choices.pick(chapters), from: path))>"
            }
        }
        if choices.chance(40) { target += "#" + choices.pick(fragments.plain, odd: fragments.odd) }
        return target
    }

    /// `target` (a path inside content/) as written in the chapter at `path`.
    private static func relative(_ target: String, from path: String) -> String {
        let depth = path.split(separator: "/").count - 1
        return String(repeating: "../", count: depth) + target
    }

    private static func listSpec(_ choices: inout FuzzedChoices) -> String {
        var yaml = choices.pick([
            "sections:\n  - rows:\n      - Name\n",
            "id: settings\ncaption: A screen\nstyle: insetGrouped\ndevice: iPhone SE\nviews: [list, layers, corners, accessory]\nsections:\n  - header: Account\n    footer: Shown under it\n    rows:\n      - title: Name\n        subtitle: Jane\n        detail: Edit\n        accessory: detailDisclosureButton\n      - title: Other\n        height: 1000\n",
            "style: plain\nwidth: 280\nsystem: iOS 26\ncornerRadius: 100\nsections:\n  - rows: [a, b, c]\n  - rows:\n      - title: x\n        accessory: checkmark\n",
            "style: grouped\ndevice: iPad Pro 13-inch\nviews: [accessory, corners]\nsections:\n  - header: Ünïcödé 名前 & <b>\n    rows:\n      - title: A very long title that is truncated with an ellipsis as UIKit does\n        accessory: disclosureIndicator\n",
        ], odd: [
            "id: cells\nsections:\n  - rows:\n      - Duplicate id\n",
            "sections: []\n",
            "width: 99999999999999999999\nsections:\n  - rows: [x]\n",
            "sections:\n  - rows:\n      - title:\n",
            "stlye: grouped\nsections:\n  - rows: [x]\n",
            "sections: [\n",
            "system: iOS .\nsections:\n  - rows: [x]\n",
        ])
        if choices.chance(8) { yaml += String(decoding: choices.rawBytes(maximum: 24), as: UTF8.self) + "\n" }
        return yaml
    }

    private static func benchTable(_ choices: inout FuzzedChoices, csvPaths: [String]) -> String {
        let missing = ["data/none.csv", "../outside.csv", "", "data/t0.csv"]
        let source = csvPaths.isEmpty ? choices.pick(missing) : choices.pick(csvPaths, odd: missing, percent: 8)
        var lines = ["source: \(source)"]
        let columns = (plain: ["a", "b"], odd: ["name", "c", "vaule"])
        if choices.chance(40) { lines.append("better: {\(choices.pick(columns.plain, odd: columns.odd)): \(choices.pick(["higher", "lower"], odd: ["sideways"]))}") }
        if choices.chance(40) {
            let second = choices.chance(50) ? ", " + choices.pick(columns.plain, odd: columns.odd) : ""
            lines.append("chart: [\(choices.pick(columns.plain, odd: columns.odd))\(second)]")
        }
        if choices.chance(30) { lines.append("baseline: \(choices.pick(["r1", "r2"], odd: ["same", "missing"]))") }
        if choices.chance(20) { lines.append("key: \(choices.pick(["name"], odd: ["a", "c"]))") }
        if choices.chance(20) { lines.append("columns: [\(choices.pick(columns.plain, odd: columns.odd))]") }
        if choices.chance(20) { lines.append("units: {a: ms, b: \(choices.pick(["fps", "ms"]))}") }
        if choices.chance(20) { lines.append("labels: {a: Average, name: Scheme}") }
        if choices.chance(20) { lines.append("id: \(choices.pick(["frames", "t0-table"], odd: ["cells", "1bad", "settings-list"]))") }
        if choices.chance(10) { lines.append("caption: Frames & <more>\nnotes: Measured.") }
        if choices.chance(4) { lines.append(choices.pick(["sourc: x", "chart: notalist", "better: [a]"])) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A CSV of a key column and numbers from ``numbers`` or any bit pattern, with occasional
    /// ragged rows, duplicate keys, bad quoting, a byte order mark and CRLF line ends.
    private static func csv(_ choices: inout FuzzedChoices) -> [UInt8] {
        let newline = choices.chance(20) ? "\r\n" : "\n"
        var text = choices.chance(10) ? "\u{FEFF}" : ""
        text += choices.pick(["name,a,b"], odd: ["name,a,a", "name,a,b,c", "", "name"]) + newline
        for row in 0..<(1 + choices.below(3)) {
            var fields = [choices.pick(["r\(row + 1)", "\"quoted, key \(row + 1)\""], odd: ["same", ""])]
            for _ in 0..<(2 + (choices.chance(6) ? choices.pick([-2, -1, 1]) : 0)) {
                fields.append(choices.chance(15) ? "\(choices.double())" : choices.pick(numbers.plain, odd: numbers.odd))
            }
            text += fields.joined(separator: ",") + newline
        }
        if choices.chance(3) { text += "\"unterminated" + newline }
        return encode(text, &choices)
    }

    private static func staticFile(_ path: String, _ choices: inout FuzzedChoices) -> [UInt8] {
        guard path.hasSuffix(".html") else { return Array("file \(path)\n".utf8) }
        let page = choices.pick([
            "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>T</title></head>\n<body><p id=\"p\">A <a href=\"#p\">page</a>.</p></body></html>\n",
        ], odd: [
            "<!DOCTYPE html>\n<html lang=\"en\"><head><title>T</title></head>\n<body>\n<a href=\"missing.html\">broken</a>\n<img src=\"none.png\">\n</body></html>\n",
            "<p>not <b>closed</p>\n",
        ])
        return Array(page.utf8)
    }

    /// `text` as UTF-8, sometimes with a byte that is not UTF-8 or a control character put in.
    private static func encode(_ text: String, _ choices: inout FuzzedChoices) -> [UInt8] {
        var bytes = Array(text.utf8)
        if choices.chance(3) {
            let position = choices.below(bytes.count + 1)
            bytes.insert(choices.pick([0xFF, 0xC3, 0x01, 0x00, 0x0C]), at: min(position, bytes.count))
        }
        return bytes
    }
}
