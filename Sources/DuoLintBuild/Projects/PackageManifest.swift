import DuoLintSyntax

/// Why a `Package.swift` cannot be used: its text does not parse, or it has no `Package(…)` call.
public struct PackageManifestError: Error, CustomStringConvertible, Equatable, Sendable {
    public let reason: String
    public var description: String { reason }
}

/// The targets of a Swift package, read from `Package.swift` with duo-lint's own parser: never built, never run.
///
/// Every target declaration in the file counts, wherever it is written (in `Package(targets:)` or in a variable
/// the call uses): `.target`, `.executableTarget`, `.testTarget`, `.macro`, `.plugin`, `.binaryTarget` (also as
/// `Target.…`), but not a `.target(name:)` inside a `dependencies:` argument, which names a dependency. Only
/// literal arguments are read: a target whose `name:` or `path:` is not a string literal is left out (so the files
/// of such a test target stay judged), a `sources:` or `exclude:` list that is not all literals counts as absent.
public struct PackageManifest: Sendable {
    public struct Target: Equatable, Sendable {
        public var name: String
        /// The declaring function: `target`, `executableTarget`, `testTarget`, `macro`, `plugin`, `binaryTarget`.
        public var kind: String
        /// The folders the target's files may be in, absolute and normalised: its `path:`, else SwiftPM's
        /// defaults — `Tests/<name>` for a test target, `Plugins/<name>` for a plugin, `Sources/<name>`,
        /// `Source/<name>`, `src/<name>`, `srcs/<name>` for the others (SwiftPM takes the first that exists). A
        /// binary target without `path:` has none.
        public var folders: [String]
        /// `sources:`, relative to the folder; nil when not given (everything in the folder).
        public var sources: [String]?
        /// `exclude:`, relative to the folder.
        public var exclude: [String]
        /// The `dependencies:` of the target, in order; nil when not all of them are written as literals (a
        /// variable, a computed element), so that what the target uses is not known.
        public var dependencies: [Dependency]? = []
        /// The dependencies (by the name they give) that count on other platforms only: each element naming it has a
        /// `condition: .when(platforms: […])` whose literal list lacks `.iOS` (`.when(platforms: [.tvOS])`); the
        /// platforms listed (`tvOS`). A name also written without such a condition is not here.
        public var nonIOSDependencies: [String: [String]] = [:]

        public var isTest: Bool { kind == "testTarget" }
    }

    /// One element of a target's `dependencies:`: `"Name"` and `.byName(name:)` (a target of the same package, else
    /// a product of that name), `.target(name:)`, `.product(name:package:)` (its `package:` nil when not written), and
    /// anything else (`.core(module: "Login")`, a helper of the manifest) with the string literals written in it.
    /// A `condition:` is read only for its literal `platforms:` (`Target.nonIOSDependencies`).
    public enum Dependency: Equatable, Sendable {
        case byName(String)
        case target(String)
        case product(name: String, package: String?)
        case other(strings: [String])
    }

    /// The `Package.swift` read (absolute).
    public let path: String
    /// The package's `name:`, when a literal.
    public let name: String?
    public let targets: [Target]
    /// The names of its products (`.library(name:)`, `.executable(name:)`, `.plugin(name:)` in `products:`).
    public let products: [String]
    /// The targets each product is made of (`targets:`), by product name; a product whose `targets:` is not a list
    /// of literals is left out.
    public let productTargets: [String: [String]]
    /// The folders of the local packages it depends on (`.package(path:)`), absolute.
    public let localDependencies: [String]
    /// The `.iOS(…)` entry of `platforms:` (`.iOS(.v17)`, `.iOS(.v16_4)`, `.iOS("16.4")`); nil when there is none or
    /// it is not written as a literal (VOCABULARY.md, *deployment target*).
    public let iOSDeploymentTarget: OSVersion?

