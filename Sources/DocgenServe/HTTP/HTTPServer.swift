import CMicroHTTPD
import Foundation
import Synchronization

/// An HTTP server on GNU libmicrohttpd: the only code that touches it. Requests arrive as
/// ``HTTPRequest`` values and are answered with ``HTTPResponse`` values; libmicrohttpd does the
/// parsing, the connections, HEAD (the headers of the GET answer, without the body) and timeouts.
///
/// Each connection has its own thread, so a slow or half-open client, or a long event stream,
/// holds only its own thread; an idle connection is closed after `timeout` seconds.
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
    public init(host: String, port: UInt16, timeout: Int = 10, connectionLimit: Int = 1000,
                handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(StartError) {
        guard host.utf8.allSatisfy({ $0 != 0 }), Self.isAddress(host) else { throw .badAddress(host) }
        guard docgen_http_load() != 0 else { throw .libraryMissing }
        let box = Handler(handler)
        let context = Unmanaged.passUnretained(box).toOpaque()
        guard let started = docgen_http_start(host, port, Self.dispatch, context, UInt32(clamping: timeout), UInt32(clamping: connectionLimit)) else {
            throw .cannotListen(port: port)
        }
        self.host = host
        self.port = docgen_http_port(started)
        self.handler = box
        daemon = Mutex<OpaquePointer?>(started)
    }

    /// Stops listening and closes every connection; event streams are ended first by their
    /// owners, so that no thread is left waiting. Safe to call twice.
    public func stop() {
        let running = daemon.withLock { current -> OpaquePointer? in
            defer { current = nil }
            return current
        }
        if let running { docgen_http_stop_daemon(running) }
    }

    deinit {
        stop()
    }

    private static func isAddress(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    /// libmicrohttpd's access handler: called once when the headers are in (the request is
    /// answered then; a body, which GET and HEAD do not have, is discarded).
    private static let dispatch: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, uploadSize, state in
        guard let context, let connection, let url, let method, let state else { return .NO }
        if state.pointee == nil {
            // First call: headers only. Mark the connection and wait for the body's end.
            state.pointee = UnsafeMutableRawPointer(bitPattern: 1)
            return .YES
        }
        if let uploadSize, uploadSize.pointee > 0 {
            uploadSize.pointee = 0
            return .YES
        }
        let handler = Unmanaged<Handler>.fromOpaque(context).takeUnretainedValue()
        let request = HTTPRequest(method: String(cString: method), target: String(cString: url),
                                  headers: headers(of: connection))
        return queue(handler.respond(request), on: connection)
    }

    private static func headers(of connection: OpaquePointer) -> [String: String] {
        final class Collected { var headers: [String: String] = [:] }
        let collected = Collected()
        docgen_http_get_connection_values(connection, .HEADER_KIND, { context, _, key, value in
            guard let context, let key else { return .YES }
            let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
            collected.headers[String(cString: key).lowercased()] = value.map { String(cString: $0) } ?? ""
            return .YES
        }, Unmanaged.passUnretained(collected).toOpaque())
        return collected.headers
    }

    private static func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let made: OpaquePointer?
        switch response.body {
        case .bytes(let bytes):
            made = bytes.withUnsafeBytes { buffer in
                docgen_http_create_response_from_buffer(buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress),
                                                .RESPMEM_MUST_COPY)
            }
        case .stream(let stream):
            let reader = StreamReader(stream)
            made = docgen_http_create_response_from_callback(UInt64.max, 1024, { context, _, buffer, capacity in
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

/// The request handler, kept alive for as long as the server.
private final class Handler: Sendable {
    let respond: @Sendable (HTTPRequest) -> HTTPResponse

    init(_ respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        self.respond = respond
    }
}

/// Feeds an ``HTTPEventStream``'s chunks to libmicrohttpd, which asks for bytes on the
/// connection's own thread; a chunk larger than the buffer is handed over in parts.
private final class StreamReader: @unchecked Sendable {
    // Touched only by the connection's thread.
    private let stream: HTTPEventStream
    private var pending: [UInt8] = []
    private var offset = 0

    init(_ stream: HTTPEventStream) {
        self.stream = stream
    }

    func read(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
        if offset == pending.count {
            guard let next = stream.next() else { return MHD_CONTENT_READER_END_OF_STREAM }
            pending = next
            offset = 0
        }
        let count = min(capacity, pending.count - offset)
        pending.withUnsafeBytes { source in
            UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress! + offset, byteCount: count)
        }
        offset += count
        return count
    }
}
