import DocgenMarkdown
import DocgenModel
import Foundation

/// Reads a file an include names: a regular file (not a FIFO or device, which could block the
/// build or never end) of at most a chapter's size.
enum IncludedFileBytes {
    static func read(atPath path: String) -> Result<[UInt8], IncludeFailure> {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            return .failure(IncludeFailure("no file '\(path)'"))
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            return .failure(IncludeFailure("'\(path)' is not a regular file"))
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= InputLimits.chapterBytes else {
            return .failure(IncludeFailure("'\(path)' is \(InputLimits.megabytes(size)), more than the"
                                           + " \(InputLimits.megabytes(InputLimits.chapterBytes)) a chapter may be"))
        }
        guard let data = FileManager.default.contents(atPath: path), data.count <= InputLimits.chapterBytes else {
            return .failure(IncludeFailure("cannot read '\(path)'"))
        }
        return .success(Array(data))
    }
}
