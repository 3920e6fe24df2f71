/// What checking one external URL found.
public struct ExternalLinkResult: Sendable, Equatable, Codable {
    /// The verdict for one URL.
    public enum Outcome: String, Sendable, Codable {
        /// The server answered with a 2xx status (possibly after redirects).
        case ok
        /// The server answered, but not with a 2xx status.
        case broken
        /// No usable answer came: invalid URL, timeout, connection failure, TLS failure, …
        case unreachable
    }

    /// The URL exactly as it was passed to the checker.
    public var url: String
    /// The verdict.
    public var outcome: Outcome
    /// Final HTTP status, or nil when no response came.
    public var status: Int?
    /// Human-readable detail: "HTTP 404", "timed out after 3 attempts", "connection refused", …
    public var detail: String
    /// When the answer was obtained (seconds since 1970), for the cache.
    public var checkedAt: Double

    /// Creates a result.
    public init(url: String, outcome: Outcome, status: Int?, detail: String, checkedAt: Double) {
        self.url = url
        self.outcome = outcome
        self.status = status
        self.detail = detail
        self.checkedAt = checkedAt
    }

    /// Whether this answer is definitive enough to remember: 2xx (possibly after redirects), 404 or 410.
    var isCacheable: Bool {
        guard let status else { return false }
        return (200..<300).contains(status) || status == 404 || status == 410
    }
}
