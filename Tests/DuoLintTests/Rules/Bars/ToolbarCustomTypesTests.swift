import XCTest
@testable import DuoLint

/// VOCABULARY.md *toolbar content* through custom types declared anywhere in the linted sources: a custom view used as
/// a toolbar item (its controls are the items, placed by the use), a `ToolbarContent` type used in a toolbar, to
/// any depth, without looping; findings at the item, with the use as related location.
final class ToolbarCustomTypesTests: XCTestCase {
    private func findings(_ files: [String: String], _ rule: String) -> [Finding] {
        LintHarness.lint(files, rules: [rule]).filter { $0.ruleID == rule }
    }

    // MARK: Custom views used as toolbar items

    func testACustomViewsControlsArePlacedWhereItIsUsed() {
        let files = [
            "CloseButton.swift": """
            struct CloseButton: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button { dismiss() } label: { Image(systemName: "xmark") } // want: close-button-placement
                }
            }
            """,
            "Sheet.swift": """
            struct Sheet: View {
                var body: some View {
                    NavigationStack {
                        Form { }
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) { CloseButton() }
                            }
                    }
                }
            }
            """,
        ]
        LintHarness.assertMarked(files, rule: "close-button-placement")
        let f = findings(files, "close-button-placement")
        XCTAssertEqual(f.first?.related.first?.path, "Sheet.swift")
        XCTAssertEqual(f.first?.related.first?.range.start.line, 6)
        XCTAssertEqual(f.first?.column, 9, "reported at the Button, where the item is written")
    }

    func testTheViewIsJudgedOnlyWhereItIsAToolbarItem() {
        let view = """
        struct CloseButton: View {
            var body: some View {
                Button { } label: { Image(systemName: "xmark") }
            }
        }
        """
        // Used at .cancellationAction only, or only as a list row, or inside a Menu or a Button's label.
        LintHarness.assertMarked([
            "CloseButton.swift": view,
            "Screens.swift": """
            struct A: View {
                var body: some View {
                    List { CloseButton() }
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { CloseButton() }
                            ToolbarItem(placement: .topBarTrailing) { Menu("More") { CloseButton() } }
                            ToolbarItem(placement: .topBarTrailing) { Button { } label: { CloseButton() } }
                        }
                        .sheet(isPresented: $p) { CloseButton() }
                }
            }
            """,
        ], rule: "close-button-placement")
        // Declared but used nowhere: no finding either.
        LintHarness.assertMarked(["CloseButton.swift": view], rule: "toolbar-symbol-without-title")
    }

    func testOneBadUseIsEnoughAndTheFindingIsReportedOnce() {
        let files = [
            "CloseButton.swift": """
            struct CloseButton: View {
                var body: some View {
                    Button("Close") { } // want: close-button-placement
                }
            }
            """,
            "Screens.swift": """
            struct A: View {
                var body: some View {
                    List { }.toolbar { ToolbarItem(placement: .cancellationAction) { CloseButton() } }
                }
            }
            struct B: View {
                var body: some View {
                    List { }.toolbar { ToolbarItem(placement: .primaryAction) { CloseButton() } }
                }
            }
            """,
        ]
        LintHarness.assertMarked(files, rule: "close-button-placement")
        XCTAssertEqual(findings(files, "close-button-placement").first?.related.first?.range.start.line, 8)
    }

    func testCustomViewsToAnyDepthAcrossFiles() {
        LintHarness.assertMarked([
            "Leaf.swift": """
            struct ShareButton: View {
                var body: some View {
                    Button { } label: { Image(systemName: "square.and.arrow.up") } // want: toolbar-symbol-without-title
                }
            }
            """,
            "Middle.swift": """
            struct EditorButtons: View {
                var body: some View {
                    HStack {
                        ShareButton()
                        if editing { Button { } label: { Image(systemName: "trash") } } // want: toolbar-symbol-without-title
                        Menu { Button { } label: { Image(systemName: "doc") } } label: { Label("More", systemImage: "ellipsis") }
                    }
                }
            }
            """,
            "Screen.swift": """
            struct Editor: View {
                var body: some View {
                    TextEditor(text: $text)
                        .toolbar { ToolbarItemGroup(placement: .bottomBar) { EditorButtons() } }
                }
            }
            """,
        ], rule: "toolbar-symbol-without-title")
    }

