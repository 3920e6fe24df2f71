import DocgenCheck
import DocgenCore
import DocgenModel
import Foundation
import Synchronization

/// One version's build inside a versioned site's (``VersionedBuild``): the engine runs as for
/// any site, but stages the version's files in its folder of the whole site's staging folder,
/// publishes nothing itself, and leaves its caches' last renames to the whole site's publish.
struct VersionStage: Sendable {
    /// What the version's pages show of the site's versions.
    let menu: VersionMenu
    /// Where the version's files are staged: its folder inside the whole site's staging folder.
    let stagingPath: String
    /// The whole site, whose other versions' pages the version's links may lead to.
    let enclosing: EnclosingSite
    /// True for the build whose pages are the latest's canonical ones: its sitemap is the site's.
    let writesSitemap: Bool
    /// The renames that put the version's caches in place, made once the whole site is.
    let caches: PendingCaches
}

/// Cache writes held back until a whole versioned site is published: each one's rename in
/// place, or its removal when the site is not published, so a failed build leaves every
/// version's caches as they were.
final class PendingCaches: Sendable {
    private struct Write {
        var commit: @Sendable () -> Diagnostic?
        var discard: @Sendable () -> Void
    }

    private let writes = Mutex<[Write]>([])

    /// Holds back a write: `commit` puts it in place (a warning when it cannot), `discard`
    /// removes it.
    func add(commit: @escaping @Sendable () -> Diagnostic?, discard: @escaping @Sendable () -> Void) {
        writes.withLock { $0.append(Write(commit: commit, discard: discard)) }
    }

    /// Puts every held write in place, in the order held; what could not be.
    func commitAll() -> [Diagnostic] {
        writes.withLock { writes in
            defer { writes = [] }
            return writes.compactMap { $0.commit() }
        }
    }

    /// Removes every held write.
    func discardAll() {
        writes.withLock { writes in
            for write in writes { write.discard() }
            writes = []
        }
    }
}
