import Foundation
import Synchronization

/// docgen's TeX-to-MathML converter: one long-lived process per build (`math-converter.py`,
/// embedded, run with the Python ``MathConverterLocator`` finds), started by the first formula
/// and never by a build without one. Requests and answers are JSON lines; the page workers'
/// requests take turns, and each must be answered within ``timeout`` seconds, or the process is
/// ended and every later formula fails with the reason until ``finish()``. After ``finish()``
/// the next formula (a page `docgen serve` makes again) starts a new process.
public final class MathConverter: Sendable {
    public enum Display: String, Sendable {
        case block, inline
    }

    /// Why a formula has no MathML: bad TeX, or no converter (``isConverterProblem``).
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
        /// True when the converter could not run or answer, rather than the TeX being wrong.
        public var isConverterProblem = true
    }

    /// How long one formula may take, in seconds; the converter's start gets ``startTimeout``.
    public let timeout: Double
    public let startTimeout: Double
    private let locate: @Sendable () -> Result<String, Failure>
    private let state = Mutex<State>(.notStarted)

    /// - Parameter python: the Python to run; nil finds it (``MathConverterLocator``).
    public init(python: String? = nil, timeout: Double = 10, startTimeout: Double = 30) {
        self.timeout = timeout
        self.startTimeout = startTimeout
        locate = {
            guard let python else { return MathConverterLocator.find() }
            return FileManager.default.isExecutableFile(atPath: python)
                ? .success(python) : .failure(Failure(message: "no Python at '\(python)'; \(MathConverterLocator.installHint)"))
        }
    }

    deinit {
        finish()
    }

    /// True once a formula has started the converter (or tried to).
    public var hasStarted: Bool {
        state.withLock { if case .notStarted = $0 { false } else { true } }
    }

    /// `tex` as a `<math>` element, or why not.
    public func convert(_ tex: String, display: Display) -> Result<String, Failure> {
        state.withLock { state in
            if case .notStarted = state { state = start() }
            if case .unavailable(let failure) = state { return .failure(failure) }
            guard case .running(let process) = state else { return .failure(Failure(message: "the TeX converter did not start")) }
            let request = try? JSONSerialization.data(withJSONObject: ["tex": tex, "display": display.rawValue])
            switch process.ask(request ?? Data(), timeout: timeout) {
            case .success(let answer):
                if let mathml = answer["mathml"] as? String { return .success(mathml) }
                return .failure(Failure(message: answer["error"] as? String ?? "the TeX converter gave no answer", isConverterProblem: false))
            case .failure(let failure):
                process.end()
                state = .unavailable(failure)
                return .failure(failure)
            }
        }
    }

    /// Ends the converter (closing its input, then killing it if it lingers), and forgets why it
    /// could not run: the next formula starts it again.
    public func finish() {
        state.withLock { state in
            if case .running(let process) = state { process.end() }
            state = .notStarted
        }
    }

    private func start() -> State {
        switch locate() {
        case .failure(let failure):
            return .unavailable(failure)
        case .success(let python):
            switch ConverterProcess.start(python: python, timeout: startTimeout) {
            case .success(let process): return .running(process)
            case .failure(let failure): return .unavailable(failure)
            }
        }
    }

    private enum State {
        case notStarted
        case running(ConverterProcess)
        case unavailable(Failure)
    }
}

/// The converter's process and pipes; only ever used under ``MathConverter``'s lock.
private final class ConverterProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending: [UInt8] = []

    /// Writing to the converter after it stopped must be an error, not SIGPIPE ending docgen.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// The converter, once it said it is ready; else why it cannot run.
    static func start(python: String, timeout: Double) -> Result<ConverterProcess, MathConverter.Failure> {
        Self.ignoreBrokenPipes
        let converter = ConverterProcess()
        let process = converter.process
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", String(decoding: PackageResources.math_converter_py, as: UTF8.self)]
        process.standardInput = converter.input
        process.standardOutput = converter.output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(.init(message: "cannot run \(python): \(error.localizedDescription); \(MathConverterLocator.installHint)"))
        }
        switch converter.readAnswer(timeout: timeout) {
        case .success(let hello) where hello["ready"] as? Bool == true:
            return .success(converter)
        case .success(let hello):
            converter.end()
            let reason = hello["error"] as? String ?? "it did not start"
            return .failure(.init(message: "\(python) cannot load latex2mathml (\(reason)); \(MathConverterLocator.installHint)"))
        case .failure(let failure):
            converter.end()
            return .failure(.init(message: "\(failure.message); \(MathConverterLocator.installHint)"))
        }
    }

    /// Sends one request line and reads its answer.
    func ask(_ request: Data, timeout: Double) -> Result<[String: Any], MathConverter.Failure> {
        do {
            try input.fileHandleForWriting.write(contentsOf: request + Data("\n".utf8))
        } catch {
            return .failure(.init(message: "the TeX converter stopped reading its requests"))
        }
        return readAnswer(timeout: timeout)
    }

    /// Closes the converter's input, so it stops; kills it if it is still running a second later.
    func end() {
        try? input.fileHandleForWriting.close()
        guard process.isRunning else { return }
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// The next line of output as a JSON object, within `timeout` seconds.
    private func readAnswer(timeout: Double) -> Result<[String: Any], MathConverter.Failure> {
        let deadline = Date().addingTimeInterval(timeout)
        let descriptor = output.fileHandleForReading.fileDescriptor
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(pending[..<newline])
                pending.removeSubrange(...newline)
                guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any] else {
                    return .failure(.init(message: "the TeX converter answered something that is not JSON"))
                }
                return .success(object)
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return .failure(.init(message: "the TeX converter did not answer within \(String(format: "%g", timeout)) s")) }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .failure(.init(message: "the TeX converter stopped before it answered")) }
            pending += chunk[..<count]
        }
    }
}
