import DocgenMarkdown
import Testing

@Suite struct HeadingSluggerTests {
    @Test func followsGitHubRules() {
        #expect(HeadingSlugger.baseSlug("Why insetGrouped?") == "why-insetgrouped")
        #expect(HeadingSlugger.baseSlug("CACornerMask & maskedCorners") == "cacornermask--maskedcorners")
        #expect(HeadingSlugger.baseSlug("iOS 26: Liquid Glass") == "ios-26-liquid-glass")
        #expect(HeadingSlugger.baseSlug("snake_case-and-dash") == "snake_case-and-dash")
        #expect(HeadingSlugger.baseSlug("圆角 Cells") == "圆角-cells")
    }

    @Test func repeatsAreNumbered() {
        var slugger = HeadingSlugger()
        #expect(["Notes", "Notes", "Notes-1", "Notes"].map { slugger.slug(for: $0) } == ["notes", "notes-1", "notes-1-1", "notes-2"])
    }

    @Test func emptyHeadingsStillGetAnId() {
        var slugger = HeadingSlugger()
        #expect(slugger.slug(for: "!!!") == "section")
        #expect(slugger.slug(for: "") == "section-1")
    }
}
