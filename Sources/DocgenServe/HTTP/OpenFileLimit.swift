#if canImport(Glibc)
import Glibc
#endif

/// The process's limit on open files, which every connection counts against.
enum OpenFileLimit {
    /// Raises the soft limit, within the hard one, so that `connections` sockets fit beside the
    /// files the process has open otherwise (Debian's usual soft limit, 1,024, barely fits 1,000).
    static func raise(toFit connections: Int) {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        let wanted = rlim_t(connections) + 256
        guard limit.rlim_cur < wanted else { return }
        limit.rlim_cur = min(wanted, limit.rlim_max)
        setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    }
}
