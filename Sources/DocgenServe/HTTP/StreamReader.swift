import CMicroHTTPD

/// Feeds an ``HTTPEventStream``'s chunks to libmicrohttpd, which asks for bytes on one of its
/// polling threads: a chunk larger than the buffer is handed over in parts, and when the stream
/// has nothing yet the connection is suspended until the stream wakes it.
final class StreamReader: @unchecked Sendable {
    // Touched only by the thread that polls this connection (and never by two at once).
    private let stream: HTTPEventStream
    private let connection: OpaquePointer
    private let suspensions: SuspendedConnections
    private var pending: [UInt8] = []
    private var offset = 0

    init(_ stream: HTTPEventStream, connection: OpaquePointer, suspensions: SuspendedConnections) {
        self.stream = stream
        self.connection = connection
        self.suspensions = suspensions
    }

    /// Up to `capacity` bytes into `buffer`: their count, 0 once the connection is suspended,
    /// or libmicrohttpd's end of stream.
    func read(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
        while offset == pending.count {
            // A pointer is not Sendable; its address is, and stays valid while the connection waits.
            let address = UInt(bitPattern: connection), suspensions = suspensions
            switch stream.next(wake: { OpaquePointer(bitPattern: address).map(suspensions.wake) }) {
            case .bytes(let bytes):
                pending = bytes
                offset = 0
            case .end:
                return MHD_CONTENT_READER_END_OF_STREAM
            case .later:
                if suspensions.suspend(connection) { return 0 }
                if suspensions.isStopping { return MHD_CONTENT_READER_END_WITH_ERROR }
                // Woken before it could wait: the stream has something, or will say later again.
            }
        }
        let count = min(capacity, pending.count - offset)
        pending.withUnsafeBytes { source in
            UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress! + offset, byteCount: count)
        }
        offset += count
        return count
    }
}
