import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// ```` ```math ```` in a whole build: one converter for every page, started by the first
/// formula and never by a site without one; its MathML passes the build's own page check.
@Suite struct MathBuildTests {
    static let files: [String: String] = [
        "docgen.yml": "title: Guide\n",
        "content/_index.md": "---\ntitle: Guide\n---\n\nWelcome.\n",
        "content/plain.md": "---\ntitle: Plain\n---\n\nNo formulas; `$x$` and ```` ```maths ```` are not math.\n\n```maths\nx\n```\n",
    ]

    static let withMath: [String: String] = files.merging([
        "content/euler.md": "---\ntitle: Euler\n---\n\n# Euler\n\n```math\ne^{i\\pi} + 1 = 0\n```\n\n```math\n\\sum_{n=0}^{\\infty} \\frac{x^n}{n!}\n```\n",
        "content/matrix.md": "---\ntitle: Matrix\n---\n\n```math\n\\begin{bmatrix} 1 & 0 \\\\ 0 & 1 \\end{bmatrix}\n```\n",
    ]) { $1 }

    /// Builds `folder` with the docgen binary, the converter's Python being `python`.
    private func build(_ folder: TemporaryFolder, python: String) throws -> (status: Int32, errors: String) {
        try HelperProgramBuild.build(folder, python: python, variable: "DOCGEN_MATH_PYTHON")
    }

    @Test func aSiteWithoutMathNeverStartsTheConverter() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let (python, marker) = try HelperProgramBuild.tattletale(in: folder)
        let run = try build(folder, python: python)
        #expect(run.status == 0, "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: marker))
        #expect(folder.read("site/plain.html")?.contains("<math") == false)
    }

    @Test func aSiteWithMathStartsItOnceAndABrokenOneFailsEachBlockAtItsLine() throws {
        let folder = try TemporaryFolder(Self.withMath)
        defer { folder.remove() }
        let (python, marker) = try HelperProgramBuild.tattletale(in: folder)
        let run = try build(folder, python: python)
        #expect(run.status == 1)
        #expect(FileManager.default.fileExists(atPath: marker))
        let located = run.errors.split(separator: "\n").filter { $0.contains(": error: this math block needs the TeX-to-MathML converter") }
        #expect(located.map { String($0.prefix { $0 != " " }) }.sorted() == ["content/euler.md:7:1:", "content/euler.md:11:1:", "content/matrix.md:5:1:"]
            .sorted(), "\(run.errors)")
        #expect(located.allSatisfy { $0.contains("stopped before it answered") && $0.contains("Scripts/install-dependencies --math") })
        #expect(folder.read("site/euler.html") == nil, "a failed build publishes nothing")
    }

    @Test(.enabled(if: MathConverterCheck.runs, "needs latex2mathml: Scripts/install-dependencies --math"))
    func theMathMLPassesThePageCheck() throws {
        let folder = try TemporaryFolder(Self.withMath)
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                  configPath: "\(folder.path)/docgen.yml", jobs: 2))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(folder.read("site/euler.html"))
        #expect(page.contains("<div class=\"math\" tabindex=\"0\"><math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\" "
            + "alttext=\"e^{i\\pi} + 1 = 0\"><mrow><msup><mi>e</mi>"))
        #expect(try #require(folder.read("site/matrix.html")).contains("<mtable>"))
    }

    @Test(.enabled(if: MathConverterCheck.runs, "needs latex2mathml: Scripts/install-dependencies --math"))
    func docgenServeMakesAnEditedFormulaAfterTheBuildStoppedTheConverter() throws {
        let folder = try TemporaryFolder(Self.withMath)
        defer { folder.remove() }
        let live = SiteBuild(options: MemoryBuildTests.options(folder), into: .memory)
        #expect(live.run().succeeded)
        let changed = try MemoryBuildTests.edit(folder, "content/matrix.md", "---\ntitle: Matrix\n---\n\n```math\n\\sqrt{2}\n```\n")
        let edit = live.run(changed: changed)
        #expect(edit.succeeded, "\(edit.diagnostics)")
        #expect(edit.remadePageCount == 1)
        #expect(live.files["matrix.html"].map { String(decoding: $0, as: UTF8.self) }?.contains("<msqrt><mrow><mn>2</mn></mrow></msqrt>") == true)
        #expect(live.files == (try MemoryBuildTests.cleanBuild(folder)))
    }
}

/// Whether latex2mathml runs here: under CI=true the tests that need it run regardless, and fail without it.
enum MathConverterCheck {
    static let runs = PythonModules.importable("latex2mathml")
}
