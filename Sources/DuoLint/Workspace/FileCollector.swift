import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `read(2)` (inside `FileCollector`, `read` names its own method).
@inline(__always)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// Turns the paths given on the command line into the files to lint (README, *Usage*):
/// `.swift` files only; skips `.build`, `.git`, `Pods`, `Carthage`, `DerivedData`, `node_modules` and the
/// config's `exclude` globs; honours `include`; follows a symbolic link only when it resolves inside the root
/// being walked, never visits a directory twice (so link cycles end) and lints a file reached twice (directly
/// and through a link) once. Files named explicitly are linted whatever their extension, but the config's
/// `include`/`exclude` apply to them too (so a hook passing file names and a walk agree). Reported paths are
/// relative to the current directory when below it.
public struct FileCollector {
    public static let skippedDirectoryNames: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules"]

    private let resolver: ConfigResolver
    private let currentDirectory: String
    /// Also list the Swift files the configuration leaves out, with why (`duo-lint files`); a walk then enters
    /// excluded folders too.
    public var listsExcluded = false
    /// Called with each project file (`project.pbxproj`, `Package.swift`) as the walk finds it (`RunScope.Reader`
    /// starts reading it at once).
    public var foundProject: ((String) -> Void)?

    /// Each file is judged with the configuration `resolver` gives its folder (the nearest `.duo-lint.json`, or
    /// `--config`).
    public init(resolver: ConfigResolver) {
        self.resolver = resolver
        currentDirectory = resolver.currentDirectory
    }

    /// One configuration for every file.
    public init(configuration: Configuration, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.init(resolver: ConfigResolver(fixed: configuration, currentDirectory: currentDirectory))
    }

    public struct Collected {
        public var inputs: [LintInput]
        /// For each of `inputs`, its position in the order they were passed to `found`.
        public var foundOrder: [Int]
        /// One line per path that does not exist or cannot be listed.
        public var errors: [String]
        /// Configuration files found on the way that cannot be used (one line each, naming the file and the key):
        /// the run must stop (exit 2) rather than judge with the wrong settings.
        public var configErrors: [String] = []
        /// The Xcode projects (`…/X.xcodeproj/project.pbxproj`) and Swift package manifests (`…/Package.swift`)
        /// found, absolute, for the scope (`ProjectScope`).
        public var projectFiles: [String] = []
        /// With `listsExcluded`: the Swift files the configuration leaves out (path as reported, why), sorted.
        public var excluded: [(path: String, reason: String)] = []
    }

    /// The files to lint under `paths`, sorted by path. `found` gets each of them as soon as it is taken (in walk
    /// order), so that linting can start before the walk ends.
    public func collect(_ paths: [String], found: (LintInput) -> Void = { _ in }) -> Collected {
        withoutActuallyEscaping(found) { collect(paths, escapingFound: $0) }
    }