    /// A run's first pass lists a file's custom views instead of walking their bodies; the run analyses again the
    /// files that declare a view some toolbar uses (the test above needs two rounds: `ShareButton` is only known to
    /// be used once `EditorButtons` is walked).
    func testTheFirstPassListsTheCustomViewsItDidNotWalk() {
        let source = """
        struct ShareButton: View {
            var body: some View { Button { } label: { Image(systemName: "square.and.arrow.up") } }
        }
        struct Unused: View {
            var body: some View { Text("x") }
        }
        """
        let analyzer = FileAnalyzer(options: LintOptions(jobs: 1))
        var firstPass = ProjectVocabulary.everything
        firstPass.defersCustomViewBodies = true
        let first = analyzer.analyze(path: "A.swift", bytes: Array(source.utf8), project: firstPass).summary.toolbar
        XCTAssertEqual(first.unwalkedBodies, ["ShareButton", "Unused"])
        XCTAssertTrue(first.bodyItems.isEmpty)
        let full = analyzer.analyze(path: "A.swift", bytes: Array(source.utf8), project: .everything).summary.toolbar
        XCTAssertEqual(full.unwalkedBodies, [])
        XCTAssertEqual(full.bodyItems["ShareButton"], 1)
        XCTAssertNotNil(full.bodyItems["Unused"])
    }

    func testRecursiveViewsDoNotLoop() {
        LintHarness.assertMarked([
            "Tree.swift": """
            struct Node: View {
                var body: some View {
                    Group {
                        Button { } label: { Image(systemName: "leaf") } // want: toolbar-symbol-without-title
                        Node()
                        Other()
                    }
                }
            }
            struct Other: View {
                var body: some View { HStack { Node(); Other() } }
            }
            """,
            "Screen.swift": """
            struct S: View {
                var body: some View { List { }.toolbar { Other() } }
            }
            """,
        ], rule: "toolbar-symbol-without-title")
    }

    func testInactiveDeclarationsAndPreviewsFeedNoUses() {
        LintHarness.assertMarked([
            "CloseButton.swift": """
            struct CloseButton: View {
                var body: some View { Button("Close") { } }
            }
            """,
            "Screens.swift": """
            #if os(macOS)
            struct Mac: View {
                var body: some View { List { }.toolbar { ToolbarItem(placement: .primaryAction) { CloseButton() } } }
            }
            #endif
            #Preview {
                List { }.toolbar { ToolbarItem(placement: .primaryAction) { CloseButton() } }
            }
            """,
        ], rule: "close-button-placement")
    }

    func testOnlyActiveClausesOfACustomViewsBodyAreItems() {
        LintHarness.assertMarked([
            "CloseButton.swift": """
            struct CloseButton: View {
                var body: some View {
                    #if os(macOS)
                    Button("Close") { }
                    #else
                    Button("Close", systemImage: "xmark") { } // want: close-button-placement
                    #endif
                }
            }
            """,
            "Screen.swift": """
            struct S: View {
                var body: some View {
                    List { }
                        .toolbar {
                            #if os(iOS)
                            ToolbarItem(placement: .topBarLeading) { CloseButton() }
                            #else
                            ToolbarItem(placement: .navigation) { CloseButton() }
                            #endif
                        }
                }
            }
            """,
        ], rule: "close-button-placement")
    }

