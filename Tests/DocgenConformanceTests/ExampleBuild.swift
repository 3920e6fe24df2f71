import DocgenCore
import DocgenCheck
@testable import DocgenEngine
@testable import DocgenLoad
import DocgenModel
import DocgenTestSupport
import Foundation

/// A one-chapter site whose chapter can be any markdown, made in memory by the stages of
/// `docgen build`: the chapter file read by the Load stage, its page made by the engine's
/// PageMaker (Render, Template and the page's own check), its findings under the site's check
/// policy. Nothing is written: what would be published is not what is compared.
///
/// The site turns off `broken-link` and `broken-fragment`: the spec's examples link to
/// `/url`, `foo` and `#bar` of a site that is not there; and `img-alt` and `link-text`: they
/// are fragments about syntax (`<a href="foo">` alone, `<img src="foo"/>`), which in a real
/// chapter these accessibility rules rightly refuse.
struct ExampleSite: Sendable {
    struct Page: Sendable {
        /// The chapter's content, as the page shows it.
        var html: String
        /// Every error the build reports for the chapter: an example with one cannot be built.
        var errors: [Diagnostic]
    }

    private let folder: TemporaryFolder
    private let plan: BuildPlan
    private let maker: PageMaker

    init() throws {
        folder = try TemporaryFolder([
            "docgen.yml": "title: GFM examples\ncheck:\n  disable: [broken-link, broken-fragment, img-alt, link-text]\n",
            "content/example.md": "---\ntitle: Example\n---\n",
        ])
        let (model, problems) = ModelLoader.load(contentPath: folder.path + "/content", configPath: folder.path + "/docgen.yml",
                                                 templatesPath: nil, jobs: 1)
        guard let model, !problems.containsErrors else { throw ToolFailure(message: "the example site does not load: \(problems)") }
        plan = BuildPlan(model: model, outputPath: folder.path + "/site")
        maker = plan.pageMaker()
    }

    /// The page of a chapter titled "Example" whose body is `markdown`.
    func page(_ markdown: String) -> Page {
        let text = "---\ntitle: Example\n---\n" + markdown
        let (read, _, loadProblems) = ChapterReader.read(text, sourcePath: "example.md", displayPath: "content/example.md")
        guard let chapter = read else { return Page(html: "", errors: loadProblems.filter { $0.severity == .error }) }
        let made = maker.chapter(chapter, index: 0)
        let check = made.page.check
        let ownTargets = [made.page.path: check.targets]
        let findings = BuildCheck.findings(of: check, brokenFragments: SiteChecker.brokenFragments(of: check, targets: { ownTargets[$0] }),
                                           index: plan.checkIndex, sitePaths: plan.sitePaths)
        let diagnostics = plan.policy.apply(loadProblems + made.page.diagnostics, sitePath: plan.sitePaths) + findings
        // A first `#` heading is the page's title, shown above the body: put back where cmark-gfm has it.
        let markdown = maker.render(chapter).markdown
        let title = markdown.titleID == nil ? "" : "<h1>\(markdown.shownTitleHTML ?? "Example")</h1>"
        return Page(html: title + markdown.html, errors: diagnostics.filter { $0.severity == .error })
    }

    func remove() {
        folder.remove()
    }
}
