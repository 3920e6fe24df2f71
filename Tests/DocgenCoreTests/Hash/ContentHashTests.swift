import DocgenCore
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

    /// Short input is hashed in one call and long input by libxxhash's streaming state; the
    /// fingerprint must not depend on where the switch happens, or on copies taken on either
    /// side of it. The expected values are libxxhash's one-shot `XXH3_128bits` of the whole
    /// stream, from a C program: 400 pieces "piece N " each followed by its length (7,090
    /// bytes), and 5,000 bytes of 7 followed by their length.
    @Test func shortAndLongInputHashAsOneStream() {
        let pieces = (0..<400).map { Array("piece \($0) ".utf8) }
        var stepwise = ContentHash()
        var copies: [(hash: ContentHash, after: Int)] = []
        for (index, piece) in pieces.enumerated() {
            stepwise.update(piece)
            if index % 50 == 0 { copies.append((stepwise, index)) }
        }
        #expect(stepwise.hex == "9366d3b2a5b6000998a7039782b7a793")
        for (copy, after) in copies {
            var finished = copy
            for piece in pieces[(after + 1)...] { finished.update(piece) }
            #expect(finished.hex == stepwise.hex)
            #expect(copy.hex != stepwise.hex)
        }
        #expect(ContentHash.of([UInt8](repeating: 7, count: 5000)) == "4d826b7f27e984a2ab434ad66706fe67")
    }
}
