@testable import DocgenCheck
import Foundation
import Testing

@Suite("Link cache")
struct LinkCacheTests {
    /// A fresh cache file path in its own temporary directory, removed by `removeDirectory(of:)`.
    private func temporaryCachePath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("extlinks-\(UUID().uuidString)")
            .appendingPathComponent("links.json").path
    }

    private func removeDirectory(of path: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    private func contents(of path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("a second run with the server stopped returns the cached answers unchanged")
    func servesCachedAnswersOffline() async throws {
        let cachePath = temporaryCachePath()
        defer { removeDirectory(of: cachePath) }
        let options = fastOptions(attempts: 1, cachePath: cachePath)

        let (urls, firstRun) = try await withLocalServer { server in
            let urls = ["/ok", "/missing", "/gone", "/redirect"].map(server.url)
            return (urls, await ExternalLinkChecker.check(urls, options: options))
        }
        #expect(firstRun.map(\.status) == [200, 404, 410, 200])
        let fileAfterFirstRun = try contents(of: cachePath)

        let secondRun = await ExternalLinkChecker.check(urls, options: options)
        #expect(secondRun == firstRun)
        #expect(try contents(of: cachePath) == fileAfterFirstRun, "rewriting unchanged entries gives identical bytes")
    }

    @Test("fresh entries are used without a request; expired ones are checked again")
    func expiry() async throws {
        let cachePath = temporaryCachePath()
        defer { removeDirectory(of: cachePath) }
        let clock = RecordingClock()
        var options = fastOptions(cachePath: cachePath, clock: clock)
        options.cacheMaxAge = 100
        let now = clock.now

        try await withLocalServer { server in
            var seeded = LinkCache()
            seeded.record(ExternalLinkResult(url: "", outcome: .ok, status: 200, detail: "HTTP 200 (seeded)", checkedAt: now - 10),
                          forKey: server.url("/ok"))
            seeded.record(ExternalLinkResult(url: "", outcome: .ok, status: 200, detail: "HTTP 200 (stale)", checkedAt: now - 1_000),
                          forKey: server.url("/missing"))
            try seeded.save(to: cachePath)

            let results = await ExternalLinkChecker.check([server.url("/ok"), server.url("/missing")], options: options)

            #expect(results.map(\.detail) == ["HTTP 200 (seeded)", "HTTP 404"])
            #expect(results[0].checkedAt == now - 10)
            let stats = try await server.stats()
            #expect(stats.count("HEAD /ok") == 0)
            #expect(stats.count("HEAD /missing") == 1)
            let stored = LinkCache.load(from: cachePath).entries
            #expect(stored[server.url("/missing")]?.status == 404)
            #expect(stored[server.url("/missing")]?.checkedAt == now)
        }
    }

    @Test("only definitive answers are cached; errors, timeouts and 5xx are not")
    func errorsAreNotCached() async throws {
        let cachePath = temporaryCachePath()
        defer { removeDirectory(of: cachePath) }
        var options = fastOptions(attempts: 1, cachePath: cachePath)
        options.timeout = 0.2

        try await withLocalServer { server in
            let urls = ["/ok", "/late", "/always-503", "/missing", "/gone"].map(server.url)
                + ["http://127.0.0.1:1/refused", "mailto:someone@example.com"]
            let results = await ExternalLinkChecker.check(urls, options: options)

            #expect(results.map(\.outcome) == [.ok, .unreachable, .broken, .broken, .broken, .unreachable, .unreachable])
            let storedKeys = LinkCache.load(from: cachePath).entries.keys.sorted()
            #expect(storedKeys == ["/gone", "/missing", "/ok"].map(server.url))
        }
    }

    @Test("the cache file is deterministic JSON with sorted keys")
    func deterministicEncoding() throws {
        let first = ExternalLinkResult(url: "", outcome: .ok, status: 200, detail: "HTTP 200", checkedAt: 1_700_000_000.5)
        let second = ExternalLinkResult(url: "", outcome: .broken, status: 404, detail: "HTTP 404", checkedAt: 1_700_000_001)
        var forwards = LinkCache()
        forwards.record(first, forKey: "https://b.example/x")
        forwards.record(second, forKey: "https://a.example/y")
        var backwards = LinkCache()
        backwards.record(second, forKey: "https://a.example/y")
        backwards.record(first, forKey: "https://b.example/x")

        let text = String(decoding: try forwards.encoded(), as: UTF8.self)
        #expect(try backwards.encoded() == forwards.encoded())
        #expect(text == """
        {
          "entries" : {
            "https://a.example/y" : {
              "checkedAt" : 1700000001,
              "detail" : "HTTP 404",
              "outcome" : "broken",
              "status" : 404
            },
            "https://b.example/x" : {
              "checkedAt" : 1700000000.5,
              "detail" : "HTTP 200",
              "outcome" : "ok",
              "status" : 200
            }
          },
          "version" : 1
        }

        """)
    }

    @Test("a corrupt cache file is ignored and replaced")
    func corruptFile() async throws {
        let cachePath = temporaryCachePath()
        defer { removeDirectory(of: cachePath) }
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: cachePath).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: URL(fileURLWithPath: cachePath))

        try await withLocalServer { server in
            let results = await ExternalLinkChecker.check([server.url("/ok")], options: fastOptions(cachePath: cachePath))
            #expect(results.map(\.outcome) == [.ok])
            #expect(LinkCache.load(from: cachePath).entries.keys.sorted() == [server.url("/ok")])
        }
    }
}
