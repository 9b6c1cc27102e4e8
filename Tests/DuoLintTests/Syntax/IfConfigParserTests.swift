import XCTest
@testable import DuoLint

/// `#if` in every position real files put it: structured clauses, inactive ones kept but absent, postfix `#if`
/// continuing a modifier chain, switch cases, members; malformed directives never crash or lose the rest.
final class IfConfigParserTests: XCTestCase {
    private func parse(_ s: String, _ configuration: BuildConfiguration = .iPhone) -> SyntaxTree {
        let tree = Parser.parse(SourceText(path: "T.swift", text: s), configuration: configuration)
        XCTAssertNil(SelfCheck.tree(tree), "tree invariants")
        return tree
    }

    /// The names of the calls the rules can see (present, in source order).
    private func presentCalls(_ tree: SyntaxTree) -> [String] {
        var out: [String] = []
        tree.root.walk { n in
            if n.kind == .call, let name = n.calleeName { out.append(name) }
            return true
        }
        return out
    }

    func testStatementClausesAreAlternativesAndInactiveOnesAbsent() {
        let tree = parse("""
        func f() {
            a()
            #if os(macOS)
            mac()
            #elseif DEBUG
            debug()
            #else
            other()
            #endif
            b()
        }
        """)
        XCTAssertEqual(presentCalls(tree), ["a", "debug", "other", "b"])
        let body = tree.root.firstChild!.body!
        XCTAssertEqual(body.children.map(\.kind), [.call, .ifConfig, .call])
        XCTAssertEqual(body.children[1].children.compactMap(\.clauseActivity), [.inactive, .unknown, .unknown])
        XCTAssertEqual(body.statements.compactMap(\.calleeName), ["a", "debug", "other", "b"])
        // The statement inside a clause belongs to the function body, not to the `#if`.
        let debug = body.statements[1]
        XCTAssertEqual(debug.parent?.kind, .ifConfigClause)
        XCTAssertEqual(debug.parentSkippingIfConfig, body)
    }

    func testMembersAndImports() {
        let tree = parse("""
        #if canImport(AppKit)
        import AppKit
        #else
        import UIKit
        #endif
        struct V: View {
            #if os(macOS)
            var sidebarWidth: CGFloat { 300 }
            #endif
            #if os(iOS)
            @ViewBuilder var header: some View { Text("h") }
            #endif
            var body: some View { header }
        }
        """)
        let members = tree.root.children.last!.memberBlock!.statements
        XCTAssertEqual(members.flatMap { $0.bindings.compactMap(\.name) }, ["header", "body"])
        var imports: [String] = []
        tree.root.walk { n in
            if n.kind == .importDecl, let name = n.name { imports.append(name) }
            return true
        }
        XCTAssertEqual(imports, ["UIKit"])
    }

    func testSwitchCasesInsideIfAndIfInsideACase() {
        let tree = parse("""
        switch x {
        case .a:
            first()
            #if os(iOS)
            iOSOnly()
            #endif
        #if os(watchOS)
        case .watch: watch()
        #elseif DEBUG
        case .debug: debug()
        #endif
        default: fallback()
        }
        """)
        let sw = tree.root.firstChild!
        XCTAssertEqual(sw.kind, .switchStmt)
        XCTAssertEqual(sw.switchCases.count, 3, "case .a, case .debug, default")
        XCTAssertEqual(sw.children.map(\.kind), [.identifier, .switchCase, .ifConfig, .switchCase])
        XCTAssertEqual(presentCalls(tree), ["first", "iOSOnly", "debug", "fallback"])
        let firstBody = sw.switchCases[0].child(ofKind: .codeBlock)!
        XCTAssertEqual(firstBody.statements.compactMap(\.calleeName), ["first", "iOSOnly"])
    }

    /// `view` / `#if os(iOS)` / `.toolbar { … }` / `#endif` / `.padding()`: one chain, `.toolbar` keeps its base.
    func testPostfixIfContinuesTheModifierChain() {
        let tree = parse("""
        let v = List { Row() }
            #if os(iOS)
            .toolbar { Button("Add") { } }
            .listStyle(.insetGrouped)
            #else
            .frame(minWidth: 400)
            #endif
            .padding()
        """)
        XCTAssertEqual(tree.errors, [])
        var toolbar: Node?
        var list: Node?
        tree.root.walk { n in
            if n.kind == .call, n.calleeIs("toolbar") { toolbar = n }
            if n.kind == .call, n.calleeIs("List") { list = n }
            return true
        }
        XCTAssertEqual(toolbar?.modifierBase?.strippingModifiers, list)
        XCTAssertEqual(list?.appliedModifiers.compactMap(\.calleeName), ["toolbar", "listStyle", "padding"])
        XCTAssertFalse(presentCalls(tree).contains("frame"), "the inactive clause is absent")
        // The inactive clause is in the tree, kept for `dump tree`.
        var clauses: [ClauseActivity] = []
        tree.root.walkIncludingAbsent { n in
            if let a = n.clauseActivity { clauses.append(a) }
            return true
        }
        XCTAssertEqual(clauses, [.active, .inactive])
        XCTAssertTrue(SyntaxDump.tree(tree).contains("ifConfigClause #else [5:5] (inactive)"))
        XCTAssertTrue(SyntaxDump.tree(tree).contains("ifConfigClause #if [2:5] os(iOS) (active)"))
    }

