import DocgenCore
import DocgenTestSupport
import Foundation
import Testing

/// `docgen diagram --batch DIR -o OUTDIR`, run as a site generator's build would run it.
@Suite struct DiagramBatchTests {
    let runner = CommandLineTests()

    /// A folder of specs: the fixture's good and broken specs, one in a subfolder, one with views of its own.
    func specFolder() throws -> TemporaryFolder {
        let specs = Fixture.testsRoot + "/Fixtures/specs"
        let read = { (name: String) in try String(contentsOfFile: "\(specs)/\(name)", encoding: .utf8) }
        return try TemporaryFolder([
            "specs/settings.yml": try read("settings.yml"),
            "specs/broken.yml": try read("broken.yml"),
            "specs/zh/settings-zh.yaml": try read("settings-zh.yml"),
            "specs/two-views.yml": "views: [corners, list]\nsections:\n  - rows:\n      - title: One\n      - title: Two\n",
            "specs/.hidden/skipped.yml": "sections: nope\n",
            "specs/notes.txt": "not a spec\n",
        ])
    }

    @Test func drawsEverySpecWithStableNamesAndListsThemInAManifest() throws {
        let folder = try specFolder()
        defer { folder.remove() }
        let run = try runner.docgen(["diagram", "--batch", "specs", "-o", "out"], in: folder.path)
        #expect(run.status == 1, "a spec had errors")
        #expect(run.standardError == """
            specs/broken.yml:1:9: error: unknown device 'iPhone 99'; did you mean 'iPhone 15'?
            specs/broken.yml:3:11: error: 'rows' must be a list of rows, not a scalar
            docgen: 4 diagrams of 4 spec files in out, 1 with errors

            """)
        let files = folder.snapshot(of: "out")
        #expect(files.keys.sorted() == ["manifest.json", "settings.list.svg", "two-views.corners.svg", "two-views.list.svg",
                                        "zh/settings-zh.list.svg"])
        let single = try runner.docgen(["diagram", "specs/settings.yml"], in: folder.path)
        #expect(folder.read("out/settings.list.svg") == single.standardOutput, "the same bytes as one spec drawn alone")
        let hash = { (name: String) in ContentHash.of([UInt8](files[name] ?? Data())) }
        #expect(folder.read("out/manifest.json") == """
            {
              "version": 1,
              "diagrams": [
                {"input": "settings.yml", "id": "settings", "view": "list", "output": "settings.list.svg", "contentHash": "\(hash("settings.list.svg"))", "width": 393, "height": 396.95, "title": "A settings screen (confidence: medium)"},
                {"input": "two-views.yml", "id": "two-views", "view": "corners", "output": "two-views.corners.svg", "contentHash": "\(hash("two-views.corners.svg"))", "width": 409, "height": 300.95, "title": "An insetGrouped table view: corner masks by row position (confidence: medium)"},
                {"input": "two-views.yml", "id": "two-views", "view": "list", "output": "two-views.list.svg", "contentHash": "\(hash("two-views.list.svg"))", "width": 393, "height": 193.45, "title": "An insetGrouped table view (confidence: medium)"},
                {"input": "zh/settings-zh.yaml", "id": "settings-zh", "view": "list", "output": "zh/settings-zh.list.svg", "contentHash": "\(hash("zh/settings-zh.list.svg"))", "width": 393, "height": 396.95, "title": "设置界面 (confidence: medium)"}
              ],
              "failed": ["broken.yml"]
            }

            """)
    }

    @Test func viewAllDrawsFourViewsAndTheBytesDoNotDependOnTheThreadCount() throws {
        let folder = try specFolder()
        defer { folder.remove() }
        let one = try runner.docgen(["diagram", "--batch", "specs", "-o", "one", "--view", "all", "--jobs", "1", "--language", "zh-Hans"],
                                    in: folder.path)
        let four = try runner.docgen(["diagram", "--batch=specs", "--output=four", "--view=all", "--jobs=4", "--language=zh-Hans"],
                                     in: folder.path)
        #expect(one.status == 1 && four.status == 1)
        let files = folder.snapshot(of: "one")
        #expect(files.count == 3 * 4 + 1)
        #expect(files == folder.snapshot(of: "four"))
        let corners = try runner.docgen(["diagram", "specs/zh/settings-zh.yaml", "--view", "corners", "--language", "zh-Hans"], in: folder.path)
        #expect(folder.read("one/zh/settings-zh.corners.svg") == corners.standardOutput)
    }

    @Test func aFileWhoseBytesWouldNotChangeIsLeftAsItIs() throws {
        let folder = try specFolder()
        defer { folder.remove() }
        _ = try runner.docgen(["diagram", "--batch", "specs", "-o", "out"], in: folder.path)
        let inode = { (name: String) in try FileManager.default.attributesOfItem(atPath: "\(folder.path)/out/\(name)")[.systemFileNumber] as? Int }
        let before = (try inode("settings.list.svg"), try inode("two-views.list.svg"))
        try folder.write(Data("views: [corners, list]\nsections:\n  - rows:\n      - title: Three\n".utf8), to: "specs/two-views.yml")
        _ = try runner.docgen(["diagram", "--batch", "specs", "-o", "out"], in: folder.path)
        #expect(try inode("settings.list.svg") == before.0, "unchanged: not rewritten")
        #expect(try inode("two-views.list.svg") != before.1, "changed: replaced")
        #expect(folder.read("out/two-views.list.svg")?.contains(">Three</text>") == true)
    }

    @Test func specsThatWouldWriteTheSameFilesAreAnError() throws {
        let folder = try TemporaryFolder([
            "specs/a.yml": "sections:\n  - rows:\n      - title: A\n",
            "specs/a.yaml": "sections:\n  - rows:\n      - title: B\n",
        ])
        defer { folder.remove() }
        let run = try runner.docgen(["diagram", "--batch", "specs", "-o", "out"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError == """
            specs/a.yml: error: its diagrams would overwrite those of 'a.yaml'; rename one of the two files
            docgen: 1 diagram of 2 spec files in out, 1 with errors

            """)
        #expect(folder.read("out/a.list.svg")?.contains(">B</text>") == true)
    }

    @Test func aComparisonIsOneFileAndCompareComparesEverySpec() throws {
        let rows = "sections:\n  - rows:\n      - title: One\n      - title: Two\n"
        let folder = try TemporaryFolder(["specs/cards.yml": "compare: [iOS 18, iOS 26]\n" + rows, "specs/plain.yml": rows])
        defer { folder.remove() }
        let run = try runner.docgen(["diagram", "--batch", "specs", "-o", "out"], in: folder.path)
        #expect(run.status == 0)
        #expect(folder.snapshot(of: "out").keys.sorted() == ["cards.compare.svg", "manifest.json", "plain.list.svg"])
        let single = try runner.docgen(["diagram", "specs/cards.yml"], in: folder.path)
        #expect(folder.read("out/cards.compare.svg") == single.standardOutput, "the same bytes as the spec drawn alone")
        let manifest = try #require(folder.read("out/manifest.json"))
        #expect(manifest.contains(#"{"input": "cards.yml", "id": "cards", "view": "compare", "output": "cards.compare.svg", "#))
        #expect(manifest.contains(#""title": "An insetGrouped table view: iOS 18 and iOS 26 side by side (confidence: medium)"}"#))

        let idioms = try runner.docgen(["diagram", "--batch", "specs", "-o", "idioms", "--compare", "phone,pad"], in: folder.path)
        #expect(idioms.status == 0)
        #expect(folder.snapshot(of: "idioms").keys.sorted() == ["cards.compare.svg", "manifest.json", "plain.compare.svg"])
        let plain = try runner.docgen(["diagram", "specs/plain.yml", "--compare", "phone,pad"], in: folder.path)
        #expect(folder.read("idioms/plain.compare.svg") == plain.standardOutput)
        #expect(folder.read("idioms/cards.compare.svg")?.contains("iPhone 15 and iPad") == true, "--compare replaces the spec's own")

        let unknown = try runner.docgen(["diagram", "--batch", "specs", "-o", "unknown", "--compare", "ios18,ios19"], in: folder.path)
        #expect(unknown.status == 1)
        #expect(unknown.standardError == """
            specs/cards.yml: error: --compare: unknown value 'ios19' in 'compare'; did you mean 'iOS 18'?
            specs/plain.yml: error: --compare: unknown value 'ios19' in 'compare'; did you mean 'iOS 18'?
            docgen: 0 diagrams of 2 spec files in unknown, 2 with errors

            """)

        let layers = try runner.docgen(["diagram", "--batch", "specs", "-o", "layers", "--view", "layers"], in: folder.path)
        #expect(layers.status == 1)
        #expect(layers.standardError == """
            specs/cards.yml: error: a comparison draws the list view of each value, not 'layers'; drop --view or the comparison
            docgen: 1 diagram of 2 spec files in layers, 1 with errors

            """)
        #expect(folder.snapshot(of: "layers").keys.sorted() == ["manifest.json", "plain.layers.svg"])
    }

    @Test func misusesAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["diagram", "--batch", "specs"], "error: '--batch' needs an output folder: docgen diagram --batch DIR -o OUTDIR"),
            (["diagram", "--batch", "specs", "a.yml", "-o", "out"], "error: '--batch' takes a folder instead of a spec file, not both"),
            (["diagram", "a.yml", "--view", "all"], "error: '--view all' draws several files: use it with --batch"),
            (["diagram", "--batch", "specs", "-o", "out", "--jobs", "0"], "error: '--jobs' must be a whole number from 1 to 256, not '0'"),
        ]
        for (arguments, message) in cases {
            let run = try runner.docgen(arguments, in: Fixture.testsRoot)
            #expect(run.status == 2)
            #expect(run.standardError.hasPrefix(message + "\n"), "\(arguments)")
        }
        let missing = try runner.docgen(["diagram", "--batch", "no-such-folder", "-o", "/nonexistent/out"], in: Fixture.testsRoot)
        #expect(missing.status == 1)
        #expect(missing.standardError == "no-such-folder: error: not a folder of spec files\n")
    }
}