    func testNavigationBarItemsArguments() {
        LintHarness.assertMarked([
            "Screen.swift": """
            struct AddCarbs: View {
                var body: some View {
                    Form { }
                        .navigationBarItems(leading: Button("Close", action: hide)) // want: close-button-placement
                }
            }
            struct Pump: View {
                var body: some View {
                    Form { }
                        .navigationBarItems(leading: displayClose ? Button("Cancel", action: hide) : nil, // want: close-button-placement
                                            trailing: EditButton())
                }
            }
            struct Back: View {
                var body: some View { Form { }.navigationBarItems(leading: BackNav()) }
            }
            """,
            "BackNav.swift": """
            struct BackNav: View {
                var body: some View {
                    Button { } label: { Image(systemName: "chevron.left") } // want: close-button-placement
                }
            }
            """,
        ], rule: "close-button-placement")
        LintHarness.assertMarked("""
        struct Editor: View {
            var body: some View {
                Form { }
                    .navigationBarItems(leading: Button("Reset", systemImage: "arrow.counterclockwise", action: reset),
                                        trailing: Button("Save", action: save)) // want: prominent-action-placement
            }
        }
        """, rule: "prominent-action-placement")
    }

    // MARK: ToolbarContent types

    func testAToolbarContentTypeIsJudgedWithItsUseAsRelatedLocation() {
        let files = [
            "CancelToolbarItem.swift": """
            public struct CancelToolbarItem: ToolbarContent {
                @Environment(\\.dismiss) private var dismiss
                public var body: some ToolbarContent {
                    ToolbarItem(placement: .navigationBarLeading) {
                        Button(role: .cancel) { dismiss() } label: { Label("Cancel", systemImage: "xmark") } // want: close-button-placement
                    }
                }
            }
            """,
            "Screen.swift": """
            struct EditList: View {
                var body: some View {
                    Form { }.toolbar { CancelToolbarItem() }
                }
            }
            """,
        ]
        LintHarness.assertMarked(files, rule: "close-button-placement")
        let f = findings(files, "close-button-placement")
        XCTAssertEqual(f.first?.path, "CancelToolbarItem.swift")
        XCTAssertEqual(f.first?.related.first?.path, "Screen.swift")
        // Used nowhere in the linted sources (a library's public item): judged on its own body.
        LintHarness.assertMarked(["CancelToolbarItem.swift": files["CancelToolbarItem.swift"]!], rule: "close-button-placement")
    }

    func testCustomizableToolbarContentTypes() {
        LintHarness.assertMarked([
            "EditorToolbar.swift": """
            struct EditorToolbar: CustomizableToolbarContent {
                var body: some CustomizableToolbarContent {
                    ToolbarItem(id: "undo", placement: .secondaryAction) {
                        Button { } label: { Image(systemName: "arrow.uturn.backward") } // want: toolbar-symbol-without-title
                    }
                }
            }
            """,
            "Screen.swift": """
            struct Editor: View {
                var body: some View { TextEditor(text: $t).toolbar(id: "editor") { EditorToolbar() } }
            }
            """,
        ], rule: "toolbar-symbol-without-title")
    }

    func testAViewUsedInsideAToolbarContentTypeTakesItsPlacement() {
        LintHarness.assertMarked([
            "Items.swift": """
            struct SheetToolbar: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .cancellationAction) { CloseButton() }
                    ToolbarItem(placement: .topBarTrailing) { DoneButton() }
                }
            }
            """,
            "Buttons.swift": """
            struct CloseButton: View {
                var body: some View { Button("Close") { } }
            }
            struct DoneButton: View {
                var body: some View { Button(NSLocalizedString("Done", comment: "")) { dismiss() } } // want: prominent-action-placement
            }
            """,
            "Screen.swift": """
            struct S: View {
                var body: some View { Form { }.toolbar { SheetToolbar() } }
            }
            """,
        ], rule: "prominent-action-placement")
    }

    func testAStoredPlacementIsTheUsesArgumentOrItsInitialValue() {
        let item = """
        struct CloseToolbarItem: ToolbarContent {
            var placement: ToolbarItemPlacement = .topBarLeading
            let action: () -> Void
            var body: some ToolbarContent {
                ToolbarItem(placement: placement) {
                    Button("Close", action: action) // want: close-button-placement
                }
            }
        }
        """
        LintHarness.assertMarked([
            "Item.swift": item,
            "Screens.swift": """
            struct A: View {
                var body: some View { Form { }.toolbar { CloseToolbarItem { } } }
            }
            """,
        ], rule: "close-button-placement")
        LintHarness.assertMarked([
            "Item.swift": item.replacingOccurrences(of: " // want: close-button-placement", with: ""),
            "Screens.swift": """
            struct A: View {
                var body: some View { Form { }.toolbar { CloseToolbarItem(placement: .cancellationAction) { } } }
            }
            """,
        ], rule: "close-button-placement")
        // Nothing uses it: the initial value places it.
        LintHarness.assertMarked(["Item.swift": item], rule: "close-button-placement")
    }

