#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a user's command (a preprocessor or a directive of `docgen.yml`): `input` on its
/// standard input, its standard output and error read back, within a time limit and an output
/// limit.
///
/// No shell: the program and its arguments are passed as they are. The command runs in the
/// site's folder and in a process group of its own, so that a time limit or an output limit
/// ends it with everything it started (a shell script's children too): the whole group is sent
/// SIGKILL. One thread does the writing and reading with `poll`, so a command that writes
/// before it has read all its input cannot block on a full pipe.
public struct ExternalCommand: Sendable {
    /// The program (a path, or a name looked for on PATH) and its arguments.
    public var arguments: [String]
    /// The folder it runs in.
    public var folder: String
    public var timeLimit: Double
    /// The most bytes of standard output kept; more ends the command (``Outcome/tooLong``).
    public var outputLimit: Int
    /// The most bytes of standard error kept; the rest is read and dropped.
    public var errorLimit = 64 * 1024

    public init(arguments: [String], folder: String, timeLimit: Double, outputLimit: Int) {
        self.arguments = arguments
        self.folder = folder
        self.timeLimit = timeLimit
        self.outputLimit = outputLimit
    }

    /// What a run wrote, and how it ended.
    public struct Outcome: Sendable {
        public var output: [UInt8]
        public var errors: [UInt8]
        /// The exit status, or 128 + the signal that ended it.
        public var status: Int32
        public var timedOut: Bool
        public var tooLong: Bool

        public init(output: [UInt8], errors: [UInt8] = [], status: Int32 = 0, timedOut: Bool = false, tooLong: Bool = false) {
            self.output = output
            self.errors = errors
            self.status = status
            self.timedOut = timedOut
            self.tooLong = tooLong
        }
    }

