import Synchronization

/// What a build made, kept alive past its end when the process exits right after it
/// (``BuildOptions/freesMemory``): freeing a large site's model, pages and checks one object
/// at a time took a tenth of an incremental build of 10,000 chapters. The values stay reachable
/// from ``kept`` until the exit, so they are held, not leaked (LeakSanitizer sees them too).
final class BuildLeftovers: @unchecked Sendable {
    private static let kept = Mutex<[BuildLeftovers]>([])
    // Written by the thread that runs the build only.
    private var values: [Any] = []

    func keep(_ made: Any...) {
        values += made
    }

    /// Holds the values until the process exits.
    func keepUntilExit() {
        Self.kept.withLock { $0.append(self) }
    }
}
