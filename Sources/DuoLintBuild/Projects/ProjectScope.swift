import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a file is judged, and when it is not, why (in the words `duo-lint files` shows).
public struct ScopeDecision: Equatable, Sendable {
    public var judged: Bool
    /// Only when not judged: `only in watchOS target "WatchApp"`, `only in test bundle "AppTests"`, …
    public var reason: String?

    public init(judged: Bool, reason: String? = nil) {
        self.judged = judged
        self.reason = reason
    }

    public static let judged = ScopeDecision(judged: true)
}

/// Which files the Xcode projects and Swift packages of the linted tree compile for iOS (RULES.md, *code that
/// runs on an iPhone*, 2. Targets).
///
/// A file that no target of any project or package compiles is judged. Otherwise it is judged when some target
/// compiling it builds for iOS (see `TargetPlatforms`: a target whose settings do not say counts as iOS), its
/// build file's platform filters (if any) include `ios`, and the target is not a test — unless `tests` is true.
/// Tests are the unit and UI test bundles of Xcode projects and everything under a package test target's folder
/// (its `exclude:` and `sources:` notwithstanding: fixtures kept there are test code too). Every other package
/// target counts as building for iOS (a manifest's `platforms:` are minimum versions, not a restriction), so a
/// file shared by a package target and a macOS app target is judged.
///
/// A project or manifest that cannot be read, or whose groups contain themselves, gives one warning and counts
/// as absent: its files are judged as if it had no project. A project that refers to objects it does not have
/// skips those references and gives one warning.
///
/// Built once; `decision(forAbsolutePath:tests:)` may then be called from any thread. A look-up is a dictionary
/// probe for the path plus, for each folder above it, a binary search in the sorted synchronized-folder and
/// package-target folders.
public final class ProjectScope: Sendable {
    /// A problem with one project file: `description` is `path: message`.
    public struct Warning: Equatable, Sendable, CustomStringConvertible {
        /// The `project.pbxproj` or `Package.swift`, absolute.
        public let path: String
        /// `cannot read project (line 12: expected ';'); its files are judged as if it had no project`.
        public let message: String

        public var description: String { "\(path): \(message)" }
    }

    /// Projects bigger than this are not read (the largest real ones are a few tens of MB).
    public static let maximumProjectBytes = 128 << 20

    /// A target of a project or package.
    fileprivate struct Member: Sendable {
        var name: String
        var isTest: Bool
        var isPackageTarget: Bool
        var platforms: TargetPlatforms
        /// An Xcode target's `IPHONEOS_DEPLOYMENT_TARGET`, a package target's `.iOS(…)` platform.
        var deploymentTarget: OSVersion?
    }

    /// A target compiles this file, under these platform filters (nil: none); `next` is the file's next entry in
    /// `fileEntries` (-1: none), so that a file costs no array of its own.
    fileprivate struct FileEntry: Sendable {
        var member: Int
        var filters: [String]?
        var next: Int32
    }

    /// A target compiles every file below a folder, but for `exceptions` and, when `only` is given, only those.
    fileprivate struct FolderRule: Sendable {
        var member: Int
        var exceptions: [String]
        var only: [String]?
        var filters: [String: [String]]
    }

    public let warnings: [Warning]
    private let members: [Member]
    /// Each file's first entry in `fileEntries`.
    private let files: [String: Int32]
    /// The keys of `files` by their ASCII-lower-cased form, for the paths whose case differs on disk: Xcode projects
    /// live on case-insensitive volumes, where `path = Views` finds the folder `views` (the first key wins).
    private let filesByFoldedPath: [String: String]
    private let fileEntries: [FileEntry]
    /// Folder paths sorted by their bytes, and the rules of each.
    private let folderKeys: [[UInt8]]
    private let folderRules: [[FolderRule]]
    /// `folderKeyLengths[n]`: some folder key is `n` bytes long — most prefixes of a path are rejected on their
    /// length alone, without a search.
    private let folderKeyLengths: [Bool]

