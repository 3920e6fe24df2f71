import DocgenCore
import DocgenDiagrams
import Testing

@Suite struct ListSpecReaderTests {
    /// The YAML as if its first line were line 10 of `guide.md` (the fence is on line 9).
    private func read(_ yaml: String) -> (ListSpec?, [String]) {
        let (spec, problems) = ListSpecReader.read(yaml, defaultID: "list-1", origin: SourceLocation(file: "guide.md", line: 10, column: 1))
        return (spec, problems.sorted().map(\.description))
    }

    @Test func aFullSpecReadsIntoTheModel() throws {
        let (spec, problems) = read("""
            id: settings
            caption: A settings screen
            style: insetGrouped
            device: iPhone SE
            cornerRadius: 12
            cornerCurve: circular
            system: iOS 26
            contentSizeCategory: accessibilityLarge
            layoutDirection: rightToLeft
            views: [list, corners]
            sections:
              - header: Account
                footer: Shown under the section
                rows:
                  - title: Name
                    subtitle: Jane Appleseed
                    detail: Edit
                    accessory: disclosureIndicator
                    height: 60
                  - Plain title
            """)
        #expect(problems == [])
        #expect(try #require(spec) == ListSpec(
            id: "settings", caption: "A settings screen", style: .insetGrouped, device: .named("iPhone SE")!,
            cornerRadius: 12, cornerCurve: .circular, system: .liquidGlass, contentSizeCategory: .accessibilityLarge,
            layoutDirection: .rightToLeft, views: [.list, .corners],
            sections: [SectionSpec(header: "Account", footer: "Shown under the section", rows: [
                RowSpec(title: "Name", subtitle: "Jane Appleseed", detail: "Edit", accessory: .disclosureIndicator, height: 60),
                RowSpec(title: "Plain title"),
            ])]))
    }

    @Test func defaultsApplyWhenKeysAreLeftOut() throws {
        let (spec, problems) = read("sections:\n  - rows: [A]\n")
        #expect(problems == [])
        let read = try #require(spec)
        #expect(read.id == "list-1")
        #expect(read.style == .insetGrouped)
        #expect(read.device == .named("iPhone 15"))
        #expect(read.system == .classic(17))
        #expect(read.cornerCurve == .continuous)
        #expect(read.contentSizeCategory == .large)
        #expect(read.layoutDirection == .leftToRight)
        #expect(read.headerCase == nil)
        #expect(read.views == [.list])
    }

    @Test func widthAloneMeansAStandardPhone() throws {
        let (spec, _) = read("width: 390\nsections:\n  - rows: [A]\n")
        #expect(spec?.device == Device(name: "390 pt phone", width: 390, hasWideMargins: false, scale: 3))
    }

    @Test func everyProblemOfASpecIsReportedAtItsLineInTheChapter() {
        let (spec, problems) = read("""
            id: 9lives
            style: fancy
            device: iPhone 51
            system: iOS 12
            cornerRadius: -4
            views: [list, grid]
            colour: red
            sections:
              - header: A
                rows: 5
              - rows: []
              - rows:
                  - title: ok
                    accessory: spinner
                    height: 5000
                  - subtitle: no title
            """)
        #expect(spec?.id == "list-1", "an invalid id is not applied")
        #expect(problems == [
            "guide.md:10:5: error: 'id' must start with a letter and use only letters, digits, '-' and '_'",
            "guide.md:11:8: error: unknown style 'fancy'; use one of plain, grouped, insetGrouped",
            "guide.md:12:9: error: unknown device 'iPhone 51'; did you mean 'iPhone 15'?",
            "guide.md:13:9: error: unknown system 'iOS 12'; use iOS 13 to iOS 18, or iOS 26",
            "guide.md:14:15: error: 'cornerRadius' must be between 0 and 100, not -4",
            "guide.md:15:15: error: unknown view 'grid'; use one of list, layers, corners, accessory",
            "guide.md:16:1: error: unknown key 'colour'",
            "guide.md:19:11: error: 'rows' must be a list of rows, not a scalar",
            "guide.md:20:11: error: 'rows' must not be empty",
            "guide.md:23:20: error: unknown accessory 'spinner'; use one of none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton, switchOff, switchOn",
            "guide.md:24:17: error: 'height' must be between 1 and 1000, not 5000",
            "guide.md:25:9: error: a row needs a 'title'",
        ])
    }

    @Test func everyContentSizeCategoryAndDirectionReadsByItsUIKitName() throws {
        for category in ContentSizeCategory.allCases {
            let (spec, problems) = read("contentSizeCategory: \(category.rawValue)\nsections:\n  - rows: [A]\n")
            #expect(problems == [])
            #expect(try #require(spec).contentSizeCategory == category)
        }
        for direction in LayoutDirection.allCases {
            #expect(read("layoutDirection: \(direction.rawValue)\nsections:\n  - rows: [A]\n").0?.layoutDirection == direction)
        }
    }

    @Test func unknownTextSizesAndDirectionsAreLocatedAtTheValueWithASuggestion() {
        let (spec, problems) = read("""
            contentSizeCategory: accessibilityExtraExtraExtraLrge
            layoutDirection: rightToleft
            sections:
              - rows: [A]
            """)
        #expect(spec?.contentSizeCategory == .large, "an unknown category is not applied")
        #expect(problems == [
            "guide.md:10:22: error: unknown contentSizeCategory 'accessibilityExtraExtraExtraLrge'; did you mean 'accessibilityExtraExtraExtraLarge'?",
            "guide.md:11:18: error: unknown layoutDirection 'rightToleft'; did you mean 'rightToLeft'?",
        ])
        #expect(read("contentSizeCategory: AX9\nlayoutDirection: [rtl]\nsections:\n  - rows: [A]\n").1 == [
            "guide.md:10:22: error: unknown contentSizeCategory 'AX9'; use one of extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge",
            "guide.md:11:18: error: 'layoutDirection' must be one of leftToRight, rightToLeft, not a list",
        ])
    }

    @Test func emptySectionsAndMissingSectionsAreErrors() {
        #expect(read("sections: []\n").1 == ["guide.md:10:11: error: 'sections' must not be empty"])
        #expect(read("style: plain\n").1 == ["guide.md:10:1: error: a listspec needs 'sections'"])
        #expect(read("").1 == ["guide.md:9:1: error: empty listspec: it needs at least 'sections'"])
    }

    /// Found by FuzzListSpec: `title:` followed by a comment is null, and the row used to vanish
    /// without an error, leaving a section with no rows that the accessory view could not draw.
    @Test func aTitleWithNoValueIsAnErrorNotAMissingRow() {
        let problems = read("sections:\n  - rows:\n      - title: # a comment\n      - title:\n").1
        #expect(problems == [
            "guide.md:12:15: error: 'title' has no value; a row needs a title",
            "guide.md:13:15: error: 'title' has no value; a row needs a title",
        ])
    }

    @Test func invalidYAMLIsLocated() {
        #expect(read("sections:\n  - rows: [A\n").1 == [
            "guide.md:12:1: error: invalid YAML in listspec: did not find expected ',' or ']' while parsing a flow sequence",
        ])
    }

    @Test func deviceAndWidthTogetherAreAmbiguous() {
        #expect(read("device: iPad\nwidth: 500\nsections:\n  - rows: [A]\n").1 == ["guide.md:10:9: error: give either 'device' or 'width', not both"])
        #expect(read("width: 20000\nsections:\n  - rows: [A]\n").1 == ["guide.md:10:8: error: 'width' must be between 280 and 1400, not 20000"])
    }

    @Test func aRadiusOnAGroupedTableIsAWarning() {
        let (spec, problems) = read("style: grouped\ncornerRadius: 8\nsections:\n  - rows: [A]\n")
        #expect(spec != nil)
        #expect(problems == ["guide.md:11:15: warning: 'cornerRadius' has no effect on a grouped table: only insetGrouped rounds its sections [diagram-setting]"])
    }

    @Test func headerCaseReadsBothValuesAndReportsOthersAtTheValue() {
        #expect(read("headerCase: upper\nsections:\n  - rows: [A]\n").0?.headerCase == .upper)
        #expect(read("headerCase: asWritten\nsections:\n  - rows: [A]\n").0?.headerCase == .asWritten)
        let (spec, problems) = read("style: plain\nheaderCase: aswriten\nsections:\n  - rows: [A]\n")
        #expect(spec?.headerCase == nil, "an unknown case is not applied")
        #expect(problems == ["guide.md:11:13: error: unknown headerCase 'aswriten'; did you mean 'asWritten'?"])
        #expect(read("headerCase: [upper]\nsections:\n  - rows: [A]\n").1
            == ["guide.md:10:13: error: 'headerCase' must be one of upper, asWritten, not a list"])
        #expect(read("headerCas: upper\nsections:\n  - rows: [A]\n").1
            == ["guide.md:10:1: error: unknown key 'headerCas'; did you mean 'headerCase'?"])
    }

    /// `contentSizeCategory` takes Apple's short names as `variants: textSize:` does.
    @Test func theTextSizeTakesItsShortNameToo() throws {
        let (spec, problems) = ListSpecReader.read("contentSizeCategory: AX3\nsections:\n  - rows: [A]", defaultID: "s",
                                                   origin: SourceLocation(file: "guide.md", line: 10, column: 1))
        #expect(problems.isEmpty)
        #expect(try #require(spec).contentSizeCategory == .accessibilityExtraLarge)
        let (_, wrong) = ListSpecReader.read("contentSizeCategory: AX9\nsections:\n  - rows: [A]", defaultID: "s",
                                             origin: SourceLocation(file: "guide.md", line: 10, column: 1))
        #expect(wrong.map(\.description).first?.hasPrefix("guide.md:10:22: error: unknown contentSizeCategory 'AX9'") == true)
    }
}
