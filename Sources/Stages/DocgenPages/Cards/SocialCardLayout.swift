import DocgenCore
import DocgenDiagrams
import DocgenModel
import Foundation

/// What a page's social card shows, laid out for the theme's `card.svg.mustache`: the site's
/// title, the page's title and description wrapped into lines (at most three each, the last
/// ending in "…" when text is left), the page's address, and the page's first list-spec figure
/// beside them when it has one. SVG does not wrap text, so the lines are measured here, with
/// the Liberation Sans widths the diagrams use (an ideograph one em, as in Noto Sans CJK), and
/// placed by their baselines.
public struct SocialCardLayout: Sendable {
    static let width = 1200
    static let height = 630
    /// The left edge of the text and the space kept around the card's edges.
    static let margin = 80.0
    /// Where the title and description are centred, between the site's title and the footer.
    static let textArea = (top: 128.0, bottom: 540.0)
    /// The figure's box, on the right, when the page has one.
    static let figureBox = (x: 680.0, y: 136.0, width: 440.0, height: 392.0)

    var siteTitle: String
    var title: String
    var description: String
    /// The page's URL without its scheme (`docs.example/guide/intro.html`).
    var address: String
    /// The page's language (a BCP 47 tag): the card's `xml:lang` and fonts.
    var language: String
    /// The first list-spec figure's SVG, drawn inline on the page.
    var figure: String?

    /// The card of a chapter's page: its title as the page shows it, its description (or its
    /// language's), and its first list-spec figure.
    public init(chapter rendered: RenderedChapter, config: SiteConfig) {
        let chapter = rendered.chapter
        let language = chapter.language.isEmpty ? config.editions[0].code : chapter.language
        let edition = config.edition(language)
        self.init(siteTitle: edition.title, title: rendered.markdown.shownTitle ?? chapter.title,
                  description: chapter.description.isEmpty ? edition.description : chapter.description,
                  address: Self.address(of: chapter.outputPath, config: config), language: language,
                  figure: rendered.firstListSpecFigure)
    }

    /// The card of a language's home page, from its `_index.md` when it has one.
    public init(home language: String, rendered: RenderedChapter?, config: SiteConfig) {
        let edition = config.edition(language)
        let home = rendered?.chapter
        self.init(siteTitle: edition.title, title: rendered?.markdown.shownTitle ?? home?.title ?? edition.title,
                  description: home.map(\.description).flatMap { $0.isEmpty ? nil : $0 } ?? edition.description,
                  address: Self.address(of: config.homePath(of: language), config: config), language: language,
                  figure: rendered?.firstListSpecFigure)
    }

    init(siteTitle: String, title: String, description: String, address: String, language: String, figure: String?) {
        self.siteTitle = siteTitle
        self.title = title
        self.description = description
        self.address = address
        self.language = language
        self.figure = figure
    }

    /// The page's URL as a reader would type it: without its scheme, its path not encoded.
    static func address(of page: String, config: SiteConfig) -> String {
        let url = SitePath.absoluteURL(of: page, baseURL: config.baseURL ?? "")
        let shown = url.removingPercentEncoding ?? url
        return shown.range(of: "://").map { String(shown[$0.upperBound...]) } ?? shown
    }

