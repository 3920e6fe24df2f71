import DocgenCore
import DocgenModel

/// Parses a CSV file a bench table may read, once, when the site is loaded.
enum DataFileReader {
    static func read(_ bytes: [UInt8], displayPath: String) -> DataFile.Contents {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .problem(.error("file is not valid UTF-8", at: SourceLocation(file: displayPath)))
        }
        do {
            return .table(try CSVReader.read(text))
        } catch {
            return .problem(.error(error.message, at: SourceLocation(file: displayPath, line: error.line, column: error.column)))
        }
    }
}
