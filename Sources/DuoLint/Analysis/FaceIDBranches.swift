/// Rules/face-id-assumption.md "does not trigger": code that already branches on the biometry — inside a
/// `case .faceID` (any spelling of the case name) of a `switch`, or under an `if` / `guard` / `?:` that tests
/// `== .faceID` (`if case .faceID = kind` too) — and the names read there, for constants whose every read is such
/// (in any file: `FaceIDFacts` / `FaceIDIndex`).
///
/// Narrowed on real code (within the guidance's intent, "branch on LAContext.biometryType"): an app's own biometry
/// enum's cases that start with the words face ID (`case .faceID_available`, `.faceIDNotEnrolled`), and the other
/// branch of a test for Touch ID (`if isTouchID { "touchid" } else { "faceid" }`, `isTouchID() ? … : …`,
/// `== .touchID`) branch on the biometry too.
public enum FaceIDBranches {
    /// The spellings of the case the hint pass looks for (`FileHints.mentionsFaceIDCase`).
    static let caseNames: Set<String> = ["faceID", "faceId", "FaceID", "FaceId", "faceid"]

    /// Inside a `case .faceID` of a `switch`, or in the branch of an `if`/`guard`/`?:` that tests `== .faceID`.
    static func isUnder(_ node: Node) -> Bool {
        var child = node
        for a in node.ancestors {
            switch a.kind {
            case .switchCase:
                if let label = a.child(ofKind: .caseLabel), mentionsFaceIDCase(label) { return true }
            case .ifStmt:
                if a.child(1) == child, let condition = a.child(ofKind: .conditionList), testsFaceID(condition) { return true }
                if a.childCount >= 3, a.child(2) == child, let condition = a.child(ofKind: .conditionList),
                   testsTouchID(condition) { return true }
            case .ternary:
                if a.child(1) == child, let condition = a.firstChild, testsFaceID(condition) { return true }
                if a.child(2) == child, let condition = a.firstChild, testsTouchID(condition) { return true }
            case .codeBlock:
                // `guard kind == .faceID else { return }` earlier in the same block
                for s in a.statements {
                    if s.startOffset >= child.startOffset { break }
                    if s.kind == .guardStmt, let condition = s.child(ofKind: .conditionList), testsFaceID(condition) { return true }
                }
            case .typeDecl, .funcDecl:
                return false
            default:
                break
            }
            child = a
        }
        return false
    }

    /// `.faceID` (any spelling of the case: `.faceId`, `.FaceID`, or a case whose name starts with the words face ID:
    /// `.faceID_available`) named in a case label.
    static func mentionsFaceIDCase(_ n: Node) -> Bool { mentionsCase(n, "face") }

    /// The same for Touch ID (`.touchID`, `.touchID_notEnrolled`).
    static func mentionsTouchIDCase(_ n: Node) -> Bool { mentionsCase(n, "touch") }

    private static func mentionsCase(_ n: Node, _ first: String) -> Bool {
        var found = false
        n.walk { c in
            if found { return false }
            if c.kind == .memberAccess, let name = c.name, startsWithBiometry(name, first) { found = true }
            return true
        }
        return found
    }

    /// `faceID`, `faceId`, `faceID_available`, `faceIDNotEnrolled` (for `first` = face); `touchID…` for touch.
    static func startsWithBiometry(_ name: String, _ first: String) -> Bool {
        let lower = name.lowercased()
        guard lower.hasPrefix(first + "id") else { return false }
        if lower == first + "id" { return true }
        let words = NameWords.split(name)
        return words.count >= 2 && words[0] == first && (words[1] == "id" || words[1].hasPrefix("id"))
    }

