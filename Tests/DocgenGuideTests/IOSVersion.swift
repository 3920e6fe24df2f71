/// An iOS release that introduced API the guide's samples use, named as a custom availability domain.
///
/// Linux's `swiftc` cannot target iOS, so `@available(iOS 15, *)` means nothing to it. The type-check
/// instead declares one domain per release after the oldest the guide covers (iOS 13), and rewrites
/// iOS availability into those domains; see ``AvailabilityRewriter``.
struct IOSVersion: Comparable, Hashable {
    var major: Int
    var minor = 0

    /// iOS 13: everything it had is available to every sample.
    static let baseline = IOSVersion(major: 13)

    /// Every version a stub or a block may name, oldest first.
    static let known: [IOSVersion] = [
        IOSVersion(major: 13), IOSVersion(major: 14), IOSVersion(major: 14, minor: 5), IOSVersion(major: 15),
        IOSVersion(major: 16), IOSVersion(major: 17), IOSVersion(major: 18), IOSVersion(major: 26), IOSVersion(major: 27),
    ]

    /// The versions after the baseline: one availability domain each.
    static var domains: [IOSVersion] { known.filter { $0 > baseline } }

    /// `iOS_14_5`: the custom availability domain for this version.
    var domainName: String { minor == 0 ? "iOS_\(major)" : "iOS_\(major)_\(minor)" }

    /// `iOS14.5`: how a block's info string names this version.
    var infoWord: String { minor == 0 ? "iOS\(major)" : "iOS\(major).\(minor)" }

    init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Reads `iOS14` or `iOS14.5` from an info string; nil for anything else.
    init?(infoWord: String) {
        guard let version = IOSVersion.known.first(where: { $0.infoWord == infoWord }) else { return nil }
        self = version
    }

    /// Reads the `15.0` of `@available(iOS 15.0, *)`.
    init?(declared text: Substring) {
        let parts = text.split(separator: ".").map { Int($0) }
        guard let major = parts.first ?? nil, parts.count <= 2, !parts.contains(nil) else { return nil }
        self.init(major: major, minor: parts.count == 2 ? parts[1]! : 0)
    }

    static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
