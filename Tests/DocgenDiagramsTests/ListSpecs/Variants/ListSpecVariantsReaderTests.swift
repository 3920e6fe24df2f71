import DocgenCore
import DocgenDiagrams
import Testing

@Suite struct ListSpecVariantsReaderTests {
    /// The YAML as if its first line were line 10 of `guide.md`, with one section after it.
    private func read(_ yaml: String) -> (ListSpec?, [String]) {
        let (spec, problems) = ListSpecReader.read(yaml + "\nsections:\n  - rows: [Wi-Fi]\n", defaultID: "list-1",
                                                   origin: SourceLocation(file: "guide.md", line: 10, column: 1))
        return (spec, problems.sorted().map(\.description))
    }

    @Test func axesAndValuesKeepTheirWrittenOrderAndTakeShortOrLongNames() throws {
        let (spec, problems) = read("""
            variants:
              direction: [rtl, leftToRight]
              textSize: [AX5, large, xSmall]
              theme: dark
              system: [iOS 26, iOS 18]
            """)
        #expect(problems == [])
        #expect(try #require(spec).variants == ListSpecVariants(axes: [
            VariantAxis(kind: .direction, values: [.direction(.rightToLeft), .direction(.leftToRight)]),
            VariantAxis(kind: .textSize, values: [.textSize(.accessibilityExtraExtraExtraLarge), .textSize(.large), .textSize(.extraSmall)]),
            VariantAxis(kind: .theme, values: [.theme(.dark)]),
            VariantAxis(kind: .system, values: [.system(.liquidGlass), .system(.classic(18))]),
        ]))
    }

    @Test func aSpecWithoutVariantsHasNone() throws {
        let (spec, problems) = read("id: plain")
        #expect(problems == [])
        #expect(try #require(spec).variants == nil)
    }

    @Test func theCellsAreEveryCombinationWithTheFirstAxisOutermost() {
        let variants = ListSpecVariants(axes: [
            VariantAxis(kind: .textSize, values: [.textSize(.large), .textSize(.accessibilityExtraExtraExtraLarge)]),
            VariantAxis(kind: .direction, values: [.direction(.leftToRight), .direction(.rightToLeft)]),
        ])
        #expect(variants.cells.map { $0.map(\.shortName) } == [["Large", "ltr"], ["Large", "rtl"], ["AX5", "ltr"], ["AX5", "rtl"]])
        #expect(variants.rowAxis?.kind == .textSize)
        #expect(variants.columnAxes.map(\.kind) == [.direction])
        #expect(variants.cellCount == 4)
        let single = ListSpecVariants(axes: [VariantAxis(kind: .theme, values: [.theme(.light), .theme(.dark)])])
        #expect(single.rowAxis == nil)
        #expect(single.columnAxes.map(\.kind) == [.theme])
    }

    @Test func anUnknownAxisOrValueIsLocatedWithTheClosestName() throws {
        let (spec, problems) = read("""
            variants:
              textsize: [AX5]
              direction: [rtl, ltf]
              theme: [light, auto]
              system: [iOS 12]
            """)
        #expect(problems == [
            "guide.md:11:3: error: unknown key 'textsize'; did you mean 'textSize'?",
            "guide.md:12:20: error: unknown direction 'ltf'; did you mean 'ltr'?",
            "guide.md:13:18: error: unknown theme 'auto'; use one of light, dark",
            "guide.md:14:12: error: unknown system 'iOS 12'; did you mean 'iOS 13'?",
        ])
        #expect(try #require(spec).variants == nil)
    }

    @Test func emptyVariantsAndEmptyAxesAreErrors() {
        #expect(read("variants: {}").1 == ["guide.md:10:11: error: 'variants' must name at least one axis: theme, textSize, direction, system"])
        #expect(read("variants:\n  textSize: []\n  theme:").1 == [
            "guide.md:11:13: error: 'textSize' must list at least one value: xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5",
            "guide.md:12:9: error: 'theme' must list at least one value: light, dark",
        ])
        #expect(read("variants: [theme]").1 == ["guide.md:10:11: error: 'variants' must be a mapping of keys to values, not a list"])
    }

    @Test func aValueGivenTwiceIsAnErrorUnderEitherSpelling() {
        #expect(read("variants:\n  direction: [rtl, ltr, rightToLeft]\n  theme: [dark, dark]").1 == [
            "guide.md:11:25: error: 'rightToLeft' is listed twice under 'direction' ('rtl' and 'rightToLeft' are the same direction)",
            "guide.md:12:17: error: 'dark' is listed twice under 'theme'",
        ])
        #expect(read("variants:\n  theme: [light]\n  theme: [dark]").1 == ["guide.md:12:3: error: duplicate key 'theme'"])
    }

    @Test func aSpecCannotBothCompareAndVary() {
        #expect(read("compare: [iOS 18, iOS 26]\nvariants:\n  theme: [light, dark]").1 == [
            "guide.md:12:3: error: a spec takes 'compare' or 'variants', not both: draw the comparison and the grid from two specs",
        ])
    }

    @Test func aGridOfMoreThanSixteenDrawingsIsAnError() {
        let (spec, problems) = read("variants: {theme: [light, dark], textSize: [xSmall, Large, AX1, AX3, AX5], direction: [ltr, rtl]}")
        #expect(problems == [
            "guide.md:10:11: error: 'variants' makes 20 drawings (2 × 5 × 2); a grid holds at most 16: drop a value, or split it into two specs",
        ])
        #expect(spec?.variants == nil)
        #expect(read("variants: {theme: [light, dark], textSize: [Large, AX1, AX3, AX5], direction: [ltr, rtl]}").1.count == 0)
    }

    @Test func aKeyAnAxisSetsInEveryDrawingIsAWarning() throws {
        let (spec, problems) = read("contentSizeCategory: large\nlayoutDirection: rightToLeft\nvariants: {textSize: [Large, AX5]}")
        #expect(problems == ["guide.md:10:22: warning: 'contentSizeCategory' has no effect: the 'textSize' axis of 'variants' sets it in every drawing [diagram-setting]"])
        #expect(try #require(spec).variants?.cellCount == 2)
    }
}