    // MARK: Requirements from the use

    func testTextOnlyItemsTakeTheUsesPlacement() {
        LintHarness.assertMarked([
            "FilterButton.swift": """
            struct FilterButton: View {
                var body: some View { Button(String(localized: "Filter")) { } } // want: toolbar-text-only-item
            }
            struct CancelButton: View {
                var body: some View { Button(NSLocalizedString("Cancel", comment: "")) { } }
            }
            """,
            "Screen.swift": """
            struct S: View {
                var body: some View {
                    List { }
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { FilterButton() }
                            ToolbarItem(placement: .cancellationAction) { CancelButton() }
                        }
                }
            }
            """,
        ], rule: "toolbar-text-only-item")
    }

    func testFrequentActionsNeedTwoItemsAndNoPriorityWhereTheyAreUsed() {
        let compose = """
        struct ComposeButton: View {
            var body: some View { Button("Compose", systemImage: "square.and.pencil") { } }
        }
        """
        // A lone item: nothing overflows before it.
        LintHarness.assertMarked([
            "Compose.swift": compose,
            "Screen.swift": """
            struct Lone: View {
                var body: some View { List { }.toolbar { ToolbarItem(placement: .topBarTrailing) { ComposeButton() } } }
            }
            struct Prioritised: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem(placement: .topBarTrailing) { ComposeButton().visibilityPriority(.high) }
                        ToolbarItem(placement: .topBarTrailing) { EditButton() }
                    }
                }
            }
            """,
        ], rule: "frequent-action-priority")
        LintHarness.assertMarked([
            "Compose.swift": compose.replacingOccurrences(of: "{ } }", with: "{ } } // want: frequent-action-priority"),
            "Screen.swift": """
            struct Mail: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem(placement: .bottomBar) { ComposeButton() }
                        ToolbarItem(placement: .topBarTrailing) { EditButton() }
                        ToolbarItem(placement: .bottomBar) { Button("Flag", systemImage: "flag") { } }
                        ToolbarItem(placement: .bottomBar) { Button("Move", systemImage: "folder") { } }
                    }
                }
            }
            """,
        ], rule: "frequent-action-priority")
    }

    func testFrequentActionCountsItemsOfCustomTypesAcrossFiles() {
        LintHarness.assertMarked([
            "Screen.swift": """
            struct Inbox: View {
                var body: some View {
                    List { }
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("New Message", systemImage: "square.and.pencil") { } // want: frequent-action-priority
                            }
                            FilterToolbar()
                        }
                }
            }
            struct Alone: View {
                var body: some View {
                    List { }
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") { } }
                            ToolbarItem(placement: .principal) { TitleView() }
                        }
                }
            }
            """,
            "Parts.swift": """
            struct FilterToolbar: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarLeading) { Button("Filter", systemImage: "line.3.horizontal.decrease") { } }
                    ToolbarItem(placement: .bottomBar) { Button("Flag", systemImage: "flag") { } }
                    ToolbarItem(placement: .bottomBar) { Button("Move", systemImage: "folder") { } }
                }
            }
            struct TitleView: View {
                var body: some View { Text("Inbox").font(.headline) }
            }
            """,
        ], rule: "frequent-action-priority")
    }

