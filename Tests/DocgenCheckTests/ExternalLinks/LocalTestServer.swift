import DocgenCheck
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A throwaway HTTP server on 127.0.0.1 (a python3 child process) with the routes the checker tests need.
///
/// It exits when `stop()` closes its stdin, when the test process dies (stdin reaches EOF), or after 600 seconds
/// (long enough for a slow sanitizer run on a loaded machine).
final class LocalTestServer {
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// What the server observed, read from its `/stats` route.
    struct Stats: Decodable {
        /// Request counts keyed by "METHOD /path".
        let requests: [String: Int]
        /// The most `/concurrency` requests it was serving at the same moment.
        let maxInFlight: Int

        func count(_ methodAndPath: String) -> Int { requests[methodAndPath, default: 0] }
    }

    let port: Int
    private let process = Process()
    private let input = Pipe()

    init() throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-c", Self.script]
        process.standardInput = input
        process.standardOutput = output
        try process.run()

        var firstLine = Data()
        for _ in 0..<16 where !firstLine.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            firstLine.append(chunk)
        }
        let text = String(decoding: firstLine, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let port = Int(text) else {
            port = 0
            stop()
            throw StartFailure(description: "python3 test server did not report a port (got \"\(text)\")")
        }
        self.port = port
    }

    /// The absolute URL of `pathAndQuery` on this server.
    func url(_ pathAndQuery: String) -> String {
        "http://127.0.0.1:\(port)\(pathAndQuery)"
    }

    /// Stops the server and waits for it to exit; safe to call more than once.
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Fetches the server's request counters.
    func stats() async throws -> Stats {
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (data, _) = try await session.data(from: URL(string: url("/stats"))!)
        return try JSONDecoder().decode(Stats.self, from: data)
    }

    private static let script = #"""
import http.server, json, os, sys, threading, time
from urllib.parse import parse_qs, urlsplit

lock = threading.Lock()
counts = {}
in_flight = 0
max_in_flight = 0

class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_HEAD(self):
        self.route()

    def do_GET(self):
        self.route()

    def reply(self, status, headers=(), body=b""):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def route(self):
        global in_flight, max_in_flight
        path, query = urlsplit(self.path).path, parse_qs(urlsplit(self.path).query)
        with lock:
            key = self.command + " " + path
            counts[key] = counts.get(key, 0) + 1
            seen = counts[key]
        try:
            if path == "/ok":
                self.reply(200, body=b"ok")
            elif path == "/missing":
                self.reply(404)
            elif path == "/gone":
                self.reply(410)
            elif path == "/redirect":
                self.reply(301, [("Location", "/ok")])
            elif path == "/flaky":
                self.reply(503 if seen <= 2 else 200)
            elif path == "/always-503":
                self.reply(503)
            elif path == "/late":
                # Long past any test's timeout, yet an answer: a timeout that does not fire
                # makes the test fail instead of hang.
                time.sleep(60)
                self.reply(200)
            elif path == "/head-not-allowed":
                self.reply(405 if self.command == "HEAD" else 200)
            elif path == "/large-body":
                # Only a GET answers, with a megabyte the checker has no use for.
                self.reply(405 if self.command == "HEAD" else 200, body=b"x" * 1_000_000)
            elif path == "/loop":
                self.reply(302, [("Location", "/loop")])
            elif path == "/retry-after":
                if seen == 1:
                    self.reply(429, [("Retry-After", query.get("seconds", ["2"])[0])])
                else:
                    self.reply(200)
            elif path == "/concurrency":
                with lock:
                    in_flight += 1
                    max_in_flight = max(max_in_flight, in_flight)
                time.sleep(0.1)
                with lock:
                    in_flight -= 1
                self.reply(200)
            elif path == "/stats":
                with lock:
                    body = json.dumps({"requests": counts, "maxInFlight": max_in_flight}).encode()
                self.reply(200, [("Content-Type", "application/json")], body)
            else:
                self.reply(404)
        except (BrokenPipeError, ConnectionResetError):
            pass

class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 64

def exit_when_stdin_closes():
    sys.stdin.read()
    os._exit(0)

server = Server(("127.0.0.1", 0), Handler)
threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
threading.Timer(600, lambda: os._exit(0)).start()
print(server.server_address[1], flush=True)
server.serve_forever()
"""#
}

/// Runs `body` with a fresh server, stopping the server however `body` ends.
func withLocalServer<T>(_ body: (LocalTestServer) async throws -> T) async throws -> T {
    let server = try LocalTestServer()
    do {
        let value = try await body(server)
        server.stop()
        return value
    } catch {
        server.stop()
        throw error
    }
}

/// Options whose waits before retries are recorded by `clock` and not spent. The timeout only
/// guards against a hang (the server answers at once, and a loaded machine may be slow); the
/// tests of timeouts set a short one of their own.
func fastOptions(attempts: Int = 3, cachePath: String? = nil, clock: RecordingClock = RecordingClock()) -> ExternalLinkOptions {
    var options = ExternalLinkOptions()
    options.timeout = 30
    options.attempts = attempts
    options.initialBackoff = 0.05
    options.cachePath = cachePath
    options.clock = clock.linkCheckClock
    return options
}