    /// A condition that tests for Touch ID: `== .touchID` (or `case .touchID… = …`), a call or name whose words are
    /// `is touch id` (`isTouchID()`, `isTouchIDAvailable`). Its `else` is the Face ID branch.
    static func testsTouchID(_ condition: Node) -> Bool {
        var found = false
        var mixed = false
        condition.walk { c in
            if mixed { return false }
            if c.kind == .prefix, c.tree.token(c.nameToken, is: "!") { mixed = true }
            if c.kind == .binary, let op = LayoutContext.operatorText(c), op == "||" || op == "&&" || op == "!=" { mixed = true }
            if c.kind == .binary, c.tree.token(c.nameToken, is: "=="), mentionsTouchIDCase(c) { found = true }
            if c.kind == .optionalBinding, mentionsTouchIDCase(c) { found = true }
            if c.kind == .identifier || c.kind == .memberAccess, let name = c.name {
                let words = NameWords.split(name)
                if words.count >= 3, words[0] == "is", words[1] == "touch", words[2] == "id" { found = true }
            }
            return c.kind != .closure
        }
        // A list of conditions (`if a, b`) is `&&`: only a lone test names the other branch.
        if condition.kind == .conditionList && condition.childCount != 1 { return false }
        return found && !mixed
    }

    /// A condition that tests `== .faceID` (or `case .faceID = …`), not `!= .faceID` — or, alone, a named test for
    /// Face ID (`isFaceIdDevice`, `faceIDAvailable()`: `isNamedFaceIDTest`).
    static func testsFaceID(_ condition: Node) -> Bool {
        var found = false
        condition.walk { c in
            if found { return false }
            if c.kind == .binary, c.tree.token(c.nameToken, is: "=="), mentionsFaceIDCase(c) { found = true }
            if c.kind == .optionalBinding, mentionsFaceIDCase(c) { found = true }
            return c.kind != .closure
        }
        return found || isLoneNamedFaceIDTest(condition)
    }

    /// Narrowed on real code (Mammoth: `isFaceIdDevice ? kSetPasscodeToUseFaceID : kSetPasscodeToUseTouchID`,
    /// `faceIDAvailable() ? … : …`): a condition that is only a name or a call of one whose words are `is face id …`,
    /// `has face id …` or `face id` and a further word (`isFaceIDAvailable`, `faceIDEnabled`) asks the biometry too.
    static func isLoneNamedFaceIDTest(_ condition: Node) -> Bool {
        var c = condition.unparenthesized
        if c.kind == .conditionList {
            guard c.childCount == 1, let only = c.firstChild else { return false }
            c = only.unparenthesized
        }
        if c.kind == .call, c.arguments.isEmpty, let callee = c.firstChild { c = callee }
        guard c.kind == .identifier || c.kind == .memberAccess, let name = c.name else { return false }
        return isNamedFaceIDTest(name)
    }

    /// `isFaceIdDevice`, `isFaceIDAvailable`, `hasFaceID`, `faceIDAvailable` (not `faceID` itself, a case or a value).
    static func isNamedFaceIDTest(_ name: String) -> Bool {
        let words = NameWords.split(name)
        if words.count >= 3, words[0] == "is" || words[0] == "has", words[1] == "face", words[2] == "id" { return true }
        return words.count >= 3 && words[0] == "face" && words[1] == "id"
            && ["available", "enabled", "supported", "device", "capable", "on"].contains(words[2])
    }

    /// The bytes whose presence lets a file hold a named Face ID test (`FaceIDFactKind.export`): `FaceID`, `FaceId`,
    /// `faceID` (not `faceId`, which `userInterfaceIdiom` holds).
    static let testNameNeedles: [[UInt8]] = ["FaceID", "FaceId", "faceID"].map { Array($0.utf8) }
    /// The bytes all three hold: a file without them is searched once, not three times (most files).
    static let testNameCore: [UInt8] = Array("aceI".utf8)

    /// Whether `bytes` holds one of `testNameNeedles`.
    static func mayNameFaceIDTest(_ bytes: [UInt8]) -> Bool {
        guard FileAnalyzer.contains(bytes, 0, bytes.count, testNameCore) else { return false }
        return testNameNeedles.contains(where: { FileAnalyzer.contains(bytes, 0, bytes.count, $0) })
    }

