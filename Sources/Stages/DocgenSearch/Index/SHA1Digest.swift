import CNettle

/// SHA-1 from Nettle: the only code that touches it. Pagefind names each index file by the
/// SHA-1 of its contents, so docgen's index files have the names Pagefind would give them.
enum SHA1Digest {
    /// The digest of `bytes` as Pagefind writes it: each byte in lower-case hexadecimal without
    /// a leading zero (`0a` is written `a`), so a digest is 20 to 40 digits long.
    static func pagefindHex(_ bytes: [UInt8]) -> String {
        var context = sha1_ctx()
        nettle_sha1_init(&context)
        bytes.withUnsafeBufferPointer { nettle_sha1_update(&context, $0.count, $0.baseAddress) }
        var digest = [UInt8](repeating: 0, count: Int(SHA1_DIGEST_SIZE))
        nettle_sha1_digest(&context, digest.count, &digest)
        return digest.map { String($0, radix: 16) }.joined()
    }
}
