import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// `pdf: true` and `docgen build --pdf`: each language's print page and its PDF, read back with
/// poppler-utils and qpdf: the chapters in reading order, the table of contents' page numbers,
/// the bookmarks, the fonts (all embedded, a CJK one in the Chinese PDF), the links between
/// chapters as links inside the PDF, and the same bytes from two builds.
@Suite struct PDFEditionTests {
    static let files: [String: String] = [
        "docgen.yml": """
            title: Guide
            baseURL: https://docs.example/
            languages:
              - code: en
                name: English
              - code: zh-Hans
                name: 简体中文
                title: 指南
                description: 中文说明。
            """,
        "content/en/_index.md": "---\ntitle: Guide\n---\n\nWelcome.\n",
        "content/en/masks.md": """
            ---
            title: Corner masks
            order: 1
            ---

            ## Which corners

            The corners follow [the section's shape](shapes.md#the-inset-shape), drawn below.

            ```swift
            let corners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            cell.layer.maskedCorners = corners
            ```

            ```listspec
            style: insetGrouped
            sections:
              - rows: [Brightness, Night Shift]
            ```

            ### Single rows

            A single row rounds all four corners.
            """,
        "content/en/shapes.md": """
            ---
            title: Section shapes
            order: 2
            ---

            ## The inset shape

            Back to [the masks](masks.md).
            """,
        "content/zh-Hans/_index.md": "---\ntitle: 指南\n---\n\n欢迎。\n",
        "content/zh-Hans/masks.md": "---\ntitle: 圆角遮罩\norder: 1\n---\n\n## 哪些角\n\n圆角按照[分区的形状](shapes.md#插入形状)绘制。\n",
        "content/zh-Hans/shapes.md": "---\ntitle: 分区形状\norder: 2\n---\n\n## 插入形状\n\n回到[遮罩](masks.md)。\n",
    ]

    /// Builds `folder` with the docgen binary and `arguments`, WeasyPrint's Python being `python`
    /// when given.
    private func build(_ folder: TemporaryFolder, _ arguments: [String], python: String? = nil) throws -> (status: Int32, errors: String) {
        try HelperProgramBuild.build(folder, python: python, variable: "DOCGEN_PDF_PYTHON", arguments: arguments)
    }