    /// No project or package gave a target with files: every file is judged.
    public var isEmpty: Bool { files.isEmpty && folderKeys.isEmpty }

    /// Reads the projects: `projectFiles` are absolute paths of `…/X.xcodeproj/project.pbxproj` and
    /// `…/Package.swift` files (others are ignored); `read` reads them and the `.xcconfig` files the projects'
    /// configurations are based on (`FileCollector.read`), during the call only.
    public convenience init(projectFiles: [String], read: (String) throws -> [UInt8]) {
        self.init(projectFiles: projectFiles, maximumBytes: ProjectScope.maximumProjectBytes, read: read)
    }

    convenience init(projectFiles: [String], maximumBytes: Int, read: (String) throws -> [UInt8]) {
        var seen: Set<String> = []
        let parts = withoutActuallyEscaping(read) { read in
            projectFiles.filter { seen.insert($0).inserted }.compactMap {
                ProjectScope.read($0, maximumBytes: maximumBytes, read: read)
            }
        }
        self.init(parts: parts)
    }

    /// One project file read: the project or package, or why it cannot be used. Reading is the costly part, and
    /// independent for each file: callers may read several at once (`RunScope.Reader`), then merge them in order.
    public enum Part: Sendable {
        case project(XcodeProject)
        case package(PackageManifest)
        case unreadable(Warning)
    }

    /// Reads one `project.pbxproj` or `Package.swift` (nil for any other file); any thread.
    public static func read(_ path: String, maximumBytes: Int = ProjectScope.maximumProjectBytes,
                            read: @escaping (String) throws -> [UInt8]) -> Part? {
        let isManifest = path.hasSuffix("/Package.swift") || path == "Package.swift"
        guard isManifest || ProjectScope.isXcodeProjectFile(path) else { return nil }
        let (what, consequence) = isManifest
            ? ("manifest", "its files are judged as if it had no package")
            : ("project", "its files are judged as if it had no project")
        func failure(_ reason: String) -> Part {
            .unreadable(Warning(path: path, message: "cannot read \(what) (\(reason)); \(consequence)"))
        }
        let bytes: [UInt8]
        do {
            bytes = try read(path)
        } catch {
            return failure((error as? FileReadError)?.reason ?? "\(error)")
        }
        guard bytes.count <= maximumBytes else { return failure("too large: \(bytes.count) bytes, the limit is \(maximumBytes)") }
        do {
            if isManifest { return .package(try PackageManifest(path: path, bytes: bytes)) }
            return .project(try XcodeProject(path: path, bytes: bytes, xcconfigs: XCConfigReader(read: read)))
        } catch {
            return failure("\(error)")
        }
    }

    /// The scope of the projects and packages read (in this order).
    public convenience init(parts: [Part]) {
        var builder = Builder()
        for part in parts { builder.add(part) }
        self.init(builder)
    }

    /// The scope of the parts added to `builder`.
    public init(_ builder: Builder) {
        warnings = builder.warnings
        members = builder.members
        files = builder.files
        var folded: [String: String] = [:]
        folded.reserveCapacity(builder.files.count)
        for key in builder.files.keys.sorted() where folded[Self.foldCase(key)] == nil { folded[Self.foldCase(key)] = key }
        filesByFoldedPath = folded
        fileEntries = builder.fileEntries
        let sorted = builder.folders.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        folderKeys = sorted.map(\.key)
        folderRules = sorted.map(\.value)
        var lengths = [Bool](repeating: false, count: (folderKeys.map(\.count).max() ?? 0) + 1)
        for key in folderKeys { lengths[key.count] = true }
        folderKeyLengths = lengths
    }

    /// Collects the members and their files, part after part, in the order the parts are to count (a reader may
    /// add each part as soon as it and those before it are read: `RunScope.Reader`).
    public struct Builder {
        public init() {}

        fileprivate var warnings: [Warning] = []
        fileprivate var members: [Member] = []
        fileprivate var files: [String: Int32] = [:]
        fileprivate var fileEntries: [FileEntry] = []
        fileprivate var folders: [[UInt8]: [FolderRule]] = [:]

