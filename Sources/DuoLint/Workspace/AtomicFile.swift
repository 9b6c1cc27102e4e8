import Foundation

/// Why a file could not be written; `description` is one line.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    public let description: String
}

/// Writes `data` (UTF-8) to `path` atomically: into a new temporary file in the same directory,
/// flushed to disk, then renamed over `path`, so readers see the old file or the new one, never
/// a partial one. A symbolic link at `path` is replaced, not followed. The temporary file is
/// removed on failure.
public func writeAtomically(_ data: String, to path: String) throws {
    func failure(_ reason: String) -> FileWriteError {
        FileWriteError(description: "cannot write \(path): \(reason)")
    }
    func systemReason() -> String { String(cString: strerror(errno)) }

    let directory: String
    let name: String
    if let slash = path.lastIndex(of: "/") {
        directory = slash == path.startIndex ? "/" : String(path[..<slash])
        name = String(path[path.index(after: slash)...])
    } else {
        directory = "."
        name = path
    }
    guard !name.isEmpty else { throw failure("not a file name") }

    let tempPath = (directory == "/" ? "" : directory) + "/.\(name).tmp-\(getpid())-\(UInt32.random(in: .min ... .max))"
    let fd = open(tempPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw failure(systemReason()) }

    var ok = true
    var reason = ""
    let bytes = Array(data.utf8)
    var written = 0
    while written < bytes.count {
        let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EINTR { continue }
            ok = false
            reason = systemReason()
            break
        }
        written += n
    }
    if ok && fsync(fd) != 0 {
        ok = false
        reason = systemReason()
    }
    if close(fd) != 0 && ok {
        ok = false
        reason = systemReason()
    }
    if ok && rename(tempPath, path) != 0 {
        ok = false
        reason = systemReason()
    }
    if !ok {
        unlink(tempPath)
        throw failure(reason)
    }
}