    func testAxisBehaviourAndProminentStyleAtTheUse() {
        let toggle = """
        struct ModeButton: View {
            var body: some View {
                Button { } label: { if compact { Image(systemName: "list.bullet") } else { Text("List") } }
            }
        }
        """
        LintHarness.assertMarked([
            "Mode.swift": toggle,
            "Screen.swift": """
            struct S: View {
                var body: some View { List { }.toolbar { ToolbarItem { ModeButton().toolbarItemAxisBehavior(.horizontal) } } }
            }
            """,
        ], rule: "toolbar-item-switches-label")
        LintHarness.assertMarked([
            "Save.swift": """
            struct SaveButton: View {
                var body: some View { Button("Apply") { apply() } } // want: prominent-action-placement
            }
            """,
            "Screen.swift": """
            struct S: View {
                var body: some View {
                    List { }.toolbar {
                        ToolbarItem(placement: .topBarTrailing) { SaveButton().buttonStyle(.borderedProminent) }
                        ToolbarItem(placement: .topBarLeading) { Button("Reset", systemImage: "arrow.counterclockwise") { reset() } }
                    }
                }
            }
            struct T: View {
                var body: some View { List { }.toolbar { ToolbarItem(placement: .topBarTrailing) { SaveButton() } } }
            }
            """,
        ], rule: "prominent-action-placement")
    }

    func testFixedSpacingInACustomViewUsedInAToolbar() {
        LintHarness.assertMarked([
            "Bar.swift": """
            struct NavigationButtons: View {
                var body: some View {
                    Button("Back", systemImage: "chevron.left") { }
                    Spacer().frame(width: 12) // want: toolbar-fixed-spacer
                    Button("Forward", systemImage: "chevron.right") { }
                }
            }
            struct Row: View {
                var body: some View { HStack { Text("a"); Spacer().frame(width: 12); Text("b") } }
            }
            """,
            "Screen.swift": """
            struct Browser: View {
                var body: some View { WebView().toolbar { ToolbarItemGroup(placement: .bottomBar) { NavigationButtons() } } }
            }
            """,
        ], rule: "toolbar-fixed-spacer")
    }

    func testTheOptOutCountsTheItemsOfCustomTypes() {
        LintHarness.assertMarked([
            "Screen.swift": """
            struct Calculator: View {
                var body: some View {
                    Keypad()
                        .toolbar { ToolbarItem(placement: .cancellationAction) { CloseButton() } }
                        .toolbarVerticalBehavior(.disabled)
                }
            }
            struct Editor: View {
                var body: some View {
                    TextEditor(text: $t)
                        .toolbar { ToolbarItemGroup(placement: .bottomBar) { FormatButtons() } }
                        .toolbarVerticalBehavior(.disabled) // want: vertical-bar-opt-out
                }
            }
            struct Viewer: View {
                var body: some View {
                    Text(t)
                        .toolbar { ToolbarItem { Share() }; ToolbarItem { Unknown() } }
                        .toolbarVerticalBehavior(.disabled) // want: vertical-bar-opt-out
                }
            }
            """,
            "Buttons.swift": """
            struct CloseButton: View {
                var body: some View { Button("Close", systemImage: "xmark") { } }
            }
            struct FormatButtons: View {
                var body: some View {
                    Button("Bold", systemImage: "bold") { }
                    Button("Italic", systemImage: "italic") { }
                }
            }
            struct Share: View {
                var body: some View { ShareLink(item: url) }
            }
            """,
        ], rule: "vertical-bar-opt-out")
    }

    func testSameFileUseOfACustomView() {
        LintHarness.assertMarked("""
        struct S: View {
            var body: some View {
                List { }
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { OverflowMenu() } }
            }
        }
        private struct OverflowMenu: View {
            var body: some View {
                Menu { Button("Rename") { } } label: { Image(systemName: "ellipsis.circle") } // want: toolbar-custom-overflow-menu
            }
        }
        """, rule: "toolbar-custom-overflow-menu")
    }

    func testAProjectWithoutToolbarsRecordsNoConditionalFinding() {
        let result = LintHarness.lint(["V.swift": """
        struct CloseButton: View {
            var body: some View { Button { } label: { Image(systemName: "xmark") } }
        }
        """], rules: nil)
        XCTAssertTrue(result.filter { $0.ruleID.hasPrefix("toolbar") || $0.ruleID == "close-button-placement" }.isEmpty)
    }
}
