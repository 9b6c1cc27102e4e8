import DuoLintSyntax

/// What the rest of the linted sources tell one file about its absent code: the cross-file facts of VOCABULARY.md
/// scope 4 and 5, decided by the core from every file's `ScopeFacts` (`ScopeRounds`) and handed back to the file's
/// next analysis. The marking of a file is then: its own absent code (`AbsentCode`, from the file alone) plus this.
/// Empty for a file's first analysis.
public struct ExternalAbsence: Sendable, Hashable {
    /// Properties declared somewhere in the linted sources whose whole value is an idiom comparison, and their
    /// value on iPhone Duo (`isPad` → false), for the names whose every declaration agrees (scope 4).
    public var idiomProperties: [String: Bool]
    /// Declarations of this file referenced only from absent code (scope 5): node ids in the file's tree, which
    /// the same bytes always parse to.
    public var declarations: [Int32]

    public init(idiomProperties: [String: Bool] = [:], declarations: [Int32] = []) {
        self.idiomProperties = idiomProperties
        self.declarations = declarations
    }

    public static let none = ExternalAbsence()

    public var isEmpty: Bool { idiomProperties.isEmpty && declarations.isEmpty }
}

/// VOCABULARY.md scope 5, first half: a declaration marked `@available(iOS, unavailable)` or `@available(*, unavailable)`
/// (also with a `message:` or `renamed:`) is absent. `@available(iOSApplicationExtension, unavailable)` (an app
/// extension's restriction), other platforms' entries, `introduced:`, `deprecated:` and `obsoleted:` are not.
enum UnavailableDeclarations {
    static let word = FileWords.hash("unavailable" as StaticString)

    /// Appends the declarations of `tree` marked unavailable on iOS.
    static func find(in tree: SyntaxTree, into roots: inout [Int32], isAbsent: (Int32) -> Bool) {
        let nodes = tree.nodes
        for i in nodes.indices where nodes[i].kind == .attribute {
            let id = Int32(i)
            guard tree.nodeNameIs(id, "@available"), !isAbsent(id), isUnavailableOnIOS(Node(tree: tree, id: id)) else { continue }
            let p = nodes[i].parent
            guard p >= 0 else { continue }
            switch nodes[Int(p)].kind {
            case .funcDecl, .varDecl, .typeDecl, .enumCaseDecl, .typealiasDecl, .macroExpansion: roots.append(p)
            default: break
            }
        }
    }

    /// `@available(iOS, unavailable)`, `@available(*, unavailable, message: "…")`: the first argument names iOS or
    /// every platform, and a later one is the word `unavailable`.
    static func isUnavailableOnIOS(_ attribute: Node) -> Bool {
        let tree = attribute.tree
        var t = attribute.firstToken + 1
        let end = attribute.lastToken
        guard t <= end, tree.tokens[Int(t)].kind == .leftParen else { return false }
        t += 1
        guard t <= end else { return false }
        let platform = tree.tokenText(t)
        guard platform == "iOS" || platform == "*" else { return false }
        // The top-level words after the first comma.
        var depth = 0
        var k = t + 1
        var argumentStart = true
        while k <= end {
            let tok = tree.tokens[Int(k)]
            switch tok.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .comma where depth == 0: argumentStart = true; k += 1; continue
            case .identifier where depth == 0 && argumentStart:
                if tree.token(k, is: "unavailable"), k + 1 > end || tree.tokens[Int(k + 1)].kind != .colon { return true }
            default: break
            }
            argumentStart = false
            k += 1
        }
        return false
    }
}
