import DocgenEngine
import DocgenTestSupport
import Foundation
import Testing

/// Code in languages docgen has no lexer for, in a whole build: one Pygments process for every
/// page, started by the first such block and never by a site without one; a located error that
/// says how to install it when it cannot run; golden output for Objective-C and Kotlin.
@Suite struct HighlightBuildTests {
    static let ownLanguages: [String: String] = [
        "docgen.yml": "title: Guide\n",
        "content/_index.md": "---\ntitle: Guide\n---\n\nWelcome.\n",
        "content/own.md": "---\ntitle: Own\n---\n\n```swift\nlet x = 1\n```\n\n```console\n$ ls\n```\n\n```json\n{\"a\": 1}\n```\n\n"
            + "```yaml\na: 1\n```\n\n```text\nplain\n```\n\n```mermaid\ngraph TD\n```\n\n```\nnone\n```\n\n"
            + "```html\n<p class=\"a\">x</p>\n```\n\n```css\np { color: red }\n```\n\n```js\nconst a = 1\n```\n\n"
            + "```ts\nlet n: number\n```\n\n```go-html-template\n{{ range .Pages }}{{ end }}\n```\n\n```xml\n<a/>\n```\n",
    ]

    static let objectiveC = """
        #import <Foundation/Foundation.h>

        /// A greeter.
        @interface Greeter : NSObject
        @property (nonatomic, copy) NSString *name;
        - (void)greet:(NSInteger)times;
        @end

        @implementation Greeter
        - (void)greet:(NSInteger)times {
            for (NSInteger i = 0; i < times; i++) {
                NSLog(@"Hello, %@! \\n", self.name);
            }
        }
        @end

        """

    static let kotlin = """
        package com.example.greeter

        /** A greeter. */
        data class Greeter(val name: String) {
            fun greet(times: Int = 1): List<String> =
                (1..times).map { "Hello, $name! #${it}" }
        }

        fun main() {
            val greeter = Greeter("docgen")
            println(greeter.greet(2).joinToString("\\n")) // two lines
        }

        """

    static let withOtherLanguages: [String: String] = ownLanguages.merging([
        "content/apple.md": "---\ntitle: Apple\n---\n\n# Objective-C\n\n```objc\n\(objectiveC)```\n\n```plist\n<dict><key>A</key><true/></dict>\n```\n",
        "content/android.md": "---\ntitle: Android\n---\n\n# Kotlin\n\n```kotlin title=\"Greeter.kt\"\n\(kotlin)```\n\n```kt\nval x = 0x1F\n```\n",
    ]) { $1 }

    /// Builds `folder` with the docgen binary, the Pygments's Python being `python`.
    private func build(_ folder: TemporaryFolder, python: String) throws -> (status: Int32, errors: String) {
        try HelperProgramBuild.build(folder, python: python, variable: "DOCGEN_HIGHLIGHT_PYTHON")
    }

    @Test func aSiteInDocgensOwnLanguagesNeverStartsPython() throws {
        let folder = try TemporaryFolder(Self.ownLanguages)
        defer { folder.remove() }
        let (python, marker) = try HelperProgramBuild.tattletale(in: folder)
        let run = try build(folder, python: python)
        #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: marker))
        #expect(folder.read("site/own.html")?.contains("<span class=\"hl-keyword\">let</span>") == true)
    }

    @Test func withoutPygmentsEachBlockThatNeedsItIsAnErrorAtItsFence() throws {
        let folder = try TemporaryFolder(Self.withOtherLanguages)
        defer { folder.remove() }
        let (python, marker) = try HelperProgramBuild.tattletale(in: folder)
        let run = try build(folder, python: python)
        #expect(run.status == 1)
        #expect(FileManager.default.fileExists(atPath: marker))
        let located = run.errors.split(separator: "\n").filter { $0.contains(": error: this ") && $0.contains(" block needs Pygments") }
        #expect(located.map { String($0.prefix { $0 != " " }) }.sorted()
            == ["content/android.md:22:1:", "content/android.md:7:1:", "content/apple.md:7:1:"], "\(run.errors)")
        #expect(located.allSatisfy { $0.contains("Scripts/install-dependencies --highlight") && $0.contains("pip install pygments") })
        #expect(folder.read("site/apple.html") == nil, "a failed build publishes nothing")
    }

    @Test(.enabled(if: PythonModules.pygmentsRuns, "needs Pygments: Scripts/install-dependencies --highlight (required under CI=true)"))
    func objectiveCAndKotlinPagesMatchTheirGoldenCodeAndPassThePageCheck() throws {
        let folder = try TemporaryFolder(Self.withOtherLanguages)
        defer { folder.remove() }
        let report = SiteBuild.build(BuildOptions(contentPath: "\(folder.path)/content", outputPath: "\(folder.path)/site",
                                                  configPath: "\(folder.path)/docgen.yml", jobs: 2))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        var blocks: [String: Data] = [:]
        for page in ["apple", "android"] {
            let html = try #require(folder.read("site/\(page).html"))
            let code = html.components(separatedBy: "<pre class=\"code\"").dropFirst().map { "<pre class=\"code\"" + $0.components(separatedBy: "</pre>")[0] + "</pre>\n" }
            blocks["\(page).html"] = Data(code.joined().utf8)
        }
        let differences = Snapshot.differences(blocks, snapshotFolder: Fixture.snapshotsRoot + "/pygments-highlighting")
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test(.enabled(if: PythonModules.pygmentsRuns, "needs Pygments: Scripts/install-dependencies --highlight (required under CI=true)"))
    func docgenServeHighlightsAnEditedBlockAfterTheBuildStoppedPygments() throws {
        let folder = try TemporaryFolder(Self.withOtherLanguages)
        defer { folder.remove() }
        let live = SiteBuild(options: MemoryBuildTests.options(folder), into: .memory)
        #expect(live.run().succeeded)
        let changed = try MemoryBuildTests.edit(folder, "content/android.md", "---\ntitle: Android\n---\n\n```rust\nfn main() {}\n```\n")
        let edit = live.run(changed: changed)
        #expect(edit.succeeded, "\(edit.diagnostics)")
        #expect(edit.remadePageCount == 1)
        #expect(live.files["android.html"].map { String(decoding: $0, as: UTF8.self) }?
            .contains("<span class=\"hl-keyword\">fn</span> <span class=\"hl-function\">main</span>") == true)
        #expect(live.files == (try MemoryBuildTests.cleanBuild(folder)))
    }
}
