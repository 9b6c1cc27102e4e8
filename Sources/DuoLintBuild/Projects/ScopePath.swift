/// Path arithmetic on strings for the project readers, in the form the file walk produces (absolute, no `.`,
/// `..` or duplicate slashes: `FilePath.absolute`), never touching the file system.
enum ScopePath {
    /// `relative` below `folder` (absolute and normalised), normalised; `folder` itself for an empty `relative`.
    /// A name with nothing to normalise (nearly every one) is appended in one allocation.
    static func join(_ folder: String, _ relative: String) -> String {
        if relative.isEmpty { return folder }
        if isPlain(relative) { return FilePath.join(folder, relative) }
        return FilePath.normalize(folder + "/" + relative)
    }

    /// `join` for a relative path given as UTF-8 (a project's bytes), made in one allocation when plain.
    // Unsafe: the String's storage is written exactly up to the capacity asked for, and that count is returned.
    // Covered by ProjectScopeTests and PackageManifestTests.
    static func join(_ folder: String, utf8 relative: UnsafeBufferPointer<UInt8>) -> String {
        guard isPlain(relative) else { return join(folder, String(decoding: relative, as: UTF8.self)) }
        var folder = folder
        return folder.withUTF8 { f in
            let head = f.count == 1 ? 0 : f.count  // under `/`, the separator is the folder's own
            return String(unsafeUninitializedCapacity: head + 1 + relative.count) { out in
                _ = UnsafeMutableBufferPointer(rebasing: out[0..<head]).initialize(from: f[0..<head])
                out[head] = UInt8(ascii: "/")
                _ = UnsafeMutableBufferPointer(rebasing: out[(head + 1)...]).initialize(from: relative)
                return head + 1 + relative.count
            }
        }
    }

    /// The folder holding `path` (`/` for a file at the root).
    static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// A path relative to a folder as a project writes it (`./Views/`, `Views//A.swift`), normalised
    /// (`Views`, `Views/A.swift`); nil when it climbs out of the folder (`../Other`) or is absolute.
    static func relativeComponent(_ path: String) -> String? {
        if isPlain(path) { return path }
        guard !path.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Whether `relative`, appended to a normalised folder, leaves it normalised: not empty, no leading or
    /// trailing `/`, no `//`, no `.` or `..` component.
    static func isPlain(_ relative: String) -> Bool {
        var relative = relative
        return relative.withUTF8 { isPlain($0) }
    }

    static func isPlain(_ relative: UnsafeBufferPointer<UInt8>) -> Bool {
        var length = 0   // of the current component
        var dots = 0     // how many of its bytes are `.`
        for b in relative {
            if b == UInt8(ascii: "/") {
                if length == 0 || (dots == length && length <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if b == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length > 0 && !(dots == length && length <= 2)
    }
}
