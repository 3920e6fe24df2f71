import DocgenCore
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
        guard let request = try? JSONSerialization.data(withJSONObject: payload) else {
            throw SearchFailure(description: "cannot encode a request to Pagefind")
        }
        let id = try send(Array(request))
        while true {
            let (answerID, answer) = try readAnswer()
            guard answerID == id else { continue }
            return answer
        }
    }

    /// Adds `pages` (URL and HTML) to the index `index`, in order, without waiting for each
    /// answer: up to `window` requests are in flight, so Pagefind never waits for docgen's next
    /// page, and its queue (which has no bound) never holds more than `window` pages.
    /// The service handles requests one at a time, in the order they come, so the pages are
    /// numbered in this order.
    func addFiles(_ pages: [(url: String, html: [UInt8])], index: Int, window: Int = 16) throws(SearchFailure) {
        var sent = 0, answered = 0
        var urls: [Int: String] = [:]
        while answered < pages.count {
            while sent < pages.count && sent - answered < window {
                let page = pages[sent]
                var payload = Array(#"{"type":"AddFile","index_id":\#(index),"file_path":null,"url":"#.utf8)
                JSONText.appendString(page.url.utf8, to: &payload)
                payload += Array(#","file_contents":"#.utf8)
                JSONText.appendString(page.html, to: &payload)
                payload.append(UInt8(ascii: "}"))
                urls[try send(payload)] = page.url
                sent += 1
            }
            let (id, _) = try readAnswer { id in urls[id].map { " (indexing \($0))" } ?? "" }
            guard urls.removeValue(forKey: id) != nil else {
                throw SearchFailure(description: "Pagefind answered a request docgen did not make")
            }
            answered += 1
        }
    }

    /// The files of the index `index` (built now), by path inside its folder.
    func files(index: Int) throws(SearchFailure) -> [(path: String, bytes: [UInt8])] {
        // The files come back in the answer: Pagefind 1.5.2's WriteFiles answers before its last
        // writes reach the disk (fixed after that release, pagefind#1272), so a file read at once
        // can be cut short.
        let answer = try call(["type": "GetFiles", "index_id": index])
        guard let listed = answer["files"] as? [[String: Any]] else { throw .init(description: "Pagefind gave no files") }
        var files: [(path: String, bytes: [UInt8])] = []
        for file in listed {
            guard let path = file["path"] as? String, let content = file["content"] as? String,
                  let bytes = Data(base64Encoded: content) else { throw .init(description: "Pagefind gave a file docgen cannot read") }
            // Its paths are its own, but they are not trusted to stay inside the folder.
            guard !path.hasPrefix("/"), !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
                throw .init(description: "Pagefind named a file outside its folder: \(path)")
            }
            files.append((path: path, bytes: Array(bytes)))
        }
        return files
    }

    /// Writes `{"message_id": N, "payload": payload}` in base64 and a `,`; returns N.
    private func send(_ payload: [UInt8]) throws(SearchFailure) -> Int {
        nextID += 1
        var message = Array(#"{"message_id":\#(nextID),"payload":"#.utf8)
        message += payload
        message.append(UInt8(ascii: "}"))
        var framed = Data(message).base64EncodedData()
        framed.append(UInt8(ascii: ","))
        do {
            try input.fileHandleForWriting.write(contentsOf: framed)
        } catch {
            throw SearchFailure(description: "Pagefind stopped reading its requests\(stderrNote())")
        }
        return nextID
    }

    /// The next answer's message id and payload; an error answer is thrown, with `context`'s
    /// words for its request.
    private func readAnswer(context: (Int) -> String = { _ in "" }) throws(SearchFailure) -> (id: Int, payload: [String: Any]) {
        let message = try readMessage()
        guard let data = Data(base64Encoded: Data(message)),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let answer = object["payload"] as? [String: Any] else {
            throw SearchFailure(description: "Pagefind answered something that is not a message")
        }
        let id = object["message_id"] as? Int ?? 0
        if answer["type"] as? String == "Error" {
            throw SearchFailure(description: "Pagefind: \(answer["message"] as? String ?? "an unnamed error")\(context(id))")
        }
        return (id, answer)
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
