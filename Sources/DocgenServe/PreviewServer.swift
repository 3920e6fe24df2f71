import DocgenCore
import Synchronization

/// `docgen serve`'s web server: the latest good build of the site, from memory, over
/// libmicrohttpd, with live reload for the pages it serves.
///
/// - Only requests whose `Host` is the address served are answered (see ``HostCheck``): others
///   get 421, or 400 without a Host, and a line on the console, at most one per 10 s.
/// - GET and HEAD only (anything else: 405 with `Allow`).
/// - A folder is served by its `index.html`; `/guide` redirects to `/guide/` when that is a folder.
/// - Every answer has an `ETag` and `Cache-Control: no-cache`; `If-None-Match` gets a 304.
/// - A missing file gets the site's own `404.html` with status 404.
/// - A path that could leave the site is refused with 400 (see ``RequestRoute``).
public final class PreviewServer: Sendable {
    public let liveReload = LiveReload()
    private let site: Mutex<ServedSite>
    private let http: Mutex<HTTPServer?> = Mutex(nil)
    private let hostCheck: Mutex<HostCheck?> = Mutex(nil)
    private let refusals: RefusalLog

    /// `log` prints one line (without its line break) about refused requests.
    public init(site: ServedSite, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.site = Mutex(site)
        refusals = RefusalLog(write: log)
    }

    /// The address it listens on, once started.
    public var port: UInt16? { http.withLock { $0?.port } }

    /// Starts listening on `host`:`port` (0 for any free port).
    public func start(host: String, port: UInt16, limits: HTTPLimits = HTTPLimits()) throws(HTTPServer.StartError) {
        let server = try HTTPServer(host: host, port: port, limits: limits) { [weak self] request in
            self?.answer(request) ?? HTTPResponse(status: 503)
        }
        hostCheck.withLock { $0 = HostCheck(host: host, port: server.port) }
        http.withLock { $0 = server }
    }

    /// Serves `change` applied to the site being served, from now on; requests already answered
    /// keep what they had. Changes from several threads (a rebuild, a search index) each see the
    /// others'.
    public func update(_ change: (ServedSite) -> ServedSite) {
        site.withLock { $0 = change($0) }
    }

    /// The site being served.
    public var current: ServedSite { site.withLock { $0 } }

    /// Ends the event streams, then stops listening and releases the port.
    public func stop() {
        liveReload.close()
        let server = http.withLock { current -> HTTPServer? in
            defer { current = nil }
            return current
        }
        server?.stop()
        refusals.flush()
    }

    /// The answer to one request.
    func answer(_ request: HTTPRequest) -> HTTPResponse {
        if let refusal = refusal(ofHost: request.headers["host"]) { return refusal }
        guard request.method == "GET" || request.method == "HEAD" else {
            return text(405, "405 Method Not Allowed: docgen serve answers GET and HEAD only\n", extra: [("Allow", "GET, HEAD")])
        }
        let path: String
        switch RequestRoute(target: request.target) {
        case .refused(let reason): return text(400, "400 Bad Request: \(reason)\n")
        case .file(let routed): path = routed
        }
        if path == LiveReloadScript.eventsPath {
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-cache")],
                                body: .stream(liveReload.subscribe()))
        }
        if path == LiveReloadScript.path {
            return file(ServedSite.File(bytes: Array(LiveReloadScript.source.utf8), entityTag: EntityTag.of(Array(LiveReloadScript.source.utf8)),
                                        mediaType: MediaType.of(path)), request: request, status: 200)
        }
        let served = current
        if served.files.isEmpty {
            // No good build yet: a page that loads the live-reload script, so the errors show
            // and the site appears as soon as a build succeeds.
            return file(withLiveReload(Self.waitingPage, path: "index.html"), request: request, status: 503)
        }
        if let found = served.files[path] {
            return file(withLiveReload(found, path: path), request: request, status: 200)
        }
        if served.files[path + "/index.html"] != nil {
            return HTTPResponse(status: 301, headers: [("Location", request.target + "/"), ("Cache-Control", "no-cache")])
        }
        if let notFound = served.files["404.html"] {
            return file(withLiveReload(notFound, path: "404.html"), request: request, status: 404)
        }
        return text(404, "404 Not Found\n")
    }

    /// The answer to a request whose Host this server does not answer for; nil when it does.
    private func refusal(ofHost host: String?) -> HTTPResponse? {
        guard let check = hostCheck.withLock({ $0 }) else { return text(503, "503 Service Unavailable: starting\n") }
        // Quoted as JSON, so that escape sequences in it cannot reach the terminal.
        let shown = JSONText.quoted(String(host?.prefix(200) ?? ""))
        switch check.verdict(host) {
        case .allowed:
            return nil
        case .missing:
            refusals.record("refused a request without a Host header (400)")
            return text(400, "400 Bad Request: the request has no Host header\n")
        case .malformed:
            refusals.record("refused a request with Host \(shown) (400): not one host and port")
            return text(400, "400 Bad Request: the Host header is not one host and port\n")
        case .foreign:
            let accepted = check.accepted.joined(separator: ", ")
            refusals.record("refused a request for Host \(shown) (421): docgen serve answers for \(accepted) only")
            return text(421, "421 Misdirected Request: this server answers for \(accepted) only\n")
        }
    }

    static let waitingPage: ServedSite.File = {
        let html = Array("""
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8" /><title>docgen serve</title></head>
            <body><p>docgen serve: waiting for a build without errors.</p></body></html>

            """.utf8)
        return ServedSite.File(bytes: html, entityTag: EntityTag.of(html), mediaType: "text/html; charset=utf-8")
    }()

    /// An HTML page with the live-reload script; other files as they are.
    private func withLiveReload(_ file: ServedSite.File, path: String) -> ServedSite.File {
        guard file.mediaType.hasPrefix("text/html") || file.mediaType.hasPrefix("application/xhtml+xml") else { return file }
        var copy = file
        copy.bytes = LiveReloadScript.inject(into: file.bytes)
        return copy
    }

    private func file(_ file: ServedSite.File, request: HTTPRequest, status: Int) -> HTTPResponse {
        let headers = [("Content-Type", file.mediaType), ("ETag", file.entityTag), ("Cache-Control", "no-cache"),
                       ("X-Content-Type-Options", "nosniff")]
        if status == 200, let condition = request.headers["if-none-match"], EntityTag.matches(condition, file.entityTag) {
            return HTTPResponse(status: 304, headers: headers.filter { $0.0 != "Content-Type" })
        }
        return HTTPResponse(status: status, headers: headers, body: .bytes(file.bytes))
    }

    private func text(_ status: Int, _ message: String, extra: [(String, String)] = []) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-cache")] + extra,
                     body: .bytes(Array(message.utf8)))
    }
}