        public mutating func add(_ part: Part) {
            switch part {
            case .project(let project):
                add(project)
                if project.missingReferences > 0 {
                    let n = project.missingReferences
                    warnings.append(Warning(path: project.path, message:
                        "\(n) reference\(n == 1 ? "" : "s") to objects the project does not have (skipped)"))
                }
            case .package(let manifest):
                add(manifest)
            case .unreadable(let warning):
                warnings.append(warning)
            }
        }

        private mutating func add(_ project: XcodeProject) {
            let added = project.targets.reduce(0) { $0 + $1.sourceFiles.count }
            files.reserveCapacity(files.count + added)
            fileEntries.reserveCapacity(fileEntries.count + added)
            for target in project.targets where !target.sourceFiles.isEmpty || !target.folders.isEmpty {
                let m = members.count
                members.append(Member(name: target.name, isTest: target.isTestBundle, isPackageTarget: false,
                                      platforms: target.platforms, deploymentTarget: target.deploymentTarget))
                for file in target.sourceFiles {
                    let next = files.updateValue(Int32(fileEntries.count), forKey: file.path) ?? -1
                    fileEntries.append(FileEntry(member: m, filters: file.platformFilters, next: next))
                }
                for folder in target.folders {
                    folders[Array(folder.path.utf8), default: []].append(
                        FolderRule(member: m, exceptions: folder.exceptions, only: nil, filters: folder.platformFilters))
                }
            }
        }

        private mutating func add(_ manifest: PackageManifest) {
            for target in manifest.targets where !target.folders.isEmpty {
                let m = members.count
                members.append(Member(name: target.name, isTest: target.isTest, isPackageTarget: true, platforms: .unknown,
                                      deploymentTarget: manifest.iOSDeploymentTarget))
                for folder in target.folders {
                    let rule = target.isTest
                        ? FolderRule(member: m, exceptions: [], only: nil, filters: [:])
                        : FolderRule(member: m, exceptions: target.exclude, only: target.sources, filters: [:])
                    folders[Array(folder.utf8), default: []].append(rule)
                }
            }
        }
    }

    // MARK: Decisions

    /// Whether the file at `path` (absolute and normalised, as `FilePath.absolute` makes it) is judged;
    /// `tests` is the configuration's `"tests"`.
    public func decision(forAbsolutePath path: String, tests: Bool) -> ScopeDecision {
        if isJudged(absolutePath: path, tests: tests) { return .judged }
        var reasons: [(member: Int, filters: [String]?)] = []
        forEachMembership(of: path) { member, filters in
            reasons.append((member, filters))
            return true
        }
        return ScopeDecision(judged: false, reason: reason(reasons.sorted { $0.member < $1.member }))
    }

    /// `decision(forAbsolutePath:tests:).judged`, without the reason.
    public func isJudged(absolutePath path: String, tests: Bool) -> Bool {
        if isEmpty { return true }
        var compiled = false
        var judged = false
        forEachMembership(of: path) { member, filters in
            compiled = true
            if isJudged(members[member], filters: filters, tests: tests) { judged = true; return false }
            return true
        }
        return judged || !compiled
    }

    /// The file's *deployment target* (RULES.md part 2): the lowest `IPHONEOS_DEPLOYMENT_TARGET` of the Xcode targets
    /// that compile it for an iPhone (and judge it: test bundles only when `tests`); failing that, the lowest `.iOS(…)`
    /// platform of the packages whose targets compile it; nil when unknown (no target says, or none compiles it).
    public func deploymentTarget(forAbsolutePath path: String, tests: Bool) -> OSVersion? {
        if isEmpty { return nil }
        var project: OSVersion?
        var package: OSVersion?
        forEachMembership(of: path) { m, filters in
            let member = members[m]
            guard isJudged(member, filters: filters, tests: tests), let target = member.deploymentTarget else { return true }
            if member.isPackageTarget {
                package = min(package ?? target, target)
            } else {
                project = min(project ?? target, target)
            }
            return true
        }
        return project ?? package
    }