    /// The values `card.svg.mustache` sees (documented in the manual, themes-and-templates.md).
    var values: TemplateValue {
        let measurer = TextMeasurer()
        let textWidth = (figure == nil ? Double(Self.width) - Self.margin : Self.figureBox.x - 40) - Self.margin
        let title = Self.plain(self.title), description = Self.plain(self.description)
        // A title that takes more than two lines at the large size is set smaller, in up to three.
        var titleSize = figure == nil ? 64.0 : 52.0
        var titleLines = measurer.wrapped(title, toFit: textWidth, font: .bold, size: titleSize, maxLines: 0)
        if titleLines.count > 2 {
            titleSize -= 12
            titleLines = measurer.wrapped(title, toFit: textWidth, font: .bold, size: titleSize, maxLines: 3)
        }
        let descriptionSize = 30.0, descriptionStep = 42.0, titleStep = (titleSize * 1.2).rounded()
        let descriptionLines = measurer.wrapped(description, toFit: textWidth, font: .regular, size: descriptionSize, maxLines: 3)
        // The baselines from the top of the title's first line, then the block centred between
        // the site's title and the footer.
        var baselines: [Double] = [], baseline = titleSize
        for _ in titleLines {
            baselines.append(baseline)
            baseline += titleStep
        }
        baseline += (titleSize * 0.4).rounded() + 24 + descriptionSize - titleStep
        for _ in descriptionLines {
            baselines.append(baseline)
            baseline += descriptionStep
        }
        let height = (baselines.last ?? 0) + 10
        let top = (Self.textArea.top + (Self.textArea.bottom - Self.textArea.top - height) / 2).rounded()
        func lines(_ texts: [String], from first: Int) -> TemplateValue {
            .list(texts.indices.map { .object(["text": .string(texts[$0]), "y": .string(Self.number(top + baselines[first + $0]))]) })
        }
        var values: [TemplateKey: TemplateValue] = [
            "width": .string(String(Self.width)),
            "height": .string(String(Self.height)),
            "language": .string(language),
            "fontFamily": .string(Self.fontFamily(language)),
            "siteTitle": .string(measurer.truncated(Self.plain(siteTitle), toFit: Double(Self.width) - 2 * Self.margin, font: .bold, size: 30)),
            "title": .object(["size": .string(Self.number(titleSize)), "lines": lines(titleLines, from: 0)]),
            "description": .object(["size": .string(Self.number(descriptionSize)), "lines": lines(descriptionLines, from: titleLines.count)]),
            "address": .string(measurer.truncated(Self.plain(address), toFit: Double(Self.width) - 2 * Self.margin, font: .regular, size: 24)),
        ]
        if let figure {
            let box = Self.figureBox
            let inset = 16.0
            values["figure"] = .object([
                "href": .string("data:image/svg+xml;base64," + Data(figure.utf8).base64EncodedString()),
                "x": .string(Self.number(box.x)), "y": .string(Self.number(box.y)),
                "width": .string(Self.number(box.width)), "height": .string(Self.number(box.height)),
                "imageX": .string(Self.number(box.x + inset)), "imageY": .string(Self.number(box.y + inset)),
                "imageWidth": .string(Self.number(box.width - 2 * inset)), "imageHeight": .string(Self.number(box.height - 2 * inset)),
            ])
        }
        return .object(values)
    }

    /// The fonts a card in `language` names, Latin first: Liberation Sans, whose widths docgen
    /// measures, then the Noto Sans CJK face of the language's script (Debian's
    /// `fonts-noto-cjk`), so that an ideograph takes its language's form.
    static func fontFamily(_ language: String) -> String {
        let tag = language.lowercased()
        let cjk: String
        if tag.hasPrefix("ja") {
            cjk = "Noto Sans CJK JP"
        } else if tag.hasPrefix("ko") {
            cjk = "Noto Sans CJK KR"
        } else if tag.hasPrefix("zh") && (tag.contains("-hk") || tag.contains("-mo")) {
            cjk = "Noto Sans CJK HK"
        } else if tag.hasPrefix("zh") && (tag.contains("hant") || tag.contains("-tw")) {
            cjk = "Noto Sans CJK TC"
        } else {
            cjk = "Noto Sans CJK SC"
        }
        return "'Liberation Sans', '\(cjk)', sans-serif"
    }

    /// `text` as one line of an XML document: controls (which XML cannot hold, even escaped)
    /// and line breaks become spaces.
    static func plain(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0.value == 0xFFFE || $0.value == 0xFFFF }) else {
            return text
        }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? " " : scalar
        }))
    }

    /// A coordinate as SVG gets it: whole numbers without a fraction.
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