    @Test func aSiteWithoutThePDFEditionNeverStartsWeasyPrintNorLinksAPDF() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let (python, marker) = try HelperProgramBuild.tattletale(in: folder)
        let run = try build(folder, [], python: python)
        #expect(run.status == 0, "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: marker))
        #expect(folder.read("site/print.html") == nil)
        #expect(folder.read("site/assets/print.css") == nil)
        #expect(folder.read("site/masks.html")?.contains("print.pdf") == false)
    }

    @Test func withoutWeasyPrintTheBuildSaysWhatToInstallAndPublishesNothing() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let (python, marker) = try HelperProgramBuild.tattletale(in: folder)
        let run = try build(folder, ["--pdf"], python: python)
        #expect(run.status == 1)
        #expect(FileManager.default.fileExists(atPath: marker))
        let errors = run.errors.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(run.errors)")
        #expect(errors.first?.hasPrefix("docgen.yml: error: ") == true, "\(run.errors)")
        #expect(errors.first?.contains("Scripts/install-dependencies --pdf") == true, "\(run.errors)")
        #expect(folder.read("site/masks.html") == nil, "a failed build publishes nothing")
    }

    @Test func pdfInDocgenYmlMustBeABoolean() throws {
        let folder = try TemporaryFolder(Self.files.merging(["docgen.yml": "title: Guide\npdf: yes please\n"]) { $1 })
        defer { folder.remove() }
        let run = try build(folder, [])
        #expect(run.status == 1)
        #expect(run.errors.contains("docgen.yml:2:6: error: 'pdf' must be true or false, not a scalar"), "\(run.errors)")
    }

    @Test(.enabled(if: PDFTools.run, "needs WeasyPrint and poppler-utils: Scripts/install-dependencies --pdf"))
    func eachLanguageHasAPDFWithItsContentsBookmarksFontsAndLinks() throws {
        let folder = try TemporaryFolder(Self.files.merging(["docgen.yml": Self.files["docgen.yml"]! + "\npdf: true\nllms: true\n"]) { $1 })
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                  configPath: "\(folder.path)/docgen.yml", jobs: 2))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.pdfEditions?.files == 2)
        let english = "\(folder.path)/site/print.pdf", chinese = "\(folder.path)/site/zh-Hans/print.pdf"

        // The title page, the contents with each chapter's page, then the chapters in order.
        let info = try PDFTools.run("pdfinfo", [english])
        #expect(info.contains("Title:           Guide"), "\(info)")
        let pages = try #require(info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.split(separator: " ").last!) })
        #expect(pages == 4, "\(info)")
        let text = try PDFTools.run("pdftotext", ["-f", "3", "-layout", english, "-"])
        let order = ["Corner masks", "Which corners", "Single rows", "Section shapes", "The inset shape"]
        let places = order.map { text.range(of: $0)?.lowerBound }
        #expect(places.allSatisfy { $0 != nil } && places.map { $0! } == places.map { $0! }.sorted(), "\(text)")
        let contents = try PDFTools.run("pdftotext", ["-f", "2", "-l", "2", "-layout", english, "-"])
        #expect(contents.contains(/Corner masks[ .]+3/) && contents.contains(/Section shapes[ .]+4/), "\(contents)")
        #expect(text.contains("cell.layer.maskedCorners = corners"))

        // The bookmarks: each chapter, with its sections and subsections under it.
        let outline = try PDFTools.outline(english)
        #expect(outline == ["1 Corner masks", "2 Which corners", "3 Single rows", "1 Section shapes", "2 The inset shape"], "\(outline)")

        // Every font embedded; the Chinese edition's in a CJK font.
        for pdf in [english, chinese] {
            let fonts = try PDFTools.run("pdffonts", [pdf]).split(separator: "\n").dropFirst(2)
            #expect(!fonts.isEmpty && fonts.allSatisfy { $0.split(separator: " ", omittingEmptySubsequences: true).dropLast(4).last == "yes" }, "\(fonts)")
        }
        #expect(try PDFTools.run("pdffonts", [chinese]).contains("CJK"))
        #expect(try PDFTools.run("pdftotext", [chinese, "-"]).contains("圆角按照分区的形状绘制"))

        // A link between chapters is a link inside the PDF, to the page of its target.
        let links = try PDFTools.internalLinks(english)
        #expect(links.contains { $0.page == 3 && $0.target == 4 }, "\(links)")
        #expect(links.contains { $0.page == 4 && $0.target == 3 }, "\(links)")
        // The diagram is drawn as vectors: the page of the chapter shows no image.
        #expect(try PDFTools.run("pdfimages", ["-list", english]).split(separator: "\n").count == 2)

        // The print page is a page of the site, linked from every page's footer with the PDF.
        let printPage = try #require(folder.read("site/print.html"))
        #expect(printPage.contains("<article class=\"page print-chapter\" id=\"masks\">"))
        #expect(printPage.contains("href=\"#shapes--the-inset-shape\""))
        // What a page has for the screen only stays there: its link to its markdown copy.
        #expect(folder.read("site/masks.html")?.contains("class=\"view-markdown\"") == true)
        #expect(!printPage.contains("view-markdown") && !printPage.contains("View as markdown"))
        #expect(folder.read("site/zh-Hans/shapes.html")?.contains("<a href=\"../zh-Hans/print.pdf\" download=\"指南.pdf\" type=\"application/pdf\">下载 PDF</a>") == true
            || folder.read("site/zh-Hans/shapes.html")?.contains("<a href=\"print.pdf\" download=\"指南.pdf\" type=\"application/pdf\">下载 PDF</a>") == true)

        // The same site, built again elsewhere, gives the same bytes.
        let again = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/again",
                                                 configPath: "\(folder.path)/docgen.yml", jobs: 1))
        #expect(again.succeeded)
        #expect(folder.read("again/print.pdf") == folder.read("site/print.pdf"))
        #expect(FileManager.default.contents(atPath: "\(folder.path)/again/zh-Hans/print.pdf") == FileManager.default.contents(atPath: chinese))
    }

    @Test(.enabled(if: PDFTools.run, "needs WeasyPrint and poppler-utils: Scripts/install-dependencies --pdf"))
    func whatWeasyPrintCannotShowIsAWarningAtTheChapter() throws {
        let folder = try TemporaryFolder(Self.files.merging([
            "content/en/shapes.md": "---\ntitle: Section shapes\norder: 2\n---\n\n## The inset shape\n\n![A remote picture](https://images.example/cell.png)\n",
        ]) { $1 })
        defer { folder.remove() }
        var options = BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site", configPath: "\(folder.path)/docgen.yml",
                                   jobs: 2)
        options.pdf = true
        let report = SiteBuild.build(options)
        #expect(report.succeeded, "\(report.diagnostics)")
        let warnings = report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(warnings.contains { $0.hasPrefix("content/en/shapes.md: warning: the PDF edition print.pdf: Failed to load image at 'https://images.example/cell.png'") },
                "\(warnings)")
    }
}

