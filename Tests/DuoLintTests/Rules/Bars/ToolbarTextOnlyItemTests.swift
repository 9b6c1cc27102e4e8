import XCTest
@testable import DuoLint

/// Rules/toolbar-text-only-item.md: only titles in the vocabulary (actions with a conventional symbol), with the
/// exemptions of "toolbar-text-only-item: vocabulary and exemptions".
final class ToolbarTextOnlyItemTests: XCTestCase {
    let rule = "toolbar-text-only-item"

    func testSwiftUIVocabulary() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        Button("Filter") { } // want: toolbar-text-only-item
                        Button { } label: { Text("Share") } // want: toolbar-text-only-item
                        Button(NSLocalizedString("Sort", comment: "")) { } // want: toolbar-text-only-item
                        Button { } label: { Text(L10n.share) } // want: toolbar-text-only-item
                        ToolbarItem(placement: .topBarTrailing) {
                            Menu("Sort") { Button("Name") { } } // want: toolbar-text-only-item
                        }
                        ToolbarItem(placement: .bottomBar) {
                            Button("Delete All", role: .destructive) { } // want: toolbar-text-only-item
                        }
                        ToolbarItem(placement: .bottomBar) { Button("New Folder") { } } // want: toolbar-text-only-item
                        ToolbarItem(placement: .bottomBar) { Button("Filters") { } } // want: toolbar-text-only-item
                        ToolbarItem(placement: .bottomBar) { Button("Download…") { } } // want: toolbar-text-only-item
                        ToolbarItem(placement: .bottomBar) { Button(L10n.delete, role: .destructive) { }.backport.buttonStyle(.glass) } // want: toolbar-text-only-item
                        ToolbarItem(placement: .bottomBar) { Button("common.share") { } } // want: toolbar-text-only-item
                        ToolbarItem(placement: .bottomBar) { Button(R.string.localizable.exportAll()) { } } // want: toolbar-text-only-item
                        ToolbarItem(placement: .bottomBar) { Button(String(localized: "tunnelsListDeleteButtonTitle")) { } } // want: toolbar-text-only-item
                        ToolbarItem(placement: .bottomBar) { Button(LocalizedString.getValue("common.button.refresh")) { } } // want: toolbar-text-only-item
                    }
            }
        }
        """, rule: rule)
    }

    func testTheMessageSuggestsTheSymbol() {
        let findings = LintHarness.lint("""
        struct V: View {
            var body: some View { List { }.toolbar { Button("Delete") { } } }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            }
        }
        """, rule: rule)
        XCTAssertEqual(findings.map(\.message), [
            "Text-only toolbar Button \"Delete\" has a conventional symbol; add systemImage: \"trash\" so it can go vertical.",
            "Text-only bar item \"Share\" has a conventional symbol; add image: UIImage(systemName: \"square.and.arrow.up\") so it can go vertical.",
        ])
    }

    func testUIKit() {
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            override func viewDidLoad() {
                let share = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(s)) // want: toolbar-text-only-item
                navigationItem.setRightBarButtonItems([share], animated: false)
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: L10n.filter, style: .plain, target: nil, action: nil) // want: toolbar-text-only-item
                let action = UIAction(title: "Print") { _ in }
                toolbarItems = [UIBarButtonItem(primaryAction: action)] // want: toolbar-text-only-item
                toolbarItems = [.init(title: "Archive", style: .plain, target: nil, action: nil)] // want: toolbar-text-only-item
            }
        }
        """, rule: rule)
    }

    func testOutsideTheVocabulary() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        Button("Today") { }
                        Button("Clear") { }
                        Button("Reset") { }
                        Button("Open") { }
                        Button("More") { }
                        Button("Options") { }
                        Button(title) { }
                        Button("Closed Captions") { }
                        Button("Backup") { }
                        Button("Newsletter") { }
                        Button(L10n.about) { }
                    }
            }
        }
        """, rule: rule)
    }

    func testExemptions() {
        LintHarness.assertClean("""
        struct V: View {
            @State private var isSelecting = false
            @State private var total = 3
            var body: some View {
                List { }
                    .toolbar {
                        // Confirmations and cancellations, whatever the placement.
                        Button("Done") { }
                        Button("Send") { }
                        Button(L10n.cancel) { }
                        Button("common.close") { }
                        // Semantic placements and roles.
                        ToolbarItem(placement: .confirmationAction) { Button("Add") { } }
                        ToolbarItem(placement: .cancellationAction) { Button("Delete") { } }
                        ToolbarItem(placement: .destructiveAction) { Button("Delete", role: .destructive) { } }
                        ToolbarItemGroup(placement: .keyboard) { Button("Search") { } }
                        Button("Delete", role: .cancel) { }
                        // Edit-mode controls.
                        EditButton()
                        Button("Select All") { }
                        Button("Remove All") { }
                        Button(isSelecting ? L10n.done : L10n.select) { }
                        // Informative titles.
                        Button("Add \\(total) items") { }
                        Button(L10n.deleteCount(total)) { }
                        Button("Share " + name) { }
                        Button(String(format: "Delete %d", total)) { }
                        // Choice sets.
                        Picker("Sort", selection: $sort) { Text("Name") }
                        ForEach(actions) { a in Button(a.title) { } }
                        ForEach(["Share", "Copy"], id: \\.self) { t in Button(t) { } }
                        // With a symbol.
                        Button("Filter", systemImage: "line.3.horizontal.decrease") { }
                        Button { } label: { Label("Filter", systemImage: "line.3.horizontal.decrease") }
                        Button { } label: { if editing { Text("Share") } else { Image(systemName: "square.and.arrow.up") } }
                        Button("Send", icon: .lemmy.send) { }
                        Button { } label: { FancyLabel(text: "Share") }
                        Button(action: join) { Label(L10n.actionShare, icon: \\.shareSolid) }
                    }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), target: nil, action: nil)
                navigationItem.leftBarButtonItem = editButtonItem
                navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
                toolbarItems = [UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
                                UIBarButtonItem(title: "\\(n) items", style: .plain, target: nil, action: nil),
                                UIBarButtonItem(title: "Delete", style: .done, target: nil, action: nil),
                                UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)]
                keyboardToolbar.items = [UIBarButtonItem(title: "Search", style: .plain, target: nil, action: nil)]
                // navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            }
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                if editing {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: self, action: #selector(finish))
                }
            }
        }
        """, rule: rule)
    }

    /// SFSafeSymbols spells an SF Symbol `systemSymbol:` (`Label(_:systemSymbol:)`, `Button(_:systemSymbol:action:)`),
    /// as the build already reads `Image(systemSymbol:)`: an item with one is not text only.
    func testSFSafeSymbolsSystemSymbolIsASymbol() {
        LintHarness.assertMarked("""
        import SFSafeSymbols
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        Button { copy() } label: { Label(L10n.Nfc.Detail.copy, systemSymbol: .docOnDoc) }
                        Button("Share", systemSymbol: .squareAndArrowUp) { }
                        ToolbarItem(placement: .bottomBar) { Button("Filter", systemSymbol: .line3HorizontalDecrease) { } }
                        ToolbarItem(placement: .bottomBar) { Button("Copy") { } } // want: toolbar-text-only-item
                    }
            }
        }
        """, rule: rule)
        // The other *symbol* rules read the same label.
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Menu { Button("A") { } } label: { Label("More", systemSymbol: .ellipsisCircle) } // want: toolbar-custom-overflow-menu
                        }
                    }
            }
        }
        """, rule: "toolbar-custom-overflow-menu")
    }

    func testACustomViewIsJudgedWhereItIsUsed() {
        LintHarness.assertMarked([
            "History.swift": """
            struct HistoryView: View {
                var body: some View {
                    List { }
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { ExportButton() }
                            ToolbarItem(placement: .confirmationAction) { DeleteButton() }
                        }
                }
            }
            """,
            "Buttons.swift": """
            struct ExportButton: View {
                var body: some View { Button(NSLocalizedString("Export", comment: "")) { } } // want: toolbar-text-only-item
            }
            struct DeleteButton: View {
                var body: some View { Button("Delete") { } }
            }
            """,
        ], rule: rule)
    }

    /// Code App's credentials form, Blink's key import: a creating, importing or sharing title in the same bar as a
    /// cancellation is the form's commit, a confirmation. Without the cancellation, or with a title that commits nothing
    /// (Delete), it stays a finding.
    func testTheCommitOfAFormBesideACancellation() {
        LintHarness.assertMarked("""
        import SwiftUI
        struct ImportKeyView: View {
            var body: some View {
                Form { Text("Key") }
                    .navigationBarItems(
                        leading: Button("Cancel") { },
                        trailing: Button("Import") { }
                    )
            }
        }
        struct NewCredentialsView: View {
            @Environment(\\.dismiss) var dismiss
            var body: some View {
                Form { Text("Host") }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") { dismiss() } }
                    }
            }
        }
        struct HostsView: View {
            var body: some View {
                List { Text("Host") }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") { } } // want: toolbar-text-only-item
                    }
            }
        }
        struct EditHostView: View {
            var body: some View {
                Form { Text("Host") }
                    .navigationBarItems(leading: Button("Cancel") { }, trailing: Button("Delete") { }) // want: toolbar-text-only-item
            }
        }
        """, rule: "toolbar-text-only-item")
        LintHarness.assertMarked("""
        import UIKit
        final class SharePublishViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share))
            }
            func listScreen() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share)) // want: toolbar-text-only-item
            }
            @objc func close() {}
            @objc func share() {}
        }
        """, rule: "toolbar-text-only-item")
    }
}
