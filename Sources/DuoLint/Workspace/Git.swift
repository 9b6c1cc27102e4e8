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

    /// The staged (index) content of every staged `.swift` file (added, copied, modified or renamed),
    /// as inputs reported relative to `currentDirectory`. What is linted is what is being committed.
    /// Staged symbolic links and submodules are not source files and are skipped (a walk does not follow
    /// links out of the root either); the config's include/exclude and the skipped directories apply.
    public static func stagedSwiftFiles(currentDirectory: String, configuration: Configuration) throws -> [LintInput] {
        let top = try topLevel(from: currentDirectory)
        // `:old-mode new-mode old-sha new-sha status\0path\0` per file.
        let out = try run(["diff", "--cached", "--raw", "-z", "--no-renames", "--no-abbrev", "--diff-filter=ACMR"], in: top)
        let fields = out.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var staged: [(name: String, blob: String)] = []
        var i = 0
        while i + 1 < fields.count {
            let meta = fields[i].split(separator: " ")
            let name = fields[i + 1]
            i += 2
            guard meta.count >= 5, name.hasSuffix(".swift") else { continue }
            let mode = meta[1]
            guard mode.hasPrefix("100") else { continue }  // 100644/100755 files; not 120000 links or 160000 submodules
            staged.append((name, String(meta[3])))
        }
        let collector = FileCollector(configuration: configuration, currentDirectory: currentDirectory)
        return staged.sorted { $0.name < $1.name }.compactMap { file -> LintInput? in
            let abs = FileCollector.absolute(file.name, base: top)
            guard collector.admits(abs, walkedFrom: top) else { return nil }
            return LintInput(path: collector.display(abs), load: {
                [UInt8](try Git.run(["cat-file", "blob", file.blob], in: top))
            })
        }
    }

    /// The hooks directory of the repository containing `directory` (honours `core.hooksPath`).
    public static func hooksDirectory(from directory: String) throws -> String {
        let out = try run(["rev-parse", "--git-path", "hooks"], in: directory)
        let path = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return FileCollector.absolute(path, base: directory)
    }
}
