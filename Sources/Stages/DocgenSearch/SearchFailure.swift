/// Why a site could not be indexed for search: Pagefind could not be run, failed, or answered
/// something docgen cannot use.
public struct SearchFailure: Error, CustomStringConvertible, Equatable {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}
