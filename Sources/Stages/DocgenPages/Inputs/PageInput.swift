import Synchronization

/// One thing a page read while it was made, other than its own chapter and what every page's key
/// covers (``SiteInputs``): an image, a CSV file, a snippet file or a tool, with a digest of what
/// it was then. A page is kept from the last build only while every input it recorded still has
/// its digest.
public struct PageInput: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        /// An image the page shows, by path inside content/: its size (the page writes its width
        /// and height, not its pixels).
        case image = "i"
        /// A CSV file a bench table read, by path inside content/: its bytes' hash.
        case data = "d"
        /// A file of the snippet folder, by path inside it: its text's hash.
        case snippet = "s"
        /// A file another generator's include read into the page (`{{#include}}`, `--8<--`,
        /// `@Snippet`), by its full path: its bytes' hash.
        case include = "f"
        /// A program that made part of the page (Pygments, a user's directive command): its
        /// installation's or command's stamp.
        case tool = "t"
    }

    public let kind: Kind
    public let name: String
    public let digest: String

    public init(kind: Kind, name: String, digest: String) {
        self.kind = kind
        self.name = name
        self.digest = digest
    }
}

/// The inputs one page records as it is made: each read through its ``SiteReader`` adds one.
/// Shared by the parts of the page's rendering, on the thread that makes it.
public final class PageInputRecord: Sendable {
    private let inputs = Mutex<[PageInput]>([])

    public init() {}

    func add(_ input: PageInput) {
        inputs.withLock { $0.append(input) }
    }

    /// What was read, each input once, in a fixed order (the same for any thread count).
    public var recorded: [PageInput] {
        Array(Set(inputs.withLock { $0 })).sorted { ($0.kind.rawValue, $0.name) < ($1.kind.rawValue, $1.name) }
    }
}
