/// A request as the server hands it over: the method, the target's path exactly as the client
/// sent it (still percent-encoded; libmicrohttpd keeps the query apart) and the headers, by
/// lower-cased name.
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

/// A source of chunks for a streamed response, read on the connection's own thread.
public protocol HTTPEventStream: AnyObject, Sendable {
    /// The next chunk, waiting for it as long as needed; nil ends the response.
    func next() -> [UInt8]?
}
