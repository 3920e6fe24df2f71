import Foundation

/// Which `Host` a request may name: the address served, with the port served. A page of another
/// site that renames itself to this machine's address (DNS rebinding) still sends its own name,
/// so it is refused and cannot read the site or its event stream.
///
/// - Bound to a loopback address: that address, `127.0.0.1`, `[::1]` and `localhost`.
/// - Bound to a wildcard (`0.0.0.0`, `::`): any IP address, and `localhost`; never a name.
/// - Bound to another address: that address.
///
/// Names compare without case; `localhost.`, userinfo (`a@host`), a zone (`[fe80::1%eth0]`) or
/// a port other than the one served are refused. A Host without a port means port 80 (RFC 9110),
/// so it is accepted only by a server on port 80.
struct HostCheck: Sendable {
    enum Verdict: Equatable {
        case allowed
        /// No Host at all (400).
        case missing
        /// Not a host and port, or two of them (400, as RFC 9112 asks).
        case malformed
        /// A host and port this server does not answer for (421 Misdirected Request).
        case foreign
    }

    private let addresses: Set<[UInt8]>
    private let acceptsAnyAddress: Bool
    private let acceptsLocalhost: Bool
    private let port: UInt16
    /// The Hosts accepted, as a browser writes them, for messages.
    let accepted: [String]

    /// The check for a server bound to `host` (an IPv4 or IPv6 address) and `port`.
    init(host: String, port: UInt16) {
        let bound = Self.address(host) ?? []
        let isLoopback = bound == Self.address("::1") || (bound.count == 4 && bound[0] == 127)
        acceptsAnyAddress = bound == Self.address("0.0.0.0") || bound == Self.address("::")
        acceptsLocalhost = isLoopback || acceptsAnyAddress
        var addresses: Set<[UInt8]> = [bound]
        if isLoopback { addresses.formUnion([Self.address("127.0.0.1"), Self.address("::1")].compactMap { $0 }) }
        self.addresses = addresses
        self.port = port
        let literal = host.contains(":") ? "[\(host)]" : host
        var accepted = [literal]
        if isLoopback { accepted += ["127.0.0.1", "localhost", "[::1]"].filter { $0 != literal } }
        if acceptsAnyAddress { accepted = ["any IP address", "localhost"] }
        self.accepted = accepted.map { "\($0):\(port)" }
    }

    func verdict(_ header: String?) -> Verdict {
        guard let header else { return .missing }
        guard let (name, port) = Self.split(header) else { return .malformed }
        guard port == self.port else { return .foreign }
        if let address = Self.address(name) {
            return acceptsAnyAddress || addresses.contains(address) ? .allowed : .foreign
        }
        return acceptsLocalhost && name == "localhost" ? .allowed : .foreign
    }

    /// The host (lower-cased, an IPv6 address without its brackets) and port of a Host value;
    /// nil when it is not `host[:port]` as RFC 3986 spells them.
    static func split(_ value: String) -> (name: String, port: UInt16)? {
        var name = Substring(value.lowercased()), portText: Substring?
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return nil }
            let rest = name[name.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return nil }
            portText = rest.isEmpty ? nil : rest.dropFirst()
            name = name[name.index(after: name.startIndex)..<close]
            guard name.contains(":"), address(String(name))?.count == 16 else { return nil }
        } else {
            if let colon = name.lastIndex(of: ":") {
                portText = name[name.index(after: colon)...]
                name = name[..<colon]
            }
            guard !name.isEmpty, name.unicodeScalars.allSatisfy(isNameCharacter) else { return nil }
        }
        guard let portText, !portText.isEmpty else { return (String(name), 80) }
        guard portText.count <= 5, portText.allSatisfy(\.isASCIIDigit), let port = UInt16(portText) else { return nil }
        return (String(name), port)
    }

    /// RFC 3986's reg-name: unreserved characters, sub-delimiters and `%`.
    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~!$&'()*+,;=%".unicodeScalars.contains(scalar))
    }

    /// The bytes of an IPv4 (4) or IPv6 (16) address written as text; nil for anything else.
    private static func address(_ text: String) -> [UInt8]? {
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: v4) { Array($0) } }
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: v6) { Array($0) } }
        return nil
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
