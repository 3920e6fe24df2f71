import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A client that speaks HTTP/1.1 over a plain socket, so tests control every byte sent
/// (half requests, odd targets) and see every byte answered.
public struct RawHTTPClient: Sendable {
    public var port: UInt16

    public init(port: UInt16) {
        self.port = port
    }

    /// The Host header's value a browser sends to this server: `127.0.0.1:PORT`.
    public var host: String { "127.0.0.1:\(port)" }

    /// Sends `request` as it is and reads until the server closes. `timeout` only guards against
    /// a hang: a loaded machine may be slow to answer.
    public func exchange(_ request: String, timeout: Double = 30) throws -> String {
        let socket = try connect()
        defer { close(socket) }
        try send(request, on: socket)
        return String(decoding: try readAll(socket, timeout: timeout), as: UTF8.self)
    }

    /// `GET target` (or another method) with `Connection: close` and extra header lines.
    public func request(_ method: String = "GET", _ target: String, headers: [String] = []) throws -> RawResponse {
        let text = ([ "\(method) \(target) HTTP/1.1", "Host: \(host)", "Connection: close"] + headers).joined(separator: "\r\n") + "\r\n\r\n"
        return RawResponse(try exchange(text))
    }

    /// A connected socket, for tests that keep one open.
    public func connect() throws -> Int32 {
        try LoopbackSocket.connected(to: port)
    }

    public func send(_ text: String, on socket: Int32) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw POSIXError(.EPIPE) }
            sent += count
        }
    }

    /// Reads until what was read contains `marker` or the peer closes. `timeout` only guards
    /// against a hang: the read ends as soon as the marker arrives.
    public func read(_ socket: Int32, until marker: String, timeout: Double = 30) throws -> String {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        while !String(decoding: received, as: UTF8.self).contains(marker), let chunk = receive(socket, before: deadline) {
            received += chunk
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Reads until the peer closes, or until `timeout` seconds pass without the close.
    public func readAll(_ socket: Int32, timeout: Double) throws -> [UInt8] {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        while let chunk = receive(socket, before: deadline) { received += chunk }
        return received
    }

    /// True when the peer closes `socket` within `timeout` seconds (what it sends first is read
    /// and dropped); false when it is still open then.
    public func isClosedByPeer(_ socket: Int32, within timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var poll = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let milliseconds = deadline.timeIntervalSinceNow * 1000
            guard milliseconds > 0, Glibc.poll(&poll, 1, Int32(max(1, milliseconds))) > 0 else { return false }
            if buffer.withUnsafeMutableBytes({ recv(socket, $0.baseAddress, $0.count, 0) }) <= 0 { return true }
        }
    }

    /// The next bytes to arrive, or nil when the peer closes or `deadline` passes first.
    private func receive(_ socket: Int32, before deadline: Date) -> [UInt8]? {
        var poll = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let milliseconds = deadline.timeIntervalSinceNow * 1000
        guard milliseconds > 0, Glibc.poll(&poll, 1, Int32(max(1, milliseconds))) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(buffer[..<count]) : nil
    }
}

/// A response split into its status, headers (lower-cased names) and body.
public struct RawResponse {
    public var status: Int
    public var headers: [String: String]
    public var body: String

    public init(_ text: String) {
        let parts = text.components(separatedBy: "\r\n\r\n")
        let head = parts.first?.components(separatedBy: "\r\n") ?? []
        status = head.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        body = parts.dropFirst().joined(separator: "\r\n\r\n")
    }
}
