@testable import DocgenPages
import Testing

/// A chapter's ids and links as its edition's print page holds them.
@Suite struct PrintLinksTests {
    static let links = PrintLinks(anchors: ["zh-Hans/guide/masks.html": "guide-masks", "zh-Hans/shapes.html": "shapes"],
                                  printPath: "zh-Hans/print.html")

    @Test(arguments: [
        ("id", "which-corners", "guide-masks--which-corners"),
        ("aria-labelledby", "a-title  a-desc", "guide-masks--a-title guide-masks--a-desc"),
        ("href", "#which-corners", "#guide-masks--which-corners"),
        ("href", "../shapes.html#%E6%8F%92%E5%85%A5", "#shapes--插入"),
        ("href", "../shapes.html", "#shapes"),
        ("src", "masks.positions-list.svg", "guide/masks.positions-list.svg"),
        ("src", "../../pic.png?v=2", "../pic.png?v=2"),
        ("srcset", "a.png 1x, a@2x.png 2x", "guide/a.png 1x, guide/a@2x.png 2x"),
        ("href", "https://example.com/x.html", "https://example.com/x.html"),
        ("fill", "url(#shade)", "url(#guide-masks--shade)"),
        ("class", "code", "code"),
    ])
    func aChaptersAttributeInThePrintPage(attribute: String, value: String, expected: String) {
        #expect(Self.links.rewrite(attribute, value, onPage: "zh-Hans/guide/masks.html") == expected)
    }
}
