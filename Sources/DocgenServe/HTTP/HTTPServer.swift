import CMicroHTTPD
import Foundation
import Synchronization

/// An HTTP server on GNU libmicrohttpd: the only code that touches it. Requests arrive as
/// ``HTTPRequest`` values and are answered with ``HTTPResponse`` values; libmicrohttpd does the
/// parsing, the connections, HEAD (the headers of the GET answer, without the body) and timeouts.
///
/// A few threads poll every connection (epoll), so a slow or half-open client holds a socket and
/// no thread, and ``HTTPLimits`` bounds what all clients together may hold. A request is answered
/// as soon as its headers are in; a body is never read (the connection closes after the answer).
/// An event stream with nothing to send suspends its connection until it has.
public final class HTTPServer: Sendable {
    /// The address and port the server listens on.
    public let host: String
    public let port: UInt16
    private let daemon: Mutex<OpaquePointer?>
    private let handler: Handler

    /// Why a server could not start.
    public enum StartError: Error, Equatable, Sendable {
        /// The host is not an IPv4 or IPv6 address.
        case badAddress(String)
        /// The port is taken, or the system refused to listen on it.
        case cannotListen(port: UInt16)
        /// libmicrohttpd (Debian's libmicrohttpd12), loaded when a server first starts, is missing.
        case libraryMissing
    }

    /// Starts listening on `host` (an IPv4 or IPv6 address) and `port` (0 for any free port).
    public init(host: String, port: UInt16, limits: HTTPLimits = HTTPLimits(),
                handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(StartError) {
        guard host.utf8.allSatisfy({ $0 != 0 }), Self.isAddress(host) else { throw .badAddress(host) }
        guard docgen_http_load() != 0 else { throw .libraryMissing }
        OpenFileLimit.raise(toFit: limits.connections)
        let box = Handler(handler)
        let context = Unmanaged.passUnretained(box).toOpaque()
        let cLimits = docgen_http_limits(connections: UInt32(clamping: limits.connections),
                                         connectionsPerAddress: UInt32(clamping: limits.connectionsPerAddress),
                                         idleSeconds: UInt32(clamping: limits.idleTimeout), memoryPerConnection: limits.memoryPerConnection,
                                         threads: UInt32(clamping: max(1, limits.threads)))
        guard let started = docgen_http_start(host, port, Self.dispatch, context, cLimits) else {
            throw .cannotListen(port: port)
        }
        self.host = host
        self.port = docgen_http_port(started)
        self.handler = box
        daemon = Mutex<OpaquePointer?>(started)
    }

    /// Ends every event stream, stops listening and closes every connection. Safe to call twice.
    public func stop() {
        let running = daemon.withLock { current -> OpaquePointer? in
            defer { current = nil }
            return current
        }
        guard let running else { return }
        handler.suspensions.stopAll()
        docgen_http_stop_daemon(running)
    }

    deinit {
        stop()
    }

    private static func isAddress(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    /// libmicrohttpd's access handler: called when the headers are in, and answers then, so a
    /// body (which GET and HEAD do not have) is never read.
    private static let dispatch: MHD_AccessHandlerCallback = { context, connection, url, method, version, _, _, state in
        guard let context, let connection, let url, let method, let state else { return .NO }
        let handler = Unmanaged<Handler>.fromOpaque(context).takeUnretainedValue()
        var target = String(cString: url)
        if docgen_http_target_has_nul(url, version, state.pointee) != 0 { target += "\u{0}" }
        let request = HTTPRequest(method: String(cString: method), target: target, headers: headers(of: connection))
        return queue(handler.respond(request), on: connection, suspensions: handler.suspensions)
    }

    private static func headers(of connection: OpaquePointer) -> [String: String] {
        final class Collected { var headers: [String: String] = [:] }
        let collected = Collected()
        docgen_http_get_connection_values(connection, .HEADER_KIND, { context, _, key, value in
            guard let context, let key else { return .YES }
            let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
            let name = String(cString: key).lowercased(), value = value.map { String(cString: $0) } ?? ""
            collected.headers[name] = collected.headers[name].map { "\($0), \(value)" } ?? value
            return .YES
        }, Unmanaged.passUnretained(collected).toOpaque())
        return collected.headers
    }

    private static func queue(_ response: HTTPResponse, on connection: OpaquePointer, suspensions: SuspendedConnections) -> MHD_Result {
        let made: OpaquePointer?
        switch response.body {
        case .bytes(let bytes):
            made = bytes.withUnsafeBytes { buffer in
                docgen_http_create_response_from_buffer(buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress),
                                                .RESPMEM_MUST_COPY)
            }
        case .stream(let stream):
            let reader = StreamReader(stream, connection: connection, suspensions: suspensions)
            made = docgen_http_create_response_from_callback(UInt64.max, 4096, { context, _, buffer, capacity in
                guard let context, let buffer else { return MHD_CONTENT_READER_END_WITH_ERROR }
                return Unmanaged<StreamReader>.fromOpaque(context).takeUnretainedValue().read(into: buffer, capacity: capacity)
            }, Unmanaged.passRetained(reader).toOpaque(), { context in
                guard let context else { return }
                Unmanaged<StreamReader>.fromOpaque(context).release()
            })
        }
        guard let made else { return .NO }
        defer { docgen_http_destroy_response(made) }
        for (name, value) in response.headers {
            docgen_http_add_response_header(made, name, value)
        }
        return docgen_http_queue_response(connection, UInt32(response.status), made)
    }
}

/// The request handler, kept alive for as long as the server, and its waiting streams.
private final class Handler: Sendable {
    let respond: @Sendable (HTTPRequest) -> HTTPResponse
    let suspensions = SuspendedConnections()

    init(_ respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        self.respond = respond
    }
}
