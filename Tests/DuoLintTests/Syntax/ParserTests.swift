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
        XCTAssertTrue(members[1].flags.contains(.isStatic))
        XCTAssertFalse(members[0].flags.contains(.isStatic))
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

    /// Kinds of every node of the tree (to check that none is `.unknown`).
    func kinds(_ tree: SyntaxTree) -> [NodeKind] { tree.nodes.map(\.kind) }

    func testTrailingClosureWhoseFirstStatementCallsSetGetOrDidSetStaysAClosure() {
        for word in ["set", "get", "didSet", "willSet"] {
            XCTAssertEqual(first("Foo {\n    \(word)(value)\n}"),
                           "call(identifier:Foo,argument(closure(codeBlock(call(identifier:\(word),argument(identifier:value))))))", word)
            XCTAssertEqual(first(".onChange(of: x) { \(word)(x, forKey: k) }"),
                           "call(memberAccess:onChange,argument:of(identifier:x),argument(closure(codeBlock(call(identifier:\(word),argument(identifier:x),argument:forKey(identifier:k))))))", word)
        }
        // A subscript's setter that calls `set(…)` (`UserDefaults`): the closure is not detached from `set`.
        let tree = parse("extension D {\n    subscript(k: String) -> T? {\n        get { value(k) }\n        set { set(newValue, forKey: k) }\n    }\n}\n")
        XCTAssertEqual(tree.errors, [])
        XCTAssertEqual(kinds(tree).filter { $0 == .closure }.count, 2)
        XCTAssertFalse(tree.nodes.contains { $0.kind == .closure && tree.nodes[Int($0.parent)].kind == .codeBlock })
    }

    func testSuppressedConformancesAreTypes() {
        // `~Copyable` / `~Escapable` (found on Damus's nostrdb): in generic parameters, inheritance and `where`.
        let tree = parse("""
        struct List<T: ~Copyable>: ~Copyable {
            var head: Node<T>? = nil
        }
        func g<T: ~Copyable & ~Escapable>(_ x: borrowing T) {}
        extension Optional: Sendable where Wrapped: ~Copyable {}
        """)
        XCTAssertEqual(tree.errors, [])
        XCTAssertFalse(kinds(tree).contains(.unknown))
        XCTAssertEqual(tree.root.children.map(shape), [
            "typeDecl:List(typeRef:Copyable,codeBlock(varDecl(patternBinding:head(typeRef:Node,initializer(nilLiteral)))))",
            "funcDecl:g(parameter:x(typeRef:T),codeBlock)",
            "typeDecl:Optional(typeRef:Optional,typeRef:Sendable,codeBlock)",
        ])
    }

    func testAttributesThatEndAnIfConfigClauseStayInTheClause() {
        // TCA's deprecations: attributes chosen by `#if`, for the declaration after `#endif`.
        let tree = parse("""
        struct Store {
          #if Deprecations
            @available(*, deprecated, message: "Use withAnimation")
          #else
            @available(
              iOS,
              deprecated: 9999
            )
            @discardableResult
          #endif
          public func send(_ action: Int) -> Int { 1 }
        }
        """)
        XCTAssertEqual(tree.errors, [])
        XCTAssertFalse(kinds(tree).contains(.unknown))
        XCTAssertEqual(tree.root.children.map(shape), [
            "typeDecl:Store(codeBlock(ifConfig(ifConfigClause:#if(attribute:@available),ifConfigClause:#else(attribute:@available,attribute:@discardableResult)),funcDecl:send(parameter:action(typeRef:Int),typeRef:Int,codeBlock(integerLiteral))))",
        ])
        // Attributes before an expression are still kept (and marked as not understood).
        XCTAssertTrue(kinds(parse("@MainActor foo()")).contains(.unknown))
    }

    func testObserversAndAccessorsAreStillAccessors() {
        XCTAssertEqual(first("var x = 0 { didSet(old) { f(old) } }"),
                       "varDecl(patternBinding:x(initializer(integerLiteral),accessor:didSet(codeBlock(call(identifier:f,argument(identifier:old))))))")
        XCTAssertEqual(first("var x = y { willSet { f() } }"),
                       "varDecl(patternBinding:x(initializer(identifier:y),accessor:willSet(codeBlock(call(identifier:f)))))")
        XCTAssertEqual(first("var x: Int { get { 1 } set(v) { g(v) } }"),
                       "varDecl(patternBinding:x(typeRef:Int,accessor:get(codeBlock(integerLiteral)),accessor:set(codeBlock(call(identifier:g,argument(identifier:v))))))")
        XCTAssertEqual(first("var v: Data? { get throws(DecodeError) { try d() } }"),
                       "varDecl(patternBinding:v(typeRef:Data,accessor:get(codeBlock(tryExpr:try(call(identifier:d))))))")
    }

    func testTrailingClosureOnTheNextLine() {
        // Swift attaches a `{` on the next line to the call before it (braces on their own lines).
        XCTAssertEqual(first("let s = Session(url: u)\n{ a, b in\n    f(a)\n}\n"),
                       "varDecl(patternBinding:s(initializer(call(identifier:Session,argument:url(identifier:u),argument(closure(closureSignature(parameter:a,parameter:b),codeBlock(call(identifier:f,argument(identifier:a)))))))))")
        XCTAssertEqual(first("Button(action: go)\n{\n    Text(\"x\")\n}\n"),
                       "call(identifier:Button,argument:action(identifier:go),argument(closure(codeBlock(call(identifier:Text,argument(stringLiteral))))))")
        // Not in conditions, and not after a declaration's type.
        XCTAssertEqual(first("if ready\n{\n    go()\n}\n"), "ifStmt(conditionList(identifier:ready),codeBlock(call(identifier:go)))")
        XCTAssertEqual(first("var x: Int\n{\n    get { 1 }\n}\n"), "varDecl(patternBinding:x(typeRef:Int,accessor:get(codeBlock(integerLiteral))))")
    }

    func testWhereClausesOnTheirOwnLines() {
        let tree = parse("""
        func snapshot<C, D>(
          for view: C,
          line: UInt = #line
        )
        where
          C: View,
          D: View
        {
          run()
        }
        public init<E>(_ store: S)
        where
          Data == IdentifiedArray<ID, E>,
          Content == WithViewStore<
            IdentifiedArray<ID, E>, ForEach<ID, E>
          >
        {
          self.data = store
        }
        protocol P {
            associatedtype A where A: Equatable
            associatedtype B: Collection = [Self] where Self == B.Element
            func f<T>(_ t: T) -> Int
                where T: Hashable
            func g()
        }
        typealias Pairs<T> = [(T, T)] where T: Hashable
        """)
        XCTAssertEqual(tree.errors, [])
        XCTAssertFalse(kinds(tree).contains(.unknown))
        XCTAssertEqual(tree.root.children.map(shape), [
            "funcDecl:snapshot(parameter:view(typeRef:C),parameter:line(typeRef:UInt,initializer(macroExpansion:#line)),codeBlock(call(identifier:run)))",
            "funcDecl:init(parameter:store(typeRef:S),codeBlock(binary:=(memberAccess:data(identifier:self),identifier:store)))",
            "typeDecl:P(codeBlock(typealiasDecl:A,typealiasDecl:B(typeRef:Collection,typeRef),funcDecl:f(parameter:t(typeRef:T),typeRef:Int),funcDecl:g))",
            "typealiasDecl:Pairs(typeRef)",
        ])
    }

    func testAttributesBeforeAFreestandingMacro() {
        let tree = parse("@available(iOS 17, *)\n#Preview {\n    ContentView()\n}\n@MainActor #Preview(\"Dark\") { V() }\n")
        XCTAssertEqual(tree.errors, [])
        XCTAssertFalse(kinds(tree).contains(.unknown))
        XCTAssertEqual(tree.root.children.map(shape), [
            "macroExpansion:#Preview(attribute:@available,argument(closure(codeBlock(call(identifier:ContentView)))))",
            "macroExpansion:#Preview(attribute:@MainActor,argument(stringLiteral),argument(closure(codeBlock(call(identifier:V)))))",
        ])
    }

    func testDollarContinuesAnIdentifier() {
        XCTAssertEqual(first("var _$id: ObservableStateID { get }"), "varDecl(patternBinding:_$id(typeRef:ObservableStateID,accessor:get))")
        XCTAssertEqual(first("a$b.c$ = $0$"), "binary:=(memberAccess:c$(identifier:a$b),identifier:$0$)")
    }

    func testMacroDeclarationOverSeveralLines() {
        let tree = parse("""
        @attached(extension, conformances: ViewActionSending)
        public macro ViewAction<R: Reducer>(for: R.Type) =
          #externalMacro(
            module: "M", type: "ViewActionMacro"
          ) where R.Action: ViewAction
        let x = 1
        """)
        XCTAssertEqual(tree.errors, [])
        XCTAssertEqual(tree.root.children.map { "\($0.kind)" }, ["operatorDecl", "varDecl"])
    }
}
