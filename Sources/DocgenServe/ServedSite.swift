/// A built site as the preview server holds it: every file's bytes in memory, with the entity
/// tag and media type each is served with. A new build makes a new value; requests in flight
/// keep the one they started with.
public struct ServedSite: Sendable {
    /// One file of the site.
    public struct File: Sendable, Equatable {
        public var bytes: [UInt8]
        /// A strong entity tag for `bytes`, quoted as HTTP writes it.
        public var entityTag: String
        public var mediaType: String
    }

    public private(set) var files: [String: File]

    /// The site whose files, by path inside it (`index.html`, `guide/a.html`), are `contents`.
    public init(_ contents: [String: [UInt8]]) {
        files = contents.reduce(into: [:]) { files, item in
            files[item.key] = File(bytes: item.value, entityTag: EntityTag.of(item.value), mediaType: MediaType.of(item.key))
        }
    }

    /// The same site with `changed` files replaced or added and `removed` files gone.
    public func updating(_ changed: [String: [UInt8]], removing removed: Set<String> = []) -> ServedSite {
        var copy = self
        for path in removed { copy.files[path] = nil }
        for (path, bytes) in changed {
            copy.files[path] = File(bytes: bytes, entityTag: EntityTag.of(bytes), mediaType: MediaType.of(path))
        }
        return copy
    }
}
