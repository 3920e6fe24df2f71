import DocgenListSpecs
import DocgenSVG
import Testing

/// `headerCase`: grouped and insetGrouped headers in capitals up to iOS 18, as written on iOS 26
/// and in plain tables, unless the spec says otherwise; footers never change.
@Suite struct HeaderCaseLayoutTests {
    let engine = ListLayoutEngine()

    func spec(style: TableStyle = .insetGrouped, system: SystemVersion = .classic(17), headerCase: HeaderCase? = nil) -> ListSpec {
        ListSpec(id: "s", style: style, system: system, headerCase: headerCase, sections: [
            SectionSpec(header: "Account", footer: "Shown under the section", rows: [RowSpec(title: "Name")]),
        ])
    }

    @Test func theDefaultFollowsTheStyleAndTheSystem() {
        for version in 13...18 {
            #expect(HeaderCase.default(style: .insetGrouped, system: .classic(version)) == .upper)
            #expect(HeaderCase.default(style: .grouped, system: .classic(version)) == .upper)
            #expect(HeaderCase.default(style: .plain, system: .classic(version)) == .asWritten)
        }
        for style in TableStyle.allCases {
            #expect(HeaderCase.default(style: style, system: .liquidGlass) == .asWritten)
        }
    }

    @Test func headersAreLaidOutAndMeasuredAsShown() {
        let classic = engine.layout(spec()).sections[0]
        #expect(classic.header?.lines == ["ACCOUNT"])
        #expect(classic.footer?.lines == ["Shown under the section"])
        #expect(engine.layout(spec(system: .liquidGlass)).sections[0].header?.lines == ["Account"])
        #expect(engine.layout(spec(style: .plain)).sections[0].header?.lines == ["Account"])
    }

    @Test func theSpecOverridesTheDefault() {
        #expect(engine.layout(spec(headerCase: .asWritten)).sections[0].header?.lines == ["Account"])
        #expect(engine.layout(spec(system: .liquidGlass, headerCase: .upper)).sections[0].header?.lines == ["ACCOUNT"])
        #expect(engine.layout(spec(style: .plain, headerCase: .upper)).sections[0].header?.lines == ["ACCOUNT"])
    }

    /// Capitals are wider, so a header near the width wraps sooner when it is shown in them.
    @Test func capitalsWrapSooner() {
        let header = "Apps allowed to use your location right now"
        let phone = Device.named("iPhone SE")!
        func lines(_ headerCase: HeaderCase) -> [String] {
            let spec = ListSpec(id: "s", device: phone, headerCase: headerCase,
                                sections: [SectionSpec(header: header, rows: [RowSpec(title: "Maps")])])
            return engine.layout(spec).sections[0].header?.lines ?? []
        }
        #expect(lines(.asWritten).count == 1)
        #expect(lines(.upper).count == 2)
        #expect(lines(.upper).joined(separator: " ") == header.uppercased())
    }

    @Test func theLayoutNamesTheCaseInItsJSONAndAnOverrideInItsOutline() {
        #expect(LayoutJSONWriter.json(engine.layout(spec())).contains("\n  \"headerCase\": \"upper\",\n"))
        #expect(LayoutJSONWriter.json(engine.layout(spec(system: .liquidGlass))).contains("\n  \"headerCase\": \"asWritten\",\n"))
        #expect(LayoutTextWriter.text(engine.layout(spec())).split(separator: "\n")[1] == "insetGrouped on iOS 17, continuous corners")
        #expect(LayoutTextWriter.text(engine.layout(spec(headerCase: .asWritten))).split(separator: "\n")[1]
            == "insetGrouped on iOS 17, continuous corners, headers as written")
    }
}
