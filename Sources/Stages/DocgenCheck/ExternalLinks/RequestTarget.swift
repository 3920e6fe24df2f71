import Foundation

/// A URL that can be requested: http or https with a host, fragment removed.
struct RequestTarget: Sendable, Hashable {
    /// The URL to request.
    let requestURL: URL
    /// The lowercased host, used for the per-host limit.
    let host: String

    /// The identity used to check and cache a URL once: its absolute string without the fragment.
    var key: String { requestURL.absoluteString }

    /// Parses `string`, or explains why it cannot be checked.
    static func parse(_ string: String) -> Result<RequestTarget, InvalidLink> {
        guard var components = URLComponents(string: string), let scheme = components.scheme else {
            return .failure(InvalidLink(detail: "invalid URL"))
        }
        guard ["http", "https"].contains(scheme.lowercased()) else {
            return .failure(InvalidLink(detail: "unsupported scheme \"\(scheme)\""))
        }
        guard let host = components.host, !host.isEmpty else {
            return .failure(InvalidLink(detail: "invalid URL: no host"))
        }
        components.fragment = nil
        guard let url = components.url else {
            return .failure(InvalidLink(detail: "invalid URL"))
        }
        return .success(RequestTarget(requestURL: url, host: host.lowercased()))
    }
}

/// Why a string cannot be checked as an external link.
struct InvalidLink: Error, Sendable {
    /// The explanation reported in the result.
    let detail: String
}
