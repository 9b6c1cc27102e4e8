import XCTest
@testable import DuoLint

final class ParserTests: XCTestCase {
    /// An S-expression of kinds and names (small trees only).
    func shape(_ n: Node) -> String {
        var s = "\(n.kind)"
        if let name = n.name { s += ":" + name }
        let kids = n.children
        if !kids.isEmpty { s += "(" + kids.map(shape).joined(separator: ",") + ")" }
        return s
    }

    func parse(_ s: String) -> SyntaxTree { Parser.parse(SourceText(path: "t.swift", text: s)) }

    /// Shape of the first statement of the file.
    func first(_ s: String) -> String {
        let tree = parse(s)
        XCTAssertEqual(tree.errors, [], "unexpected parse errors for: \(s)")
        return tree.root.firstChild.map(shape) ?? ""
    }

    func testModifierChainsAndLabelledArguments() {
        XCTAssertEqual(first(#"Text("a").frame(width: 400).padding()"#),
                       "call(memberAccess:padding(call(memberAccess:frame(call(identifier:Text,argument(stringLiteral))),argument:width(integerLiteral))))")
    }

    func testTrailingAndLabelledTrailingClosures() {
        XCTAssertEqual(first("ArrangementView { A() } secondary: { B() }"),
                       "call(identifier:ArrangementView,argument(closure(codeBlock(call(identifier:A)))),argument:secondary(closure(codeBlock(call(identifier:B)))))")
        XCTAssertEqual(first("Button(action: go) { Image(systemName: \"x\") }"),
                       "call(identifier:Button,argument:action(identifier:go),argument(closure(codeBlock(call(identifier:Image,argument:systemName(stringLiteral))))))")
    }

    func testNoTrailingClosureInConditions() {
        XCTAssertEqual(first("if x == y { a() } else { b() }"),
                       "ifStmt(conditionList(binary:==(identifier:x,identifier:y)),codeBlock(call(identifier:a)),codeBlock(call(identifier:b)))")
        XCTAssertEqual(first("guard let self, let v = f() else { return }"),
                       "guardStmt(conditionList(optionalBinding:self,optionalBinding:v(initializer(call(identifier:f)))),codeBlock(returnStmt))")
    }

    func testPrecedenceTernaryCastsAndUnwraps() {
        XCTAssertEqual(first("z = a + b * c > 3 ? x as? Int ?? 0 : -d!"),
                       "binary:=(identifier:z,ternary:?(binary:>(binary:+(identifier:a,binary:*(identifier:b,identifier:c)),integerLiteral),binary:??(cast:as(identifier:x,typeRef:Int),integerLiteral),prefix:-(forceUnwrap:!(identifier:d))))")
        XCTAssertEqual(first("update.hinge?.angle"), "memberAccess:angle(optionalChain:?(memberAccess:hinge(identifier:update)))")
    }

    func testGenericsInExpressionsAndTypes() {
        XCTAssertEqual(first("let a: [String: Array<Int>]? = Set<Int>()"),
                       "varDecl(patternBinding:a(typeRef,initializer(call(identifier:Set))))")
        XCTAssertEqual(first("x = a < b && c > d"),
                       "binary:=(identifier:x,binary:&&(binary:<(identifier:a,identifier:b),binary:>(identifier:c,identifier:d)))")
    }

    func testDeclarations() {
        let tree = parse("""
        @MainActor final class VC: UIViewController, Delegate {
            @IBOutlet weak var label: UILabel!
            static let width: CGFloat = 320
            var body: some View { Text("x") }
            var count = 0 { didSet { print(count) } }
            var name: String { get { a } set { a = newValue } }
            private(set) lazy var x = 1
            init?(coder: NSCoder) { super.init(coder: coder) }
            func f<T: P>(_ a: Int, label b: String = "d") async throws -> T where T: Q { fatalError() }
            enum Mode { case a, b(Int), c = 3 }
            subscript(i: Int) -> Int { i }
        }
        """)
        XCTAssertEqual(tree.errors, [])
        guard let cls = tree.root.firstChild else { return XCTFail("no class") }
        XCTAssertEqual(cls.kind, .typeDecl)
        XCTAssertEqual(cls.name, "VC")
        XCTAssertEqual(cls.declKeyword, .class)
        XCTAssertEqual(cls.inheritedTypeNames, ["UIViewController", "Delegate"])
        let members = cls.memberBlock?.children ?? []
        XCTAssertEqual(members.map { "\($0.kind)" }, ["varDecl", "varDecl", "varDecl", "varDecl", "varDecl", "varDecl",
                                                       "funcDecl", "funcDecl", "typeDecl", "funcDecl"])
        XCTAssertTrue(members[1].isStaticMember || members[1].flags.contains(.isStatic))
        XCTAssertEqual(members[1].bindings.first?.initializerValue?.numericValue, 320)
        XCTAssertEqual(members[2].bindings.first?.getterBody?.children.first?.calleeName, "Text")
        XCTAssertEqual(members[4].bindings.first?.children(ofKind: .accessor).map { $0.name ?? "" }, ["get", "set"])
        XCTAssertEqual(members[7].name, "f")
        XCTAssertEqual(members[7].children(ofKind: .parameter).map { $0.name ?? "" }, ["a", "b"])
        XCTAssertEqual(members[8].memberBlock?.children.map { $0.kind }, [.enumCaseDecl])
    }

    func testClosureSignatures() {
        XCTAssertEqual(first("f { [weak self] (a: Int, b) -> Void in g(a) }"),
                       "call(identifier:f,argument(closure(closureSignature(parameter:a,parameter:b),codeBlock(call(identifier:g,argument(identifier:a))))))")
        XCTAssertEqual(first("GeometryReader { proxy in Text(\"\") }"),
                       "call(identifier:GeometryReader,argument(closure(closureSignature(parameter:proxy),codeBlock(call(identifier:Text,argument(stringLiteral))))))")
    }

    func testSwitchAndIfExpressions() {
        let tree = parse("""
        switch mode {
        case .a, .b(let x) where x > 1: A()
        @unknown default: B()
        }
        let v = if c { 1 } else { 2 }
        """)
        XCTAssertEqual(tree.errors, [])
        XCTAssertEqual(tree.root.children.map { $0.kind }, [.switchStmt, .varDecl])
        XCTAssertEqual(tree.root.firstChild?.children(ofKind: .switchCase).count, 2)
    }

    func testWhereClauseOnItsOwnLineTerminates() {
        // Regression: a `where` clause starting a line used to loop forever.
        let tree = parse("""
        func carPlay<T: RawRepresentable>(key: String, default value: T) -> T
            where T.RawValue == String {
            value
        }
        protocol P { func f<T>() -> T
            where T: Q }
        """)
        XCTAssertEqual(tree.root.children.map { $0.kind }, [.funcDecl, .typeDecl])
    }

    func testTreeIsLosslessAndRangesNest() {
        let s = "struct A: View {\n  var body: some View { Text(\"\\(x)\") /* c */ .padding() }\n}\n"
        let tree = parse(s)
        XCTAssertEqual(tree.root.text, String(s.dropLast()))
        tree.root.walk { n in
            if let p = n.parent { XCTAssertTrue(p.startOffset <= n.startOffset && n.endOffset <= p.endOffset) }
            return true
        }
    }

    func testErrorsAreRecordedButParsingContinues() {
        let tree = parse("struct A {\n  let s = \"open\n  func f() { UIToolbar() }\n")
        XCTAssertFalse(tree.errors.isEmpty)
        var sawToolbar = false
        tree.root.walk { n in
            if n.calleeIs("UIToolbar") { sawToolbar = true }
            return true
        }
        XCTAssertTrue(sawToolbar, "the rest of the file is still parsed")
    }

    func testDeepNestingIsBoundedNotRecursive() {
        let depth = 100_000
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let s = String(repeating: open, count: depth) + String(repeating: close, count: depth)
            let tree = parse(s)
            XCTAssertTrue(tree.errors.contains { $0.message.contains("too deep") })
        }
        // A chain within `Parser.maxChain` is one expression; a longer one is analysed in pieces (so that
        // walks up from its innermost node stay short) and said so.
        let chain = "x" + String(repeating: ".a()", count: Parser.maxChain / 2 - 1)
        XCTAssertEqual(parse(chain).errors, [])
        let long = parse("x" + String(repeating: ".a()", count: 50_000))
        XCTAssertFalse(long.errors.isEmpty)
        XCTAssertTrue(long.errors.allSatisfy { $0.message == "expression is too long to analyse" })
    }

    func testMoreNodesThanTokens() {
        // `guard x` makes four nodes from two tokens: more than the parser reserves at first, so the nodes move
        // to a bigger buffer mid-parse. The tree must come out whole.
        let count = 500
        let tree = parse(String(repeating: "guard x\n", count: count))
        XCTAssertGreaterThan(tree.nodes.count, tree.tokens.count + 16)
        XCTAssertEqual(tree.nodes.count, 4 * count + 1)
        XCTAssertEqual(tree.childIDs.count, tree.nodes.count - 1)
        XCTAssertEqual(tree.root.children.count, count)
        for statement in tree.root.children {
            XCTAssertEqual(shape(statement), "guardStmt(conditionList(identifier:x),codeBlock)")
        }
        for (id, node) in tree.nodes.enumerated().dropLast() {
            XCTAssertGreaterThan(Int(node.parent), id, "parents are stored after their children")
        }
    }
}
