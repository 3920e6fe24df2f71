/// What one ``HTTPServer`` may hold, so that no client, slow or hostile, can exhaust it or lock
/// the others out.
///
/// The defaults let a browser do all it does (it opens at most 6 connections to one server, and
/// every tab's event stream holds one) with room to spare, and bound the server's memory for
/// connections to `connections × memoryPerConnection` (32 MiB).
public struct HTTPLimits: Sendable, Equatable {
    /// Connections open at once, in all; further ones wait in the system's queue until one closes.
    public var connections: Int
    /// Connections open at once from one client address. All local clients share 127.0.0.1, so
    /// this keeps a host on the network (`--host`) from taking every connection, not a local one.
    public var connectionsPerAddress: Int
    /// Seconds after which a connection that sends and receives nothing is closed: a half-sent
    /// request, an idle keep-alive connection, a client that stopped reading.
    public var idleTimeout: Int
    /// Bytes each connection may use for its request line and headers, and to send; headers
    /// beyond it get 431.
    public var memoryPerConnection: Int
    /// Threads that poll every connection (epoll); a slow client holds none of them.
    public var threads: Int

    public init(connections: Int = 1000, connectionsPerAddress: Int = 500, idleTimeout: Int = 10,
                memoryPerConnection: Int = 32 * 1024, threads: Int = 2) {
        self.connections = connections
        self.connectionsPerAddress = connectionsPerAddress
        self.idleTimeout = idleTimeout
        self.memoryPerConnection = memoryPerConnection
        self.threads = threads
    }
}
