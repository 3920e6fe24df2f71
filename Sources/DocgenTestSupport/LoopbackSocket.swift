import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// TCP sockets on 127.0.0.1, for tests that connect to a server or hold a port so it is taken.
public enum LoopbackSocket {
    /// A socket connected to 127.0.0.1:`port`, from `source` (another loopback address, such as
    /// 127.0.0.2, is another client address to the server).
    public static func connected(to port: UInt16, from source: String = "127.0.0.1") throws -> Int32 {
        let socket = try make()
        guard withAddress(source, port: 0, { bind(socket, $0, $1) }) == 0,
              withAddress(port: port, { Glibc.connect(socket, $0, $1) }) == 0 else {
            close(socket)
            throw POSIXError(.ECONNREFUSED)
        }
        return socket
    }

    /// A socket listening on 127.0.0.1:`port` (0: a free port the system chooses), which holds
    /// the port until it is closed.
    public static func listening(on port: UInt16) throws -> Int32 {
        let socket = try make()
        guard withAddress(port: port, { bind(socket, $0, $1) }) == 0, listen(socket, 1) == 0 else {
            close(socket)
            throw POSIXError(.EADDRINUSE)
        }
        return socket
    }

    /// The port `socket` is bound to.
    public static func port(of socket: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let found = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard found == 0 else { throw POSIXError(.EBADF) }
        return UInt16(bigEndian: address.sin_port)
    }

    private static func make() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        return socket
    }

    /// `body` given `host`:`port` as a `sockaddr` and its length.
    private static func withAddress(_ host: String = "127.0.0.1", port: UInt16, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr(host)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }
}
