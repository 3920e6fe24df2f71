import DocgenServe
import DocgenTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Clients that try to hang or exhaust the server, on real sockets: slow headers from one address
/// or many, idle connections, bodies, huge headers. The deadlines only guard against a hang; how
/// fast a loaded machine answers is not the point, that it answers is.
@Suite(.serialized) struct SlowAndHostileClientTests {
    /// `count` connections from `source`, each with a request begun and never finished. Those the
    /// server refused are closed already; the caller closes the rest.
    static func trickling(_ count: Int, from source: String, to client: RawHTTPClient) throws -> [Int32] {
        try allowOpenFiles(count * 2 + 256)
        var sockets: [Int32] = []
        for _ in 0..<count {
            let socket = try LoopbackSocket.connected(to: client.port, from: source)
            sockets.append(socket)
            try? client.send("GET / HTTP/1.1\r\nHost: \(client.host)\r\nX-Slow: a", on: socket)
        }
        for socket in sockets { try? client.send("b", on: socket) }
        return sockets
    }

    /// Raises this process's soft limit on open files to `count`, within the hard limit.
    static func allowOpenFiles(_ count: Int) throws {
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        if limit.rlim_cur < rlim_t(count) {
            limit.rlim_cur = min(rlim_t(count), limit.rlim_max)
            setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        }
        try #require(limit.rlim_cur >= rlim_t(count), "the hard limit on open files is below \(count)")
    }

    /// 1,100 half-sent requests from one address (more than the server's 1,000 connections) take
    /// at most its 500 per address, so a browser at another address is still answered.
    @Test func slowClientsAtOneAddressCannotTakeEveryConnection() throws {
        try PreviewServerTests.serving { _, client in
            let slow = try Self.trickling(1100, from: "127.0.0.2", to: client)
            defer { for socket in slow { close(socket) } }
            #expect(try client.request("GET", "/").status == 200)
            #expect(try client.request("GET", "/assets/docgen.css").body == "body{}")
        }
    }

    /// 300 half-sent requests from the browser's own address hold no thread: a page, a file and
    /// the event stream are all still answered.
    @Test func threeHundredSlowClientsAtTheBrowsersAddressDoNotBlockIt() throws {
        try PreviewServerTests.serving { _, client in
            let slow = try Self.trickling(300, from: "127.0.0.1", to: client)
            defer { for socket in slow { close(socket) } }
            #expect(try client.request("GET", "/").status == 200)
            #expect(try client.request("GET", "/img/x.png").status == 200)
            let events = try client.connect()
            defer { close(events) }
            try client.send("GET /_docgen/events HTTP/1.1\r\nHost: \(client.host)\r\n\r\n", on: events)
            #expect(try client.read(events, until: "retry: 500\n", timeout: 10).contains("retry: 500"))
        }
    }

    /// A connection that stops sending halfway is closed after the idle timeout, while an event
    /// stream, which waits for events without a thread, stays open past it.
    @Test func anIdleConnectionIsClosedAndAnEventStreamIsNot() throws {
        try PreviewServerTests.serving(limits: HTTPLimits(idleTimeout: 1)) { server, client in
            let events = try client.connect()
            defer { close(events) }
            try client.send("GET /_docgen/events HTTP/1.1\r\nHost: \(client.host)\r\n\r\n", on: events)
            #expect(try client.read(events, until: "retry: 500\n").contains("retry: 500"))
            let idle = try client.connect()
            defer { close(idle) }
            try client.send("GET / HTTP/1.1\r\nHost: \(client.host)\r\nX-Slow: ", on: idle)
            #expect(client.isClosedByPeer(idle, within: 30))
            server.liveReload.publish(.pagesChanged(["index.html"]))
            #expect(try client.read(events, until: "event: reload").contains("event: reload\ndata: [\"index.html\"]"))
        }
    }

    /// A body is never read: a POST announcing a gigabyte gets its 405 at once, and so does one
    /// that asks for `100 Continue` first.
    @Test func aRequestBodyIsNotWaitedFor() throws {
        try PreviewServerTests.serving { _, client in
            for extra in ["", "Expect: 100-continue\r\n"] {
                let socket = try client.connect()
                defer { close(socket) }
                try client.send("POST / HTTP/1.1\r\nHost: \(client.host)\r\nContent-Length: 1000000000\r\n\(extra)\r\nabc", on: socket)
                let answer = try client.read(socket, until: "GET, HEAD", timeout: 5)
                #expect(answer.hasPrefix("HTTP/1.1 405"), "\(extra): \(answer.prefix(40))")
                #expect(!answer.contains("100 Continue"))
                #expect(client.isClosedByPeer(socket, within: 30))
            }
        }
    }

    @Test func headersOverTheConnectionsMemoryGet431() throws {
        try PreviewServerTests.serving { _, client in
            let response = try client.request("GET", "/", headers: ["X-Big: " + String(repeating: "a", count: 100_000)])
            #expect(response.status == 431)
        }
    }
}
