import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request that produced no HTTP response, described for people and classified for retrying.
struct TransportFailure: Sendable {
    /// The URLSession error code.
    let code: URLError.Code

    /// Whether trying again later might succeed: timeouts and connection problems.
    var isTransient: Bool {
        switch code {
        case .timedOut, .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet, .dnsLookupFailed:
            true
        default:
            false
        }
    }

    /// A short lowercase description such as "timed out" or "cannot connect to host".
    var summary: String {
        switch code {
        case .timedOut: "timed out"
        case .cannotConnectToHost: "cannot connect to host (connection refused?)"
        case .networkConnectionLost: "connection lost"
        case .notConnectedToInternet: "not connected to the internet"
        case .dnsLookupFailed, .cannotFindHost: "cannot resolve host"
        case .httpTooManyRedirects: "too many redirects"
        case .redirectToNonExistentLocation: "redirect without a location"
        case .badServerResponse: "bad server response"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            "TLS failure"
        case .cancelled: "cancelled"
        default: "network error (URLError \(code.rawValue))"
        }
    }
}
