import DocgenListSpecs
import DocgenSVG


/// A small deterministic generator (SplitMix64), so failures reproduce.
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Generates varied specs: every style, device, system, text size, direction and accessory,
/// optional texts and heights, with texts and diagram words in `language`.
///
/// Text sizes and directions come from a second generator, so the rest of each spec is what it
/// was before they existed (the benchmark's row count stays comparable). Chinese texts mix in
/// Latin words and the punctuation the line-breaking rules are about.
public func generatedSpecs(count: Int, seed: UInt64, language: DiagramLanguage = .english) -> [ListSpec] {
    var random = SeededGenerator(state: seed)
    var environment = SeededGenerator(state: ~seed)
    let words = language == .english ? englishTexts : simplifiedChineseTexts
    func text() -> String { words.randomElement(using: &random)! }
    func maybe(_ value: @autoclosure () -> String) -> String? { Bool.random(using: &random) ? value() : nil }
    return (0..<count).map { index in
        let sections = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            SectionSpec(header: maybe(text()), footer: maybe(text() + " " + text() + " " + text()),
                        rows: (0..<Int.random(in: 1...6, using: &random)).map { _ in
                            RowSpec(title: text(), subtitle: maybe(text()), detail: maybe(text()),
                                    accessory: Accessory.allCases.randomElement(using: &random)!,
                                    height: Bool.random(using: &random) ? nil : Double(Int.random(in: 30...120, using: &random)))
                        })
        }
        let device = Bool.random(using: &random) ? Device.catalogue.randomElement(using: &random)! : .phone(width: Double(Int.random(in: 280...600, using: &random)))
        return ListSpec(id: "spec-\(index)", style: TableStyle.allCases.randomElement(using: &random)!, device: device,
                        cornerRadius: Bool.random(using: &random) ? nil : Double(Int.random(in: 0...30, using: &random)),
                        system: Bool.random(using: &random) ? .liquidGlass : .classic(Int.random(in: 13...18, using: &random)),
                        contentSizeCategory: ContentSizeCategory.allCases.randomElement(using: &environment)!,
                        layoutDirection: LayoutDirection.allCases.randomElement(using: &environment)!,
                        headerCase: [nil, HeaderCase.upper, .asWritten].randomElement(using: &environment)!,
                        language: language, sections: sections)
    }
}

private let englishTexts = [
    "Wi-Fi", "Bluetooth", "Notifications", "Sounds & Haptics", "Focus", "Screen Time", "General",
    "A much longer title that will not fit on a small phone at all", "名前", "Ünïcödé",
]

private let simplifiedChineseTexts = [
    "无线局域网", "蓝牙", "通知", "声音与触感", "专注模式", "屏幕使用时间", "通用",
    "一个很长的标题，在小屏幕的手机上（无论横竖）都放不下。", "「勿扰模式」已开启！", "maskedCorners 与圆角：Wi-Fi",
]

