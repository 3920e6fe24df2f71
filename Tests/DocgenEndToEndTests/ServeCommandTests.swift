import DocgenTestSupport
import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `docgen serve` as a user runs it: the real binary, a real socket, real files edited on disk.
@Suite(.serialized) struct ServeCommandTests {
    /// A running `docgen serve` and what it printed.
    final class Server: @unchecked Sendable {
        let process = Process()
        let errors = Pipe()
        /// Everything the server printed to standard error so far.
        final class Printed: Sendable {
            let text = Mutex("")
        }
        let output = Printed()
        var printed: String { output.text.withLock { $0 } }
        var port: UInt16 = 0

        /// Starts `docgen serve` in `folder` on `port` or one of the next (by default a port the
        /// system chooses), and waits for its address.
        init(in folder: String, port: UInt16 = 0, arguments: [String] = []) throws {
            process.executableURL = CommandLineTests.executable
            process.arguments = ["serve", "--port", String(port)] + arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            errors.fileHandleForReading.readabilityHandler = { [output] handle in
                let text = String(decoding: handle.availableData, as: UTF8.self)
                output.text.withLock { $0 += text }
            }
            try process.run()
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                let text = printed
                if let range = text.range(of: #"Serving http://[0-9.]+:(\d+)/"#, options: .regularExpression) {
                    self.port = UInt16(text[range].split(separator: ":").last!.dropLast()) ?? 0
                    return
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            process.terminate()
            throw POSIXError(.ETIMEDOUT)
        }

        /// Sends `signal` and waits for the process to end; its exit status.
        func stop(_ number: Int32 = SIGINT) -> Int32 {
            kill(process.processIdentifier, number)
            process.waitUntilExit()
            errors.fileHandleForReading.readabilityHandler = nil
            return process.terminationStatus
        }
    }

    static func site() throws -> TemporaryFolder {
        try TemporaryFolder([
            "content/a.md": "---\ntitle: Alpha\n---\n\nFirst words.\n\nSee [beta](b.md).\n",
            "content/b.md": "---\ntitle: Beta\n---\n\nSecond page.\n",
            "templates/assets/docgen.css": "body { color: black; }\n",
        ])
    }

    /// A socket listening on a free port whose next port is free too, so that a server started
    /// on that port must move to exactly the next one. The caller closes the socket.
    static func takenPortBeforeAFreeOne() throws -> (socket: Int32, port: UInt16) {
        for _ in 0..<100 {
            let socket = try LoopbackSocket.listening(on: 0)
            let port = try LoopbackSocket.port(of: socket)
            if port < 65535, let next = try? LoopbackSocket.listening(on: port + 1) {
                close(next)
                return (socket, port)
            }
            close(socket)
        }
        throw POSIXError(.EADDRINUSE)
    }

    @Test func servesTheSiteWithLiveReloadWhileBuildOutputHasNone() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let server = try Server(in: folder.path)
        defer { _ = server.stop() }
        let client = RawHTTPClient(port: server.port)
        let page = try client.request("GET", "/a.html")
        #expect(page.status == 200)
        #expect(page.body.contains("First words."))
        #expect(page.body.contains("<script src=\"/_docgen/live.js\" defer=\"defer\"></script>"))
        #expect(try client.request("GET", "/_docgen/live.js").body.contains("EventSource"))

        let build = try CommandLineTests().docgen(["build", "--quiet"], in: folder.path)
        #expect(build.status == 0)
        let built = try #require(folder.read("site/a.html"))
        #expect(built.contains("First words."))
        #expect(!built.contains("_docgen"))
    }

    @Test func anEditReachesOpenPagesAndAFailureKeepsTheLastGoodSite() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let server = try Server(in: folder.path)
        defer { _ = server.stop() }
        let client = RawHTTPClient(port: server.port)
        let events = try client.connect()
        defer { close(events) }
        try client.send("GET /_docgen/events HTTP/1.1\r\nHost: \(client.host)\r\n\r\n", on: events)
        #expect(try client.read(events, until: "retry:").contains("retry:"), "the stream is open")

        try folder.write(Data("---\ntitle: Alpha\n---\n\nEdited words.\n".utf8), to: "content/a.md")
        let reload = try client.read(events, until: "event: reload\ndata: [\"a.html\"]")
        #expect(reload.contains("event: reload\ndata: [\"a.html\"]"))
        #expect(try client.request("GET", "/a.html").body.contains("Edited words."))

