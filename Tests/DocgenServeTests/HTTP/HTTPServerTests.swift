import DocgenServe
import DocgenTestSupport
import Foundation
import Synchronization
import Testing

/// The libmicrohttpd facade on a real socket, on a port the system chooses.
@Suite struct HTTPServerTests {
    @Test func answersWithStatusHeadersAndBodyAndSeesTheRawTarget() throws {
        let seen = Mutex<[HTTPRequest]>([])
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
            seen.withLock { $0.append(request) }
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")], body: .bytes(Array("hello".utf8)))
        }
        defer { server.stop() }
        #expect(server.port > 0)
        let response = try RawHTTPClient(port: server.port).request("GET", "/a%2Fb/%2e%2e?x=1", headers: ["If-None-Match: \"abc\""])
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "text/plain")
        #expect(response.body == "hello")
        let request = try #require(seen.withLock { $0.first })
        #expect(request.method == "GET")
        #expect(request.target == "/a%2Fb/%2e%2e")
        #expect(request.headers["if-none-match"] == "\"abc\"")
    }

    @Test func headSendsTheHeadersWithoutTheBody() throws {
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
            HTTPResponse(status: 200, body: .bytes(Array("hello".utf8)))
        }
        defer { server.stop() }
        let response = try RawHTTPClient(port: server.port).request("HEAD", "/")
        #expect(response.status == 200)
        #expect(response.headers["content-length"] == "5")
        #expect(response.body == "")
    }

    @Test func aStreamSendsChunksUntilItEnds() throws {
        final class Countdown: HTTPEventStream, @unchecked Sendable {
            let remaining = Mutex(3)
            func next(wake: @escaping @Sendable () -> Void) -> HTTPStreamChunk {
                remaining.withLock { count in
                    guard count > 0 else { return .end }
                    count -= 1
                    return .bytes(Array("data: \(count)\n\n".utf8))
                }
            }
        }
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
            HTTPResponse(status: 200, headers: [("Content-Type", "text/event-stream")], body: .stream(Countdown()))
        }
        defer { server.stop() }
        let response = try RawHTTPClient(port: server.port).request("GET", "/events")
        #expect(response.headers["transfer-encoding"] == "chunked")
        #expect(response.body.contains("data: 2\n\n") && response.body.contains("data: 0\n\n"))
    }

    @Test func aTakenPortAndABadAddressAreErrors() throws {
        let first = try HTTPServer(host: "127.0.0.1", port: 0) { _ in HTTPResponse(status: 204) }
        defer { first.stop() }
        #expect(throws: HTTPServer.StartError.cannotListen(port: first.port)) {
            _ = try HTTPServer(host: "127.0.0.1", port: first.port) { _ in HTTPResponse(status: 204) }
        }
        #expect(throws: HTTPServer.StartError.badAddress("localhost")) {
            _ = try HTTPServer(host: "localhost", port: 0) { _ in HTTPResponse(status: 204) }
        }
    }

    @Test func stoppingReleasesThePort() throws {
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in HTTPResponse(status: 204) }
        let port = server.port
        server.stop()
        server.stop()
        let again = try HTTPServer(host: "127.0.0.1", port: port) { _ in HTTPResponse(status: 204) }
        again.stop()
        #expect(throws: (any Error).self) { try RawHTTPClient(port: port).connect() }
    }
}