    /// The names a file reads inside and outside `faceID` branches (computed only in files that name the case).
    static func facts(_ tree: SyntaxTree) -> FaceIDFacts {
        var inside: Set<String> = []
        var outside: Set<String> = []
        var branches = false
        // Only a file with a faceID test or case has branches; the names are collected then.
        // (`.faceID` in any spelling, or a named Face ID test: `isFaceIdDevice`.)
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .identifier || tree.nodes[raw].kind == .memberAccess {
            if tree.isAbsent(Int32(raw)) { continue }
            let n = Node(tree: tree, id: Int32(raw))
            guard let name = n.name else { continue }
            if (n.kind == .memberAccess && name.lowercased() == "faceid") || isNamedFaceIDTest(name) { branches = true; break }
        }
        guard branches else { return FaceIDFacts() }
        for raw in tree.nodes.indices where !tree.isAbsent(Int32(raw)) {
            let kind = tree.nodes[raw].kind
            guard kind == .identifier || kind == .memberAccess else { continue }
            let n = Node(tree: tree, id: Int32(raw))
            if kind == .identifier, let p = n.parent, p.kind == .memberAccess, p.firstChild == n { continue }
            guard let name = n.name, let first = name.unicodeScalars.first, first.properties.isLowercase else { continue }
            if isUnder(n) { inside.insert(name) } else { outside.insert(name) }
        }
        var facts = FaceIDFacts()
        facts.path = tree.path
        facts.inside = inside.sorted()
        facts.outside = outside.subtracting(["faceID", "faceId", "faceid"]).sorted()
        return facts
    }
}

/// One file's reads of names inside and outside `faceID` branches (only files with such branches list any).
public struct FaceIDFacts: Sendable, Hashable {
    public var path = ""
    public var inside: [String] = []
    public var outside: [String] = []
    public init() {}
}

/// The cross-file answer for `face-id-assumption`'s constants.
final class FaceIDIndex {
    private var inside: [String: Set<String>] = [:]    // name → files
    private var outside: [String: Set<String>] = [:]

    init(_ facts: [FaceIDFacts]) {
        for f in facts where !f.path.isEmpty {
            for n in f.inside { inside[n, default: []].insert(f.path) }
            for n in f.outside { outside[n, default: []].insert(f.path) }
        }
    }

    /// The text is shown without a `faceID` branch: some other file reads the name outside one, or no file (with
    /// `localInside` reads in the declaring file) reads it inside one.
    func isShown(_ name: String, localInside: Int, outside path: String) -> Bool {
        if let files = outside[name], files.contains(where: { $0 != path }) { return true }
        let remoteInside = (inside[name] ?? []).filter { $0 != path }.count
        return localInside + remoteInside == 0
    }
}

/// The face-ID reads of every file (`FaceIDFacts`), indexed as `FaceIDIndex`.
enum FaceIDFactKind: FactKind {
    static func makeIndex(_ store: FactStore) -> FaceIDIndex { FaceIDIndex(store.files.map(\.faceID)) }
}

/// The constant or property `name`, whose initializer names Face ID, is read outside a `faceID` branch in another
/// file than `outside`, or (counting `localInside` reads there) is never read inside one (`FaceIDIndex`).
struct FaceIDTextShown: ProjectQuery {
    var name: String
    var localInside: Int
    var outside: String

    func evaluate(in store: FactStore) -> QueryAnswer {
        QueryAnswer(store.index(FaceIDFactKind.self).isShown(name, localInside: localInside, outside: outside))
    }
}

extension ProjectCondition {
    public static func faceIDTextShown(name: String, localInside: Int, outside: String) -> ProjectCondition {
        ProjectCondition(FaceIDTextShown(name: name, localInside: localInside, outside: outside))
    }
}

extension FaceIDFactKind: ExportedFactKind {
    /// Only files that may name a `faceID` case (`FileHints.mentionsFaceIDCase`; unknown: any file).
    static func export(_ facts: inout FileSummary, _ ctx: FileContext) {
        let bytes = ctx.tree.source.bytes
        if ctx.hints.mentionsFaceIDCase ?? true || FaceIDBranches.mayNameFaceIDTest(bytes) {
            facts.faceID = FaceIDBranches.facts(ctx.tree)
        }
    }
}