        try folder.write(Data("---\ntitle: [Alpha\n---\n\nBroken.\n".utf8), to: "content/a.md")
        let failed = try client.read(events, until: "content/a.md:3:1: error: invalid YAML in front matter")
        #expect(failed.contains("content/a.md:3:1: error: invalid YAML in front matter"))
        #expect(try client.request("GET", "/a.html").body.contains("Edited words."))

        try folder.write(Data("body { color: navy; }\n".utf8), to: "templates/assets/docgen.css")
        let styles = try client.read(events, until: "event: failed")
        #expect(styles.contains("event: failed"), "the content is still broken: \(styles)")
        try folder.write(Data("---\ntitle: Alpha\n---\n\nFixed.\n".utf8), to: "content/a.md")
        let fixed = try client.read(events, until: "event: reload")
        #expect(fixed.contains("event: reload"))
        #expect(try client.request("GET", "/assets/docgen.css").body == "body { color: navy; }\n")
    }

    @Test func aPreprocessorRunsAgainAfterAnEditOfTheTextOrOfItsScript() throws {
        let script = "import json, sys\nd = json.load(sys.stdin)\nfor c in d['chapters']:\n    c['body'] = c['body'].replace('{{v}}', '2.1')\njson.dump(d, sys.stdout)\n"
        let folder = try TemporaryFolder([
            "docgen.yml": "title: Guide\npreprocessors:\n  - python3 scripts/vars.py\n",
            "scripts/vars.py": script,
            "content/a.md": "---\ntitle: Alpha\n---\n\nVersion {{v}}.\n",
        ])
        defer { folder.remove() }
        let server = try Server(in: folder.path)
        defer { _ = server.stop() }
        let client = RawHTTPClient(port: server.port)
        /// Waits, by condition, until the page holds `text`.
        func page(holds text: String) throws -> Bool {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                if try client.request("GET", "/a.html").body.contains(text) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }
        #expect(try page(holds: "<p>Version 2.1.</p>"))
        try folder.write(Data("---\ntitle: Alpha\n---\n\nNow {{v}}.\n".utf8), to: "content/a.md")
        #expect(try page(holds: "<p>Now 2.1.</p>"))
        try folder.write(Data(script.replacingOccurrences(of: "'2.1'", with: "'3.0'").utf8), to: "scripts/vars.py")
        #expect(try page(holds: "<p>Now 3.0.</p>"), "\(server.printed)")
    }

    @Test func onlyAStyleSheetChangeSwapsStyles() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let server = try Server(in: folder.path)
        defer { _ = server.stop() }
        let client = RawHTTPClient(port: server.port)
        let events = try client.connect()
        defer { close(events) }
        try client.send("GET /_docgen/events HTTP/1.1\r\nHost: \(client.host)\r\n\r\n", on: events)
        #expect(try client.read(events, until: "retry:").contains("retry:"), "the stream is open")
        try folder.write(Data("body { color: teal; }\n".utf8), to: "templates/assets/docgen.css")
        let event = try client.read(events, until: "event: css\ndata: [\"assets/docgen.css\"]")
        #expect(event.contains("event: css\ndata: [\"assets/docgen.css\"]"))
    }

    @Test func aTakenPortMovesToTheNextAndSignalsStopCleanly() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let taken = try Self.takenPortBeforeAFreeOne()
        defer { close(taken.socket) }
        let server = try Server(in: folder.path, port: taken.port)
        #expect(server.port == taken.port + 1)
        #expect(server.printed.contains("port \(taken.port) taken; using \(taken.port + 1)"))
        #expect(server.stop(SIGTERM) == 0)
        #expect(throws: (any Error).self) { try RawHTTPClient(port: server.port).connect() }
    }

    /// A stop request is never lost, whether it comes during the first build, while the server
    /// starts, or once it serves.
    @Test func aStopRequestAtAnyMomentOfStartingEndsIt() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        for delay in [0.0, 0.01, 0.03, 0.06, 0.1, 0.2, 0.4] {
            let process = Process()
            process.executableURL = CommandLineTests.executable
            process.arguments = ["serve", "--port", "0"]
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            process.standardError = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGTERM)
            let deadline = Date().addingTimeInterval(30)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            #expect(!process.isRunning, "still running 30 s after SIGTERM sent \(delay) s after it started")
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
    }

    @Test func aNonLoopbackHostIsWarnedAbout() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let server = try Server(in: folder.path, arguments: ["--host", "0.0.0.0"])
        #expect(server.stop(SIGINT) == 0)
        #expect(server.printed.contains("warning: 0.0.0.0 is not a loopback address"))
    }
}
