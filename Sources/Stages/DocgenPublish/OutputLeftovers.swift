import DocgenCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The paths one process's publish uses beside the output folder `site`, each named after the
/// output and ending in the process's id: `.site.docgen-staging-PID` (the new files),
/// `.site.docgen-plan-PID` (an in-place publish's ``InPlacePlan``) and
/// `.site.docgen-previous-PID` (the old site, while a whole-folder publish that cannot swap
/// in one step moves it aside).
struct PublishPaths {
    let staging: String
    let plan: String
    let previous: String
    let processID: Int32

    init(outputPath: String, processID: Int32 = getpid()) {
        let output = URL(fileURLWithPath: outputPath).standardizedFileURL
        let folder = output.deletingLastPathComponent().path
        let prefix = (folder == "/" ? "" : folder) + "/.\(output.lastPathComponent).docgen-"
        staging = prefix + "staging-\(processID)"
        plan = prefix + "plan-\(processID)"
        previous = prefix + "previous-\(processID)"
        self.processID = processID
    }

    /// The ids of the processes whose paths are beside the output, found by name.
    static func processIDs(beside outputPath: String) -> Set<Int32> {
        let output = URL(fileURLWithPath: outputPath).standardizedFileURL
        let prefix = ".\(output.lastPathComponent).docgen-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)) ?? []
        return Set(names.compactMap { name -> Int32? in
            guard name.hasPrefix(prefix), let dash = name.lastIndex(of: "-") else { return nil }
            let kind = name[name.index(name.startIndex, offsetBy: prefix.count)..<dash]
            guard ["staging", "plan", "previous"].contains(kind) else { return nil }
            return Int32(name[name.index(after: dash)...])
        })
    }
}

/// What builds killed while publishing left beside the output folder, finished or removed by the
/// next build before it reads the output, so that a reader is never left with a site in two
/// states and no space is lost for good.
public enum OutputLeftovers {
    /// Finishes or removes the publishing paths of every process that no longer runs:
    /// - a previous site (a whole-folder publish killed between its two renames, on a file
    ///   system that cannot swap in one step) is put back when the output is missing;
    /// - an in-place plan is applied (the publish had been decided: every file was staged),
    ///   which finishes the publish the killed process began;
    /// - staging folders and anything else left are removed: without a plan, the killed build
    ///   had published nothing, or had swapped already and its staging folder holds the old site.
    ///
    /// A temporary file of the build cache (`.docgen-cache/NAME.PID.tmp`) of such a process is
    /// removed too. Returns a warning for each thing that could not be done.
    public static func recover(outputPath: String, cacheFolder: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let fileManager = FileManager.default
        func remove(_ path: String) {
            guard fileManager.fileExists(atPath: path) || (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil else { return }
            do { try fileManager.removeItem(atPath: path) } catch {
                problems.append(.warning("cannot remove what a killed build left: \(error)", at: SourceLocation(file: path), rule: .buildCache))
            }
        }
        for processID in PublishPaths.processIDs(beside: outputPath).sorted() where !isRunning(processID) {
            let paths = PublishPaths(outputPath: outputPath, processID: processID)
            var isDirectory: ObjCBool = false
            if !fileManager.fileExists(atPath: outputPath), fileManager.fileExists(atPath: paths.previous, isDirectory: &isDirectory),
               isDirectory.boolValue {
                if rename(paths.previous, outputPath) != 0 {
                    problems.append(.warning("cannot put back the site a killed build moved aside: \(String(cString: strerror(errno)))",
                                             at: SourceLocation(file: paths.previous), rule: .buildCache))
                }
            }
            // Without an output (removed since), the plan has nothing to finish: the build makes a
            // whole new folder.
            if fileManager.fileExists(atPath: outputPath), let plan = InPlacePlan.read(from: paths.plan) {
                do {
                    try plan.apply(stagingPath: paths.staging, outputPath: outputPath)
                } catch {
                    problems.append(.warning("cannot finish the publish a killed build began: \(error)", at: SourceLocation(file: paths.plan), rule: .buildCache))
                    continue
                }
            }
            remove(paths.previous)
            remove(paths.staging)
            remove(paths.plan)
        }
        let temporaries = (try? fileManager.contentsOfDirectory(atPath: cacheFolder)) ?? []
        for name in temporaries where name.hasSuffix(".tmp") {
            let parts = name.split(separator: ".")
            if parts.count >= 3, let processID = Int32(parts[parts.count - 2]), !isRunning(processID) {
                remove("\(cacheFolder)/\(name)")
            }
        }
        return problems
    }

    /// Whether a process with this id runs (one of another user's counts).
    static func isRunning(_ processID: Int32) -> Bool {
        processID == getpid() || kill(processID, 0) == 0 || errno == EPERM
    }
}
