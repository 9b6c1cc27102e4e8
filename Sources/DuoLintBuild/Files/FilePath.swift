/// Paths as the build module reads them (the projects' folders, `.xcconfig` includes, manifests' target paths),
/// computed from their text, without touching the file system. The core's `FileCollector` uses the same functions.
public enum FilePath {
    /// `dir + "/" + name` (or `"/" + name` under the root), made in one allocation.
    // Unsafe: the String's storage is written exactly up to the capacity asked for, and that count is returned.
    // Covered by every walk (CLIFileCollectionTests) and ProjectScopeTests.
    public static func join(_ dir: String, _ name: String) -> String {
        let separator = dir == "/" ? 0 : 1
        let head = separator == 0 ? 1 : dir.utf8.count
        var dir = dir, name = name
        return dir.withUTF8 { d in
            name.withUTF8 { n in
                String(unsafeUninitializedCapacity: head + separator + n.count) { out in
                    _ = UnsafeMutableBufferPointer(rebasing: out[0..<head]).initialize(from: d[0..<head])
                    if separator == 1 { out[head] = UInt8(ascii: "/") }
                    _ = UnsafeMutableBufferPointer(rebasing: out[(head + separator)...]).initialize(from: n)
                    return head + separator + n.count
                }
            }
        }
    }

    /// `path` made absolute against `base` (when relative) and normalised.
    public static func absolute(_ path: String, base: String) -> String {
        normalize(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// Removes `.`, `..` and duplicate slashes without touching the file system.
    public static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
