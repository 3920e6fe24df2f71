import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// What one HTTP request produced.
enum ProbeAnswer: Sendable {
    /// A response arrived; `finalURL` is where redirects ended, `retryAfter` the `Retry-After` seconds if any.
    case response(status: Int, finalURL: URL?, retryAfter: Double?)
    /// No response arrived.
    case failure(TransportFailure)
}

/// Sends single HEAD/GET requests through one ephemeral, cookie-less URLSession.
final class HTTPProbe: Sendable {
    private let session: URLSession
    private let timeout: Double
    private let userAgent: String

    /// Creates a probe whose requests give up after `timeout` seconds.
    init(timeout: Double, userAgent: String, maxConnectionsPerHost: Int) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = max(1, maxConnectionsPerHost)
        configuration.timeoutIntervalForRequest = Self.backstopTimeout(for: timeout)
        session = URLSession(configuration: configuration)
        self.timeout = timeout
        self.userAgent = userAgent
    }

    /// Lets in-flight requests finish, then releases the session.
    func invalidate() {
        session.finishTasksAndInvalidate()
    }

    /// Sends one `method` request to `url`, following redirects, and reports the final answer.
    ///
    /// The timeout is enforced here by cancelling the task, because swift-corelibs-foundation
    /// truncates `timeoutInterval` to whole seconds (0.5 s becomes 0 and fails at once with timedOut).
    func send(_ method: String, to url: URL) async -> ProbeAnswer {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.timeoutInterval = Self.backstopTimeout(for: timeout)
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")

        let answer = OneShotAnswer()
        let task = session.dataTask(with: request) { _, response, error in
            answer.deliver(Self.answer(response: response, error: error))
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard answer.wait(with: continuation) else { return }
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                    answer.deliver(.failure(TransportFailure(code: .timedOut)))
                    task.cancel()
                }
            }
        } onCancel: {
            answer.deliver(.failure(TransportFailure(code: .cancelled)))
            task.cancel()
        }
    }

    private static func answer(response: URLResponse?, error: (any Error)?) -> ProbeAnswer {
        if let http = response as? HTTPURLResponse, error == nil {
            let retryAfter = http.value(forHTTPHeaderField: "Retry-After").flatMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            return .response(status: http.statusCode, finalURL: http.url, retryAfter: retryAfter)
        }
        let code = (error as? URLError)?.code ?? .unknown
        return .failure(TransportFailure(code: code))
    }

    /// A whole-second URLSession timeout just above ours, so a task can never hang forever.
    private static func backstopTimeout(for timeout: Double) -> Double {
        timeout.rounded(.up) + 1
    }
}

/// Hands exactly one answer to one waiting continuation, whichever of completion, timeout or cancellation comes first.
private final class OneShotAnswer: Sendable {
    private enum State {
        case idle
        case answeredEarly(ProbeAnswer)
        case waiting(CheckedContinuation<ProbeAnswer, Never>)
        case finished
    }

    private let state = Mutex(State.idle)

    /// Resumes the waiting continuation with `answer`, or keeps it for `wait`; later answers are ignored.
    func deliver(_ answer: ProbeAnswer) {
        let continuation: CheckedContinuation<ProbeAnswer, Never>? = state.withLock { state in
            switch state {
            case .idle:
                state = .answeredEarly(answer)
                return nil
            case .waiting(let continuation):
                state = .finished
                return continuation
            case .answeredEarly, .finished:
                return nil
            }
        }
        continuation?.resume(returning: answer)
    }

    /// Parks `continuation` until an answer arrives; returns false (after resuming it) if one already had.
    func wait(with continuation: CheckedContinuation<ProbeAnswer, Never>) -> Bool {
        let earlyAnswer: ProbeAnswer? = state.withLock { state in
            switch state {
            case .idle:
                state = .waiting(continuation)
                return nil
            case .answeredEarly(let answer):
                state = .finished
                return answer
            case .waiting, .finished:
                preconditionFailure("OneShotAnswer.wait called twice")
            }
        }
        guard let earlyAnswer else { return true }
        continuation.resume(returning: earlyAnswer)
        return false
    }
}
