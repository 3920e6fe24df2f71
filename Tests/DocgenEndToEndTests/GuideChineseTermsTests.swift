import Foundation
import Testing

/// The Chinese edition uses one set of terms everywhere a reader meets its words: the chapters
/// and their samples, the theme's language file (its strings and the diagrams' phrases: labels,
/// the `<desc>` that VoiceOver reads and search indexes, bench-table words), and the pages built
/// from them and the tests' golden Chinese diagrams, where those strings have met real figures.
@Suite struct GuideChineseTermsTests {
    /// A term the edition does not write, as a regular expression, and what it writes instead.
    struct Rule: Sendable {
        var pattern: String
        var instead: String
        /// Only in what authors write (chapters and samples): a built table may group four digits,
        /// as CLDR's Chinese numbers do.
        var authoredOnly = false

        var regex: NSRegularExpression { try! NSRegularExpression(pattern: pattern) }
    }

    static let rules: [Rule] = [
        Rule(pattern: "页眉", instead: "分区头"),
        Rule(pattern: "页脚", instead: "分区尾"),
        Rule(pattern: "单元格", instead: "Cell"),
        Rule(pattern: "[0-9)] ?点(?!击)", instead: "pt after a length"),
        Rule(pattern: "(continuous|circular) 曲线|连续圆角", instead: "连续曲线 (圆角) or 圆弧"),
        Rule(pattern: "首行", instead: "第一行"),
        Rule(pattern: "末行", instead: "最后一行"),
        Rule(pattern: "单行", instead: "唯一一行 for a section's only row, 一行 for one row"),
        Rule(pattern: "collection view", instead: "Collection View"),
        Rule(pattern: "视觉分量", instead: "视觉权重"),
        Rule(pattern: "照此办理", instead: "这样做"),
        Rule(pattern: "记账", instead: "跟踪 or 维护"),
        Rule(pattern: "集合视图", instead: "Collection View"),
        Rule(pattern: "蒙版", instead: "遮罩"),
        Rule(pattern: "遮罩层", instead: "遮罩 layer"),
        Rule(pattern: "附件(?!视图)", instead: "附件视图"),
        Rule(pattern: "(?<=[\\p{Han}，。、：；] ?)(leading|trailing)(?![A-Za-z])|(?<![A-Za-z.`\\[])(leading|trailing)(?= ?(\\p{Han}|anchor))",
             instead: "起始 or 结束 in prose (起始（leading）once), `leadingAnchor` for the API"),
        Rule(pattern: "尾部|尾端|前端|前缘|后缘|靠前|靠后", instead: "起始 and 结束 for leading and trailing"),
        Rule(pattern: "(?<!视)图层", instead: "视图层次 or 分层示意图 for views, layer for a CALayer"),
        Rule(pattern: "[Pp]ull [Rr]equest|合并请求", instead: "拉取请求"),
        Rule(pattern: "inset grouped", instead: "insetGrouped"),
        Rule(pattern: "hosting 配置", instead: "`UIHostingConfiguration`"),
        Rule(pattern: "(?<![0-9,.])[0-9],[0-9]{3}(?![0-9,])", instead: "a four-digit number without a separator (1000 pt)", authoredOnly: true),
    ]

    /// Every file that holds the edition's words, by path in the repository, and whether an
    /// author wrote it (rather than docgen building it).
    static func files() throws -> [(path: String, authored: Bool)] {
        let root = GuideTests.repository, manager = FileManager.default
        func all(under folder: String, _ keep: (String) -> Bool) throws -> [String] {
            try manager.subpathsOfDirectory(atPath: "\(root)/\(folder)").filter(keep).sorted().map { "\(folder)/\($0)" }
        }
        let authored = try all(under: "content/zh-Hans") { $0.hasSuffix(".md") }
            + all(under: "Samples/zh-Hans") { $0.hasSuffix(".swift") }
        // The theme's strings and the diagrams' phrases: one file (#43).
        let strings = ["templates/i18n/zh-Hans.yml"]
        let built = try all(under: "site/zh-Hans") { $0.hasSuffix(".html") }
            + all(under: "Tests") { $0.contains("Snapshots/") && $0.hasSuffix(".svg") && $0.contains("-zh-") }
        return authored.map { ($0, true) } + (strings + built).map { ($0, false) }
    }