    private static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "binaryTarget"]

    /// Reads the manifest at `path` (absolute) from `bytes`; throws a `PackageManifestError` when its tree has
    /// parse errors or it has no `Package(…)` call.
    public init(path: String, bytes: [UInt8]) throws {
        let tree = Parser.parse(SourceText(path: path, bytes: bytes))
        if let error = tree.errors.first {
            let line = tree.source.position(ofOffset: error.offset).line
            throw PackageManifestError(reason: "line \(line): \(error.message)")
        }
        let root = ScopePath.parent(path)
        var packageCall: Node?
        var targets: [Target] = []
        var products: [String] = []
        var productTargets: [String: [String]] = [:]
        var dependencies: [String] = []
        tree.root.walk { node in
            guard node.kind == .call else { return true }
            if node.constructedTypeName == "Package" && packageCall == nil { packageCall = node }
            if let target = PackageManifest.target(node, packageRoot: root) { targets.append(target) }
            if let product = PackageManifest.product(node) {
                products.append(product)
                if productTargets[product] == nil, let names = PackageManifest.literalNames(node.argumentValue("targets")) {
                    productTargets[product] = names
                }
            }
            if node.calleeName == "package", node.callee?.kind == .memberAccess,
               let p = node.argumentValue("path")?.stringValue {
                dependencies.append(p.hasPrefix("/") ? FilePath.normalize(p) : ScopePath.join(root, p))
            }
            return true
        }
        guard let packageCall else { throw PackageManifestError(reason: "no Package(…) call") }
        self.path = path
        self.name = packageCall.argumentValue("name")?.stringValue
        self.targets = targets
        self.products = products
        self.productTargets = productTargets
        self.localDependencies = dependencies
        self.iOSDeploymentTarget = PackageManifest.iOSPlatform(packageCall.argumentValue("platforms"))
    }

    /// The name of the product a call declares: `.library(name:)` or `.executable(name:)` anywhere, `.plugin(name:)`
    /// in a `products:` argument (in `targets:` it declares a target).
    private static func product(_ call: Node) -> String? {
        guard let kind = call.calleeName, kind == "library" || kind == "executable" || kind == "plugin",
              call.callee?.kind == .memberAccess, let name = call.argumentValue("name")?.stringValue else { return nil }
        if kind == "plugin" {
            for ancestor in call.ancestors where ancestor.kind == .argument {
                return ancestor.nameIs("products") ? name : nil
            }
            return nil
        }
        return name
    }

    /// The version of the `.iOS(…)` element of a `platforms:` array literal.
    private static func iOSPlatform(_ platforms: Node?) -> OSVersion? {
        guard let platforms, platforms.kind == .arrayLiteral else { return nil }
        for element in platforms.children {
            guard element.kind == .call, element.calleeName == "iOS", let callee = element.callee,
                  callee.kind == .memberAccess else { continue }
            if let base = callee.firstChild, !(base.kind == .identifier && base.nameIs("SupportedPlatform")) { continue }
            guard let value = element.arguments.first.flatMap({ $0.firstChild })?.unparenthesized else { return nil }
            if let text = value.stringValue { return OSVersion(text) }
            if value.kind == .memberAccess, let member = value.name { return OSVersion(packageMember: member) }
            return nil
        }
        return nil
    }

    /// The target a call declares, if it is a target declaration with a literal name.
    private static func target(_ call: Node, packageRoot: String) -> Target? {
        guard let kind = call.calleeName, targetKinds.contains(kind), let callee = call.callee, callee.kind == .memberAccess else {
            return nil
        }
        if let base = callee.firstChild, !(base.kind == .identifier && base.nameIs("Target")) { return nil }
        guard !isDependency(call), let name = call.argumentValue("name")?.stringValue else { return nil }
        let folders: [String]
        if let pathArgument = call.argumentValue("path") {
            guard let path = pathArgument.stringValue else { return nil }  // computed: the folder is not known
            folders = [path.hasPrefix("/") ? FilePath.normalize(path) : ScopePath.join(packageRoot, path)]
        } else {
            switch kind {
            case "testTarget": folders = [ScopePath.join(packageRoot, "Tests/" + name)]
            case "plugin": folders = [ScopePath.join(packageRoot, "Plugins/" + name)]
            case "binaryTarget": folders = []
            default: folders = ["Sources", "Source", "src", "srcs"].map { ScopePath.join(packageRoot, $0 + "/" + name) }
            }
        }
        return Target(name: name, kind: kind, folders: folders,
                      sources: literalStrings(call.argumentValue("sources")),
                      exclude: literalStrings(call.argumentValue("exclude")) ?? [],
                      dependencies: call.argument("dependencies") == nil ? [] : dependencies(call.argumentValue("dependencies")),
                      nonIOSDependencies: nonIOSDependencies(call.argumentValue("dependencies")))
    }

    /// See `Target.nonIOSDependencies`: `.target(name: "TV", condition: .when(platforms: [.tvOS]))`, and the same for
    /// `.product(name:package:condition:)` and `.byName(name:condition:)`.
    private static func nonIOSDependencies(_ value: Node?) -> [String: [String]] {
        guard let value, value.kind == .arrayLiteral else { return [:] }
        var out: [String: [String]] = [:]
        var unconditional: Set<String> = []
        for element in value.children {
            if let name = element.stringValue { unconditional.insert(name); continue }
            guard element.kind == .call, element.callee?.kind == .memberAccess,
                  let name = element.argumentValue("name")?.stringValue else { continue }
            if let platforms = conditionPlatforms(element.argumentValue("condition")), !platforms.contains("iOS") {
                out[name, default: []] += platforms
            } else {
                unconditional.insert(name)
            }
        }
        for name in unconditional { out[name] = nil }
        return out
    }

    /// The platforms of `.when(platforms: [.tvOS, .macOS])` (also `TargetDependencyCondition.when(…)`); nil when there
    /// is no condition, it names no platforms or they are not a literal list of members.
    private static func conditionPlatforms(_ condition: Node?) -> [String]? {
        guard let condition, condition.kind == .call, condition.calleeName == "when",
              let list = condition.argumentValue("platforms"), list.kind == .arrayLiteral, list.childCount > 0 else { return nil }
        var out: [String] = []
        for element in list.children {
            guard element.kind == .memberAccess, let name = element.name else { return nil }
            out.append(name)
        }
        return out
    }

    /// A target's `dependencies:` array literal; nil when it or an element is not written as a literal.
    private static func dependencies(_ value: Node?) -> [Dependency]? {
        guard let value, value.kind == .arrayLiteral else { return nil }
        var out: [Dependency] = []
        for element in value.children {
            if let name = element.stringValue { out.append(.byName(name)); continue }
            if element.kind == .call, element.callee?.kind == .memberAccess, let kind = element.calleeName,
               let name = element.argumentValue("name")?.stringValue {
                let package = element.argumentValue("package")
                switch kind {
                case "byName": out.append(.byName(name)); continue
                case "target": out.append(.target(name)); continue
                case "product" where package == nil || package?.stringValue != nil:
                    out.append(.product(name: name, package: package?.stringValue))
                    continue
                default: break
                }
            }
            // Another element: the strings written in it (a bounded walk of its subtree).
            var strings: [String] = []
            var steps = 0
            element.walk { n in
                steps += 1
                if let s = n.stringValue { strings.append(s); return false }
                return steps < 10_000
            }
            out.append(.other(strings: strings))
        }
        return out
    }

    /// The strings of an array literal of string literals, verbatim; nil when absent or not all literals.
    private static func literalNames(_ value: Node?) -> [String]? {
        guard let value, value.kind == .arrayLiteral else { return nil }
        var out: [String] = []
        for element in value.children {
            guard let s = element.stringValue else { return nil }
            out.append(s)
        }
        return out
    }

    /// Whether a call is an element of a `dependencies:` argument (`.target(name:)` naming a dependency).
    private static func isDependency(_ call: Node) -> Bool {
        for ancestor in call.ancestors {
            if ancestor.kind == .call { return false }
            if ancestor.kind == .argument && ancestor.nameIs("dependencies") { return true }
        }
        return false
    }

    /// The strings of an array literal of string literals, normalised relative paths; nil when absent or not all
    /// literals.
    private static func literalStrings(_ value: Node?) -> [String]? {
        guard let value, value.kind == .arrayLiteral else { return nil }
        var out: [String] = []
        for element in value.children {
            guard let s = element.stringValue else { return nil }
            if let relative = ScopePath.relativeComponent(s) { out.append(relative) }
        }
        return out
    }
}
