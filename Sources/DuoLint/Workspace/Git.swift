import Foundation

/// The few git commands duo-lint runs (for `--staged` and `install-hook`). Only git is ever executed —
/// nothing from the code or configuration being linted.
public enum Git {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `git args…` in `directory`; returns stdout bytes, or throws with git's first stderr line.
    @discardableResult
    static func run(_ args: [String], in directory: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + args
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error.localizedDescription)")
        }
        // Drain stderr on another thread while stdout is read, so neither pipe can fill up and block git.
        // @unchecked Sendable: `data` is written by the draining thread before it signals `errDone`, read only after the wait.
        final class Box: @unchecked Sendable { var data = Data() }  // written before the semaphore, read after
        let errBox = Box()
        let errDone = DispatchSemaphore(value: 0)
        let errHandle = err.fileHandleForReading
        Thread.detachNewThread {
            errBox.data = (try? errHandle.readToEnd()) ?? Data()
            errDone.signal()
        }
        let data = (try? out.fileHandleForReading.readToEnd()) ?? Data()
        errDone.wait()
        let errData = errBox.data
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errData, as: UTF8.self)
                .split(separator: "\n").first.map(String.init) ?? "git \(args.first ?? "") failed"
            throw Failure(description: message)
        }
        return data
    }

    /// The repository's top-level directory.
    public static func topLevel(from directory: String) throws -> String {
        let out = try run(["rev-parse", "--show-toplevel"], in: directory)
        return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A staged `.swift` file: where it is and the blob of its staged content.
    public struct StagedFile: Sendable {
        public var absolutePath: String
        public var blob: String
    }

    /// The staged `.swift` files (added, copied, modified or renamed) of the repository containing
    /// `currentDirectory`, with its top-level directory. Staged symbolic links and submodules are not source files
    /// and are skipped (a walk does not follow links out of the root either).
    public static func stagedSwiftFiles(currentDirectory: String) throws -> (topLevel: String, files: [StagedFile]) {
        let top = try topLevel(from: currentDirectory)
        // `:old-mode new-mode old-sha new-sha status\0path\0` per file.
        let out = try run(["diff", "--cached", "--raw", "-z", "--no-renames", "--no-abbrev", "--diff-filter=ACMR"], in: top)
        let fields = out.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var staged: [StagedFile] = []
        var i = 0
        while i + 1 < fields.count {
            let meta = fields[i].split(separator: " ")
            let name = fields[i + 1]
            i += 2
            guard meta.count >= 5, name.hasSuffix(".swift") else { continue }
            let mode = meta[1]
            guard mode.hasPrefix("100") else { continue }  // 100644/100755 files; not 120000 links or 160000 submodules
            staged.append(StagedFile(absolutePath: FileCollector.absolute(name, base: top), blob: String(meta[3])))
        }
        return (top, staged.sorted { $0.absolutePath < $1.absolutePath })
    }

    /// The content of a blob (a staged file's content).
    public static func blob(_ id: String, in top: String) throws -> [UInt8] {
        [UInt8](try run(["cat-file", "blob", id], in: top))
    }

    /// The hooks directory of the repository containing `directory` (honours `core.hooksPath`).
    public static func hooksDirectory(from directory: String) throws -> String {
        let out = try run(["rev-parse", "--git-path", "hooks"], in: directory)
        let path = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return FileCollector.absolute(path, base: directory)
    }
}