    /// Runs the command to its end; a failure is a command that could not be started.
    public func run(input: [UInt8]) -> Result<Outcome, CommandFailure> {
        _ = Self.ignoringBrokenPipes
        guard let program = arguments.first, !program.isEmpty else { return .failure(CommandFailure("the command is empty")) }
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0], errorsFromChild: [Int32] = [0, 0]
        guard makePipe(&toChild, O_CLOEXEC) == 0 else { return .failure(CommandFailure("cannot make a pipe: \(Self.errorText())")) }
        guard makePipe(&fromChild, O_CLOEXEC) == 0 else {
            close(toChild[0]); close(toChild[1])
            return .failure(CommandFailure("cannot make a pipe: \(Self.errorText())"))
        }
        guard makePipe(&errorsFromChild, O_CLOEXEC) == 0 else {
            for descriptor in toChild + fromChild { close(descriptor) }
            return .failure(CommandFailure("cannot make a pipe: \(Self.errorText())"))
        }
        // Every end is made close-on-exec at once, so that commands started at the same time on
        // other threads inherit none of them (which would keep this command's pipes open); the
        // child's copies on 0, 1 and 2 are made by dup2, without the flag.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], 2)
        _ = spawnChangingFolder(&actions, folder)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, cArguments, environ)
        for descriptor in [toChild[0], fromChild[1], errorsFromChild[1]] { close(descriptor) }
        guard spawned == 0 else {
            for descriptor in [toChild[1], fromChild[0], errorsFromChild[0]] { close(descriptor) }
            return .failure(CommandFailure("cannot run '\(program)': \(String(cString: strerror(spawned)))"))
        }
        var run = Run(input: input, stdin: toChild[1], stdout: fromChild[0], stderr: errorsFromChild[0],
                      outputLimit: outputLimit, errorLimit: errorLimit)
        let (timedOut, tooLong) = run.exchange(pid: pid, timeLimit: timeLimit)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Whatever the command left running in its group goes with it.
        kill(-pid, SIGKILL)
        let exit = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return .success(Outcome(output: run.output, errors: run.errors, status: exit, timedOut: timedOut, tooLong: tooLong))
    }

    /// Writing to a command that stopped reading must be an error, not SIGPIPE ending docgen.
    private static let ignoringBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }

    /// The parent's side of the three pipes.
    private struct Run {
        var input: [UInt8]
        var written = 0
        var stdin: Int32
        var stdout: Int32
        var stderr: Int32
        var outputLimit: Int
        var errorLimit: Int
        var output: [UInt8] = []
        var errors: [UInt8] = []

        init(input: [UInt8], stdin: Int32, stdout: Int32, stderr: Int32, outputLimit: Int, errorLimit: Int) {
            self.input = input
            self.stdin = stdin
            self.stdout = stdout
            self.stderr = stderr
            self.outputLimit = outputLimit
            self.errorLimit = errorLimit
            _ = fcntl(stdin, F_SETFL, fcntl(stdin, F_GETFL) | O_NONBLOCK)
            if input.isEmpty { closeInput() }
        }

        private mutating func closeInput() {
            close(stdin)
            stdin = -1
        }

        /// Writes the input and reads both outputs until they close, the time is up or the
        /// output is too long; the last two kill the command's process group.
        mutating func exchange(pid: pid_t, timeLimit: Double) -> (timedOut: Bool, tooLong: Bool) {
            var start = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            var buffer = [UInt8](repeating: 0, count: 65536)
            defer {
                if stdin >= 0 { closeInput() }
                if stdout >= 0 { close(stdout) }
                if stderr >= 0 { close(stderr) }
            }
            while stdout >= 0 || stderr >= 0 {
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                let elapsed = Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9
                if elapsed >= timeLimit {
                    kill(-pid, SIGKILL)
                    return (true, false)
                }
                var descriptors: [pollfd] = []
                if stdin >= 0 { descriptors.append(pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0)) }
                if stdout >= 0 { descriptors.append(pollfd(fd: stdout, events: Int16(POLLIN), revents: 0)) }
                if stderr >= 0 { descriptors.append(pollfd(fd: stderr, events: Int16(POLLIN), revents: 0)) }
                let wait = Int32(min(1000, max(1, (timeLimit - elapsed) * 1000)))
                let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
                if ready < 0 && errno != EINTR { break }
                guard ready > 0 else { continue }
                for descriptor in descriptors where descriptor.revents != 0 {
                    if descriptor.fd == stdin {
                        let count = input.withUnsafeBytes { bytes in
                            write(stdin, bytes.baseAddress! + written, min(65536, input.count - written))
                        }
                        if count > 0 { written += count }
                        if (count < 0 && errno != EAGAIN && errno != EINTR) || written == input.count { closeInput() }
                    } else {
                        let count = read(descriptor.fd, &buffer, buffer.count)
                        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                        if count <= 0 {
                            close(descriptor.fd)
                            if descriptor.fd == stdout { stdout = -1 } else { stderr = -1 }
                            continue
                        }
                        if descriptor.fd == stdout {
                            guard output.count + count <= outputLimit else {
                                kill(-pid, SIGKILL)
                                return (false, true)
                            }
                            output += buffer[..<count]
                        } else if errors.count < errorLimit {
                            errors += buffer[..<min(count, errorLimit - errors.count)]
                        }
                    }
                }
            }
            return (false, false)
        }
    }
}

// Two GNU functions of glibc (2.29 and later) that its Swift module leaves out, as it is
// imported without _GNU_SOURCE. Both take and return plain C values.

/// `pipe2(2)`: a pipe whose ends are made close-on-exec at once.
@_silgen_name("pipe2")
private func makePipe(_ descriptors: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

/// `posix_spawn_file_actions_addchdir_np(3)`: the child changes to `path` before it runs.
@_silgen_name("posix_spawn_file_actions_addchdir_np")
private func spawnChangingFolder(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: UnsafePointer<CChar>) -> Int32

/// Why a command could not be run.
public struct CommandFailure: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
