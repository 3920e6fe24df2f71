/// A request as the server hands it over: the method, the target's path exactly as the client
/// sent it (still percent-encoded; libmicrohttpd keeps the query apart) and the headers, by
/// lower-cased name, a field sent twice as one value joined by `, ` (as HTTP combines them).
///
/// A NUL byte sent raw in the target, which libmicrohttpd's C string cannot hold, is kept as a
/// `\0` where the target was cut, so that it is refused rather than the shorter path served.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    public var target: String
    public var headers: [String: String]

    public init(method: String, target: String, headers: [String: String] = [:]) {
        self.method = method
        self.target = target
        self.headers = headers
    }
}

/// An answer: a status, headers, and either bytes or an open-ended stream.
public struct HTTPResponse: Sendable {
    public enum Body: Sendable {
        case bytes([UInt8])
        /// Chunks sent as they come, until the stream ends (server-sent events).
        case stream(HTTPEventStream)
    }

    public var status: Int
    public var headers: [(String, String)]
    public var body: Body

    public init(status: Int, headers: [(String, String)] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// A source of chunks for a streamed response. The server asks for the next chunk on one of its
/// few polling threads, so the stream must never block: when it has nothing yet, it says
/// `.later` and calls `wake` once when it may have something.
public protocol HTTPEventStream: AnyObject, Sendable {
    func next(wake: @escaping @Sendable () -> Void) -> HTTPStreamChunk
}

/// What an ``HTTPEventStream`` has for its connection now.
public enum HTTPStreamChunk: Sendable, Equatable {
    /// Bytes to send.
    case bytes([UInt8])
    /// Nothing yet: the connection waits, holding no thread, until `wake` is called.
    case later
    /// The response is complete.
    case end
}
