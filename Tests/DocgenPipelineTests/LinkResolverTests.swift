@testable import DocgenPipeline
import Testing

@Suite struct LinkResolverTests {
    @Test func externalDestinationsAreRecognisedByTheirScheme() {
        #expect(LinkResolver.isExternal("https://swift.org"))
        #expect(LinkResolver.isExternal("mailto:a@b.c"))
        #expect(LinkResolver.isExternal("//cdn.example.com/x.css"))
        #expect(!LinkResolver.isExternal("guide/layers.md#a:b"))
        #expect(!LinkResolver.isExternal("1:2.md"))
    }
}
