import DocgenHash
import Testing

@Suite struct ContentHashTests {
    /// XXH3-128 of "docgen" followed by its length as 8 little-endian bytes, from libxxhash's
    /// one-shot `XXH3_128bits` (whose digest of empty input, 99aa06d3014798d86001c324468d497f,
    /// is the published reference value).
    @Test func isXXH3With128BitsOfTheBytesAndTheirLength() {
        #expect(ContentHash.of(Array("docgen".utf8)) == "43c28d05b89739eb6fa7bacbab935ec3")
    }

    @Test func lengthsSeparateUpdates() {
        var split = ContentHash()
        split.update("ab")
        split.update("c")
        var other = ContentHash()
        other.update("a")
        other.update("bc")
        #expect(split.hex != other.hex)
    }

    @Test func aCopyGoesItsOwnWay() {
        var first = ContentHash()
        first.update("shared")
        var second = first
        second.update("more")
        var again = ContentHash()
        again.update("shared")
        #expect(first.hex == again.hex)
        #expect(second.hex != first.hex)
    }

    @Test func theSameBytesGiveTheSameFingerprint() {
        #expect(ContentHash.of(Array("docgen".utf8)) == ContentHash.of(Array("docgen".utf8)))
        #expect(ContentHash.of(Array("docgen".utf8)) != ContentHash.of(Array("docgem".utf8)))
    }

    @Test func partsHashAsTheirBytesJoined() {
        let bytes = Array("docgen-manifest\t5\nP\ta.html\n".utf8)
        #expect(ContentHash.of(parts: [bytes[..<7], bytes[7..<20], bytes[20...]]) == ContentHash.of(bytes))
        #expect(ContentHash.of(parts: []) == ContentHash.of([]))
        #expect(ContentHash.of(parts: [bytes[...]]) != ContentHash.of(Array(bytes.dropLast())))
    }
}
