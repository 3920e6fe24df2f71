import DocgenCheck
import Foundation
import Testing

@Suite("ExternalLinkChecker against a local server")
struct ExternalLinkCheckerTests {
    private func summary(_ result: ExternalLinkResult) -> String {
        "\(result.outcome.rawValue) \(result.status.map(String.init) ?? "-") \(result.detail)"
    }

    @Test("each definitive outcome is reported exactly")
    func outcomes() async throws {
        try await withLocalServer { server in
            let urls = ["/ok", "/missing", "/gone", "/redirect", "/head-not-allowed"].map(server.url)
            let results = await ExternalLinkChecker.check(urls, options: fastOptions())

            #expect(results.map(\.url) == urls)
            #expect(results.map(summary) == [
                "ok 200 HTTP 200",
                "broken 404 HTTP 404",
                "broken 410 HTTP 410",
                "ok 200 HTTP 200 (redirected to \(server.url("/ok")))",
                "ok 200 HTTP 200",
            ])
            let stats = try await server.stats()
            #expect(stats.count("HEAD /head-not-allowed") == 1)
            #expect(stats.count("GET /head-not-allowed") == 1)
            #expect(stats.count("HEAD /redirect") == 1)
            #expect(stats.count("GET /ok") == 0)
        }
    }

    @Test("a GET answered with a large body is ok, and a redirect loop is reported")
    func largeBodyAndRedirectLoop() async throws {
        try await withLocalServer { server in
            let results = await ExternalLinkChecker.check([server.url("/large-body"), server.url("/loop")], options: fastOptions(attempts: 1))
            #expect(results.map(summary) == ["ok 200 HTTP 200", "unreachable - too many redirects"])
            let stats = try await server.stats()
            #expect(stats.count("GET /large-body") == 1)
            #expect(stats.count("HEAD /loop") == 17, "the first request and 16 redirects")
        }
    }

    @Test("invalid URLs are unreachable without any request")
    func invalidURLs() async {
        let urls = ["mailto:someone@example.com", "ftp://example.com/file", "http://", "no scheme here", "/relative/path"]
        let results = await ExternalLinkChecker.check(urls, options: fastOptions())
        #expect(results.map(summary) == [
            "unreachable - unsupported scheme \"mailto\"",
            "unreachable - unsupported scheme \"ftp\"",
            "unreachable - invalid URL: no host",
            "unreachable - invalid URL",
            "unreachable - invalid URL",
        ])
    }

    @Test("duplicates are checked once and first-occurrence order is kept")
    func duplicatesAndOrder() async throws {
        try await withLocalServer { server in
            let urls = ["/missing", "/ok", "/missing", "/ok#section", "/gone", "/ok"].map(server.url)
            let results = await ExternalLinkChecker.check(urls, options: fastOptions())

            #expect(results.map(\.url) == ["/missing", "/ok", "/ok#section", "/gone"].map(server.url))
            #expect(results.map(\.status) == [404, 200, 200, 410])
            let stats = try await server.stats()
            #expect(stats.count("HEAD /ok") == 1)
            #expect(stats.count("HEAD /missing") == 1)
        }
    }

    @Test("transient 503s are retried with backoff until the third attempt succeeds")
    func retriesFlakyServer() async throws {
        try await withLocalServer { server in
            let clock = RecordingClock()
            let results = await ExternalLinkChecker.check([server.url("/flaky")], options: fastOptions(clock: clock))

            #expect(results.map(summary) == ["ok 200 HTTP 200 after 3 attempts"])
            let stats = try await server.stats()
            #expect(stats.count("HEAD /flaky") == 3)
            #expect(clock.requestedWaits == [0.05, 0.1], "the backoff doubles")
        }
    }

    @Test("persistent 503s are reported as broken once attempts run out")
    func exhaustedRetries() async throws {
        try await withLocalServer { server in
            let clock = RecordingClock()
            let results = await ExternalLinkChecker.check([server.url("/always-503")], options: fastOptions(clock: clock))
            #expect(results.map(summary) == ["broken 503 HTTP 503 after 3 attempts"])
            let stats = try await server.stats()
            #expect(stats.count("HEAD /always-503") == 3)
            #expect(clock.requestedWaits == [0.05, 0.1], "no wait after the last attempt")
        }
    }

    @Test("429 with Retry-After is retried after the requested delay, 30 s at the most", arguments: [(2.0, 2.0), (3600, 30)])
    func honoursRetryAfter(requested: Double, waited: Double) async throws {
        try await withLocalServer { server in
            let clock = RecordingClock()
            let url = server.url("/retry-after?seconds=\(Int(requested))")
            let results = await ExternalLinkChecker.check([url], options: fastOptions(clock: clock))

            #expect(results.map(summary) == ["ok 200 HTTP 200 after 2 attempts"])
            #expect(clock.requestedWaits == [waited], "Retry-After overrides the 0.05 s backoff")
        }
    }

    @Test("a server slower than the timeout is unreachable: timed out")
    func timeout() async throws {
        try await withLocalServer { server in
            // The server answers after a minute; had the 0.2 s timeout not fired, the result would
            // be "ok 200". A timeout is retried after the backoff.
            let clock = RecordingClock()
            var options = fastOptions(attempts: 2, clock: clock)
            options.timeout = 0.2
            let results = await ExternalLinkChecker.check([server.url("/late")], options: options)
            #expect(results.map(summary) == ["unreachable - timed out after 2 attempts"])
            #expect(clock.requestedWaits == [0.05])
        }
    }

    @Test("a refused connection is unreachable")
    func connectionRefused() async throws {
        let closedPort = try withLocalServerPortThenStop()
        let results = await ExternalLinkChecker.check(["http://127.0.0.1:\(closedPort)/ok"], options: fastOptions(attempts: 1))
        #expect(results.map(summary) == ["unreachable - cannot connect to host (connection refused?)"])
    }

    @Test("no more than maxPerHost requests are in flight to one host")
    func perHostLimit() async throws {
        try await withLocalServer { server in
            var options = fastOptions()
            options.maxConcurrent = 8
            options.maxPerHost = 2
            let urls = (0..<20).map { server.url("/concurrency?i=\($0)") }
            let results = await ExternalLinkChecker.check(urls, options: options)

            #expect(results.allSatisfy { $0.outcome == .ok })
            let stats = try await server.stats()
            #expect(stats.maxInFlight == 2)
        }
    }

    @Test("no more than maxConcurrent requests are in flight overall")
    func globalLimit() async throws {
        try await withLocalServer { server in
            var options = fastOptions()
            options.maxConcurrent = 1
            options.maxPerHost = 4
            let urls = (0..<6).map { server.url("/concurrency?i=\($0)") }
            let results = await ExternalLinkChecker.check(urls, options: options)

            #expect(results.allSatisfy { $0.outcome == .ok })
            let stats = try await server.stats()
            #expect(stats.maxInFlight == 1)
        }
    }

    /// Returns a port that was just in use by a server and is now closed.
    private func withLocalServerPortThenStop() throws -> Int {
        let server = try LocalTestServer()
        server.stop()
        return server.port
    }
}
