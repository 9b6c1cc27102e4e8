/// Why an Xcode project cannot be used: its property list does not read (`line 12: expected ';'`) or its object
/// graph is broken (`no PBXProject root object`, `group cycle through group "Sources"`).
public struct XcodeProjectError: Error, CustomStringConvertible, Equatable, Sendable {
    public let reason: String
    public var description: String { reason }
}

/// The native targets of an Xcode project and the files each compiles, read from `project.pbxproj` as text
/// (never built, nothing in it run).
///
/// - Targets: the `PBXNativeTarget`s of the root `PBXProject` (aggregate and legacy targets compile nothing).
/// - Platforms: `SDKROOT` / `SUPPORTED_PLATFORMS` per build configuration (`buildConfigurationList` →
///   `XCConfigurationList` → `XCBuildConfiguration`), from the target's `buildSettings`, its `.xcconfig`
///   (`baseConfigurationReference`, or Xcode 16's `baseConfigurationReferenceAnchor` + `…RelativePath`), the
///   project configuration of the same name, then the project's `.xcconfig` — see `PlatformSettings.platforms`.
///   The union over the configurations; unknown (counted as iOS) when any configuration says nothing.
/// - Deployment target: `IPHONEOS_DEPLOYMENT_TARGET`, from the same levels, the lowest over the configurations.
/// - Files: `buildPhases` → `PBXSourcesBuildPhase.files` → `PBXBuildFile.fileRef` → a `PBXFileReference` (or
///   each file of a `PBXVariantGroup` / `XCVersionGroup`), with the build file's `platformFilter(s)`.
/// - Synchronized folders (Xcode 16): the `PBXFileSystemSynchronizedRootGroup`s a target lists in
///   `fileSystemSynchronizedGroups`, every file below them except those a
///   `PBXFileSystemSynchronizedBuildFileExceptionSet` attached to that target names (and the group's
///   `explicitFolders`, which are copied as opaque folders, not compiled). An exception set attached to a target
///   that does not list the folder adds the files it names to that target instead. Its
///   `platformFiltersByRelativePath` act as the build files' filters. A
///   `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` only routes files of a target that already
///   has them to another of its build phases (Copy Files, Headers): it changes no membership and is not read.
/// - Paths: file references resolve from the project's `mainGroup` down, under the folder holding the
///   `.xcodeproj` (moved by `projectDirPath`): `<group>` relative to the parent group's folder (a
///   group without `path` adds nothing), `SOURCE_ROOT` relative to that source root, `<absolute>` as written;
///   other trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`, …), paths naming variables, and references no
///   group reaches resolve to nothing. Paths are normalised as strings, symbolic links are not resolved.
///
/// A reference to an object the file does not have is skipped and counted in `missingReferences`; a group that
/// contains itself throws.
public struct XcodeProject: Sendable {
    /// A file a target compiles through a build file.
    public struct SourceFile: Equatable, Sendable {
        /// Absolute and normalised.
        public var path: String
        /// The build file's `platformFilter` / `platformFilters` (`ios`, `maccatalyst`, `macos`, …): the file is
        /// compiled only when building for one of them. Nil: for every platform the target builds for.
        public var platformFilters: [String]?
    }

    /// A folder (or one file added by an exception set) every file below which a target compiles.
    public struct FolderMembership: Equatable, Sendable {
        /// Absolute and normalised.
        public var path: String
        /// Paths relative to `path` (files or folders) whose files the target does not compile.
        public var exceptions: [String]
        /// Platform filters by path relative to `path` (`""` for `path` itself), as for `SourceFile`.
        public var platformFilters: [String: [String]]
    }

    public struct Target: Sendable {
        public var name: String
        /// `com.apple.product-type.application`, `…bundle.unit-test`, …; empty when not given.
        public var productType: String
        public var platforms: TargetPlatforms
        /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of the target's build configurations (each from the target's
        /// settings, its `.xcconfig`, the project configuration's, the project's `.xcconfig`, the first that sets
        /// it); nil when none sets a version.
        public var deploymentTarget: OSVersion? = nil
        public var sourceFiles: [SourceFile]
        public var folders: [FolderMembership]
        /// The Swift package products it links (`packageProductDependencies`): a local package's by its folder
        /// (`XCLocalSwiftPackageReference`), a remote one's by `remote:` and its URL, one without a package by name.
        public var packageProducts: [PackageProduct] = []

        /// A unit or UI test bundle.
        public var isTestBundle: Bool { XcodeProject.testBundleProductTypes.contains(productType) }
    }

