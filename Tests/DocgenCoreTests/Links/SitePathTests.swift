import DocgenCore
import Foundation
import Testing

@Suite struct SitePathTests {
    @Test func ancestorsAreEveryFolderAboveAPathInnermostFirst() {
        #expect(SitePath.ancestors(of: "a/b/c.html") == ["a/b", "a"])
        #expect(SitePath.ancestors(of: "index.html").isEmpty)
    }

    @Test func resolvesDotSegmentsAndRefusesToClimbAboveTheRoot() {
        #expect(SitePath.resolve("../intro.md", in: "guide") == "intro.md")
        #expect(SitePath.resolve("./a/../b.md", in: "guide/deep") == "guide/deep/b.md")
        #expect(SitePath.resolve("../../x.md", in: "guide") == nil)
        #expect(SitePath.resolve("a//b/./圆角.md", in: "/x//") == "x/a/b/圆角.md", "empty segments are dropped")
        #expect(SitePath.resolve("../\u{301}.md", in: "x") == "\u{301}.md", "a segment may start with a combining mark")
    }

    @Test func relativeLinksBetweenPages() {
        #expect(SitePath.relativeLink(from: "", to: "guide/layers.html") == "guide/layers.html")
        #expect(SitePath.relativeLink(from: "guide", to: "intro.html") == "../intro.html")
        #expect(SitePath.relativeLink(from: "guide", to: "guide/masks.html") == "masks.html")
        #expect(SitePath.relativeLink(from: "a/b", to: "a/c/d.html") == "../c/d.html")
    }

    @Test func rootPrefixHasOneStepPerFolder() {
        #expect(SitePath.rootPrefix(for: "index.html") == "")
        #expect(SitePath.rootPrefix(for: "a/b/c.html") == "../../")
        #expect(SitePath.rootPrefix(for: "a//c.html") == "../")
    }

    @Test func encodesWhatAURLPathCannotHold() {
        #expect(SitePath.encode("my notes/100% done#1.html") == "my%20notes/100%25%20done%231.html")
        #expect(SitePath.encode("圆角.html") == "%E5%9C%86%E8%A7%92.html")
    }
}
