import XCTest
@testable import DuoLint

/// VOCABULARY.md *title match* (localised titles, directly or through a bound name; any other String expression is a
/// text title) and *placement* (through a bound name, same-file constants, a parameter's default value).
final class ToolbarTitlesAndPlacementsTests: XCTestCase {
    private func analyse(_ source: String) -> ToolbarContent {
        ToolbarContent(tree: Parser.parse(SourceText(path: "T.swift", bytes: Array(source.utf8))))
    }

    // MARK: Titles

    func testLocalisedTitlesMatch() {
        LintHarness.assertMarked("""
        func loc(_ key: String) -> String { NSLocalizedString(key, comment: "") }
        struct V: View {
            static let closeTitle = NSLocalizedString("Close", comment: "")
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button(NSLocalizedString("Close", comment: "")) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(NSLocalizedString("close.button", value: "Cancel", comment: "")) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(String(localized: "Dismiss")) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(String(localized: "sheet.close", defaultValue: "Close")) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(LocalizedStringKey("Back")) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(LocalizedStringResource("Close")) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button { } label: { Text("Close") } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(Self.closeTitle) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(V.closeTitle) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(L10n.close) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(L10n.Common.close) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(R.string.localizable.cancel()) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button("common.close") { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(Strings.settingsClose) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(tr("Localizable", "cancel")) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button("Cancel".localized) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button("close_button_title".localized()) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(isOpen ? "Close" : "Open") { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button(loc("sheet.dismiss")) { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button("Close…") { } } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) { Button("Closed Captions") { } }
                        ToolbarItem(placement: .topBarLeading) { Button(AppStrings.closeAccount.title) { } }
                    }
            }
        }
        """, rule: "close-button-placement")
    }

