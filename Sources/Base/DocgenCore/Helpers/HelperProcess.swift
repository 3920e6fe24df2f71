import Foundation

/// A helper program docgen speaks to in JSON lines, one object per line each way, answers in
/// request order: the TeX-to-MathML converter and the Pygments highlighter. Its first line says
/// whether it is ready (`{"ready": true, …}`); then each request gets one answer, within a
/// timeout. Only ever used under one lock (``SharedHelper``), so it is not `Sendable`.
public final class HelperProcess {
    /// Why the helper gave no answer.
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
        /// True when the helper could not be found or started, rather than failing one request.
        public var isStartFailure: Bool

        public init(message: String, isStartFailure: Bool = false) {
            self.message = message
            self.isStartFailure = isStartFailure
        }
    }

    /// The helper as its messages name it, such as "the TeX converter".
    public let name: String
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending: [UInt8] = []

    /// Writing to a helper after it stopped must be an error, not SIGPIPE ending docgen.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    private init(name: String) {
        self.name = name
    }

    /// Runs `executable` with `arguments` and reads its first line within `timeout` seconds:
    /// the helper and that line, or why it could not run (the process is then ended).
    public static func start(_ executable: String, arguments: [String], name: String,
                             timeout: Double) -> Result<(HelperProcess, hello: [String: Any]), Failure> {
        Self.ignoreBrokenPipes
        let helper = HelperProcess(name: name)
        let process = helper.process
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = helper.input
        process.standardOutput = helper.output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(.init(message: "cannot run \(executable): \(error.localizedDescription)"))
        }
        switch helper.readAnswer(timeout: timeout) {
        case .success(let hello):
            return .success((helper, hello))
        case .failure(let failure):
            helper.end()
            return .failure(failure)
        }
    }

    /// Sends one request line and reads its answer within `timeout` seconds.
    public func ask(_ request: [String: any Sendable], timeout: Double) -> Result<[String: Any], Failure> {
        guard let line = try? JSONSerialization.data(withJSONObject: request) else {
            return .failure(.init(message: "\(name) was given a request that is not JSON"))
        }
        return ask(line: line, timeout: timeout)
    }

    /// Sends one request, a JSON object on one line (without its line end), and reads its answer
    /// within `timeout` seconds.
    public func ask(line: Data, timeout: Double) -> Result<[String: Any], Failure> {
        do {
            try input.fileHandleForWriting.write(contentsOf: line + Data("\n".utf8))
        } catch {
            return .failure(.init(message: "\(name) stopped reading its requests"))
        }
        return readAnswer(timeout: timeout)
    }

    /// Closes the helper's input, so it stops; kills it if it is still running a second later.
    public func end() {
        try? input.fileHandleForWriting.close()
        guard process.isRunning else { return }
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// The next line of output as a JSON object, within `timeout` seconds.
    private func readAnswer(timeout: Double) -> Result<[String: Any], Failure> {
        let deadline = Date().addingTimeInterval(timeout)
        let descriptor = output.fileHandleForReading.fileDescriptor
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(pending[..<newline])
                pending.removeSubrange(...newline)
                guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any] else {
                    return .failure(.init(message: "\(name) answered something that is not JSON"))
                }
                return .success(object)
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return .failure(.init(message: "\(name) did not answer within \(String(format: "%g", timeout)) s")) }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .failure(.init(message: "\(name) stopped before it answered")) }
            pending += chunk[..<count]
        }
    }
}
