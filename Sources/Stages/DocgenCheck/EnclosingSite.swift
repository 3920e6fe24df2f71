import DocgenCore

/// The whole site that a site checked on its own is one folder of: a version of a versioned
/// site, whose pages link into the other versions' folders. A link that leaves the version is
/// sound when it leads to a file of the whole site.
public struct EnclosingSite: Sendable {
    /// The checked site's folder inside the whole site (`2.0/`; "" for a copy at the root).
    public var folder: String
    /// The whole site's files outside the checked site that links may lead to, by path inside it.
    public var paths: Set<String>
    /// `/` or `/docs/`: the whole site's base path.
    public var basePath: String

    public init(folder: String, paths: Set<String>, basePath: String) {
        self.folder = folder
        self.paths = paths
        var base = basePath.hasPrefix("/") ? basePath : "/" + basePath
        if !base.hasSuffix("/") { base += "/" }
        self.basePath = base
    }
}

extension SiteIndex {
    /// Where `value` on the page at `path` leads: as ``LinkTarget/resolve(_:onPage:basePath:)``
    /// has it, or, inside a whole site (``enclosing``), read from the page's place in it, a
    /// file of the whole site outside this one being sound (``LinkTarget/ignored``).
    func target(of value: String, onPage path: String) -> LinkTarget {
        guard let enclosing else { return LinkTarget.resolve(value, onPage: path, basePath: basePath) }
        let target = LinkTarget.resolve(value, onPage: enclosing.folder + path, basePath: enclosing.basePath)
        guard case .file(let wholePath, let fragment) = target else { return target }
        let inside = wholePath.hasPrefix(enclosing.folder) ? String(wholePath.dropFirst(enclosing.folder.count)) : nil
        if let inside, paths.contains(inside) || paths.contains(inside + "/index.html") { return .file(path: inside, fragment: fragment) }
        if enclosing.paths.contains(wholePath) || enclosing.paths.contains(wholePath + "/index.html") { return .ignored }
        if let inside { return .file(path: inside, fragment: fragment) }
        return .invalid("link target '\(value)' does not exist")
    }
}
