/// Limits, timing and caching settings for checking external links.
public struct ExternalLinkOptions: Sendable {
    /// Maximum number of requests in flight overall.
    public var maxConcurrent: Int = 8
    /// Maximum number of requests in flight to one host.
    public var maxPerHost: Int = 2
    /// Seconds allowed for one attempt (HEAD, plus the GET fallback, each get this much).
    public var timeout: Double = 10
    /// Total attempts per URL, counting the first one, for transient failures.
    public var attempts: Int = 3
    /// Seconds to wait before the first retry; doubled before each further retry.
    public var initialBackoff: Double = 0.5
    /// Path of the JSON results cache; nil disables caching.
    public var cachePath: String?
    /// Seconds a cached answer stays valid before the URL is checked again.
    public var cacheMaxAge: Double = 86_400
    /// The `User-Agent` header sent with every request.
    public var userAgent: String = "docgen-check"
    /// The time read and the waits made before retries.
    public var clock: LinkCheckClock = .system

    /// Creates options with the defaults above.
    public init() {}
}