    func testTitlesThroughLocalNames() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        let title = String(localized: "Done")
                        ToolbarItem(placement: .topBarTrailing) { Button(title) { save() } } // want: prominent-action-placement
                        ToolbarItem(placement: .topBarLeading) { Button("Reset", systemImage: "arrow.counterclockwise") { } }
                    }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                let done = NSLocalizedString("Done", comment: "Finish editing")
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: done, style: .done, target: self, action: nil) // want: prominent-action-placement
                navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .trash)
            }
        }
        """, rule: "prominent-action-placement")
    }

    func testNamesThatDoNotGiveATitle() {
        LintHarness.assertClean("""
        struct V: View {
            let closeTitle = "Close"                      // an instance property: not data flow, not a static let
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button(closeTitle) { } }
                        ToolbarItem(placement: .topBarLeading) { closeButton(title: "Dismiss") }
                    }
            }
            func closeButton(title: String) -> some View {
                Button(title) { }                         // a parameter: never followed across calls
            }
            func inactive() -> some View {
                Text("x").toolbar {
                    #if os(macOS)
                    let title = "Close"
                    #endif
                    ToolbarItem(placement: .topBarLeading) { Button(title) { } }
                }
            }
            func shadowed() -> some View {
                let title = "Close"
                return Text("x").toolbar {
                    ForEach(items) { title in
                        ToolbarItem(placement: .topBarLeading) { Button(title) { } }
                    }
                }
            }
        }
        """, rule: "close-button-placement")
    }

    func testAnyOtherStringExpressionIsATextTitle() {
        // A title that is any other String expression makes the control text, but matches no word; a generated
        // member matches by its final name's words.
        LintHarness.assertMarked("""
        struct V: View {
            let viewModel: Model
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button(viewModel.clearButtonTitle, action: viewModel.clear) }
                        ToolbarItem(placement: .topBarTrailing) { Button { } label: { Text(L10n.shareLabel) } } // want: toolbar-text-only-item
                        ToolbarItem(placement: .topBarTrailing) { Button(L10n.edit, systemImage: "pencil") { } }
                        ToolbarItem(placement: .topBarTrailing) { Button(L10n.saveLabel) { } }
                        ToolbarItem(placement: .topBarTrailing) { Button(viewModel.countTitle) { } }
                        ToolbarItem(placement: .topBarTrailing) { Button("\\(viewModel.count)") { } }
                    }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: L10n.Nfc.Detail.copy, style: .plain, target: self, action: nil) // want: toolbar-text-only-item
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
                toolbarItems = [UIBarButtonItem(title: nil, image: UIImage(systemName: "trash"), target: nil, action: nil)]
            }
        }
        """, rule: "toolbar-text-only-item")
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            override func viewDidLoad() {
                toolbarItems = [UIBarButtonItem(title: nil, image: UIImage(systemName: "trash"), target: nil, action: nil)] // want: toolbar-symbol-without-title
            }
        }
        """, rule: "toolbar-symbol-without-title")
    }

    func testFrequentTitlesThroughStaticLets() {
        LintHarness.assertMarked("""
        enum Strings {
            static let add = NSLocalizedString("Add", comment: "")
            static let newNote = String(localized: "New Note")
        }
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button(Strings.add) { } } // want: frequent-action-priority
                        ToolbarItem(placement: .bottomBar) { Button(Strings.newNote) { } } // want: frequent-action-priority
                        ToolbarItem(placement: .bottomBar) { Button("Flag", systemImage: "flag") { } }
                        ToolbarItem(placement: .bottomBar) { Button("Move", systemImage: "folder") { } }
                    }
            }
        }
        """, rule: "frequent-action-priority")
    }

    // MARK: Placements

    func testPlacementsThroughNamesConstantsAndDefaults() {
        let t = analyse("""
        struct V: View {
            static let closePlacement: ToolbarItemPlacement = .cancellationAction
            let fixedPlacement = ToolbarItemPlacement.bottomBar
            private var optionsPlacement: ToolbarItemPlacement {
                #if os(macOS)
                .navigation
                #else
                .primaryAction
                #endif
            }
            var body: some View {
                List { }
                    .toolbar {
                        #if os(iOS)
                        let languagePlacement: ToolbarItemPlacement = .topBarTrailing
                        #else
                        let languagePlacement: ToolbarItemPlacement = .automatic
                        #endif
                        ToolbarItem(placement: languagePlacement) { Button("A") { } }
                        ToolbarItem(placement: Self.closePlacement) { Button("B") { } }
                        ToolbarItem(placement: fixedPlacement) { Button("C") { } }
                        ToolbarItem(placement: optionsPlacement) { Button("D") { } }
                        ToolbarItem(placement: isCompact ? .bottomBar : .primaryAction) { Button("E") { } }
                        closeItem()
                        closeItem(placement: .topBarLeading)
                    }
            }
            @ToolbarContentBuilder
            func closeItem(placement: ToolbarItemPlacement = .cancellationAction) -> some ToolbarContent {
                ToolbarItem(placement: placement) { Button("F") { } }
            }
            func debug() -> some View {
                Text("x").toolbar {
                    #if DEBUG
                    let p = ToolbarItemPlacement.topBarLeading
                    #else
                    let p = ToolbarItemPlacement.topBarTrailing
                    #endif
                    ToolbarItem(placement: p) { Button("G") { } }
                }
            }
        }
        """)
        let placements = Dictionary(t.items.map { ($0.label.titleText ?? "?", $0.placement) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(placements["A"], .named("topBarTrailing"))
        XCTAssertEqual(placements["B"], .named("cancellationAction"))
        XCTAssertEqual(placements["C"], .named("bottomBar"))
        XCTAssertEqual(placements["D"], .named("primaryAction"))
        XCTAssertEqual(placements["E"], .unknown)
        XCTAssertEqual(placements["G"], .unknown, "two judged clauses bind p: ambiguous")
        // The helper is walked once, from the first call: its default value.
        XCTAssertEqual(placements["F"], .named("cancellationAction"))
    }

    func testACallSitesArgumentPlacesTheHelper() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                List { }.toolbar { closeItem(placement: .topBarLeading) }
            }
            @ToolbarContentBuilder
            func closeItem(placement: ToolbarItemPlacement = .cancellationAction) -> some ToolbarContent {
                ToolbarItem(placement: placement) { Button("Close") { } } // want: close-button-placement
            }
        }
        struct W: View {
            var body: some View {
                List { }.toolbar { closeItem() }
            }
            @ToolbarContentBuilder
            func closeItem(placement: ToolbarItemPlacement = .cancellationAction) -> some ToolbarContent {
                ToolbarItem(placement: placement) { Button("Close") { } }
            }
        }
        """, rule: "close-button-placement")
    }

    func testAParameterWithoutDefaultIsUnknown() {
        LintHarness.assertClean("""
        @ToolbarContentBuilder
        func closeItem(placement: ToolbarItemPlacement) -> some ToolbarContent {
            ToolbarItem(placement: placement) { Button("Close") { } }
        }
        struct V: View {
            let model: Model
            var body: some View {
                List { }.toolbar { ToolbarItem(placement: model.placement) { Button("Close") { } } }
            }
        }
        """, rule: "close-button-placement")
    }

    func testNavigationBarItemsAndCandidateFacts() {
        let t = analyse("""
        struct V: View {
            var body: some View {
                Form { }
                    .navigationBarItems(leading: Button("Close") { }, trailing: HStack { Button("A") { }; Share() })
            }
        }
        struct Share: View {
            var body: some View { HStack { Button("S") { }; Inner() } }
        }
        """)
        XCTAssertEqual(t.items.map { $0.placement }, [.named("navigationBarLeading"), .named("navigationBarTrailing"),
                                                      .named("navigationBarTrailing")])
        XCTAssertEqual(t.candidateItems.map { $0.owner }, [.customView("Share")])
        let facts = t.facts
        XCTAssertEqual(facts.screenItems, ["V": 2])
        XCTAssertEqual(facts.bodyItems, ["Share": 1, "V": 0])
        XCTAssertEqual(facts.uses.map { $0.type }, ["Share", "Inner"])
        XCTAssertEqual(facts.uses.first?.container, .screen("V"))
        XCTAssertEqual(facts.uses.last?.container, .body("Share"))
        XCTAssertEqual(facts.uses.first?.placement, .named("navigationBarTrailing"))
    }
}
