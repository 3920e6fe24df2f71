import DocgenCore
import DocgenModel

/// Parses a CSV file a bench table may read, once, when the site is loaded.
enum DataFileReader {
    /// The table, or the first problem; a file over ``InputLimits/dataFileBytes`` or
    /// ``InputLimits/tableCells`` is not read further.
    static func read(_ bytes: [UInt8], displayPath: String) -> DataFile.Contents {
        guard bytes.count <= InputLimits.dataFileBytes else {
            return .problem(.error("CSV file is \(InputLimits.megabytes(bytes.count)), more than the"
                                   + " \(InputLimits.megabytes(InputLimits.dataFileBytes)) a data file may be", at: SourceLocation(file: displayPath)))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .problem(.error("file is not valid UTF-8", at: SourceLocation(file: displayPath)))
        }
        do {
            return .table(try CSVReader.read(text, maximumCells: InputLimits.tableCells))
        } catch {
            return .problem(.error(error.message, at: SourceLocation(file: displayPath, line: error.line, column: error.column)))
        }
    }
}
