import CCurl
import Dispatch
import Foundation

/// What one HTTP request produced.
enum ProbeAnswer: Sendable {
    /// A response arrived; `finalURL` is where redirects ended, `retryAfter` the `Retry-After` seconds if any.
    case response(status: Int, finalURL: URL?, retryAfter: Double?)
    /// No response arrived.
    case failure(TransportFailure)
}

/// Sends single HEAD/GET requests through libcurl (``CCurl``, the only code that touches it):
/// no cookies, no cache, redirects followed, a GET's body not read.
///
/// libcurl is loaded the first time a request is sent, not linked: Foundation's URLSession
/// brought libcurl and thirty more libraries into every docgen process, 5 ms of each start
/// (a cold one-chapter rebuild of a large site takes about 150 ms).
final class HTTPProbe: Sendable {
    private let timeoutMilliseconds: Int
    private let userAgent: String

    /// Creates a probe whose requests give up after `timeout` seconds.
    init(timeout: Double, userAgent: String) {
        timeoutMilliseconds = max(1, Int((timeout * 1000).rounded(.up)))
        self.userAgent = userAgent
    }

    /// Sends one `method` request (`HEAD` or `GET`) to `url`, following redirects, and reports
    /// the final answer. libcurl blocks, so the request runs on a worker thread; cancelling
    /// the task stops it at libcurl's next progress call.
    func send(_ method: String, to url: URL) async -> ProbeAnswer {
        let cancel = CancelFlag()
        let (address, head, userAgent, timeout) = (url.absoluteString, method == "HEAD", userAgent, timeoutMilliseconds)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    var result = docgen_curl_request(address, head ? 1 : 0, userAgent, timeout, cancel.pointer)
                    defer { docgen_curl_result_free(&result) }
                    continuation.resume(returning: Self.answer(result))
                }
            }
        } onCancel: {
            cancel.set()
        }
    }

    private static func answer(_ result: docgen_curl_result) -> ProbeAnswer {
        guard result.failure == DOCGEN_CURL_NONE else {
            let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .failure(TransportFailure(kind: result.failure, message: message))
        }
        let finalURL = result.final_url.flatMap { URL(string: String(cString: $0)) }
        return .response(status: result.status, finalURL: finalURL, retryAfter: result.retry_after >= 0 ? result.retry_after : nil)
    }
}

/// libcurl's cancel flag for one request, set from any thread.
private final class CancelFlag: @unchecked Sendable {
    // The C side reads and writes it atomically.
    let pointer: OpaquePointer? = docgen_curl_cancel_new()

    func set() {
        docgen_curl_cancel_set(pointer)
    }

    deinit {
        docgen_curl_cancel_free(pointer)
    }
}
