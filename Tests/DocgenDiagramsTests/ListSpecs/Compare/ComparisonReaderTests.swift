import DocgenCore
import DocgenDiagrams
import Testing

/// `compare:` as authors write it, and a located error for each way it can be wrong.
@Suite struct ComparisonReaderTests {
    private static let rows = "sections:\n  - rows: [Wi-Fi]"

    /// The YAML as if its first line were line 10 of `guide.md`.
    private func read(_ yaml: String) -> (ListSpec?, [String]) {
        let (spec, problems) = ListSpecReader.read(yaml + "\n" + Self.rows, defaultID: "list-1",
                                                   origin: SourceLocation(file: "guide.md", line: 10, column: 1))
        return (spec, problems.sorted().map(\.description))
    }

    private func values(_ yaml: String) -> [ComparedValue]? {
        read(yaml).0?.comparison?.values
    }

    @Test func systemsReadInEverySpellingAnAuthorUses() {
        let both: [ComparedValue] = [.system(.classic(18)), .system(.liquidGlass)]
        #expect(values("compare: [iOS 18, iOS 26]") == both)
        #expect(values("compare: [ios18, ios26]") == both)
        #expect(values("compare: ios18, iOS 26") == both)
        #expect(values("compare: {system: [18, 26]}") == both)
        #expect(values("compare:\n  system: [iOS 18.2, iOS 26]") == both)
        #expect(read("compare: [iOS 18, iOS 26]").1 == [])
    }

    @Test func devicesTextSizesAndIdiomsRead() {
        #expect(values("compare: [iPhone SE, ipad mini]") == [.device(.named("iPhone SE")!), .device(.named("iPad mini")!)])
        #expect(values("compare: [large, AX5]") == [.contentSizeCategory(.large), .contentSizeCategory(.accessibilityExtraExtraExtraLarge)])
        #expect(values("compare: {contentSizeCategory: [small, accessibilityMedium]}")
            == [.contentSizeCategory(.small), .contentSizeCategory(.accessibilityMedium)])
        // An idiom keeps the spec's own device when it is of that idiom.
        #expect(values("device: iPhone 16 Pro\ncompare: [phone, pad]") == [.device(.named("iPhone 16 Pro")!), .device(.named("iPad")!)])
        #expect(values("device: iPad Pro 13-inch\ncompare: {idiom: [phone, pad]}")
            == [.device(.named("iPhone 15")!), .device(.named("iPad Pro 13-inch")!)])
    }

    @Test func theComparedSpecsChangeOnlyTheComparedSetting() throws {
        let spec = try #require(read("id: s\ndevice: iPhone SE\ncompare: [iOS 17, iOS 26]").0)
        #expect(spec.comparedSpecs.map(\.system) == [.classic(17), .liquidGlass])
        #expect(spec.comparedSpecs.map(\.device.name) == ["iPhone SE", "iPhone SE"])
        #expect(spec.comparedSpecs.allSatisfy { $0.comparison == nil && $0.id == "s" })
    }

    @Test func anUnknownValueIsLocatedWithASuggestion() {
        #expect(read("compare: [iOS 18, iOS 27]").1 == ["guide.md:10:19: error: unknown value 'iOS 27' in 'compare'; did you mean 'iOS 26'?"])
        #expect(read("compare:\n  - iOS 18\n  - Pixel 9").1 == [
            "guide.md:12:5: error: unknown value 'Pixel 9' in 'compare'; compare systems (iOS 13 to iOS 18, iOS 26), devices (iPhone 15, "
                + "iPad, …), text sizes (large, accessibilityLarge, …) or idioms (phone, pad)",
        ])
        #expect(read("compare: {system: [18, 19]}").1 == ["guide.md:10:24: error: unknown system '19' in 'compare'; did you mean 'iOS 18'?"])
    }

    @Test func oneValueIsNotAComparison() {
        let (spec, problems) = read("compare: [iOS 26]")
        #expect(problems == ["guide.md:10:10: error: 'compare' needs at least two values, one for each panel, not 1"])
        #expect(spec?.comparison == nil)
        #expect(read("compare: iOS 26").1 == ["guide.md:10:10: error: 'compare' needs at least two values, one for each panel, not 1"])
    }

    @Test func fourValuesAreTooMany() {
        #expect(read("compare: [iOS 16, iOS 17, iOS 18, iOS 26]").1 == [
            "guide.md:10:10: error: 'compare' takes at most 3 values, not 4: more panels side by side are too narrow to read",
        ])
    }

    @Test func mixingSettingsIsAnErrorAtTheValueThatMixes() {
        #expect(read("compare: [iOS 18, iPad]").1 == [
            "guide.md:10:19: error: 'compare' mixes settings: 'iOS 18' is a system and 'iPad' a device; compare one setting at a time",
        ])
    }

    @Test func aValueGivenTwiceIsAnError() {
        #expect(read("compare: [ios18, iOS 18]").1 == ["guide.md:10:18: error: 'iOS 18' is compared twice (as iOS 18)"])
        #expect(read("device: iPhone 15\ncompare: [iPhone 15, phone]").1 == ["guide.md:11:22: error: 'phone' is compared twice (as iPhone 15)"])
    }

    @Test func anUnknownSettingGetsASuggestion() {
        #expect(read("compare: {systems: [18, 26]}").1 == ["guide.md:10:11: error: unknown setting 'systems' in 'compare'; did you mean 'system'?"])
        #expect(read("compare: {system: [18, 26], device: [iPad, iPhone 15]}").1 == [
            "guide.md:10:10: error: 'compare' varies one setting: give one of system, device, contentSizeCategory, idiom and its values",
        ])
        #expect(read("compare: 3").1 == [
            "guide.md:10:10: error: 'compare' needs at least two values, one for each panel, not 1",
            "guide.md:10:10: error: unknown value '3' in 'compare'; compare systems (iOS 13 to iOS 18, iOS 26), devices (iPhone 15, "
                + "iPad, …), text sizes (large, accessibilityLarge, …) or idioms (phone, pad)",
        ])
        #expect(read("compare: [[iOS 18], iOS 26]").1 == ["guide.md:10:11: error: 'compare' must list values such as iOS 18, not a list"])
    }

    @Test func aKeyTheComparisonOverridesIsAWarning() {
        let (spec, problems) = read("system: iOS 17\ncompare: [iOS 18, iOS 26]")
        #expect(problems == ["guide.md:10:9: warning: 'system' has no effect: 'compare' gives each panel its own system [diagram-setting]"])
        #expect(spec?.comparison?.values.count == 2)
        #expect(read("width: 400\ncompare: [iPhone SE, iPad]").1 == ["guide.md:10:8: warning: 'width' has no effect: 'compare' gives each panel its own device [diagram-setting]"])
        // A value that is one of the panels' does have an effect: the device an idiom keeps.
        #expect(read("device: iPhone 16 Pro\ncompare: [phone, pad]").1 == [])
        #expect(read("width: 400\ncompare: [phone, pad]").1 == [])
        #expect(read("system: iOS 26\ncompare: [iOS 18, iOS 26]").1 == [])
    }

    @Test func aComparisonDrawsOnlyTheListView() {
        #expect(read("views: [list, layers]\ncompare: [iOS 18, iOS 26]").1 == [
            "guide.md:10:8: error: 'views' cannot be combined with 'compare': a comparison draws the list view of each panel",
        ])
        #expect(read("views: list\ncompare: [iOS 18, iOS 26]").1 == [])
    }
}
