import Foundation
import Synchronization

/// Pagefind's service mode (`pagefind --service`), the one place that speaks to it: each
/// request is base64 JSON `{"message_id", "payload"}` followed by `,` on the process's input,
/// and each answer comes framed the same way on its output.
///
/// The service runs in an empty folder with no `PAGEFIND_*` variables, since Pagefind would
/// otherwise read a `pagefind.yml` or settings from either.
final class PagefindService {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let folder: URL
    private var nextID = 0
    private var pending: [UInt8] = []
    /// What the service wrote to its error output, for a failure's message.
    private let errors = ErrorOutput()

    /// Writing to the service after it stopped must be an error, not SIGPIPE ending docgen.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    init(executable: String) throws(SearchFailure) {
        Self.ignoreBrokenPipes
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-pagefind-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SearchFailure(description: "cannot make a folder for Pagefind: \(error)")
        }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--service"]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PAGEFIND_") }
        process.standardInput = input
        process.standardOutput = output
        let errorPipe = Pipe()
        process.standardError = errorPipe
        let errors = self.errors
        errorPipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            errors.bytes.withLock { $0 += data.prefix(max(0, 4096 - $0.count)) }
        }
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw SearchFailure(description: "cannot run Pagefind at \(executable): \(error.localizedDescription)")
        }
    }

    deinit {
        finish()
    }

    /// Sends `payload` and returns the answer's payload; a Pagefind error is thrown.
    func call(_ payload: [String: Any]) throws(SearchFailure) -> [String: Any] {
        nextID += 1
        let id = nextID
        guard let request = try? JSONSerialization.data(withJSONObject: ["message_id": id, "payload": payload]) else {
            throw SearchFailure(description: "cannot encode a request to Pagefind")
        }
        do {
            try input.fileHandleForWriting.write(contentsOf: Data(request.base64EncodedString().utf8) + Data(",".utf8))
        } catch {
            throw SearchFailure(description: "Pagefind stopped reading its requests\(stderrNote())")
        }
        while true {
            let message = try readMessage()
            guard let data = Data(base64Encoded: Data(message)),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let answer = object["payload"] as? [String: Any] else {
                throw SearchFailure(description: "Pagefind answered something that is not a message")
            }
            guard object["message_id"] as? Int == id else { continue }
            if answer["type"] as? String == "Error" {
                throw SearchFailure(description: "Pagefind: \(answer["message"] as? String ?? "an unnamed error")")
            }
            return answer
        }
    }

    /// Closes the service's input, so it stops, and removes its folder.
    func finish() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.waitUntilExit() }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The next message's base64 text, up to its `,`.
    private func readMessage() throws(SearchFailure) -> [UInt8] {
        var searched = 0
        while true {
            if let comma = pending[searched...].firstIndex(of: UInt8(ascii: ",")) {
                let message = Array(pending[..<comma])
                pending.removeSubrange(...comma)
                return message
            }
            searched = pending.count
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw SearchFailure(description: "Pagefind stopped before it answered\(stderrNote())") }
            pending += chunk
        }
    }

    private func stderrNote() -> String {
        let text = String(decoding: errors.bytes.withLock { $0 }, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "" : ": \(text)"
    }
}

/// The first few kilobytes the service writes to its error output, from the pipe's thread.
private final class ErrorOutput: Sendable {
    let bytes = Mutex<[UInt8]>([])
}
