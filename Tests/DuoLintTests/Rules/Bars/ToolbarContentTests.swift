import XCTest
@testable import DuoLint

final class ToolbarContentTests: XCTestCase {
    private func analyse(_ source: String) -> ToolbarContent {
        let tree = Parser.parse(SourceText(path: "T.swift", bytes: Array(source.utf8)))
        return ToolbarContent(tree: tree)
    }

    func testSwiftUIItemsPlacementsAndGroups() {
        let t = analyse("""
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        Button("Loose") { }
                        ToolbarItem(placement: .cancellationAction) { Button("Close") { } }
                        ToolbarItemGroup(placement: .bottomBar) {
                            if a { Button("One") { } }
                            Group { Toggle("Two", isOn: $b) }
                            Menu("Three") { Button("Menu item") { }; Button("Other") { } }
                        }
                        ToolbarItem(placement: flag ? .bottomBar : .topBarTrailing) { CustomButton() }
                        helper
                    }
            }
            var helper: some ToolbarContent {
                ToolbarItem(placement: .topBarTrailing) { ShareLink(item: url) }
            }
        }
        """)
        let names = t.items.map { $0.control }
        XCTAssertEqual(names, ["Button", "Button", "Button", "Toggle", "Menu", "CustomButton", "ShareLink"])
        XCTAssertEqual(t.items[0].placement, .none)
        XCTAssertEqual(t.items[1].placement, .named("cancellationAction"))
        XCTAssertEqual(t.items[2].placement, .named("bottomBar"))
        XCTAssertTrue(t.items[2].inGroup)
        XCTAssertFalse(t.items[1].inGroup)
        XCTAssertEqual(t.items[5].placement, .unknown)
        XCTAssertEqual(t.items[6].placement, .named("topBarTrailing"))
        XCTAssertEqual(Set(t.items.compactMap { $0.enclosingType }), ["V"])
    }

    func testLookAlikeToolbarAndAttachedContentAreNotToolbarContent() {
        let t = analyse("""
        struct V: View {
            var body: some View {
                List { Button("Row") { } }
                    .sheet(isPresented: $p) { Button("Sheet") { } }
                    .toolbar(.hidden, for: .navigationBar)
            }
        }
        final class Builder {
            func make() { screen.toolbar { bar in bar.add(Button("x")) } }
        }
        """)
        XCTAssertTrue(t.items.isEmpty)
    }

    func testUIKitDataFlow() {
        let t = analyse("""
        final class VC: UIViewController {
            lazy var shareItem = UIBarButtonItem(systemItem: .action)
            override func viewDidLoad() {
                let add = UIBarButtonItem(systemItem: .add)
                add.title = "Add"
                var items = [add]
                items.append(UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil))
                navigationItem.rightBarButtonItems = items
                navigationItem.leftBarButtonItem = shareItem
                let group = UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(systemItem: .trash)], representativeItem: nil)
                navigationItem.trailingItemGroups = [group]
                let unused = UIBarButtonItem(systemItem: .camera)
            }
        }
        """)
        XCTAssertEqual(t.items.count, 4)
        let add = t.items.first { $0.label.systemItem == "add" }
        XCTAssertEqual(add?.destinations, ["rightBarButtonItems"])
        XCTAssertEqual(add?.configuredProperties, ["title"])
        XCTAssertEqual(t.items.first { $0.label.systemItem == "action" }?.destinations, ["leftBarButtonItem"])
        XCTAssertEqual(t.items.first { $0.label.systemItem == "trash" }?.inGroup, true)
        XCTAssertNil(t.items.first { $0.label.systemItem == "camera" })
    }

    func testTheEntryNamePassAndTheGatesHint() {
        let none = Parser.parse(SourceText(path: "T.swift", bytes: Array("struct V: View { var body: some View { Text(\"a\") } }".utf8)))
        XCTAssertFalse(ToolbarContent.mentionsEntryName(none))
        let some = Parser.parse(SourceText(path: "T.swift", bytes: Array("func f() { vc.navigationItem.rightBarButtonItem = x }".utf8)))
        XCTAssertTrue(ToolbarContent.mentionsEntryName(some))
        let comment = Parser.parse(SourceText(path: "T.swift", bytes: Array("// .toolbar { }\nlet s = \".toolbar\"".utf8)))
        XCTAssertFalse(ToolbarContent.mentionsEntryName(comment), "comments and strings are not tokens that name anything")
        let attribute = Parser.parse(SourceText(path: "T.swift", bytes: Array("@ToolbarContentBuilder var x: some View { }".utf8)))
        XCTAssertTrue(ToolbarContent.mentionsEntryName(attribute))
        // The engine's gate answers the same question in its own pass over the tokens.
        let gate = RuleGate(rules: [], hintGroups: [ToolbarContent.entryNames])
        for (tree, expected) in [(none, false), (some, true), (comment, false), (attribute, true)] {
            XCTAssertEqual(gate.applicability(in: tree).hints, [expected])
        }
        XCTAssertNil(RuleGate(rules: [], enabled: false, hintGroups: [ToolbarContent.entryNames]).applicability(in: some).hints)
    }
}
