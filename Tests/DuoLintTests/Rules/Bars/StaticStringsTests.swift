import XCTest
@testable import DuoLint

/// VOCABULARY.md *title* and *symbol*: a `static` member declared in another file gives its value.
final class StaticStringsTests: XCTestCase {
    let strings = """
    public struct UserText {
        public static let deleteAllButton = NSLocalizedString("downloads.delete-all", value: "Delete All", comment: "")
        public static let closeButton = NSLocalizedString("common.close", value: "Close", comment: "")
        public static let doneButton = NSLocalizedString("navigation.title.done", value: "Done", comment: "")
        public static let about = NSLocalizedString("settings.about", value: "About", comment: "")
        static let itemsCount = String(format: NSLocalizedString("items.count", comment: ""), 3)
    }
    extension String {
        static func ellipsisNavigation() -> String {
            if #available(iOS 26.0, *) { return "ellipsis" } else { return "ellipsis.circle" }
        }
    }
    """

    func testTitlesDeclaredInAnotherFile() {
        let screen = """
        struct Downloads: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button(UserText.deleteAllButton) { } } // want: toolbar-text-only-item
                        ToolbarItem(placement: .bottomBar) { Button(UserText.about) { } }
                        ToolbarItem(placement: .bottomBar) { Button(UserText.itemsCount) { } }
                        ToolbarItem(placement: .topBarLeading) { Button(UserText.closeButton) { } }
                    }
            }
        }
        """
        LintHarness.assertMarked(["Strings.swift": strings, "Screen.swift": screen], rule: "toolbar-text-only-item")
        LintHarness.assertMarked(["Strings.swift": strings,
                                  "Screen.swift": screen.replacingOccurrences(of: " // want: toolbar-text-only-item", with: "")
                                    .replacingOccurrences(of: "Button(UserText.closeButton) { } }", with: "Button(UserText.closeButton) { } } // want: close-button-placement")],
                                 rule: "close-button-placement")
        let f = LintHarness.lint(["Strings.swift": strings, "Screen.swift": screen], rules: ["toolbar-text-only-item"])
        XCTAssertEqual(f.first?.message, "Text-only toolbar Button \"UserText.deleteAllButton\" has a conventional symbol; add systemImage: \"trash\" so it can go vertical.")
        XCTAssertEqual(f.first?.related.map(\.path), ["Strings.swift"])
    }

    func testProminentTitleDeclaredInAnotherFile() {
        LintHarness.assertMarked(["Strings.swift": strings, "VC.swift": """
        final class BookmarksViewController: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: UserText.doneButton, style: .plain, target: self, action: #selector(finish)) // want: prominent-action-placement
                navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .add)
            }
        }
        """], rule: "prominent-action-placement")
    }

    func testSymbolNameFromAStaticFunctionInAnotherFile() {
        LintHarness.assertMarked(["Strings.swift": strings, "VC.swift": """
        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                let more = UIBarButtonItem(image: UIImage(systemName: .ellipsisNavigation()), menu: UIMenu(children: [])) // want: toolbar-custom-overflow-menu
                let call = UIBarButtonItem(image: UIImage(systemName: .phoneSymbol()), menu: UIMenu(children: []))
                navigationItem.rightBarButtonItems = [more, call]
            }
        }
        """], rule: "toolbar-custom-overflow-menu")
    }
}
