import DocgenCheck
import DocgenCore
import DocgenModel

extension CheckSettings {
    /// The policy these settings describe, and a located error for each bad rule name or
    /// pattern.
    public func policy() -> (CheckPolicy, [Diagnostic]) {
        var policy = CheckPolicy()
        var problems: [Diagnostic] = []
        func apply(_ entries: [Entry], _ add: (inout CheckPolicy, String) throws(CheckPolicy.Problem) -> Void) {
            for entry in entries {
                do throws(CheckPolicy.Problem) {
                    try add(&policy, entry.text)
                } catch {
                    problems.append(.error(error.message, at: entry.location))
                }
            }
        }
        apply(disable) { policy, name throws(CheckPolicy.Problem) in try policy.disable(name) }
        apply(warn) { policy, name throws(CheckPolicy.Problem) in try policy.warn(name) }
        apply(ignoreURLs) { policy, pattern throws(CheckPolicy.Problem) in try policy.ignoreURLs(matching: pattern) }
        apply(ignoreFiles) { policy, glob throws(CheckPolicy.Problem) in try policy.ignoreFiles(matching: glob) }
        return (policy, problems)
    }
}
