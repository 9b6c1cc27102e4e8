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

/// Which files the Xcode projects and Swift packages of the linted tree compile for iOS (VOCABULARY.md, *code that
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
        /// A target of a local package that only targets not building for iOS link: who links it
        /// (`watchOS target "WatchApp"`).
        var linkedOnlyBy: String? = nil
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
        /// XcodeGen's `excludes` and `includes` globs (`XcodeGenGlob`), relative to the folder.
        var excludeGlobs: [String] = []
        var includeGlobs: [String]? = nil
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
        case xcodeGen(XcodeGenProject)
        case unreadable(Warning)
    }

    /// Reads one `project.pbxproj` or `Package.swift` (nil for any other file); any thread.
    public static func read(_ path: String, maximumBytes: Int = ProjectScope.maximumProjectBytes,
                            read: @escaping (String) throws -> [UInt8]) -> Part? {
        if isXcodeGenSpec(path) { return readXcodeGen(path, maximumBytes: maximumBytes, read: read) }
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

    /// An XcodeGen `project.yml`, unless an `.xcodeproj` sits beside it: then the project is what Xcode builds, and
    /// the specification (which made it, and may since have changed) is not read. Nil when not read.
    private static func readXcodeGen(_ path: String, maximumBytes: Int, read: @escaping (String) throws -> [UInt8]) -> Part? {
        let folder = ScopePath.parent(path)
        if let listing = DirectoryListing(path: folder, regularFilesEnding: ".xcodeproj"),
           listing.entries.contains(where: { $0.kind != .regularFile && $0.name.hasSuffix(".xcodeproj") }) {
            return nil
        }
        func failure(_ reason: String) -> Part {
            .unreadable(Warning(path: path, message: "cannot read XcodeGen spec (\(reason)); its targets count as absent"))
        }
        let bytes: [UInt8]
        do {
            bytes = try read(path)
        } catch {
            return failure((error as? FileReadError)?.reason ?? "\(error)")
        }
        guard bytes.count <= maximumBytes else { return failure("too large: \(bytes.count) bytes, the limit is \(maximumBytes)") }
        do {
            return .xcodeGen(try XcodeGenProject(path: path, bytes: bytes, read: { p in
                let b = try read(p)
                guard b.count <= maximumBytes else { throw FileReadError(path: p, reason: "too large") }
                return b
            }))
        } catch let e as XcodeGenError {
            if e.usesAnchors {
                return .unreadable(Warning(path: path, message:
                    "cannot read XcodeGen spec (\(e.reason): YAML anchors and aliases are not read); its targets count as absent"))
            }
            return failure(e.reason)
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
    public init(_ given: Builder) {
        // XcodeGen specs count only where no Xcode project sits beside them (the project is what Xcode builds).
        var builder = given
        for spec in given.xcodeGenSpecs where !given.xcodeProjectFolders.contains(ScopePath.parent(spec.path)) {
            builder.addNow(spec)
        }
        warnings = builder.warnings
        members = ProjectScope.packagesLinkedOnlyElsewhere(builder)
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
        /// Local packages: folder, products, the local packages they depend on, their non-test members (and each
        /// one's target name), the manifest.
        fileprivate var packages: [(folder: String, products: Set<String>, dependencies: [String], members: [Int],
                                    memberTargets: [String: Int], manifest: PackageManifest)] = []
        /// Targets that link package products: who, and what (`PackageProduct.package` is a folder, a
        /// `remote:` reference, an XcodeGen package name resolved to its folder, or empty).
        fileprivate var linkers: [(description: String, platforms: TargetPlatforms, products: [PackageProduct])] = []
        /// XcodeGen specs, added when the scope is made (`ProjectScope.init`), unless `xcodeProjectFolders` holds
        /// their folder.
        fileprivate var xcodeGenSpecs: [XcodeGenProject] = []
        fileprivate var xcodeProjectFolders: Set<String> = []

        public mutating func add(_ part: Part) {
            switch part {
            case .xcodeGen(let spec):
                xcodeGenSpecs.append(spec)
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
            xcodeProjectFolders.insert(ScopePath.parent(ScopePath.parent(project.path)))
            let added = project.targets.reduce(0) { $0 + $1.sourceFiles.count }
            files.reserveCapacity(files.count + added)
            fileEntries.reserveCapacity(fileEntries.count + added)
            for target in project.targets where !target.packageProducts.isEmpty {
                // A product whose build file's platform filters leave out iOS (`platformFilters = (tvos, )`) is linked
                // by the target for those platforms only: a linker of its own.
                // (A target that does not build for iOS links nothing for iOS anyway.)
                let split = target.platforms.buildsForIOS
                let forIOS = split ? target.packageProducts.filter { $0.platformFilters?.contains("ios") ?? true } : target.packageProducts
                if !forIOS.isEmpty {
                    linkers.append((ProjectScope.describeTarget(target.name, target.platforms), target.platforms, forIOS))
                }
                var byFilters: [[String]: [PackageProduct]] = [:]
                for product in target.packageProducts where split {
                    if let filters = product.platformFilters, !filters.contains("ios") { byFilters[filters, default: []].append(product) }
                }
                for (filters, products) in byFilters.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
                    let platforms = TargetPlatforms(names: filters.map(TargetPlatforms.platform(filter:)))
                    let shown = filters.map(TargetPlatforms.displayName(filter:)).joined(separator: ", ")
                    linkers.append(("target \"\(target.name)\" for \(shown)", platforms, products))
                }
            }
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

        fileprivate mutating func addNow(_ spec: XcodeGenProject) {
            for target in spec.targets {
                if !target.packageProducts.isEmpty {
                    let products = target.packageProducts.map { p in
                        PackageProduct(package: spec.localPackages[p.package] ?? "remote:" + p.package, product: p.product ?? p.package)
                    }
                    linkers.append((ProjectScope.describeTarget(target.name, target.platforms), target.platforms, products))
                }
                guard !target.sources.isEmpty else { continue }
                let m = members.count
                members.append(Member(name: target.name, isTest: target.isTest, isPackageTarget: false, platforms: target.platforms,
                                      deploymentTarget: target.deploymentTarget))
                for source in target.sources {
                    folders[Array(source.path.utf8), default: []].append(FolderRule(
                        member: m, exceptions: [], only: nil, filters: source.filters.map { ["": $0] } ?? [:],
                        excludeGlobs: source.excludes, includeGlobs: source.includes))
                }
            }
        }

        private mutating func add(_ manifest: PackageManifest) {
            var packageMembers: [Int] = []
            var memberTargets: [String: Int] = [:]
            for target in manifest.targets where !target.folders.isEmpty {
                let m = members.count
                if !target.isTest {
                    packageMembers.append(m)
                    if memberTargets[target.name] == nil { memberTargets[target.name] = m }
                }
                members.append(Member(name: target.name, isTest: target.isTest, isPackageTarget: true, platforms: .unknown,
                                      deploymentTarget: manifest.iOSDeploymentTarget))
                for folder in target.folders {
                    let rule = target.isTest
                        ? FolderRule(member: m, exceptions: [], only: nil, filters: [:])
                        : FolderRule(member: m, exceptions: target.exclude, only: target.sources, filters: [:])
                    folders[Array(folder.utf8), default: []].append(rule)
                }
            }
            packages.append((ScopePath.parent(manifest.path), Set(manifest.products), manifest.localDependencies, packageMembers,
                             memberTargets, manifest))
        }
    }

    /// `watchOS target "WatchApp"`.
    fileprivate static func describeTarget(_ name: String, _ platforms: TargetPlatforms) -> String {
        "\(platforms.displayName) target \"\(name)\""
    }

    /// VOCABULARY.md scope 2: a local package is not iOS code when an Xcode project (or XcodeGen spec) of the tree links
    /// at least one of its products — matched by the local package reference's folder, or by product name for a
    /// product without a package — every target that links any of them does not build for iOS, and no package that
    /// is iOS code depends on it (`.package(path:)`). Its targets' members get the linking targets' platforms.
    /// (A fixed point over the packages: each pass can only add packages that are iOS code; at most one pass a
    /// package.)
    private static func packagesLinkedOnlyElsewhere(_ builder: Builder) -> [Member] {
        var members = builder.members
        let packages = builder.packages
        guard !packages.isEmpty, !builder.linkers.isEmpty else { return members }
        var linkedBy = [[Int]](repeating: [], count: packages.count)
        for (l, linker) in builder.linkers.enumerated() {
            for product in linker.products {
                for (k, p) in packages.enumerated() {
                    let byFolder = product.package == p.folder
                    let byName = product.package.isEmpty && product.product.map { p.products.contains($0) } == true
                    if (byFolder || byName) && linkedBy[k].last != l { linkedBy[k].append(l) }
                }
            }
        }
        var isIOS = [Bool](repeating: true, count: packages.count)
        for k in packages.indices where !linkedBy[k].isEmpty {
            isIOS[k] = linkedBy[k].contains { builder.linkers[$0].platforms.buildsForIOS }
        }
        var changed = true
        var passes = 0
        while changed && passes <= packages.count {
            changed = false
            passes += 1
            for k in packages.indices where !isIOS[k] {
                let dependedOn = packages.indices.contains { q in isIOS[q] && packages[q].dependencies.contains(packages[k].folder) }
                if dependedOn { isIOS[k] = true; changed = true }
            }
        }
        for k in packages.indices where !isIOS[k] {
            markLinkedOnlyBy(linkedBy[k].map { builder.linkers[$0] }, packages[k].members, &members)
        }
        for k in packages.indices where isIOS[k] && !linkedBy[k].isEmpty {
            for group in targetsLinkedOnlyElsewhere(k, linkedBy: linkedBy[k], isIOS: isIOS, builder) {
                let targets = group.targets.compactMap { packages[k].memberTargets[$0] }
                if let condition = group.condition {
                    // Reached from iOS code only through dependencies conditioned on other platforms.
                    for m in targets {
                        members[m].platforms = TargetPlatforms(names: condition.platforms.map(TargetPlatforms.platform(package:)))
                        let names = condition.platforms.map { TargetPlatforms.displayName(platform: TargetPlatforms.platform(package: $0)) }
                        let by = condition.dependents.map { "\"\($0)\"" }
                        members[m].linkedOnlyBy = "package target\(by.count == 1 ? "" : "s") " + by.joined(separator: ", ")
                            + " for " + names.joined(separator: ", ")
                    }
                } else {
                    markLinkedOnlyBy(group.linkers.map { builder.linkers[$0] }, targets, &members)
                }
            }
        }
        return members
    }

    /// Gives `targets` the platforms of `linkers` and says who links them.
    private static func markLinkedOnlyBy(_ linkers: [(description: String, platforms: TargetPlatforms, products: [PackageProduct])],
                                         _ targets: [Int], _ members: inout [Member]) {
        var names: Set<String> = []
        for l in linkers { names.formUnion(l.platforms.names ?? []) }
        let descriptions = linkers.map(\.description)
        guard !descriptions.isEmpty else { return }
        let by = descriptions.count == 1 ? descriptions[0]
            : descriptions.dropLast().joined(separator: ", ") + " and " + descriptions.last!
        for m in targets {
            members[m].platforms = TargetPlatforms(names: Array(names))
            members[m].linkedOnlyBy = by
        }
    }

    /// In a package that is iOS code (`k`, linked by an Xcode target), the targets that only non-iOS targets use:
    /// every product made of them (with the package's targets they depend on) is linked only by Xcode targets that do
    /// not build for iOS, and no package that is iOS code uses such a product (`.product(name:package:)`, or a
    /// dependency by name that is not one of its own targets). A product a linker names that the manifest does not
    /// list, a product whose targets are not literals, or a dependent package whose dependencies are not a literal
    /// list, name none of `k`'s products (it depends on the package as a whole) or hold an element written another way
    /// that spells one of them or the package (`.core(module: "Login")` spells neither) makes every target of `k` iOS
    /// code. Each group of such targets is returned with the linkers of its products.
    /// Linear in the package's targets and dependencies, times the packages that depend on it.
    private static func targetsLinkedOnlyElsewhere(_ k: Int, linkedBy: [Int], isIOS: [Bool], _ builder: Builder)
        -> [(targets: [String], linkers: [Int], condition: (platforms: [String], dependents: [String])?)] {
        let package = builder.packages[k]
        let manifest = package.manifest
        let ownTargets = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Products used by iOS code, and the linkers of each product.
        var usedByIOS: Set<String> = []
        var linkersOf: [String: [Int]] = [:]
        for l in linkedBy {
            let linker = builder.linkers[l]
            for product in linker.products {
                let byFolder = product.package == package.folder
                let byName = product.package.isEmpty && product.product.map { package.products.contains($0) } == true
                guard byFolder || byName else { continue }
                guard let name = product.product, package.products.contains(name),
                      manifest.productTargets[name] != nil else { return [] }
                if linker.platforms.buildsForIOS { usedByIOS.insert(name) }
                if linkersOf[name]?.last != l { linkersOf[name, default: []].append(l) }
            }
        }
        let identities: Set<String> = [(package.folder.split(separator: "/").last.map(String.init) ?? "").lowercased(),
                                       manifest.name?.lowercased() ?? ""]
        for (q, dependent) in builder.packages.enumerated() where q != k && isIOS[q] && dependent.dependencies.contains(package.folder) {
            let theirs = Set(dependent.manifest.targets.map(\.name))
            let before = usedByIOS.count
            var named = false
            for target in dependent.manifest.targets where !target.isTest {
                guard let dependencies = target.dependencies else { return [] }
                for dependency in dependencies {
                    switch dependency {
                    case .target: continue
                    case .other(let strings):
                        // Written some other way (a manifest's helper): it may name one of these products only when it
                        // spells one, or the package.
                        if strings.contains(where: { package.products.contains($0) || identities.contains($0.lowercased()) }) {
                            return []
                        }
                    case .byName(let name):
                        if !theirs.contains(name) && package.products.contains(name) { usedByIOS.insert(name); named = true }
                    case .product(let name, let p):
                        if p.map({ identities.contains($0.lowercased()) }) ?? true, package.products.contains(name) {
                            usedByIOS.insert(name)
                            named = true
                        }
                    }
                }
            }
            // A dependent that names none of the products: the package as a whole is what it depends on.
            if !named && usedByIOS.count == before { return [] }
        }
        // The package's targets reached from `roots`, with the targets they depend on (each target once); for iOS
        // (`forIOS`), not through a dependency conditioned on other platforms only (`.when(platforms: [.tvOS])`).
        func closure(_ roots: [String], forIOS: Bool) -> Set<String>? {
            var seen: Set<String> = []
            var stack = roots
            while let name = stack.popLast() {
                guard seen.insert(name).inserted, let target = ownTargets[name] else { continue }
                guard let dependencies = target.dependencies else { return nil }
                for dependency in dependencies {
                    switch dependency {
                    case .target(let n), .byName(let n):
                        if ownTargets[n] != nil && !(forIOS && target.nonIOSDependencies[n] != nil) { stack.append(n) }
                    case .other(let strings): for n in strings where ownTargets[n] != nil { stack.append(n) }
                    case .product: continue
                    }
                }
            }
            return seen
        }
        func closure(_ product: String, forIOS: Bool) -> Set<String>? {
            manifest.productTargets[product].flatMap { closure($0, forIOS: forIOS) }
        }
        var iOSTargets: Set<String> = []
        for name in usedByIOS {
            guard let targets = closure(name, forIOS: true) else { return [] }
            iOSTargets.formUnion(targets)
        }
        var linkersOfTarget: [String: [Int]] = [:]
        for (name, linkers) in linkersOf.sorted(by: { $0.key < $1.key }) where !usedByIOS.contains(name) {
            guard let targets = closure(name, forIOS: false) else { return [] }
            for t in targets where !iOSTargets.contains(t) {
                for l in linkers where !(linkersOfTarget[t]?.contains(l) ?? false) { linkersOfTarget[t, default: []].append(l) }
            }
        }
        var out: [(targets: [String], linkers: [Int], condition: (platforms: [String], dependents: [String])?)] =
            linkersOfTarget.keys.sorted().map { ([$0], linkersOfTarget[$0]!.sorted(), nil) }
        // The targets iOS code reaches only through a dependency conditioned on other platforms: what each such
        // dependency of an iOS target leads to, outside the iOS targets and those placed above.
        var conditional: [String: (platforms: [String], dependents: [String])] = [:]
        for u in iOSTargets.sorted() {
            guard let target = ownTargets[u] else { continue }
            for (n, platforms) in target.nonIOSDependencies.sorted(by: { $0.key < $1.key }) where ownTargets[n] != nil {
                guard let reached = closure([n], forIOS: false) else { return [] }
                for t in reached where !iOSTargets.contains(t) && linkersOfTarget[t] == nil {
                    var c = conditional[t] ?? ([], [])
                    for p in platforms where !c.platforms.contains(p) { c.platforms.append(p) }
                    if !c.dependents.contains(u) { c.dependents.append(u) }
                    conditional[t] = c
                }
            }
        }
        out += conditional.keys.sorted().map { ([$0], [], conditional[$0]!) }
        return out
    }

    // MARK: Decisions

    /// Whether the file at `path` (absolute and normalised, as `FilePath.absolute` makes it) is judged;
    /// `tests` is the configuration's `"tests"`.
    public func decision(forAbsolutePath path: String, tests: Bool) -> ScopeDecision {
        if isJudged(absolutePath: path, tests: tests) { return .judged }
        var reasons: [(member: Int, filters: [String]?)] = []
        let excludedBy = forEachMembership(of: path) { member, filters in
            reasons.append((member, filters))
            return true
        }
        if reasons.isEmpty, let m = excludedBy {
            return ScopeDecision(judged: false, reason: "excluded from the sources of target \"\(members[m].name)\"")
        }
        return ScopeDecision(judged: false, reason: reason(reasons.sorted { $0.member < $1.member }))
    }

    /// Whether a target of a Swift package compiles the file (its `public` and `open` declarations may be used by
    /// code outside the linted sources: VOCABULARY.md scope 5 never makes them absent).
    public func isPackageCode(absolutePath path: String) -> Bool {
        var found = false
        forEachMembership(of: path) { member, _ in
            if members[member].isPackageTarget { found = true; return false }
            return true
        }
        return found
    }

    /// `decision(forAbsolutePath:tests:).judged`, without the reason.
    ///
    /// A file no target compiles is judged (a project duo-lint cannot read may build it), unless a target whose folder
    /// holds it excludes it (an Xcode folder's membership exception, XcodeGen's `excludes` or a missed `includes`, a
    /// package target's `exclude:`): the project says it is built by none (found on AlphaWallet, whose
    /// `project.yml` excludes a file written not to compile).
    public func isJudged(absolutePath path: String, tests: Bool) -> Bool {
        if isEmpty { return true }
        var compiled = false
        var judged = false
        let excludedBy = forEachMembership(of: path) { member, filters in
            compiled = true
            if isJudged(members[member], filters: filters, tests: tests) { judged = true; return false }
            return true
        }
        return judged || (!compiled && excludedBy == nil)
    }

    /// The file's *deployment target* (VOCABULARY.md): the lowest `IPHONEOS_DEPLOYMENT_TARGET` of the Xcode targets
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

    /// Calls `body` with each (member, platform filters) that compiles `path` until it returns false; returns the first
    /// member whose folder holds `path` but whose exceptions, `excludes` or `includes` leave it out (nil: none).
    @discardableResult
    private func forEachMembership(of path: String, _ body: (Int, [String]?) -> Bool) -> Int? {
        var excludedBy: Int?
        var e = files[path] ?? filesByFoldedPath[Self.foldCase(path)].flatMap { files[$0] } ?? -1
        while e >= 0 {
            let entry = fileEntries[Int(e)]
            if !body(entry.member, entry.filters) { return excludedBy }
            e = entry.next
        }
        guard !folderKeys.isEmpty else { return excludedBy }
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
                        if excludedBy == nil { excludedBy = rule.member }
                        continue
                    }
                    if let includes = rule.includeGlobs, !includes.contains(where: { XcodeGenGlob.matches($0, relative()) }) {
                        if excludedBy == nil { excludedBy = rule.member }
                        continue
                    }
                    if !rule.excludeGlobs.isEmpty, rule.excludeGlobs.contains(where: { XcodeGenGlob.matches($0, relative()) }) {
                        if excludedBy == nil { excludedBy = rule.member }
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
        return excludedBy
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
        if let by = member.linkedOnlyBy {
            return ("in package target \(name), linked only by \(by)", "\(name) (package target linked only by \(by))")
        }
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
        path.hasSuffix("/Package.swift") || path == "Package.swift" || isXcodeProjectFile(path) || isXcodeGenSpec(path)
    }

    /// An XcodeGen specification: `…/project.yml`.
    public static func isXcodeGenSpec(_ path: String) -> Bool {
        path.hasSuffix("/project.yml") || path == "project.yml"
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
            let spec = FilePath.join(folder, "project.yml")
            if isRegularFile(spec) { out.append(spec) }
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
