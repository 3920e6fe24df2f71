import Foundation
import Synchronization

/// One long-lived ``HelperProcess`` shared by a build's page workers: started by the first
/// request and never by a build without one; the requests take turns. When the helper cannot
/// start it fails every later request with the reason until ``finish()``. When it fails to
/// answer in time it is ended, and started again by the next request up to `restarts` times
/// (a hostile input costs its own timeout, not the rest of the build), then it too fails every
/// later request. After ``finish()`` the next request (a page `docgen serve` makes again) starts
/// a new process.
public final class SharedHelper: Sendable {
    /// How the helper is run: its program and arguments, or why there is none.
    public typealias Launch = @Sendable () -> Result<(executable: String, arguments: [String]), HelperProcess.Failure>

    /// The helper as messages name it, such as "the TeX converter".
    public let name: String
    /// What the helper needs loaded (such as "latex2mathml"), for the message when it is not.
    public let needs: String
    /// How to install it, appended to every reason it cannot run.
    public let installHint: String
    public let startTimeout: Double
    /// How many times a helper that failed to answer is started again.
    public let restarts: Int
    private let launch: Launch
    private let state = Mutex<State>(.notStarted)
    private let restarted = Atomic<Int>(0)

    public init(name: String, needs: String, installHint: String, startTimeout: Double, restarts: Int = 0, launch: @escaping Launch) {
        self.name = name
        self.restarts = restarts
        self.needs = needs
        self.installHint = installHint
        self.startTimeout = startTimeout
        self.launch = launch
    }

    deinit {
        finish()
    }

    /// True once a request has started the helper (or tried to).
    public var hasStarted: Bool {
        state.withLock { if case .notStarted = $0 { false } else { true } }
    }

    /// The `version` the helper gave when it said it was ready; nil before it started or when it cannot run.
    public var version: String? {
        state.withLock { if case .running(_, let version) = $0 { version } else { nil } }
    }

    /// Starts the helper if it has not, then asks it `request`: its answer as `read` takes it,
    /// or why there is none.
    public func ask<Answer: Sendable>(_ request: [String: any Sendable], timeout: Double,
                                      read: ([String: Any]) -> Answer) -> Result<Answer, HelperProcess.Failure> {
        state.withLock { state -> Result<Answer, HelperProcess.Failure> in
            if case .notStarted = state { state = start() }
            if case .unavailable(let failure) = state { return .failure(failure) }
            guard case .running(let process, _) = state else { return .failure(.init(message: "\(name) did not start")) }
            switch process.ask(request, timeout: timeout) {
            case .success(let answer):
                return .success(read(answer))
            case .failure(let failure):
                process.end()
                let again = restarted.add(1, ordering: .relaxed).newValue <= restarts
                state = again ? .notStarted : .unavailable(failure)
                return .failure(failure)
            }
        }
    }

    /// Ends the helper (closing its input, then killing it if it lingers), and forgets why it
    /// could not run: the next request starts it again.
    public func finish() {
        state.withLock { state in
            if case .running(let process, _) = state { process.end() }
            state = .notStarted
            restarted.store(0, ordering: .relaxed)
        }
    }

    private func start() -> State {
        switch launch() {
        case .failure(var failure):
            failure.isStartFailure = true
            return .unavailable(failure)
        case .success(let command):
            switch HelperProcess.start(command.executable, arguments: command.arguments, name: name, timeout: startTimeout) {
            case .success((let process, let hello)) where hello["ready"] as? Bool == true:
                return .running(process, version: hello["version"] as? String ?? "")
            case .success((let process, let hello)):
                process.end()
                let reason = hello["error"] as? String ?? "it did not start"
                return .unavailable(.init(message: "\(command.executable) cannot load \(needs) (\(reason)); \(installHint)", isStartFailure: true))
            case .failure(let failure):
                return .unavailable(.init(message: "\(failure.message); \(installHint)", isStartFailure: true))
            }
        }
    }

    private enum State {
        case notStarted
        case running(HelperProcess, version: String)
        case unavailable(HelperProcess.Failure)
    }
}
