import Foundation

/// Why a file could not be written; `description` is one line.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    public let description: String
}

/// Writes `data` (UTF-8) to `path` atomically: into a new temporary file in the same directory,
/// flushed to disk, then renamed over `path`, so readers see the old file or the new one, never
/// a partial one. A symbolic link at `path` is replaced, not followed. The temporary file is
/// removed on failure. The errors name the file `shownAs` (default: `path`).
public func writeAtomically(_ data: String, to path: String, shownAs: String? = nil) throws {
    func failure(_ reason: String) -> FileWriteError {
        FileWriteError(description: "cannot write \(shownAs ?? path): \(reason)")
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

/// `duo-lint fix`: replaces the file at `path` with `bytes`, atomically (a temporary file in the same directory, flushed,
/// then renamed over it), keeping its permissions (and its owner when allowed), and writing through a symbolic link to
/// the file it names. Returns false, writing nothing, when the file no longer holds `original` (it changed on disk since
/// it was read: the caller says so rather than overwrite someone's edit).
public func replaceFileAtomically(_ path: String, with bytes: [UInt8], ifStill original: [UInt8]) throws -> Bool {
    func failure(_ reason: String) -> FileWriteError { FileWriteError(description: "cannot write \(path): \(reason)") }
    func systemReason() -> String { String(cString: strerror(errno)) }
    // The file a link names (so the link stays a link).
    var target = path
    if let resolved = realpath(path, nil) {
        target = String(cString: resolved)
        free(resolved)
    }
    func stillOriginal() -> Bool { (try? FileCollector.read(target)) == original }
    guard stillOriginal() else { return false }
    var st = stat()
    guard stat(target, &st) == 0 else { throw failure(systemReason()) }

    let slash = target.lastIndex(of: "/")
    let directory = slash.map { $0 == target.startIndex ? "/" : String(target[..<$0]) } ?? "."
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    let tempPath = (directory == "/" ? "" : directory) + "/.\(name).duo-lint-fix-\(getpid())-\(UInt32.random(in: .min ... .max))"
    let fd = open(tempPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw failure(systemReason()) }
    var ok = true
    var reason = ""
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
    if ok && fchmod(fd, st.st_mode & 0o7777) != 0 { ok = false; reason = systemReason() }
    if ok { _ = fchown(fd, st.st_uid, st.st_gid) }  // only root may give a file away; otherwise it stays the runner's
    if ok && fsync(fd) != 0 { ok = false; reason = systemReason() }
    if close(fd) != 0 && ok { ok = false; reason = systemReason() }
    // The last look before the rename: an edit saved meanwhile wins.
    if ok && !stillOriginal() {
        unlink(tempPath)
        return false
    }
    if ok && rename(tempPath, target) != 0 { ok = false; reason = systemReason() }
    if !ok {
        unlink(tempPath)
        throw failure(reason)
    }
    return true
}
