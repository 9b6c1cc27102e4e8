#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of one directory that a walk can use, listed with `readdir` alone: the entry type the file
/// system reports (`d_type`) says what each entry is, so no entry costs a `stat` — only entries of unknown type
/// (some file systems never fill `d_type`) are `lstat`ed.
///
/// Kept: subdirectories, symbolic links and regular files whose name ends in the wanted suffix or is one of the
/// wanted names (`.duo-lint.json`, `project.pbxproj`). Dropped: `.` and
/// `..`, other regular files, FIFOs, sockets, devices, and names that are not valid UTF-8 (no `String` can name
/// them faithfully). Entries of a directory that can be read but not searched (`r` without `x`) cannot be
/// reached, so such a listing is empty.
public struct DirectoryListing {
    public enum Kind {
        case directory, regularFile, symbolicLink
    }

    public struct Entry {
        public var name: String
        public var kind: Kind
    }

    /// The kept entries, in the order `readdir` returned them.
    public var entries: [Entry] = []

    /// Lists `path`; nil when it cannot be opened or read (`errno` says why).
    // Unsafe: `readdir`'s entry (and the name in it) is valid until the next `readdir`; the name is copied into a String
    // before that, with the length `strlen` found. Covered by CLIFileCollectionTests and ProjectScopeTests.
    public init?(path: String, regularFilesEnding suffix: String, orNamed names: [String] = []) {
        guard let dir = path.withCString({ opendir($0) }) else { return nil }
        defer { closedir(dir) }
        let suffixBytes = Array(suffix.utf8)
        let nameBytes = names.map { Array($0.utf8) }
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { return nil }
                break
            }
            let type = Int32(entry.pointee.d_type)
            let kept: Entry? = withUnsafePointer(to: &entry.pointee.d_name) { namePointer in
                let name = UnsafeRawPointer(namePointer).assumingMemoryBound(to: CChar.self)
                let length = strlen(name)
                if name[0] == 0x2E && (length == 1 || (length == 2 && name[1] == 0x2E)) { return nil }  // . and ..
                let kind: Kind
                switch type {
                case Int32(DT_DIR): kind = .directory
                case Int32(DT_REG): kind = .regularFile
                case Int32(DT_LNK): kind = .symbolicLink
                case Int32(DT_UNKNOWN):
                    var st = stat()
                    guard fstatat(dirfd(dir), name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
                    switch st.st_mode & S_IFMT {
                    case S_IFDIR: kind = .directory
                    case S_IFREG: kind = .regularFile
                    case S_IFLNK: kind = .symbolicLink
                    default: return nil
                    }
                default:
                    return nil
                }
                // A cheap byte test first, so that other files never become Strings.
                let isNamed = kind == .regularFile && nameBytes.contains { $0.count == length && DirectoryListing.bytes(name, length, endWith: $0) }
                if kind == .regularFile && !isNamed && !DirectoryListing.bytes(name, length, endWith: suffixBytes) { return nil }
                guard let string = String(validatingCString: name) else { return nil }
                // Then the exact test on characters, as for any other name (a combining mark can join the suffix).
                if kind == .regularFile && !isNamed && !string.hasSuffix(suffix) { return nil }
                return Entry(name: string, kind: kind)
            }
            if let kept { entries.append(kept) }
        }
        if !entries.isEmpty && path.withCString({ faccessat(AT_FDCWD, $0, X_OK, AT_EACCESS) }) != 0 { entries = [] }
    }

    private static func bytes(_ name: UnsafePointer<CChar>, _ length: Int, endWith suffix: [UInt8]) -> Bool {
        guard length >= suffix.count else { return false }
        let start = length - suffix.count
        for i in 0..<suffix.count where UInt8(bitPattern: name[start + i]) != suffix[i] { return false }
        return true
    }
}