    private func collect(_ paths: [String], escapingFound found: @escaping (LintInput) -> Void) -> Collected {
        var files: [(abs: String, input: LintInput, found: Int)] = []
        var seenReal = PathSet()    // real paths already taken (a file reached twice is linted once)
        var out = Collected(inputs: [], foundOrder: [], errors: [])
        var excluded: [(abs: String, reason: String)] = []
        var projects: [String] = []
        func take(_ abs: String, _ configuration: EffectiveConfiguration) {
            let input = LintInput(path: display(abs), absolutePath: abs, configuration: configuration,
                                  load: { try FileCollector.read(abs) })
            found(input)
            files.append((abs, input, files.count))
        }
        var configErrors: [String] = []
        let foundProject = self.foundProject
        var sink = WalkSink(take: take, exclude: { excluded.append(($0, $1)) },
                            project: { projects.append($0); foundProject?($0) },
                            configError: { configErrors.append($0) })
        for given in paths {
            let abs = FileCollector.absolute(given, base: currentDirectory)
            var st = stat()
            guard stat(abs, &st) == 0 else {
                out.errors.append("\(given): \(errno == ENOENT || errno == ENOTDIR ? "no such file or directory" : FileCollector.reason(abs, errno))")
                continue
            }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                walk(root: abs, sink: &sink, seen: &seenReal, errors: &out.errors)
                continue
            }
            if (st.st_mode & S_IFMT) != S_IFREG {
                // A FIFO, socket or device is not a source file (reading one could block, or read nothing).
                let kind = (st.st_mode & S_IFMT) == S_IFIFO ? "a FIFO" : (st.st_mode & S_IFMT) == S_IFSOCK ? "a socket" : "a device"
                out.errors.append("\(given): not a regular file (\(kind)); to lint piped source use --stdin-path PATH")
                continue
            }
            // Named explicitly: linted whatever its extension, but the configuration's include/exclude still apply.
            let configuration: EffectiveConfiguration
            do {
                configuration = try resolver.configuration(forFile: abs)
            } catch {
                configErrors.append("\(error)")
                continue
            }
            if FileCollector.isProjectFile(abs) {
                projects.append(abs)
                foundProject?(abs)
            }
            guard configuration.admits(file: abs) else {
                if listsExcluded { excluded.append((abs, configuration.exclusionReason(file: abs) ?? "excluded")) }
                continue
            }
            if seenReal.insert(FileCollector.realPath(abs) ?? abs) { take(abs, configuration) }
        }
        files.sort { $0.abs < $1.abs }
        out.inputs = files.map(\.input)
        out.foundOrder = files.map(\.found)
        out.projectFiles = projects
        out.configErrors = configErrors
        out.excluded = excluded.sorted { $0.abs < $1.abs }.map { (display($0.abs), $0.reason) }
        return out
    }

    /// Where a walk puts what it finds.
    private struct WalkSink {
        var take: (String, EffectiveConfiguration) -> Void
        var exclude: (String, String) -> Void
        var project: (String) -> Void
        var configError: (String) -> Void
    }

    /// `…/X.xcodeproj/project.pbxproj`, `…/Package.swift` or an XcodeGen `…/project.yml`.
    public static func isProjectFile(_ abs: String) -> Bool {
        if abs.hasSuffix("/Package.swift") || abs.hasSuffix("/project.yml") { return true }
        return abs.hasSuffix(".xcodeproj/project.pbxproj")
    }

    /// Reads a whole file; throws a `FileReadError` naming the reason (never traps on I/O errors).
    ///
    /// One `open`, one `fstat` and, for a regular file, reads straight into an array of the file's size (plus
    /// the read that finds the end).
    public static func read(_ path: String) throws -> [UInt8] {
        // Opened without blocking so that a FIFO without a writer cannot hang the open. (`withCString` lends the
        // string's own bytes, where passing the String would copy it into a new array.)
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { throw FileReadError(path: path, reason: reason(path, errno)) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return try readToEnd(fd: fd, path: path, expectedSize: 0) }
        switch st.st_mode & S_IFMT {
        case S_IFDIR:
            throw FileReadError(path: path, reason: "is a directory")
        case S_IFREG:
            // O_NONBLOCK does not apply to regular files: read them as they are.
            return try readToEnd(fd: fd, path: path, expectedSize: Int(st.st_size))
        default:
            // A FIFO or device: read it blocking.
            let flags = fcntl(fd, F_GETFL)
            if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
            return try readToEnd(fd: fd, path: path, expectedSize: 0)
        }
    }

    /// Reads an open descriptor to its end (for stdin: `readAll(fd: 0, path: "stdin")`).
    public static func readAll(fd: Int32, path: String) throws -> [UInt8] {
        var st = stat()
        let regular = fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
        return try readToEnd(fd: fd, path: path, expectedSize: regular ? Int(st.st_size) : 0)
    }

    /// Reads `fd` to its end. `expectedSize` (a regular file's size, else 0) is read straight into the array;
    /// whatever follows (a file that grew, a pipe) is read in 64 KiB chunks.
    // Unsafe: `read(2)` writes at most the space left in the array's storage (or in the 64 KiB chunk), and the count
    // handed back is what it read. Covered by every CLI test, the `--stdin-path` tests (a pipe, read in chunks) and
    // CLIExitStatusTests (a FIFO named on the command line).
    private static func readToEnd(fd: Int32, path: String, expectedSize: Int) throws -> [UInt8] {
        var endReached = false
        var bytes = try [UInt8](unsafeUninitializedCapacity: max(0, expectedSize)) { buffer, count in
            while count < buffer.count {
                let n = posixRead(fd, buffer.baseAddress! + count, buffer.count - count)
                if n == 0 { endReached = true; return }  // the file shrank
                if n < 0 {
                    if errno == EINTR { continue }
                    throw FileReadError(path: path, reason: reason(path, errno))
                }
                count += n
            }
        }
        if endReached { return bytes }
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { chunk in
            while true {
                let n = posixRead(fd, chunk.baseAddress!, chunk.count)
                if n == 0 { return }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw FileReadError(path: path, reason: reason(path, errno))
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<n]))
            }
        }
        return bytes
    }

    private static func reason(_ path: String, _ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a directory"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    // MARK: Walking

    /// Walks `root`. Directories and files reached without symbolic links come first; links that resolve inside
    /// the root are followed afterwards, and only to content not reached already, so a file or directory reached
    /// both directly and through a link is linted once, under its own name. Real paths of entries reached without
    /// links are derived from the root's real path (no system call per file).
    ///
    /// Until the first link is followed, the real paths a walk derives are distinct by construction (each is its
    /// directory's real path plus a name), so they are recorded without a look-up (see `PathSet`), unless an earlier
    /// walk took files that they might repeat.
    ///
    /// Each folder is judged with the configuration in effect there (`ConfigResolver`: a folder holding a
    /// `.duo-lint.json` starts a new one); a folder that configuration excludes is not entered (unless
    /// `listsExcluded`, which then lists its files as excluded).
    private func walk(root: String, sink: inout WalkSink, seen: inout PathSet, errors: inout [String]) {
        let realRoot = FileCollector.realPath(root) ?? root
        let insideRoot = { (real: String) -> Bool in
            real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
        }
        var visitedDirs = PathSet()
        visitedDirs.record(realRoot)
        let firstWalk = seen.isEmpty
        var followingLinks = false
        /// The configuration of the folder being listed.
        var configuration: EffectiveConfiguration
        do {
            configuration = try resolver.configuration(forDirectory: root)
        } catch {
            sink.configError("\(error)")
            return
        }
        // (directory as reported, its real path, why its files are excluded when an excluded folder is listed, the
        // configuration of the folder it is in: a folder without a .duo-lint.json of its own inherits it, at no cost)
        var stack: [(path: String, real: String, excludedBy: String?, parent: EffectiveConfiguration)] =
            [(root, realRoot, nil, configuration)]
        var links: [(path: String, target: String, excludedBy: String?)] = []
        var nextLink = 0
        func file(_ path: String, real: String, excludedBy: String?, _ record: (String) -> Bool) {
            if let why = excludedBy {
                if listsExcluded { sink.exclude(path, why) }
                return
            }
            guard configuration.admits(file: path) else {
                if listsExcluded { sink.exclude(path, configuration.exclusionReason(file: path) ?? "excluded") }
                return
            }
            if record(real) { sink.take(path, configuration) }
        }
        /// Why a subfolder is left out, or nil when it is walked.
        func excludedDirectory(_ path: String, parent: String?) -> String? {
            if let parent { return parent }
            guard configuration.excludes(directory: path) else { return nil }
            return "excluded by \(configuration.path ?? ConfigLoader.fileName)"
        }
        while true {
            guard let (dir, realDir, excludedBy, inherited) = stack.popLast() else {
                // Everything reachable without links is done: follow the next link.
                guard nextLink < links.count else { break }
                followingLinks = true
                let (path, target, linkExcludedBy) = links[nextLink]
                nextLink += 1
                var st = stat()
                guard stat(target, &st) == 0 else { continue }
                let name = FileCollector.lastComponent(path)
                do {
                    configuration = try resolver.configuration(forDirectory: FileCollector.parent(of: path))
                } catch {
                    sink.configError("\(error)")
                    continue
                }
                if (st.st_mode & S_IFMT) == S_IFDIR {
                    if FileCollector.skippedDirectoryNames.contains(name) { continue }
                    let why = excludedDirectory(path, parent: linkExcludedBy)
                    if why != nil && !listsExcluded { continue }
                    if visitedDirs.insert(target) { stack.append((path, target, why, configuration)) }
                } else if (st.st_mode & S_IFMT) == S_IFREG && name.hasSuffix(".swift") {
                    file(path, real: target, excludedBy: linkExcludedBy) { seen.insert($0) }
                }
                continue
            }
            guard let listing = DirectoryListing(path: dir, regularFilesEnding: ".swift",
                                                 orNamed: FileCollector.settingsFileNames) else {
                let why = access(dir, R_OK | X_OK) != 0 ? "permission denied" : "cannot read it"
                errors.append("\(display(dir)): cannot list directory (\(why))")
                continue
            }
            configuration = inherited
            if !resolver.isFixed,
               listing.entries.contains(where: { $0.kind == .regularFile && $0.name == ConfigLoader.fileName }) {
                do {
                    configuration = try resolver.configuration(forDirectory: dir, holdsConfig: true)
                } catch {
                    sink.configError("\(error)")
                    continue
                }
            }
            // In reverse name order, so that directories pop off the stack in name order.
            let dirIsReal = dir == realDir
            for entry in listing.entries.sorted(by: { $0.name > $1.name }) {
                let name = entry.name
                let path = FileCollector.join(dir, name)
                switch entry.kind {
                case .symbolicLink:
                    // Followed later, and only when it resolves inside the root.
                    if let target = FileCollector.realPath(path), insideRoot(target) { links.append((path, target, excludedBy)) }
                case .directory:
                    if FileCollector.skippedDirectoryNames.contains(name) { continue }
                    let why = excludedDirectory(path, parent: excludedBy)
                    if why != nil && !listsExcluded { continue }
                    let real = dirIsReal ? path : FileCollector.join(realDir, name)
                    if !followingLinks {
                        visitedDirs.record(real)
                        stack.append((path, real, why, configuration))
                    } else if visitedDirs.insert(real) {
                        stack.append((path, real, why, configuration))
                    }
                case .regularFile:
                    if !name.hasSuffix(".swift") {
                        if name == "project.pbxproj" && dir.hasSuffix(".xcodeproj") && excludedBy == nil { sink.project(path) }
                        if name == "project.yml" && excludedBy == nil { sink.project(path) }
                        continue
                    }
                    if name == "Package.swift" && excludedBy == nil { sink.project(path) }
                    let real = dirIsReal ? path : FileCollector.join(realDir, name)
                    if firstWalk && !followingLinks {
                        file(path, real: real, excludedBy: excludedBy) { seen.record($0); return true }
                    } else {
                        file(path, real: real, excludedBy: excludedBy) { seen.insert($0) }
                    }
                }
            }
        }
    }

    /// The other files a walk looks at: the configuration and Xcode projects.
    static let settingsFileNames = [ConfigLoader.fileName, "project.pbxproj", "project.yml"]

    /// Whether a file found some other way (staged files, stdin) is admitted by the configuration of its folder,
    /// and — when `root` is given — lies in no skipped directory (`Pods`, `.build`, …) below `root`, as a walk of
    /// `root` would have it. Nil when the file's configuration cannot be used (the error is thrown).
    public func admits(_ abs: String, walkedFrom root: String? = nil) throws -> Bool {
        guard try resolver.configuration(forFile: abs).admits(file: abs) else { return false }
        guard let root else { return true }
        let relative = FileCollector.relative(abs, to: FileCollector.normalize(root))
        guard !relative.hasPrefix("/") else { return true }
        return !relative.split(separator: "/").dropLast().contains { FileCollector.skippedDirectoryNames.contains(String($0)) }
    }

    /// The configuration the file `abs` is judged with.
    public func configuration(forFile abs: String) throws -> EffectiveConfiguration {
        try resolver.configuration(forFile: abs)
    }

    // MARK: Paths

    /// Relative to the current directory when below it; otherwise absolute.
    public func display(_ abs: String) -> String {
        FileCollector.relative(abs, to: currentDirectory)
    }

    /// `abs` relative to `dir` when it lies below it (compared as bytes, as the file system does), else `abs`.
    public static func relative(_ abs: String, to dir: String) -> String {
        if abs == dir { return "." }
        let a = abs.utf8, d = dir.utf8
        let prefixLength = dir == "/" ? 1 : d.count + 1
        guard a.count > prefixLength, a.starts(with: d),
              a[a.index(a.startIndex, offsetBy: prefixLength - 1)] == UInt8(ascii: "/") else { return abs }
        return String(Substring(a[a.index(a.startIndex, offsetBy: prefixLength)...]))
    }

    /// `dir + "/" + name` (or `"/" + name` under the root), made in one allocation (`FilePath.join`).
    static func join(_ dir: String, _ name: String) -> String { FilePath.join(dir, name) }

    /// The folder of a normalised absolute path (`/a/b` → `/a`, `/a` → `/`).
    public static func parent(of abs: String) -> String {
        guard let slash = abs.lastIndex(of: "/"), slash != abs.startIndex else { return "/" }
        return String(abs[..<slash])
    }

    /// The last component of a path (`a/b.swift` → `b.swift`).
    public static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` made absolute against `base` and normalised (`FilePath.absolute`).
    public static func absolute(_ path: String, base: String) -> String { FilePath.absolute(path, base: base) }

    /// Removes `.`, `..` and duplicate slashes without touching the file system (`FilePath.normalize`).
    public static func normalize(_ path: String) -> String { FilePath.normalize(path) }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A set of paths that can also record paths known to be new: those are kept in a list (no hashing), and hashed
/// into the set only when a path must be looked up.
struct PathSet {
    private var recorded: [String] = []
    private var set: Set<String> = []

    var isEmpty: Bool { recorded.isEmpty && set.isEmpty }

    /// Adds a path the caller knows is not in the set yet.
    mutating func record(_ path: String) { recorded.append(path) }

    /// Adds a path; false when it was there already.
    mutating func insert(_ path: String) -> Bool {
        if !recorded.isEmpty {
            set.reserveCapacity(set.count + recorded.count + 1)
            for p in recorded { set.insert(p) }
            recorded = []
        }
        return set.insert(path).inserted
    }
}
