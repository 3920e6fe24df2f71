import CCurl

/// A request that produced no HTTP response, described for people and classified for retrying.
struct TransportFailure: Sendable {
    /// What went wrong, as libcurl's result classifies it (``CCurl``).
    let kind: docgen_curl_failure
    /// libcurl's own description, for a failure without a summary of its own.
    let message: String

    /// Whether trying again later might succeed: timeouts and connection problems.
    var isTransient: Bool {
        switch kind {
        case DOCGEN_CURL_TIMED_OUT, DOCGEN_CURL_CANNOT_CONNECT, DOCGEN_CURL_CONNECTION_LOST, DOCGEN_CURL_CANNOT_RESOLVE_HOST: true
        default: false
        }
    }

    /// A short lowercase description such as "timed out" or "cannot connect to host".
    var summary: String {
        switch kind {
        case DOCGEN_CURL_TIMED_OUT: "timed out"
        case DOCGEN_CURL_CANNOT_CONNECT: "cannot connect to host (connection refused?)"
        case DOCGEN_CURL_CONNECTION_LOST: "connection lost"
        case DOCGEN_CURL_CANNOT_RESOLVE_HOST: "cannot resolve host"
        case DOCGEN_CURL_TOO_MANY_REDIRECTS: "too many redirects"
        case DOCGEN_CURL_BAD_RESPONSE: "bad server response"
        case DOCGEN_CURL_TLS: "TLS failure"
        case DOCGEN_CURL_CANCELLED: "cancelled"
        case DOCGEN_CURL_UNAVAILABLE: "cannot send requests: \(message)"
        default: "network error (\(message))"
        }
    }
}
