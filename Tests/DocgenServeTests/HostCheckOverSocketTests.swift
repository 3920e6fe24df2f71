import DocgenServe
import DocgenTestSupport
import Foundation
import Synchronization
import Testing

/// DNS rebinding, on a real socket: only requests that name the address served, with its port,
/// are answered, on every path, the event stream included.
@Suite struct HostCheckOverSocketTests {
    static let paths = ["/", "/guide/", "/assets/docgen.css", "/_docgen/live.js", "/_docgen/events", "/nowhere.html", "/../etc/passwd"]

    /// `GET path` with exactly these header lines (no Host unless one is given).
    static func get(_ path: String, _ client: RawHTTPClient, headers: [String]) throws -> RawResponse {
        let lines = ["GET \(path) HTTP/1.1", "Connection: close"] + headers
        return RawResponse(try client.exchange(lines.joined(separator: "\r\n") + "\r\n\r\n"))
    }

    @Test(arguments: ["evil.example", "127.0.0.1.evil.example", "localhost.", "127.0.0.2", "[::2]", "10.0.0.1", "local%68ost", "LOCALHOST."])
    func anotherHostIsRefusedWith421OnEveryPath(_ name: String) throws {
        try PreviewServerTests.serving { _, client in
            for path in Self.paths {
                let response = try Self.get(path, client, headers: ["Host: \(name):\(client.port)"])
                #expect(response.status == 421, "\(name) \(path) gave \(response.status)")
                #expect(response.body.hasPrefix("421 Misdirected Request"), "\(name) \(path)")
                #expect(!response.body.contains("Hi") && !response.body.contains("retry:"), "\(name) \(path)")
            }
        }
    }

    @Test func aServedHostWithAnotherPortOrNoneIsRefused() throws {
        try PreviewServerTests.serving { _, client in
            for host in ["127.0.0.1:\(client.port &+ 1)", "127.0.0.1", "localhost", "localhost:80"] {
                let status = try Self.get("/", client, headers: ["Host: \(host)"]).status
                #expect(status == 421, "\(host)")
            }
        }
    }

    @Test func theServedAddressAndLocalhostAreAnsweredInAnyCase() throws {
        try PreviewServerTests.serving { _, client in
            for name in ["127.0.0.1", "localhost", "LocalHost", "[::1]", "[0:0::1]"] {
                let status = try Self.get("/", client, headers: ["Host: \(name):\(client.port)"]).status
                #expect(status == 200, "\(name)")
            }
        }
    }

    @Test(arguments: ["", "user@127.0.0.1:PORT", "127.0.0.1:PORT/", "127.0.0.1:PORT x", "[::1%25lo]:PORT", "[::1]x:PORT",
                      "127.0.0.1:PORT, evil.example", "::1:PORT", "127.0.0.1:999999", "127.0.0.1:-1"])
    func aHostThatIsNotAHostAndPortIsRefusedWith400(_ value: String) throws {
        try PreviewServerTests.serving { _, client in
            let host = value.replacingOccurrences(of: "PORT", with: String(client.port))
            let response = try Self.get("/", client, headers: ["Host: \(host)"])
            #expect(response.status == 400, "'\(host)' gave \(response.status)")
        }
    }

    @Test func noHostOrTwoHostsGet400() throws {
        try PreviewServerTests.serving { _, client in
            let statuses = [
                try Self.get("/", client, headers: []).status,
                RawResponse(try client.exchange("GET / HTTP/1.0\r\n\r\n")).status,
                try Self.get("/", client, headers: ["Host: \(client.host)", "Host: evil.example"]).status,
                try Self.get("/", client, headers: ["Host: \(client.host)", "Host: \(client.host)"]).status,
            ]
            #expect(statuses == [400, 400, 400, 400])
        }
    }

    /// An absolute-form target names a host of its own; it never replaces the Host check.
    @Test func anAbsoluteFormTargetDoesNotGetPastTheHostCheck() throws {
        try PreviewServerTests.serving { _, client in
            let servedTarget = try Self.get("http://\(client.host)/", client, headers: ["Host: evil.example:\(client.port)"])
            let foreignTarget = try Self.get("http://evil.example/", client, headers: ["Host: \(client.host)"])
            #expect(servedTarget.status == 421)
            #expect(foreignTarget.status == 400)
        }
    }

    @Test func refusalsAreLoggedOnceNotOncePerRequest() throws {
        let lines = Mutex<[String]>([])
        let server = PreviewServer(site: PreviewServerTests.site) { line in lines.withLock { $0.append(line) } }
        try server.start(host: "127.0.0.1", port: 0)
        let client = RawHTTPClient(port: try #require(server.port))
        let statuses = try (0..<50).map { try Self.get("/", client, headers: ["Host: evil\($0).example:\(client.port)"]).status }
        #expect(statuses == Array(repeating: 421, count: 50))
        let logged = lines.withLock { $0 }
        #expect(logged.count == 1)
        #expect(logged.first?.contains("\"evil0.example:\(client.port)\" (421)") == true)
        server.stop()
        #expect(lines.withLock { $0.last } == "refused 49 more requests since the last such line")
    }

    /// No `Access-Control-*` header ever: other origins' pages cannot read the site through CORS.
    @Test func noCrossOriginHeadersAreSent() throws {
        try PreviewServerTests.serving { _, client in
            let origin = "Origin: http://evil.example"
            var responses = try ["/", "/assets/docgen.css", "/nowhere.html", "/_docgen/live.js"].map {
                try client.request("GET", $0, headers: [origin])
            }
            responses.append(try client.request("OPTIONS", "/", headers: [origin, "Access-Control-Request-Method: GET"]))
            let socket = try client.connect()
            defer { close(socket) }
            try client.send("GET /_docgen/events HTTP/1.1\r\nHost: \(client.host)\r\n\(origin)\r\n\r\n", on: socket)
            responses.append(RawResponse(try client.read(socket, until: "retry: 500")))
            #expect(responses.count == 6)
            for response in responses {
                #expect(response.status != 0)
                #expect(!response.headers.keys.contains { $0.hasPrefix("access-control-") }, "\(response.headers)")
            }
        }
    }
}
