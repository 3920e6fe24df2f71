import Foundation

/// One run of the D2 executable: the block's text on standard input, the SVG on standard output.
/// No shell: the executable and its arguments are passed as they are. A run that takes longer
/// than its time limit, or writes more than its output limit, is stopped.
struct D2Process {
    var executable: String
    var arguments: [String]
    var timeLimit: Double
    var outputLimit: Int

    /// What the run wrote, and how it ended.
    struct Outcome {
        var output: [UInt8]
        var errors: [UInt8]
        var status: Int32
        var timedOut: Bool
        var tooLong: Bool
    }

    func run(input: [UInt8]) -> Result<Outcome, D2Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // D2 reads settings from variables too (D2_LAYOUT, D2_SKETCH, SCALE…): the drawing must
        // depend only on the block and the options, which the cache key holds.
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("D2_") && !["DEBUG", "SCALE"].contains($0.key) }
        let standardInput = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = standardInput
        process.standardOutput = output
        process.standardError = errors
        // Foundation's waitUntilExit polls every 50 ms: the termination handler says at once.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return .failure(D2Failure("cannot run D2 at '\(executable)': \(error.localizedDescription)"))
        }
        let stopper = DispatchWorkItem { [process] in process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: stopper)
        // Written from another thread, so that a D2 that writes before it has read all its input
        // cannot block on a full pipe while we block writing.
        let writing = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            try? standardInput.fileHandleForWriting.write(contentsOf: input)
            try? standardInput.fileHandleForWriting.close()
            writing.signal()
        }
        let errorText = BoundedReader(handle: errors.fileHandleForReading, limit: 64 * 1024)
        let reading = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorText.readAll(onOverflow: {})
            reading.signal()
        }
        let svg = BoundedReader(handle: output.fileHandleForReading, limit: outputLimit)
        var tooLong = false
        svg.readAll {
            tooLong = true
            process.terminate()
        }
        reading.wait()
        writing.wait()
        exited.wait()
        stopper.cancel()
        // Only the stopper's signal, or ours for too much output, ends D2 by a signal.
        let stopped = process.terminationReason == .uncaughtSignal
        return .success(Outcome(output: svg.bytes, errors: errorText.bytes, status: process.terminationStatus,
                                timedOut: stopped && !tooLong, tooLong: tooLong))
    }

    /// Reads a pipe to its end, keeping at most `limit` bytes.
    private final class BoundedReader: @unchecked Sendable {
        let handle: FileHandle
        let limit: Int
        var bytes: [UInt8] = []

        init(handle: FileHandle, limit: Int) {
            self.handle = handle
            self.limit = limit
        }

        func readAll(onOverflow: () -> Void) {
            var overflowed = false
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                guard !overflowed else { continue }
                if bytes.count + chunk.count > limit {
                    overflowed = true
                    onOverflow()
                } else {
                    bytes += chunk
                }
            }
        }
    }
}
