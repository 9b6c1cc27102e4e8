import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size and modification time: what tells a long-lived reader (the language server's configuration and
/// baselines) that a file changed on disk, for one `stat` and without reading it.
public struct FileStamp: Equatable, Sendable {
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    /// Nil when the file does not exist (or cannot be looked at).
    public init?(_ path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        size = Int64(st.st_size)
        #if canImport(Darwin)
        seconds = Int(st.st_mtimespec.tv_sec)
        nanoseconds = Int(st.st_mtimespec.tv_nsec)
        #else
        seconds = Int(st.st_mtim.tv_sec)
        nanoseconds = Int(st.st_mtim.tv_nsec)
        #endif
    }
}