    /// `path:line: 'found' (write …)` for every use of a rule's term in `text`.
    static func findings(in text: String, path: String, authored: Bool) -> [String] {
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            for rule in rules where authored || !rule.authoredOnly {
                for match in rule.regex.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    let term = Range(match.range, in: line).map { String(line[$0]) } ?? rule.pattern
                    found.append("\(path):\(index + 1): '\(term)' (write \(rule.instead))")
                }
            }
        }
        return found
    }

    @Test func theChineseEditionUsesOneSetOfTerms() throws {
        var found: [String] = []
        for file in try Self.files() {
            let text = try String(contentsOfFile: "\(GuideTests.repository)/\(file.path)", encoding: .utf8)
            found += Self.findings(in: text, path: file.path, authored: file.authored)
        }
        #expect(found.isEmpty, Comment(rawValue: found.joined(separator: "\n")))
    }

    @Test func everyKindOfFileIsRead() throws {
        let paths = try Self.files().map(\.path)
        #expect(paths.filter { $0.hasPrefix("content/zh-Hans/") }.count >= 11)
        #expect(paths.filter { $0.hasPrefix("site/zh-Hans/") }.count >= 11)
        #expect(paths.contains("Tests/DocgenDiagramsTests/ListSpecs/Snapshots/settings-zh-list.svg"))
        #expect(paths.contains("templates/i18n/zh-Hans.yml"))
    }

    @Test func eachRuleFindsItsTermAndNotTheOneToWrite() {
        let banned = ["第 1 个分区，页眉为“账户”", "页脚为“说明”", "距单元格边缘", "宽 375 点", "\\(number(width)) 点", "圆角为 10 pt 的 continuous 曲线",
                      "连续圆角", "首行的上方", "末行的下方", "52 pt 高的单行", "让 collection view 具有", "用视觉分量代替", "也请照此办理",
                      "不需要你额外记账", "放在 1,000 pt 宽的一行", "1,234.5 ms", "表格视图或集合视图", "圆角蒙版", "使用遮罩层",
                      "Cell 的附件里", "在 leading 一侧", "用 leading 和", "是 leading/trailing：", "标签的 leading anchor 上",
                      "行的尾部边缘", "标签靠前对齐", "分隔线前端",
                      "各个图层", "[图层图](#a-layers)", "Stripe 的一个 pull request", "一个合并请求",
                      "SwiftUI 的 inset grouped 列表", "hosting 配置也可以"]
        for text in banned {
            #expect(Self.findings(in: text, path: "a.md", authored: true).count == 1, "\(text)")
        }
        let written = ["分区头为“账户”", "分区尾", "距 Cell 边缘", "宽 375 pt", "点击这一行", "一点颜色", "10 pt 的连续曲线圆角", "第一行",
                       "最后一行", "唯一一行", "Collection View 列表", "`collectionView`", "视觉权重", "1000 pt", "1234.5", "iOS 16.4",
                       "12,345 行", "Collection View", "圆角遮罩", "遮罩 layer", "附件视图", "起始（leading）和结束（trailing）",
                       "物理方向，而不是起始/结束（leading/trailing）", "由后向前的视图层次", "视图层级", "分层示意图",
                       "一个拉取请求", "结束边距", "`leadingAnchor`", "dimensions[.leading]", "top: 0, leading: 60,",
                       "id: trailing", "[附件视图图示](#trailing-accessory)", "list.trailingSwipeActionsConfigurationProvider",
                       "Style 菜单里选 Inset Grouped", "insetGrouped 列表", "`UIHostingConfiguration` 也可以"]
        for text in written {
            #expect(Self.findings(in: text, path: "a.md", authored: true).isEmpty, "\(text)")
        }
        #expect(Self.findings(in: "1,234", path: "site/zh-Hans/a.html", authored: false).isEmpty, "built tables group digits")
        #expect(Self.findings(in: "一\n二 页眉", path: "a.md", authored: true) == ["a.md:2: '页眉' (write 分区头)"])
    }
}