    private func compiledForIOS(_ member: Member, filters: [String]?) -> Bool {
        member.platforms.buildsForIOS && (filters?.contains("ios") ?? true)
    }

    private func isJudged(_ member: Member, filters: [String]?, tests: Bool) -> Bool {
        compiledForIOS(member, filters: filters) && (!member.isTest || tests)
    }

    /// `path` with its ASCII letters in lower case (the case-insensitive match of APFS and HFS+ for ASCII names).
    private static func foldCase(_ path: String) -> String {
        var bytes = Array(path.utf8)
        for i in bytes.indices where bytes[i] >= 0x41 && bytes[i] <= 0x5A { bytes[i] += 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Calls `body` with each (member, platform filters) that compiles `path` until it returns false.
    private func forEachMembership(of path: String, _ body: (Int, [String]?) -> Bool) {
        var e = files[path] ?? filesByFoldedPath[Self.foldCase(path)].flatMap { files[$0] } ?? -1
        while e >= 0 {
            let entry = fileEntries[Int(e)]
            if !body(entry.member, entry.filters) { return }
            e = entry.next
        }
        guard !folderKeys.isEmpty else { return }
        var path = path
        path.withUTF8 { bytes in
            /// The rules of the folder `bytes[0..<end]`; false when `body` says stop.
            func visit(_ end: Int) -> Bool {
                guard end < folderKeyLengths.count, folderKeyLengths[end],
                      let k = folderIndex(UnsafeBufferPointer(rebasing: bytes[0..<end])) else { return true }
                let relativeStart = end == 1 || end == bytes.count ? end : end + 1
                // The path below the folder, made only for a rule with exceptions, a list or filters.
                var relativePath: String?
                func relative() -> String {
                    if let r = relativePath { return r }
                    let r = String(decoding: UnsafeBufferPointer(rebasing: bytes[relativeStart...]), as: UTF8.self)
                    relativePath = r
                    return r
                }
                for rule in folderRules[k] {
                    if let only = rule.only, !only.contains(where: { ProjectScope.covers($0, relative()) }) { continue }
                    if !rule.exceptions.isEmpty, rule.exceptions.contains(where: { ProjectScope.covers($0, relative()) }) {
                        continue
                    }
                    let filters = rule.filters.isEmpty ? nil : ProjectScope.filters(rule.filters, for: relative())
                    if !body(rule.member, filters) { return false }
                }
                return true
            }
            // Each folder above the file: `/`, then every prefix ending before a `/`; then the path itself (a file
            // an exception set added).
            guard bytes.count > 1, bytes[0] == UInt8(ascii: "/") else { return }
            if !visit(1) { return }
            for i in 1..<bytes.count where bytes[i] == UInt8(ascii: "/") {
                if !visit(i) { return }
            }
            _ = visit(bytes.count)
        }
    }

    /// Binary search of `folderKeys` for exactly these bytes.
    // Unsafe: reads a prefix of a path's bytes borrowed by `decision(forAbsolutePath:)`. Covered by ProjectScopeTests.
    private func folderIndex(_ prefix: UnsafeBufferPointer<UInt8>) -> Int? {
        var low = 0, high = folderKeys.count
        while low < high {
            let mid = (low + high) / 2
            let order = folderKeys[mid].withUnsafeBufferPointer { key -> Int in
                let common = min(key.count, prefix.count)
                let c = common == 0 ? 0 : Int(memcmp(key.baseAddress!, prefix.baseAddress!, common))
                return c != 0 ? c : key.count - prefix.count
            }
            if order == 0 { return mid }
            if order < 0 { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// Whether the relative path `entry` (a file or folder) is `relative` or a folder holding it.
    private static func covers(_ entry: String, _ relative: String) -> Bool {
        relative == entry || (entry.isEmpty && !relative.isEmpty)
            || (relative.utf8.count > entry.utf8.count && relative.hasPrefix(entry)
                && relative.utf8[relative.utf8.index(relative.utf8.startIndex, offsetBy: entry.utf8.count)] == UInt8(ascii: "/"))
    }

    /// The platform filters that apply to `relative`: its own, else its nearest folder's.
    private static func filters(_ byPath: [String: [String]], for relative: String) -> [String]? {
        var path = Substring(relative)
        while true {
            if let filters = byPath[String(path)] { return filters }
            guard !path.isEmpty else { return nil }
            path = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
        }
    }

    // MARK: Reasons

    /// `only in watchOS target "WatchApp"`, or for several: `only in targets "WatchApp" (watchOS) and "MacApp" (macOS)`.
    private func reason(_ memberships: [(member: Int, filters: [String]?)]) -> String {
        var alone: [String] = []
        var listed: [String] = []
        for (m, filters) in memberships {
            let (a, l) = describe(members[m], filters: filters)
            if !listed.contains(l) { alone.append(a); listed.append(l) }
        }
        if listed.count == 1 { return "only " + alone[0] }
        let shown = listed.count > 4 ? Array(listed.prefix(3)) + ["\(listed.count - 3) more"] : listed
        return "only in targets " + shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }

    /// Why one membership does not judge a file: alone (`in watchOS target "W"`) and in a list (`"W" (watchOS)`).
    private func describe(_ member: Member, filters: [String]?) -> (alone: String, listed: String) {
        let name = "\"\(member.name)\""
        if !member.platforms.buildsForIOS {
            let platform = member.platforms.displayName
            return member.isTest
                ? ("in \(platform) test bundle \(name)", "\(name) (\(platform) test bundle)")
                : ("in \(platform) target \(name)", "\(name) (\(platform))")
        }
        if !compiledForIOS(member, filters: filters), let filters {
            let platforms = filters.map(TargetPlatforms.displayName(filter:)).joined(separator: ", ")
            return ("for \(platforms) in target \(name)", "\(name) (\(platforms) only)")
        }
        if member.isPackageTarget {
            return ("in test target \(name) of Package.swift", "\(name) (test target of Package.swift)")
        }
        return ("in test bundle \(name)", "\(name) (test bundle)")
    }

    // MARK: Finding project files

    /// Whether `path` names a project file this type reads: `…/X.xcodeproj/project.pbxproj` or `…/Package.swift`.
    public static func isProjectFile(_ path: String) -> Bool {
        path.hasSuffix("/Package.swift") || path == "Package.swift" || isXcodeProjectFile(path)
    }

    private static func isXcodeProjectFile(_ path: String) -> Bool {
        path.hasSuffix(".xcodeproj/project.pbxproj") && path.utf8.count > ".xcodeproj/project.pbxproj".utf8.count
            && !path.hasSuffix("/.xcodeproj/project.pbxproj")
    }

    /// For files given one by one (`--stdin-path`, `--staged`, explicit file arguments): the project files in
    /// the folder of `absolutePath` and in each folder above it, nearest first — a `Package.swift`, and the
    /// `project.pbxproj` of each `*.xcodeproj` folder (in name order).
    public static func projectFiles(above absolutePath: String) -> [String] {
        var out: [String] = []
        var folder = ScopePath.parent(FilePath.normalize(absolutePath))
        while true {
            let manifest = FilePath.join(folder, "Package.swift")
            if isRegularFile(manifest) { out.append(manifest) }
            if let listing = DirectoryListing(path: folder, regularFilesEnding: ".xcodeproj") {
                let projects = listing.entries
                    .filter { $0.kind != .regularFile && $0.name.hasSuffix(".xcodeproj") && $0.name != ".xcodeproj" }
                    .map { FilePath.join(FilePath.join(folder, $0.name), "project.pbxproj") }
                    .filter(isRegularFile)
                out += projects.sorted()
            }
            if folder == "/" { return out }
            folder = ScopePath.parent(folder)
        }
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }
}
