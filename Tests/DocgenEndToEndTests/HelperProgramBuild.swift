import DocgenTestSupport
import Foundation

/// A whole build by the docgen binary with a helper program's Python chosen by the environment
/// (`DOCGEN_MATH_PYTHON`, `DOCGEN_HIGHLIGHT_PYTHON`), and a stand-in Python that tells whether
/// the build started it: what the math and highlighting build tests share.
enum HelperProgramBuild {
    /// Builds `folder` with the docgen binary and `arguments`, `variable` naming `python` (when
    /// given); its exit status and what it wrote to standard error.
    static func build(_ folder: TemporaryFolder, python: String?, variable: String, arguments: [String] = []) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["build", "--config", "docgen.yml"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.environment = ProcessInfo.processInfo.environment.merging(python.map { [variable: $0] } ?? [:]) { $1 }
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        let errors = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
    }

    /// A stand-in for Python that leaves the file `marker` behind when it is started, and does
    /// nothing else.
    static func tattletale(in folder: TemporaryFolder) throws -> (python: String, marker: String) {
        let python = "\(folder.path)/tools/python3", marker = "\(folder.path)/tools/started"
        try folder.write(Data("#!/bin/sh\ntouch '\(marker)'\n".utf8), to: "tools/python3")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: python)
        return (python, marker)
    }
}
