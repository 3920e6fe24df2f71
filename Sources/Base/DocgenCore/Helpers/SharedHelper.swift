import Foundation
import Synchronization

/// One long-lived ``HelperProcess`` shared by a build's page workers: started by the first
/// request and never by a build without one; the requests take turns. When the helper cannot
/// start it fails every later request with the reason until ``finish()``. When it fails to
/// answer in time it is ended, and started again by the next request up to `restarts` times
/// (a hostile input costs its own timeout, not the rest of the build), then it too fails every
/// later request. After ``finish()`` the next request (a page `docgen serve` makes again) starts
/// a new process. A request asked before, in this process or (with ``HelperAnswers/file``) in an
/// earlier build, is answered from ``answers`` without one.
public final class SharedHelper: Sendable {
    /// How the helper is run: its program and arguments, or why there is none.
    public typealias Launch = @Sendable () -> Result<(executable: String, arguments: [String]), HelperProcess.Failure>

    /// The helper as messages name it, such as "the TeX converter".
    public let name: String
    /// What the helper needs loaded (such as "latex2mathml"), for the message when it is not.
    public let needs: String
    /// The Python package whose installation (``PythonPackages``) is part of the helper's
    /// identity, so that answers of another version are not taken.
    public let package: String?
    /// How to install it, appended to every reason it cannot run.
    public let installHint: String
    public let startTimeout: Double
    /// How many times a helper that failed to answer is started again.
    public let restarts: Int
    /// The answers given so far, by request.
    public let answers: HelperAnswers
    private let launch: Launch
    private let state = Mutex<State>(.notStarted)
    /// The helper's identity (``HelperAnswers``), once its program was looked for: nil inside
    /// when it cannot be found, and then no answer is taken from ``answers``.
    private let identity = Mutex<String??>(nil)
    private let restarted = Atomic<Int>(0)

    public init(name: String, needs: String, installHint: String, startTimeout: Double, restarts: Int = 0,
                package: String? = nil, answers: HelperAnswers = HelperAnswers(file: nil), launch: @escaping Launch) {
        self.name = name
        self.package = package
        self.answers = answers
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
        guard let line = try? JSONSerialization.data(withJSONObject: request, options: [.sortedKeys]) else {
            return .failure(.init(message: "\(name) was given a request that is not JSON"))
        }
        let key = String(decoding: line, as: UTF8.self)
        return state.withLock { state -> Result<Answer, HelperProcess.Failure> in
            let identity = self.identity.withLock { identity in
                if identity == nil { identity = .some(try? launch().map { Self.identity(of: $0, name: name, package: package) }.get()) }
                return identity!
            }
            if let identity, let given = answers.answer(to: key, identity: identity),
               let answer = try? JSONSerialization.jsonObject(with: Data(given.utf8)) as? [String: Any] {
                return .success(read(answer))
            }
            if case .notStarted = state { state = start() }
            if case .unavailable(let failure) = state { return .failure(failure) }
            guard case .running(let process, _) = state else { return .failure(.init(message: "\(name) did not start")) }
            switch process.ask(line: line, timeout: timeout) {
            case .success(let answer):
                if let identity, let given = try? JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]) {
                    answers.keep(String(decoding: given, as: UTF8.self), to: key, identity: identity)
                }
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
            identity.withLock { $0 = nil }
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
                let version = hello["version"] as? String ?? ""
                if case .some(.some(let identity)) = identity.withLock({ $0 }) { answers.started(version: version, identity: identity) }
                return .running(process, version: version)
            case .success((let process, let hello)):
                process.end()
                let reason = hello["error"] as? String ?? "it did not start"
                return .unavailable(.init(message: "\(command.executable) cannot load \(needs) (\(reason)); \(installHint)", isStartFailure: true))
            case .failure(let failure):
                return .unavailable(.init(message: "\(failure.message); \(installHint)", isStartFailure: true))
            }
        }
    }

    /// What makes the helper's answers what they are: its name, program and arguments (the
    /// embedded script), the executable's size and time of change, and the installation of the
    /// package it loads.
    private static func identity(of command: (executable: String, arguments: [String]), name: String, package: String?) -> String {
        var hash = ContentHash()
        hash.update(name)
        hash.update(command.executable)
        if let stamp = RegularFile.stamp(atPath: command.executable) { hash.update(stamp) }
        for argument in command.arguments { hash.update(argument) }
        if let package { hash.update(PythonPackages.installationStamp(of: package, python: command.executable)) }
        return hash.hex
    }

    private enum State {
        case notStarted
        case running(HelperProcess, version: String)
        case unavailable(HelperProcess.Failure)
    }
}
