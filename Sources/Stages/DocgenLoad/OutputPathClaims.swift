import DocgenCore
import DocgenModel

/// The paths of the output, each claimed by what publishes it: docgen's own pages, the theme's
/// files, the chapters, and the content folder's other files, in that order.
///
/// Two of them can never share a path, since one file would overwrite the other, nor can a
/// file sit where another needs a folder (`x.html` against `x.html/y.html`). Each later claim
/// that clashes is refused with a message naming the first claimant.
struct OutputPathClaims {
    /// What holds a path: a claimed file, or a folder that claimed files need; with the owner,
    /// as shown to the user (`content/a.md`, `the home page`), of the file or of the first
    /// file inside the folder.
    private enum Holder {
        case file(owner: String)
        case folder(firstFileOwner: String)
    }

    /// Every claimed path and folder: one table, so that a claim granted (the common case)
    /// costs one look-up.
    private var holders: [String: Holder] = [:]
    /// The folder of the last claim granted: a claim in the same folder (the next chapter of a
    /// part, most often) needs no look at its folders again, since nothing was claimed since.
    private var lastFolder: Substring?

    /// Claims with room for `capacity` files, so that a large site's table is not grown file by file.
    init(capacity: Int) {
        holders.reserveCapacity(capacity)
    }

    /// Claims `path` for `owner`; nil when it was free, else why it is not.
    mutating func claim(_ path: String, by owner: String) -> String? {
        if let holder = holders.updateValue(.file(owner: owner), forKey: path) {
            holders[path] = holder
            switch holder {
            case .file(let first): return "output path '\(path)' is already taken by \(first)"
            case .folder(let first): return "output path '\(path)' is already taken by the folder of \(first)"
            }
        }
        let folder = SitePath.split(path).folder
        if folder != lastFolder {
            let ancestors = SitePath.ancestors(of: path).reversed()
            for folder in ancestors {
                if case .file(let first) = holders[folder] {
                    holders[path] = nil
                    return "output path '\(path)' needs a folder '\(folder)', which is already taken by \(first)"
                }
            }
            for folder in ancestors where holders[folder] == nil { holders[folder] = .folder(firstFileOwner: owner) }
        }
        lastFolder = folder
        return nil
    }
}