    func testPostfixIfNestedAndUnknownClausesApplyInOrder() {
        let tree = parse("""
        Text("a")
            #if DEBUG
            .border(.red)
            #if os(iOS)
            .bold()
            #endif
            #elseif os(tvOS)
            .focusable()
            #else
            .italic()
            #endif
            .font(.body)
        """)
        XCTAssertEqual(tree.errors, [])
        var text: Node?
        tree.root.walk { n in
            if n.kind == .call, n.calleeIs("Text") { text = n }
            return true
        }
        XCTAssertEqual(text?.appliedModifiers.compactMap(\.calleeName), ["border", "bold", "italic", "font"])
        XCTAssertEqual(tree.root.children.count, 1, "one statement")
    }

    func testPostfixIfInsideAViewBuilder() {
        let tree = parse("""
        var body: some View {
            VStack {
                Text("a")
                #if os(iOS)
                    .navigationBarTitleDisplayMode(.inline)
                #endif
                Text("b")
            }
        }
        """)
        var stack: Node?
        tree.root.walk { n in
            if n.kind == .call, n.calleeIs("VStack") { stack = n }
            return true
        }
        let content = stack!.closureArguments.last!
        XCTAssertEqual(content.statements.count, 2)
        XCTAssertEqual(content.statements.map { $0.strippingModifiers.calleeName }, ["Text", "Text"])
    }

    func testPreviewsAreAbsent() {
        let tree = parse("""
        struct V: View { var body: some View { Text("v") } }
        #Preview { V().frame(width: 500) }
        @available(iOS 17, *)
        #Preview("Dark") { V() }
        struct V_Previews: PreviewProvider { static var previews: some View { V().padding() } }
        #if DEBUG
        extension V2: PreviewProvider { static var previews: some View { Text("x") } }
        #endif
        """)
        XCTAssertEqual(presentCalls(tree), ["Text"])
        XCTAssertTrue(SyntaxDump.tree(tree).contains("macroExpansion #Preview [2:1] (absent)"))
    }

    func testDefinesMakeConditionsTrue() {
        let source = "#if !DEBUG\nrelease()\n#else\ndebug()\n#endif\n"
        XCTAssertEqual(presentCalls(parse(source)), ["release", "debug"])
        XCTAssertEqual(presentCalls(parse(source, BuildConfiguration(customConditions: ["DEBUG"]))), ["debug"])
    }

    func testMalformedDirectivesKeepTheRestOfTheFile() {
        let cases = [
            "#if os(iOS)\nfoo()\n",                              // missing #endif
            "foo()\n#endif\nbar()\n",                            // stray #endif
            "#else\nfoo()\n#elseif X\nbar()\n",                  // clauses without #if
            "#if\nfoo()\n#endif\n",                              // no condition
            "func f() {\n#if A\n  g {\n#else\n  h {\n#endif\n  }\n}\n",   // clauses cutting a block
            "Text(\"a\")\n#if os(iOS)\n.bold()\n",              // postfix #if at the end of the file
            "Text(\"a\")\n#if os(macOS)\n.bold(\n#endif\n",      // broken inactive clause
            "x\n#if A\n.a\n#elseif\n#else\n#else\n#endif\n",
        ]
        for source in cases {
            let tree = parse(source)
            XCTAssertFalse(tree.errors.isEmpty, "an error is recorded for \(source.debugDescription)")
        }
        // Whatever follows a broken directive is still read.
        XCTAssertTrue(presentCalls(parse("foo()\n#endif\nbar()\n")).contains("bar"))
        XCTAssertTrue(presentCalls(parse("#if os(iOS)\nfoo()\n")).contains("foo"))
    }

    func testDeepAndLongDirectivesStayBounded() {
        let deep = String(repeating: "#if os(iOS)\n", count: 5_000) + "f()\n" + String(repeating: "#endif\n", count: 5_000)
        let tree = parse(deep)
        XCTAssertFalse(tree.errors.isEmpty, "nesting past the depth bound is reported")
        let many = String(repeating: "#if os(macOS)\nmac()\n#else\nios()\n#endif\n", count: 20_000)
        XCTAssertEqual(presentCalls(parse(many)).count, 20_000)
        let postfix = "Text(\"a\")\n" + String(repeating: "#if os(macOS)\n.a()\n#else\n.b()\n#endif\n", count: 2_000)
        let chain = parse(postfix)
        XCTAssertEqual(presentCalls(chain).filter { $0 == "b" }.count, 2_000)
        XCTAssertEqual(presentCalls(chain).filter { $0 == "a" }.count, 0)
    }

    func testAFileWithoutIfConfigHasNoAbsentCode() {
        let tree = parse("struct A { var body: some View { Text(\"a\") } }\n")
        XCTAssertNil(tree.absent)
    }
}
