import DuoLintSyntax

/// VOCABULARY.md scope 2: a file that imports `XCTest` or `Testing` is test code wherever it is compiled (it is never
/// part of an app), judged only when the configuration says `"tests": true`.
public enum TestCode {
    /// Whether the file's top level imports `XCTest` or `Testing` (`@testable` and `import struct XCTest.X` too),
    /// directly or in an active `#if` clause; an import in a clause whose condition is unknown
    /// (`#if DEBUG`, `#if canImport(XCTest)` counts: XCTest is an SDK module) does not count.
    public static func importsTestFramework(_ tree: SyntaxTree) -> Bool { testFramework(importedBy: tree) != nil }

    /// `XCTest` or `Testing`, the first the file imports (see `importsTestFramework`).
    public static func testFramework(importedBy tree: SyntaxTree) -> String? {
        var stack: [Node] = tree.root.children.reversed()
        var steps = 0
        while let n = stack.popLast(), steps < 100_000 {
            steps += 1
            switch n.kind {
            case .importDecl:
                if let module = testModule(n) { return module }
            case .ifConfig:
                for clause in n.children.reversed() where clause.clauseActivity == .active { stack.append(clause) }
            case .ifConfigClause:
                stack.append(contentsOf: n.children.reversed())
            default:
                break
            }
        }
        return nil
    }

    /// `import XCTest`, `import Testing`, `import func XCTest.XCTAssert`: the first module name of the import.
    private static func testModule(_ n: Node) -> String? {
        let tree = n.tree
        var t = n.firstToken
        var afterImport = false
        while t <= n.lastToken {
            let tok = tree.tokens[Int(t)]
            if afterImport {
                // `import struct X.Y`: skip the kind keyword.
                if tok.kind == .keyword && tok.keyword != .none { t += 1; continue }
                if tok.kind == .identifier {
                    if tree.token(t, is: "XCTest") { return "XCTest" }
                    return tree.token(t, is: "Testing") ? "Testing" : nil
                }
                return nil
            }
            if tok.keyword == .import { afterImport = true }
            t += 1
        }
        return nil
    }
}
