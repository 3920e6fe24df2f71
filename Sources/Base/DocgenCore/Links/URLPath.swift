/// The path part of an absolute URL, ending in `/`.
public enum URLPath {
    public static func path(of url: String) -> String? {
        guard let schemeEnd = ByteSearch.range(of: "://", in: url[...]) else { return nil }
        let rest = url[schemeEnd.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        let path = String(rest[slash...])
        return path.hasSuffix("/") ? path : path + "/"
    }
}