/// poppler-utils and qpdf, which read the PDFs, and whether WeasyPrint and they are here: under
/// CI=true the tests that need them run regardless, and fail without them.
enum PDFTools {
    static let run = PythonModules.importable("weasyprint")
        && (ProcessInfo.processInfo.environment["CI"] == "true" || ["pdfinfo", "qpdf"].allSatisfy { isOnPath($0) })

    private static func isOnPath(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    /// What `tool` with `arguments` writes to standard output.
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// qpdf's JSON of `pdf`.
    private static func json(_ pdf: String) throws -> [String: Any] {
        let text = try run("qpdf", ["--json=2", pdf])
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The bookmarks, in order, each as its depth and title (`2 Which corners`).
    static func outline(_ pdf: String) throws -> [String] {
        let outlines = try json(pdf)["outlines"] as? [[String: Any]] ?? []
        func walk(_ items: [[String: Any]], depth: Int) -> [String] {
            items.flatMap { item in
                ["\(depth) \(item["title"] as? String ?? "")"] + walk(item["kids"] as? [[String: Any]] ?? [], depth: depth + 1)
            }
        }
        return walk(outlines, depth: 1)
    }

    /// Each link annotation that leads to a page of the same PDF: the page it is on and the
    /// page it leads to, both counted from 1.
    static func internalLinks(_ pdf: String) throws -> [(page: Int, target: Int)] {
        let document = try json(pdf)
        let pages = document["pages"] as? [[String: Any]] ?? []
        let objects = (document["qpdf"] as? [Any])?.last as? [String: Any] ?? [:]
        let pageNumbers = Dictionary(pages.enumerated().compactMap { index, page in (page["object"] as? String).map { ($0, index + 1) } }) { first, _ in first }
        func value(_ reference: String) -> [String: Any]? {
            (objects["obj:" + reference] as? [String: Any])?["value"] as? [String: Any]
        }
        let names = namedDestinations(document, objects: objects)
        var links: [(page: Int, target: Int)] = []
        for (index, page) in pages.enumerated() {
            let pageObject = value(page["object"] as? String ?? "") ?? [:]
            for reference in pageObject["/Annots"] as? [String] ?? [] {
                guard let annotation = value(reference), annotation["/Subtype"] as? String == "/Link" else { continue }
                var destination = annotation["/Dest"]
                if let action = annotation["/A"] as? [String: Any], action["/S"] as? String == "/GoTo" { destination = action["/D"] }
                if let name = destination as? String, let resolved = names[name] { destination = resolved }
                if let array = destination as? [Any], let target = array.first as? String, let number = pageNumbers[target] {
                    links.append((index + 1, number))
                }
            }
        }
        return links
    }

    /// The named destinations of the document's catalog (`/Names` → `/Dests`), by name as qpdf
    /// writes a string (`u:name`).
    private static func namedDestinations(_ document: [String: Any], objects: [String: Any]) -> [String: [Any]] {
        func value(_ any: Any?) -> Any? {
            if let reference = any as? String, reference.hasSuffix(" R") { return (objects["obj:" + reference] as? [String: Any])?["value"] }
            return any
        }
        let trailer = (objects["trailer"] as? [String: Any])?["value"] as? [String: Any]
        let catalog = value(trailer?["/Root"]) as? [String: Any]
        var found: [String: [Any]] = [:]
        func walk(_ node: [String: Any]?) {
            guard let node else { return }
            if let pairs = node["/Names"] as? [Any] {
                for pair in stride(from: 0, to: pairs.count - 1, by: 2) {
                    if let name = pairs[pair] as? String, let target = value(pairs[pair + 1]) as? [Any] { found[name] = target }
                }
            }
            for kid in node["/Kids"] as? [Any] ?? [] { walk(value(kid) as? [String: Any]) }
        }
        walk(value((value(catalog?["/Names"]) as? [String: Any])?["/Dests"]) as? [String: Any])
        return found
    }
}
