import Foundation
import Testing

/// Every ```` ```swift ```` block in `content/` type-checks against the UIKit and SwiftUI stubs:
/// each edition of the guide (`content/en/`, `content/zh-Hans/`) as a module of its own, since
/// the editions show the same code.
@Suite struct GuideSwiftSamplesTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let checker = SampleTypeChecker(stubsDirectory: repository.appendingPathComponent("Tests/SwiftSamples/Stubs"))

    /// Blocks marked `swift fragment`. Pinned, so that adding one is a decision made in review.
    static let expectedFragmentCount = 0

    /// The guide's editions: the folders of `content/` that hold chapters.
    static let editions: [String] = Set(chapterPaths().compactMap { $0.split(separator: "/").count > 1 ? String($0.split(separator: "/")[0]) : nil })
        .sorted()

    @Test func theGuideHasItsEditions() {
        #expect(Self.editions == ["en", "zh-Hans"])
    }

    @Test(arguments: editions)
    func everySwiftBlockInTheGuideTypeChecks(edition: String) throws {
        let (samples, problems) = try Self.guideSamples(in: edition)
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
        let fenceCount = try Self.swiftFenceCount(in: edition)
        #expect(samples.count + problems.count == fenceCount, "the markdown parser missed a block")
        let (files, fileProblems) = try Self.snippetFiles(in: edition)
        #expect(fileProblems.isEmpty, Comment(rawValue: fileProblems.joined(separator: "\n")))
        let checked = samples.filter { $0.kind != .fragment } + files
        let findings = try checker.check(checked)
        #expect(findings.isEmpty, Comment(rawValue: findings.map(\.description).joined(separator: "\n")))
    }

    @Test func fragmentsAreCountedAndPinned() throws {
        let fragments = try Self.editions.flatMap { try Self.guideSamples(in: $0).samples }.filter { $0.kind == .fragment }
        #expect(fragments.count == Self.expectedFragmentCount,
                Comment(rawValue: fragments.map { $0.location(ofLine: 0) }.joined(separator: "\n")))
    }

    /// The guide's first `performBatchUpdates` sample named `rows` without `self` inside the
    /// updates closure. The closure is optional, so it escapes, and Swift requires `self.`.
    @Test func anOptionalClosureParameterEscapesAndNeedsExplicitSelf() throws {
        let sample = Self.sample("""
            import UIKit

            final class RowsViewController: UITableViewController {
                private var rows: [[String]] = [["Wi-Fi"]]

                func deleteRow(at indexPath: IndexPath) {
                    tableView.performBatchUpdates {
                        rows[indexPath.section].remove(at: indexPath.item)
                    }
                }
            }
            """)
        let findings = try checker.check([sample])
        #expect(findings.map(\.location) == ["content/test.md:9"])
        #expect(findings.first?.message.contains("requires explicit use of 'self'") == true)
    }

    @Test func aBlockCannotUseAPINewerThanItsMinimum() throws {
        let source = """
            import SwiftUI

            struct AccountSection: View {
                var body: some View {
                    Section("Account") { Text("Apple ID") }
                }
            }
            """
        let onIOS14 = try checker.check([Self.sample(source, minimum: IOSVersion(major: 14))])
        #expect(onIOS14.map(\.location) == ["content/test.md:6"])
        #expect(onIOS14.first?.message.contains("only available in iOS_15") == true)
        #expect(try checker.check([Self.sample(source, minimum: IOSVersion(major: 15))]).isEmpty)
    }

    @Test func anAvailabilityCheckOpensNewerAPI() throws {
        let sample = Self.sample("""
            import SwiftUI

            struct SettingsRoot: View {
                var body: some View {
                    if #available(iOS 16, *) {
                        NavigationStack { Text("Settings") }
                    } else {
                        NavigationView { Text("Settings") }
                    }
                }
            }
            """, minimum: IOSVersion(major: 14))
        let findings = try checker.check([sample])
        #expect(findings.isEmpty, Comment(rawValue: findings.map(\.description).joined(separator: "\n")))
    }

    /// `listGroupedCell()` is deprecated in iOS 18: a block may use it only where iOS 18 does not run.
    @Test func aDeprecatedCallWithoutAnAvailabilityCheckFails() throws {
        let source = """
            import UIKit

            @MainActor func groupedBackground() -> UIBackgroundConfiguration {
                UIBackgroundConfiguration.listGroupedCell()
            }
            """
        for minimum in [IOSVersion(major: 14), IOSVersion(major: 18)] {
            let findings = try checker.check([Self.sample(source, minimum: minimum)])
            #expect(findings.map(\.location) == ["content/test.md:5"], "minimum \(minimum.infoWord)")
            #expect(findings.first?.message.hasPrefix("'listGroupedCell()' is unavailable: deprecated in iOS 18: use listCell()") == true,
                    Comment(rawValue: findings.map(\.description).joined(separator: "\n")))
        }
    }

    /// The `else` of `if #available(iOS 18, *)` knows iOS 18 does not run, and its `then` may use
    /// API of every version up to 18 (here `configurationUpdateHandler`, iOS 15, in an iOS 14 block).
    @Test func theElseOfAnIOS18CheckMayUseTheOldRoute() throws {
        let sample = Self.sample("""
            import UIKit

            @MainActor func style(_ cell: UICollectionViewListCell) {
                if #available(iOS 18, *) {
                    cell.backgroundConfiguration = .listCell()
                    cell.configurationUpdateHandler = { _, _ in }
                } else {
                    cell.backgroundConfiguration = .listGroupedCell()
                }
            }
            """, minimum: IOSVersion(major: 14))
        let findings = try checker.check([sample])
        #expect(findings.isEmpty, Comment(rawValue: findings.map(\.description).joined(separator: "\n")))
    }

    @Test func anIOS18CheckIsRewrittenOnItsOwnLines() {
        let rewritten = AvailabilityRewriter.rewriteSample("    if #available(iOS 18, *) {\n        a { }\n    } else {\n        b()\n    }\n",
                                                          minimum: IOSVersion(major: 16))
        #expect(rewritten == "    if #available(iOS_18) { if #available(iOS_17) {\n        a { }\n    }} else {\n        b()\n    }\n")
        #expect(AvailabilityRewriter.rewriteSample("guard #available(iOS 18, *) else { return }\n", minimum: IOSVersion(major: 16))
            == "guard #available(iOS_17), #available(iOS_18) else { return }\n")
        #expect(AvailabilityRewriter.rewriteSample("if #available(iOS 18, *) {\n}\n", minimum: IOSVersion(major: 17))
            == "if #available(iOS_18) {\n}\n")
    }

    /// Apple declares `UIContextualAction.Handler` `@MainActor`: code off the main actor cannot call one.
    @Test func aContextualActionHandlerRunsOnTheMainActor() throws {
        let sample = Self.sample("""
            import UIKit

            nonisolated func run(_ handler: UIContextualAction.Handler, _ action: UIContextualAction, in view: UIView) {
                handler(action, view) { _ in }
            }
            """)
        let findings = try checker.check([sample])
        #expect(findings.map(\.location) == ["content/test.md:5"])
        #expect(findings.first?.message.contains("main actor-isolated") == true, Comment(rawValue: findings.map(\.description).joined(separator: "\n")))
    }

    @Test func unknownWordsInTheInfoStringAreReported() {
        let markdown = "Text\n\n```swift iOS12\nlet x = 1\n```\n\n```swift fragment iOS15\nx\n```\n"
        let (samples, problems) = SwiftSample.extract(from: markdown, chapter: "content/test.md")
        #expect(samples.isEmpty)
        #expect(problems == [
            "content/test.md:3: error: unknown word 'iOS12' after 'swift'; expected 'fragment' or one of "
                + "iOS13, iOS14, iOS14.5, iOS15, iOS16, iOS17, iOS18, iOS26, iOS27",
            "content/test.md:7: error: a fragment is not compiled, so it takes no iOS version",
        ])
    }

    private static func sample(_ code: String, minimum: IOSVersion = SwiftSample.defaultMinimum) -> SwiftSample {
        SwiftSample(chapter: "content/test.md", fenceLine: 1, code: code + "\n", kind: .checked(minimum: minimum))
    }

    /// Lines that open a Swift block, counted without the markdown parser.
    private static func swiftFenceCount(in edition: String) throws -> Int {
        try chapterPaths().filter { $0.hasPrefix(edition + "/") }.reduce(0) { count, chapter in
            let text = try String(contentsOf: repository.appendingPathComponent("content/\(chapter)"), encoding: .utf8)
            // A block that shows a snippet file is checked as the file (``snippetFiles(in:)``).
            return count + text.split(separator: "\n").filter { ($0 == "```swift" || $0.hasPrefix("```swift ")) && !$0.contains("file=") }.count
        }
    }

    /// The edition's snippet files, `Samples/EDITION/*.swift` (the guide's `snippets:` folder).
    private static func snippetFiles(in edition: String) throws -> (samples: [SwiftSample], problems: [String]) {
        let folder = repository.appendingPathComponent("Samples/\(edition)")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        var samples: [SwiftSample] = []
        var problems: [String] = []
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            switch SwiftSample.snippetFile("Samples/\(edition)/\(name)", text: text) {
            case .success(let sample): samples.append(sample)
            case .failure(let problem): problems.append(problem.message)
            }
        }
        return (samples, problems)
    }

    private static func chapterPaths() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: repository.appendingPathComponent("content").path)
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }.sorted()
    }

    private static func guideSamples(in edition: String) throws -> (samples: [SwiftSample], problems: [String]) {
        let content = repository.appendingPathComponent("content")
        let chapters = chapterPaths().filter { $0.hasPrefix(edition + "/") }
        var samples: [SwiftSample] = []
        var problems: [String] = []
        for chapter in chapters {
            let text = try String(contentsOf: content.appendingPathComponent(chapter), encoding: .utf8)
            let found = SwiftSample.extract(from: text, chapter: "content/\(chapter)")
            samples += found.samples
            problems += found.problems
        }
        return (samples, problems)
    }
}