    public static let testBundleProductTypes: Set<String> = [
        "com.apple.product-type.bundle.unit-test",
        "com.apple.product-type.bundle.ui-testing",
        "com.apple.product-type.bundle.ocunit-test",
    ]

    /// The `project.pbxproj` read.
    public let path: String
    public let targets: [Target]
    /// References to objects the file does not have (a build file, group child, phase or target that is gone).
    public let missingReferences: Int

    /// Reads the project at `path` (absolute: `…/App.xcodeproj/project.pbxproj`) from `bytes`; `read` reads the
    /// `.xcconfig` files its configurations are based on. Throws an `XcodeProjectError`.
    public init(path: String, bytes: [UInt8], read: (String) throws -> [UInt8]) throws {
        self = try withoutActuallyEscaping(read) { read in
            try XcodeProject(path: path, bytes: bytes, xcconfigs: XCConfigReader(read: read))
        }
    }

    init(path: String, bytes: [UInt8], xcconfigs: XCConfigReader) throws {
        let plist: OpenStepPlist
        do {
            plist = try OpenStepPlist(bytes: bytes)
        } catch let error as OpenStepPlistError {
            throw XcodeProjectError(reason: error.description)
        }
        var graph = try PBXGraph(plist: plist, projectDirectory: ScopePath.parent(ScopePath.parent(path)))
        let targets = graph.targets(xcconfigs: xcconfigs)
        self.path = path
        self.targets = targets
        self.missingReferences = graph.missingReferences
    }
}

/// The object graph of one `project.pbxproj` while `XcodeProject` reads it.
private struct PBXGraph {
    let plist: OpenStepPlist
    let table: PBXObjectTable
    let project: Int32
    let sourceRoot: String
    /// For each object entry the groups reach, its path once resolved: groups and synchronized folders while
    /// the groups are walked, file references when a build file or configuration asks (`resolvedPath`).
    private var resolved: [String?]
    /// For each object entry the groups reach, the entry of the group holding it (-1: not reached).
    private var parents: [Int32]
    /// Synchronized folders the groups reach, in group order.
    var synchronizedGroups: [Int] = []
    /// The references (value indices) that name objects the file does not have.
    private var missing: Set<Int32> = []

    var missingReferences: Int { missing.count }

    init(plist: OpenStepPlist, projectDirectory: String) throws {
        self.plist = plist
        let root = plist.rootIndex
        let objects = plist.lookup(root, "objects")
        guard plist.kind(root) == .dictionary, objects >= 0, plist.kind(objects) == .dictionary else {
            throw XcodeProjectError(reason: "no objects dictionary")
        }
        table = PBXObjectTable(plist: plist, objects: objects)
        guard let projectEntry = table.entry(root, "rootObject"),
              plist.equals(plist.lookup(table.object(projectEntry), "isa"), "PBXProject") else {
            throw XcodeProjectError(reason: "no PBXProject root object")
        }
        project = table.object(projectEntry)
        // `projectDirPath` moves the folder sources are found from; `projectRoot` (the roots source control works
        // in) moves nothing.
        if let dir = plist.string(plist.lookup(project, "projectDirPath")), !dir.isEmpty, !dir.utf8.contains(UInt8(ascii: "$")) {
            sourceRoot = dir.hasPrefix("/") ? FilePath.normalize(dir) : ScopePath.join(projectDirectory, dir)
        } else {
            sourceRoot = projectDirectory
        }
        resolved = [String?](repeating: nil, count: table.count)
        parents = [Int32](repeating: -1, count: table.count)
        try resolveGroups()
    }

    private func isa(_ object: Int32, _ name: StaticString) -> Bool {
        plist.equals(plist.lookup(object, "isa"), name)
    }

    /// The entries of the objects an array of references names (missing ones counted and skipped).
    private mutating func entries(_ object: Int32, _ key: StaticString) -> [Int] {
        let array = plist.lookup(object, key)
        guard array >= 0 else { return [] }
        var out: [Int] = []
        for k in plist.childRange(array) {
            if let e = table.entry(referencedBy: plist.children[k]) { out.append(e) } else { missing.insert(plist.children[k]) }
        }
        return out
    }

    /// The entry a single reference names; a reference to a missing object is counted.
    private mutating func entry(_ object: Int32, _ key: StaticString) -> Int? {
        let reference = plist.lookup(object, key)
        guard reference >= 0 else { return nil }
        guard let e = table.entry(referencedBy: reference) else { missing.insert(reference); return nil }
        return e
    }

    /// The strings of an array value (a lone string counts as a one-element array).
    private func strings(_ value: Int32) -> [String] {
        guard value >= 0 else { return [] }
        if let s = plist.string(value) { return [s] }
        return plist.childRange(value).compactMap { plist.string(plist.children[$0]) }
    }

