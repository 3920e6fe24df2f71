import DocgenServe
import DocgenTestSupport
import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The preview server on a real socket: what it serves, what it refuses, and how it holds up.
@Suite struct PreviewServerTests {
    static let page = "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>T</title></head><body><p>Hi</p></body></html>\n"
    static let site = ServedSite([
        "index.html": Array(page.utf8),
        "guide/index.html": Array(page.utf8),
        "guide/a b.html": Array(page.utf8),
        "404.html": Array("<html><head></head><body>Not here</body></html>".utf8),
        "assets/docgen.css": Array("body{}".utf8),
        "assets/fonts/f.woff2": [0x77, 0x4F, 0x46, 0x32],
        "img/x.svg": Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8),
        "img/x.png": [0x89, 0x50], "img/x.jpg": [0xFF, 0xD8], "data.json": Array("{}".utf8), "sitemap.xml": Array("<urlset/>".utf8),
        "pagefind/pagefind.js": Array("//".utf8),
    ])

    /// A server on a free port, stopped when `body` returns.
    static func serving<T>(_ site: ServedSite = site, limits: HTTPLimits = HTTPLimits(),
                           _ body: (PreviewServer, RawHTTPClient) throws -> T) throws -> T {
        let server = PreviewServer(site: site)
        try server.start(host: "127.0.0.1", port: 0, limits: limits)
        defer { server.stop() }
        return try body(server, RawHTTPClient(port: try #require(server.port)))
    }

    @Test func servesFilesWithTheirTypesAndFoldersByTheirIndex() throws {
        try Self.serving { _, client in
            let expected = [
                ("/", "text/html; charset=utf-8"), ("/guide/", "text/html; charset=utf-8"), ("/guide/a%20b.html", "text/html; charset=utf-8"),
                ("/assets/docgen.css", "text/css; charset=utf-8"), ("/img/x.svg", "image/svg+xml"), ("/img/x.png", "image/png"),
                ("/img/x.jpg", "image/jpeg"), ("/assets/fonts/f.woff2", "font/woff2"), ("/data.json", "application/json"),
                ("/sitemap.xml", "application/xml"), ("/pagefind/pagefind.js", "text/javascript; charset=utf-8"),
                ("/_docgen/live.js", "text/javascript; charset=utf-8"),
            ]
            for (target, type) in expected {
                let response = try client.request("GET", target)
                #expect(response.status == 200, "\(target)")
                #expect(response.headers["content-type"] == type, "\(target)")
                #expect(response.headers["cache-control"] == "no-cache", "\(target)")
                #expect(response.headers["etag"]?.hasPrefix("\"") == true, "\(target)")
            }
            let redirect = try client.request("GET", "/guide")
            #expect(redirect.status == 301)
            #expect(redirect.headers["location"] == "/guide/")
        }
    }

    @Test func htmlPagesGetTheLiveReloadScriptAndOtherFilesAreUntouched() throws {
        try Self.serving { _, client in
            let page = try client.request("GET", "/").body
            #expect(page.contains("<script src=\"/_docgen/live.js\" defer=\"defer\"></script></head>"))
            #expect(try client.request("GET", "/assets/docgen.css").body == "body{}")
        }
    }

    @Test func aMissingFileGetsTheSites404PageWithStatus404() throws {
        try Self.serving { _, client in
            let response = try client.request("GET", "/nowhere.html")
            #expect(response.status == 404)
            #expect(response.body.contains("Not here"))
        }
    }

    @Test func beforeAnyGoodBuildEveryPathWaitsWithTheLiveReloadScript() throws {
        try Self.serving(ServedSite([:])) { _, client in
            let response = try client.request("GET", "/x")
            #expect(response.status == 503)
            #expect(response.body.contains("waiting for a build without errors"))
            #expect(response.body.contains("/_docgen/live.js"))
        }
    }

    @Test func entityTagsAnswerIfNoneMatchWith304() throws {
        try Self.serving { _, client in
            let first = try client.request("GET", "/assets/docgen.css")
            let tag = try #require(first.headers["etag"])
            let again = try client.request("GET", "/assets/docgen.css", headers: ["If-None-Match: \(tag)"])
            #expect(again.status == 304)
            #expect(again.body == "")
            #expect(try client.request("GET", "/assets/docgen.css", headers: ["If-None-Match: W/\(tag), \"other\""]).status == 304)
            #expect(try client.request("GET", "/assets/docgen.css", headers: ["If-None-Match: \"other\""]).status == 200)
        }
    }

    @Test func onlyGetAndHeadAreAnswered() throws {
        try Self.serving { _, client in
            let head = try client.request("HEAD", "/")
            #expect(head.status == 200)
            #expect(head.body == "")
            for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"] {
                let response = try client.request(method, "/")
                #expect(response.status == 405, "\(method)")
                #expect(response.headers["allow"] == "GET, HEAD", "\(method)")
            }
        }
    }

    @Test(arguments: [
        "/../etc/passwd", "/guide/../../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2e%2fetc%2fpasswd", "/guide%2f..%2f..%2fx",
        "/..%5c..%5cwindows", "/guide\\..\\x", "/a%00.html", "//etc/passwd", "/C:/x", "/%zz", "/%c3%28", "/./index.html", "/guide/.",
    ])
    func pathsThatCouldLeaveTheSiteAreRefused(_ target: String) throws {
        try Self.serving { _, client in
            let response = try client.request("GET", target)
            #expect(response.status == 400, "\(target) gave \(response.status)")
        }
    }

    /// A NUL or other control character, sent raw or percent-encoded, is refused: the path is not
    /// cut at a NUL and the shorter one served. A query is not mistaken for one.
    @Test(arguments: ["/index.html\u{0}", "/index.html\u{0}.png", "/guide/\u{0}/x", "/index.html%00", "/a\u{1}.html", "/a\t.html",
                      "/a\u{1B}[2J.html", "/a\u{7F}.html", "/a%01.html", "/a%09.html", "/a%1b.html", "/a%7F.html", "/a%0a.html"])
    func aControlCharacterInThePathIsRefused(_ path: String) throws {
        try Self.serving { _, client in
            let response = RawResponse(try client.exchange("GET \(path) HTTP/1.1\r\nHost: \(client.host)\r\nConnection: close\r\n\r\n"))
            #expect(response.status == 400, "\(path.debugDescription) gave \(response.status)")
            #expect(!response.body.contains("Hi"))
            #expect(try client.request("GET", "/?x=1&y=%00").status == 200)
            #expect(try client.request("GET", "/assets/docgen.css?docgen-reload=1").status == 200)
        }
    }

    @Test func absoluteFormTargetsAreRefused() throws {
        try Self.serving { _, client in
            let response = RawResponse(try client.exchange("GET http://127.0.0.1/etc/passwd HTTP/1.1\r\nHost: \(client.host)\r\nConnection: close\r\n\r\n"))
            #expect(response.status == 400)
        }
    }

    @Test func twoHundredClientsAtOnceAreAllAnswered() throws {
        try Self.serving { _, client in
            let statuses = Mutex<[Int]>([])
            DispatchQueue.concurrentPerform(iterations: 200) { index in
                let status = (try? client.request("GET", index % 2 == 0 ? "/" : "/assets/docgen.css").status) ?? 0
                statuses.withLock { $0.append(status) }
            }
            #expect(statuses.withLock { $0.count } == 200)
            #expect(statuses.withLock { $0.allSatisfy { $0 == 200 } })
        }
    }

    /// A request is answered while 20 connections hold half a request each (how fast is not the
    /// point: a loaded machine may be slow, but a blocked server never answers).
    @Test func aClientThatStallsHalfwayDoesNotBlockOthers() throws {
        try Self.serving { _, client in
            let stalled = try (0..<20).map { _ in try client.connect() }
            defer { for socket in stalled { close(socket) } }
            for socket in stalled { try client.send("GET / HTTP/1.1\r\nHost: \(client.host)\r\nX-Slow: ", on: socket) }
            #expect(try client.request("GET", "/").status == 200)
        }
    }

    @Test func pagesHearAboutRebuildsAndFailuresOverServerSentEvents() throws {
        try Self.serving { server, client in
            let socket = try client.connect()
            defer { close(socket) }
            try client.send("GET /_docgen/events HTTP/1.1\r\nHost: \(client.host)\r\n\r\n", on: socket)
            let opening = try client.read(socket, until: "retry: 500\n")
            #expect(opening.contains("text/event-stream"))
            #expect(opening.contains("retry: 500"))
            server.liveReload.publish(.pagesChanged(["guide/a b.html"]))
            server.liveReload.publish(.failed(["content/a.md:3:1: error: \"x\""]))
            let failed = "event: failed\ndata: [\"content/a.md:3:1: error: \\\"x\\\"\"]\n\n"
            let events = try client.read(socket, until: failed)
            #expect(events.contains("event: reload\ndata: [\"guide/a b.html\"]\n\n"))
            #expect(events.contains(failed))
            // A page opened while the build is failed hears about it at once.
            let late = try client.connect()
            defer { close(late) }
            try client.send("GET /_docgen/events HTTP/1.1\r\nHost: \(client.host)\r\n\r\n", on: late)
            #expect(try client.read(late, until: "event: failed").contains("event: failed"))
        }
    }

    /// `stop()` returns with a stream open, and the port can be bound again. The 30 s only guards
    /// against a hang: how long a stop takes on a loaded machine is not the point.
    @Test func stoppingEndsOpenStreamsAndReleasesThePort() throws {
        let server = PreviewServer(site: Self.site)
        try server.start(host: "127.0.0.1", port: 0)
        let port = try #require(server.port)
        let client = RawHTTPClient(port: port)
        let socket = try client.connect()
        defer { close(socket) }
        try client.send("GET /_docgen/events HTTP/1.1\r\nHost: \(client.host)\r\n\r\n", on: socket)
        #expect(try client.read(socket, until: "retry: 500\n").contains("retry: 500"))
        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            server.stop()
            stopped.signal()
        }
        try #require(stopped.wait(timeout: .now() + 30) == .success, "stop() has not returned")
        let again = PreviewServer(site: Self.site)
        try again.start(host: "127.0.0.1", port: port)
        again.stop()
    }
}
