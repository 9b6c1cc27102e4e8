import XCTest
@testable import DuoLint

/// The narrowings made on real apps (within the guidance's intent; see /work/notes/readings/<rule>.md): each idiom is
/// a "does not trigger" example in the rule's doc too.
final class BarNarrowingTests: XCTestCase {
    func testTextOnlySkipOnlyNextToTransportControls() {
        LintHarness.assertMarked("""
        struct Onboarding: View {
            var body: some View {
                Suggestions().navigationBarItems(leading: Button(action: next) { Text("Skip") })
            }
        }
        struct Player: View {
            var body: some View {
                Artwork().toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Play", systemImage: "play.fill") { }
                        Button("Skip") { } // want: toolbar-text-only-item
                    }
                }
            }
        }
        """, rule: "toolbar-text-only-item")
    }

    func testTextOnlyTheOtherStateOfAConfirmation() {
        LintHarness.assertClean("""
        final class TaskFormController: UIViewController {
            func updateItems() {
                if editedTask != nil {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: L10n.save, style: .plain, target: self, action: #selector(commit))
                } else {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: L10n.create, style: .plain, target: self, action: #selector(commit))
                }
            }
        }
        """, rule: "toolbar-text-only-item")
    }

    func testCloseButtonKeyboardItemsAndTaskCancels() {
        LintHarness.assertMarked("""
        struct Config: View {
            @FocusState private var focused: Bool
            @State private var isSelecting = false
            var body: some View {
                Form { }
                    .toolbar {
                        ToolbarItemGroup(placement: .keyboard) { Button("Dismiss") { focused = false } }
                        ToolbarItem(placement: .topBarTrailing) {
                            if model.isFetching {
                                Button("Cancel") { model.cancelFetch() }
                            } else {
                                Menu("More", systemImage: "ellipsis.circle") { }
                            }
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button { isSelecting.toggle() } label: {
                                if isSelecting { Text(L10n.cancel) } else { Image("more") }
                            }
                        }
                        ToolbarItem(placement: .topBarLeading) {
                            if model.isFetching { Button("Cancel") { dismiss() } } else { Button("Close") { dismiss() } } // want: close-button-placement, close-button-placement
                        }
                    }
            }
        }
        """, rule: "close-button-placement")
    }

    func testProminentDoneThatEndsEditingAndAnEarlyReturn() {
        LintHarness.assertClean("""
        final class DetailController: UIViewController {
            func setEditingButtons() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
                    self?.viewModel.process(action: .endEditing)
                })
                navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
            }
            func updateNavigationItems(error: Error?) {
                if pending {
                    navigationItem.rightBarButtonItem = continueButton
                    return
                }
                if let error {
                    switch error {
                    case .quota:
                        navigationItem.leftBarButtonItem = nil
                        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(cancel))
                        return
                    default:
                        break
                    }
                }
                navigationItem.rightBarButtonItem = doneButton
            }
        }
        """, rule: "prominent-action-placement")
    }

    func testSymbolWithoutTitleKeyboardItems() {
        LintHarness.assertClean("""
        struct AmountField: View {
            var body: some View {
                TextField("Amount", text: $text)
                    .toolbar {
                        ToolbarItemGroup(placement: .keyboard) {
                            Button { previous() } label: { Image(systemName: "chevron.up") }
                            Spacer()
                            Button { focused = false } label: { Image(systemName: "keyboard.chevron.compact.down") }
                        }
                    }
            }
        }
        """, rule: "toolbar-symbol-without-title")
    }

    func testCustomBarMetricReadsAndAccessoryViewTypes() {
        LintHarness.assertMarked([
            "Welcome.swift": """
            final class WelcomeViewController: UIViewController {
                var inset: CGFloat { (navigationController?.navigationBar.bounds.height ?? UINavigationBar().bounds.height) + 8 }
            }
            """,
            "SearchToolBar.swift": """
            final class SearchToolBar: UIView {
                private lazy var toolbar: UIToolbar = {
                    let toolbar = UIToolbar()
                    toolbar.items = [.flexibleSpace(), upButton, downButton]
                    return toolbar
                }()
            }
            final class EditingBar: UIView {
                private lazy var toolbar: UIToolbar = {
                    let view = UIToolbar() // want: custom-bar-instance
                    return view
                }()
            }
            """,
            "WebView.swift": """
            final class WebViewController: UIViewController {
                lazy var searchAccessoryBar: SearchToolBar = { SearchToolBar() }()
                override func viewDidLoad() {
                    searchController.searchBar.inputAccessoryView = searchAccessoryBar
                }
            }
            """,
        ], rule: "custom-bar-instance")
    }

    func testNarrowingsKeepWhatTheyDoNotCover() {
        // A placement computed at run time is no keyboard placement; a Cancel in the other branch is no commit.
        LintHarness.assertMarked("""
        struct Editor: View {
            var body: some View {
                Form { }.toolbar {
                    ToolbarItem(placement: isSecondaryColumn ? .navigationBarLeading : .navigationBarTrailing) {
                        Button { compose() } label: { Image(systemName: "square.and.pencil") } // want: toolbar-symbol-without-title
                    }
                }
            }
        }
        """, rule: "toolbar-symbol-without-title")
        LintHarness.assertMarked("""
        struct Chapters: View {
            var body: some View {
                List { }.toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        if downloading { Button("Cancel") { cancel() } } else { Button("Download") { download() } } // want: toolbar-text-only-item
                    }
                }
            }
        }
        """, rule: "toolbar-text-only-item")
        LintHarness.assertMarked("""
        struct Favorites: View {
            var body: some View {
                List { }.toolbar {
                    Menu { Button("A") { } } label: { Image(systemSymbol: .ellipsisCircle) } // want: toolbar-custom-overflow-menu
                }
            }
        }
        """, rule: "toolbar-custom-overflow-menu")
    }

    func testTextOnlyDebugScreens() {
        LintHarness.assertMarked([
            "HistoryDebugViewController.swift": """
            struct HistoryDebugView: View {
                var body: some View { List { }.toolbar { Button("Delete All", role: .destructive) { } } }
            }
            """,
            "History.swift": """
            struct HistoryView: View {
                var body: some View { List { }.toolbar { Button("Delete All", role: .destructive) { } } } // want: toolbar-text-only-item
            }
            struct DebugPanel: View {
                var body: some View { List { }.toolbar { Button("Copy") { } } }
            }
            """,
        ], rule: "toolbar-text-only-item")
    }
}