    // MARK: Groups

    private static let groupKinds: [StaticString] = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]

    private func isGroup(_ object: Int32) -> Bool {
        let isa = plist.lookup(object, "isa")
        return PBXGraph.groupKinds.contains { plist.equals(isa, $0) }
    }

    /// The path of a group, file reference or synchronized folder under a parent folder (nil: unresolved).
    private func path(of object: Int32, parent: String?) -> String? {
        let tree = plist.lookup(object, "sourceTree")
        let base: String?   // nil for `<absolute>`
        if tree < 0 || plist.equals(tree, "<group>") {
            guard let parent else { return nil }
            base = parent
        } else if plist.equals(tree, "SOURCE_ROOT") {
            base = sourceRoot
        } else if plist.equals(tree, "<absolute>") {
            base = nil
        } else {
            return nil
        }
        let path = plist.lookup(object, "path")
        guard path >= 0 else { return base }
        return plist.withStringBytes(path) { relative -> String? in
            if relative.contains(UInt8(ascii: "$")) { return nil }
            guard let base else {  // `<absolute>`: the path as written, which must be absolute
                guard relative.first == UInt8(ascii: "/") else { return nil }
                return FilePath.normalize(String(decoding: relative, as: UTF8.self))
            }
            return ScopePath.join(base, utf8: relative)
        } ?? nil
    }

    /// Walks the groups from the main group, depth first without recursion: resolves the path of every group
    /// and synchronized folder, and records the parent of every other object reached. An object reached a
    /// second time through another parent keeps its first; a group reached again inside itself is a cycle.
    private mutating func resolveGroups() throws {
        guard let main = entry(project, "mainGroup") else { return }
        enum Step { case enter(Int, parent: Int), exit(Int) }
        var state = [UInt8](repeating: 0, count: table.count)  // 0 new, 1 inside, 2 done
        var stack: [Step] = [.enter(main, parent: -1)]
        while let step = stack.popLast() {
            switch step {
            case .exit(let e):
                state[e] = 2
            case .enter(let e, let parent):
                if state[e] == 1 {
                    let object = table.object(e)
                    let name = plist.string(plist.lookup(object, "name")) ?? plist.string(plist.lookup(object, "path"))
                    throw XcodeProjectError(reason: "group cycle through group \(name.map { "\"\($0)\"" } ?? "without a name")")
                }
                if state[e] == 2 { continue }
                let object = table.object(e)
                parents[e] = Int32(parent)
                if isGroup(object) {
                    resolved[e] = path(of: object, parent: parent < 0 ? sourceRoot : resolved[parent])
                    state[e] = 1
                    stack.append(.exit(e))
                    for child in entries(object, "children").reversed() { stack.append(.enter(child, parent: e)) }
                } else {
                    state[e] = 2
                    if isa(object, "PBXFileSystemSynchronizedRootGroup"), resolvedPath(e) != nil { synchronizedGroups.append(e) }
                }
            }
        }
    }

    /// The path of an object the groups reach (resolved once); nil when unreached or unresolved.
    private mutating func resolvedPath(_ e: Int) -> String? {
        if let path = resolved[e] { return path }
        let parent = Int(parents[e])
        guard parent >= 0, let folder = resolved[parent] else { return nil }
        let path = path(of: table.object(e), parent: folder)
        resolved[e] = path
        return path
    }

    /// Calls `body` with each file a build file's reference stands for: a file reference's path, or the paths of
    /// a variant or version group's files.
    private mutating func forEachFile(of e: Int, _ body: (String) -> Void) {
        let object = table.object(e)
        guard isGroup(object) else {
            if let path = resolvedPath(e) { body(path) }
            return
        }
        for child in entries(object, "children") {
            if let path = resolvedPath(child) { body(path) }
        }
    }

    // MARK: Targets

    /// An owner's (the project's or a target's) build configurations: name, and its levels of platform settings
    /// (its `buildSettings`, then its `.xcconfig`).
    private mutating func configurations(_ owner: Int32, _ xcconfigs: XCConfigReader) -> [(name: String, levels: [PlatformSettings])] {
        guard let list = entry(owner, "buildConfigurationList") else { return [] }
        var out: [(name: String, levels: [PlatformSettings])] = []
        for e in entries(table.object(list), "buildConfigurations") {
            let config = table.object(e)
            let xcconfig = xcconfigPath(config).map(xcconfigs.settings(at:)) ?? PlatformSettings()
            out.append((plist.string(plist.lookup(config, "name")) ?? "", [settings(config), xcconfig]))
        }
        return out
    }

    /// The platform settings of a configuration's `buildSettings`.
    private func settings(_ config: Int32) -> PlatformSettings {
        let dict = plist.lookup(config, "buildSettings")
        func words(_ key: StaticString) -> [String]? {
            let v = plist.lookup(dict, key)
            guard v >= 0 else { return nil }
            return strings(v).flatMap(PlatformSettings.words)
        }
        return PlatformSettings(sdkroot: words("SDKROOT"), supportedPlatforms: words("SUPPORTED_PLATFORMS"),
                                deploymentTarget: words("IPHONEOS_DEPLOYMENT_TARGET"))
    }

    /// The path of the `.xcconfig` a configuration is based on.
    private mutating func xcconfigPath(_ config: Int32) -> String? {
        if let reference = entry(config, "baseConfigurationReference") { return resolvedPath(reference) }
        if let anchor = entry(config, "baseConfigurationReferenceAnchor"), let folder = resolvedPath(anchor),
           let relative = plist.string(plist.lookup(config, "baseConfigurationReferenceRelativePath")) {
            return ScopePath.join(folder, relative)
        }
        return nil
    }

    /// The platforms of a target: per configuration, its levels over those of the project configuration of the
    /// same name (else the project's default configuration), united.
    private func platforms(target: [(name: String, levels: [PlatformSettings])],
                           project: [(name: String, levels: [PlatformSettings])], projectDefault: String?) -> TargetPlatforms {
        let fallback = project.first { $0.name == projectDefault } ?? project.first
        let perConfiguration: [[PlatformSettings]] = target.isEmpty
            ? project.map(\.levels)
            : target.map { config in config.levels + ((project.first { $0.name == config.name } ?? fallback)?.levels ?? []) }
        var names: Set<String> = []
        for levels in perConfiguration {
            guard let found = PlatformSettings.platforms(levels: levels).names else { return .unknown }
            names.formUnion(found)
        }
        return perConfiguration.isEmpty ? .unknown : TargetPlatforms(names: Array(names))
    }

    /// The lowest deployment target of a target's configurations (as `platforms` pairs them with the project's).
    private func deploymentTarget(target: [(name: String, levels: [PlatformSettings])],
                                  project: [(name: String, levels: [PlatformSettings])], projectDefault: String?) -> OSVersion? {
        let fallback = project.first { $0.name == projectDefault } ?? project.first
        let perConfiguration: [[PlatformSettings]] = target.isEmpty
            ? project.map(\.levels)
            : target.map { config in config.levels + ((project.first { $0.name == config.name } ?? fallback)?.levels ?? []) }
        return perConfiguration.compactMap(PlatformSettings.deploymentTarget(levels:)).min()
    }

    /// A build file's `platformFilters` (or its single `platformFilter`); nil when it has none.
    private func platformFilters(_ buildFile: Int32) -> [String]? {
        let filters = strings(plist.lookup(buildFile, "platformFilters")) + strings(plist.lookup(buildFile, "platformFilter"))
        return filters.isEmpty ? nil : filters
    }

    mutating func targets(xcconfigs: XCConfigReader) -> [XcodeProject.Target] {
        let projectConfigurations = configurations(project, xcconfigs)
        let defaultName = entry(project, "buildConfigurationList").flatMap {
            plist.string(plist.lookup(table.object($0), "defaultConfigurationName"))
        }
        var targets: [XcodeProject.Target] = []
        var targetIndex: [Int: Int] = [:]           // object entry → index in `targets`
        var holders: [Int: [Int]] = [:]             // synchronized folder entry → targets that list it
        for e in entries(project, "targets") {
            let object = table.object(e)
            guard isa(object, "PBXNativeTarget") else { continue }
            let targetConfigurations = configurations(object, xcconfigs)
            var target = XcodeProject.Target(
                name: plist.string(plist.lookup(object, "name")) ?? plist.string(plist.lookup(object, "productName")) ?? "(unnamed)",
                productType: plist.string(plist.lookup(object, "productType")) ?? "",
                platforms: platforms(target: targetConfigurations, project: projectConfigurations, projectDefault: defaultName),
                deploymentTarget: deploymentTarget(target: targetConfigurations, project: projectConfigurations,
                                                   projectDefault: defaultName),
                sourceFiles: [], folders: [])
            var seen: Set<Int> = []  // file references already taken
            for phase in entries(object, "buildPhases") where isa(table.object(phase), "PBXSourcesBuildPhase") {
                for buildFile in entries(table.object(phase), "files") {
                    let file = table.object(buildFile)
                    guard let reference = entry(file, "fileRef"), seen.insert(reference).inserted else { continue }
                    let filters = platformFilters(file)
                    forEachFile(of: reference) { target.sourceFiles.append(.init(path: $0, platformFilters: filters)) }
                }
            }
            // The platform filters of the Frameworks phase's build files that link products (`productRef`); references
            // to missing objects are skipped here without being counted (only the source phases' count).
            var productFilters: [Int: [String]] = [:]
            for phase in entries(object, "buildPhases") where isa(table.object(phase), "PBXFrameworksBuildPhase") {
                let files = plist.lookup(table.object(phase), "files")
                guard files >= 0 else { continue }
                for k in plist.childRange(files) {
                    guard let buildFile = table.entry(referencedBy: plist.children[k]) else { continue }
                    let file = table.object(buildFile)
                    let reference = plist.lookup(file, "productRef")
                    guard reference >= 0, let product = table.entry(referencedBy: reference),
                          let filters = platformFilters(file) else { continue }
                    productFilters[product] = filters
                }
            }
            for dependency in entries(object, "packageProductDependencies") {
                let d = table.object(dependency)
                guard let product = plist.string(plist.lookup(d, "productName")) else { continue }
                var package = ""
                if let reference = entry(d, "package") {
                    let r = table.object(reference)
                    if isa(r, "XCLocalSwiftPackageReference"), let relative = plist.string(plist.lookup(r, "relativePath")) {
                        package = relative.hasPrefix("/") ? FilePath.normalize(relative) : ScopePath.join(sourceRoot, relative)
                    } else {
                        package = "remote:" + (plist.string(plist.lookup(r, "repositoryURL")) ?? "")
                    }
                }
                // `SwiftPackage:Product` names a plugin product; the product name is what follows the colon.
                let name = product.hasPrefix("plugin:") ? String(product.dropFirst(7)) : product
                target.packageProducts.append(PackageProduct(package: package, product: name, platformFilters: productFilters[dependency]))
            }
            targetIndex[e] = targets.count
            for group in entries(object, "fileSystemSynchronizedGroups") {
                guard let folder = resolved[group], !(holders[group]?.contains(targets.count) ?? false) else { continue }
                holders[group, default: []].append(targets.count)
                target.folders.append(.init(path: folder, exceptions: explicitFolders(table.object(group)), platformFilters: [:]))
            }
            targets.append(target)
        }
        applyExceptions(to: &targets, targetIndex: targetIndex, holders: holders)
        return targets
    }

    /// A synchronized folder's `explicitFolders` (copied whole as resources, so nothing in them is compiled).
    private func explicitFolders(_ group: Int32) -> [String] {
        strings(plist.lookup(group, "explicitFolders")).compactMap(ScopePath.relativeComponent)
    }

    /// Applies the build-file exception sets of every synchronized folder: on a target that lists the folder,
    /// the files they name are left out; on one that does not, they are added.
    private mutating func applyExceptions(to targets: inout [XcodeProject.Target], targetIndex: [Int: Int], holders: [Int: [Int]]) {
        for group in synchronizedGroups {
            guard let folder = resolved[group] else { continue }
            for set in entries(table.object(group), "exceptions") {
                let exceptionSet = table.object(set)
                guard isa(exceptionSet, "PBXFileSystemSynchronizedBuildFileExceptionSet"),
                      let targetEntry = entry(exceptionSet, "target"), let t = targetIndex[targetEntry] else { continue }
                let names = strings(plist.lookup(exceptionSet, "membershipExceptions")).compactMap(ScopePath.relativeComponent)
                var filters: [String: [String]] = [:]
                let byPath = plist.lookup(exceptionSet, "platformFiltersByRelativePath")
                for k in stride(from: plist.childRange(byPath).lowerBound, to: plist.childRange(byPath).upperBound, by: 2) {
                    if let key = plist.string(plist.children[k]).flatMap(ScopePath.relativeComponent) {
                        filters[key] = strings(plist.children[k + 1])
                    }
                }
                if let m = targets[t].folders.firstIndex(where: { $0.path == folder }), holders[group]?.contains(t) == true {
                    targets[t].folders[m].exceptions += names
                    targets[t].folders[m].platformFilters.merge(filters) { $1 }
                } else {
                    for name in names {
                        let added = XcodeProject.FolderMembership(path: ScopePath.join(folder, name), exceptions: [],
                                                                  platformFilters: filters[name].map { ["": $0] } ?? [:])
                        if !targets[t].folders.contains(added) { targets[t].folders.append(added) }
                    }
                }
            }
        }
    }
}
