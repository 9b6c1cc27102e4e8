import XCTest
@testable import DuoLint

/// Rules/left-items-supplement-back-button.md: reported only in a type (its declaration and extensions, in any file) that also sets left items on
/// the same `navigationItem`.
final class LeftItemsSupplementBackButtonTests: XCTestCase {
    let rule = "left-items-supplement-back-button"

    func testTriggers() {
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            override func viewDidLoad() {
                navigationItem.leftItemsSupplementBackButton = true // want: left-items-supplement-back-button
                self.navigationItem.leftItemSupplementsBackButton = true // want: left-items-supplement-back-button
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
            }
        }
        final class Pusher: UIViewController {
            func push(_ viewController: UIViewController) {
                viewController.navigationItem.leftItemsSupplementBackButton = (true) // want: left-items-supplement-back-button
                viewController.navigationItem.setLeftBarButtonItems([filterItem], animated: false)
            }
        }
        """, rule: rule)
    }

    func testAnExtensionInAnotherFileSetsTheLeftItems() {
        LintHarness.assertMarked([
            "VC.swift": """
            final class VC: UIViewController {
                override func viewDidLoad() {
                    navigationItem.leftItemsSupplementBackButton = true // want: left-items-supplement-back-button
                }
            }
            """,
            "VC+Items.swift": """
            extension VC {
                func setUpItems() { navigationItem.setLeftBarButton(closeItem, animated: false) }
            }
            """,
        ], rule: rule)
    }

    func testNonTriggers() {
        LintHarness.assertClean("""
        final class VC: UIViewController {
            override func viewDidLoad() {
                navigationItem.leftItemsSupplementBackButton = false
                let x = navigationItem.leftItemsSupplementBackButton
                if navigationItem.leftItemsSupplementBackButton == true { }
                navigationItem.leftItemsSupplementBackButton = shouldSupplement
                let doc = "navigationItem.leftItemsSupplementBackButton = true"
                // navigationItem.leftItemsSupplementBackButton = true
                /* navigationItem.leftItemsSupplementBackButton = true */
            }
        }
        final class NothingToSupplement: UIViewController {
            override func viewDidLoad() {
                navigationItem.leftItemsSupplementBackButton = true
                navigationItem.rightBarButtonItem = editButtonItem
                navigationItem.leftBarButtonItem = nil
                navigationItem.leftBarButtonItems = []
            }
        }
        final class OtherItem: UIViewController {
            func configure(_ child: UIViewController) {
                navigationItem.leftItemsSupplementBackButton = true
                child.navigationItem.leftBarButtonItem = closeItem
            }
        }
        """, rule: rule)
    }

    // MARK: A controller only ever made a navigation root (Amperfy PlaylistAddLibraryVC)

    static let rootController = """
    final class AddVC: UITableViewController {
        override func viewDidLoad() {
            navigationItem.leftItemsSupplementBackButton = true // want: left-items-supplement-back-button
            navigationItem.leftBarButtonItem = closeButton
        }
    }
    """

    func testAControllerEveryInstantiationMakesANavigationRootIsNotReported() {
        let files = [
            "AddVC.swift": Self.rootController,
            "EditVC.swift": """
            final class EditVC: UIViewController {
                func add() {
                    let addVC = AddVC(account: account)
                    addVC.manager.playlist = playlist
                    let nav = UINavigationController(rootViewController: addVC)
                    present(nav, animated: true)
                }
                func again() {
                    present(UINavigationController(rootViewController: AddVC.init(account: account)), animated: true)
                }
            }
            """,
        ]
        let findings = LintHarness.lint(files, rules: [rule]).filter { $0.ruleID == rule }
        XCTAssertEqual(findings.map(\.line), [], "a navigation root shows no back button")
    }

    func testAControllerAlsoPushedOrNamedOtherwiseStaysReported() {
        let uses = [
            "navigationController?.pushViewController(AddVC(account: account), animated: true)",
            "let vc = AddVC(account: account); present(vc, animated: true); _ = UINavigationController(rootViewController: vc)",
            "let vc = storyboard.instantiateViewController(withIdentifier: \"add\") as! AddVC",
            "let vc = AddVC.make()",
            "var vc = AddVC(account: account); _ = UINavigationController(rootViewController: vc)",
        ]
        XCTAssertFalse(uses.isEmpty)
        for use in uses {
            LintHarness.assertMarked([
                "AddVC.swift": Self.rootController,
                "EditVC.swift": """
                final class EditVC: UIViewController {
                    func add() { present(UINavigationController(rootViewController: AddVC(account: account)), animated: true) }
                    func other() { \(use) }
                }
                """,
            ], rule: rule)
        }
    }

    func testAControllerNeverInstantiatedOrSubclassedStaysReported() {
        LintHarness.assertMarked(["AddVC.swift": Self.rootController], rule: rule)
        LintHarness.assertMarked([
            "AddVC.swift": Self.rootController,
            "Nav.swift": "func show() { present(UINavigationController(rootViewController: AddVC()), animated: true) }",
            "Sub.swift": "final class SpecialAddVC: AddVC {}",
        ], rule: rule)
    }

    func testAnotherItemThanTheControllersOwnStaysReported() {
        LintHarness.assertMarked([
            "Configurator.swift": """
            final class ConfiguratorVC: UIViewController {
                func configure(_ item: UINavigationItem) {
                    item.leftItemSupplementsBackButton = true // want: left-items-supplement-back-button
                    item.leftBarButtonItem = closeItem
                }
            }
            """,
            "Nav.swift": "func show() { present(UINavigationController(rootViewController: ConfiguratorVC()), animated: true) }",
        ], rule: rule)
    }

    func testTheRootExemptionReadsTheExtensionsLeftItemsToo() {
        // Left items set in another file's extension, the root made in a third: not reported.
        let findings = LintHarness.lint([
            "VC.swift": """
            final class RootVC: UIViewController {
                override func viewDidLoad() { navigationItem.leftItemsSupplementBackButton = true }
            }
            """,
            "VC+Items.swift": "extension RootVC { func items() { navigationItem.leftBarButtonItem = closeItem } }",
            "Nav.swift": "func show() { window.rootViewController = UINavigationController(rootViewController: RootVC()) }",
        ], rules: [rule]).filter { $0.ruleID == rule }
        XCTAssertEqual(findings.count, 0)
    }
    // MARK: Left items from a decorator's methods (KeePassium EntryFinderVC, GroupViewerVC; EntryCreatorVC stays)

    static let decoratorProtocols = """
    protocol FinderDecorator: AnyObject {
        func getLeftBarButtonItems() -> [UIBarButtonItem]?
    }
    protocol CreatorDecorator: AnyObject {
        func getLeftBarButtonItems() -> [UIBarButtonItem]?
    }
    protocol ViewerDecorator: AnyObject {
        func getLeftBarButtonItems(mode: Mode) -> [UIBarButtonItem]?
    }
    """

    /// Every implementation of the decorator's method returns `nil` (a `switch` of `return nil` included): no left
    /// item is ever set, so there is nothing to supplement; an implementation for another protocol with the same
    /// method name that returns a Cancel does not count. The creator's decorator returns a Cancel: reported.
    func testLeftItemsFromADecoratorWhoseImplementationsReturnNil() {
        LintHarness.assertMarked([
            "Decorators.swift": Self.decoratorProtocols,
            "FinderVC.swift": """
            final class FinderVC: UIViewController {
                internal let _toolbarDecorator: FinderDecorator?
                private func setupNavbar() {
                    navigationItem.leftItemsSupplementBackButton = true
                    navigationItem.leftBarButtonItems = _toolbarDecorator?.getLeftBarButtonItems() ?? []
                }
            }
            """,
            "ViewerVC.swift": """
            final class ViewerVC: UIViewController {
                internal let _toolbarDecorator: ViewerDecorator?
                func refresh(animated: Bool) {
                    navigationItem.leftItemsSupplementBackButton = true
                    navigationItem.setLeftBarButtonItems(_toolbarDecorator?.getLeftBarButtonItems(mode: mode), animated: animated)
                }
            }
            """,
            "CreatorVC.swift": """
            final class CreatorVC: UIViewController {
                let _toolbarDecorator: CreatorDecorator?
                func updateToolbars(animated: Bool) {
                    navigationItem.leftItemsSupplementBackButton = true // want: left-items-supplement-back-button
                    navigationItem.setLeftBarButtonItems(_toolbarDecorator?.getLeftBarButtonItems(), animated: animated)
                }
            }
            """,
            "Coordinators.swift": """
            extension FinderCoordinator {
                class ToolbarDecorator: FinderDecorator {
                    func getLeftBarButtonItems() -> [UIBarButtonItem]? {
                        return nil
                    }
                }
            }
            extension ViewerCoordinator {
                final class ToolbarDecorator: ViewerDecorator {
                    func getLeftBarButtonItems(mode: Mode) -> [UIBarButtonItem]? {
                        switch mode {
                        case .normal:
                            return nil
                        case .bulkEdit:
                            return nil
                        }
                    }
                }
            }
            extension CreatorCoordinator {
                final class ToolbarDecorator: CreatorDecorator {
                    func getLeftBarButtonItems() -> [UIBarButtonItem]? {
                        let cancelButton = UIBarButtonItem(systemItem: .cancel)
                        return [cancelButton]
                    }
                }
            }
            """,
        ], rule: rule)
    }

    /// One implementation that may return items keeps the finding (another returns `nil`; one returns another call's
    /// result), and so does a method whose implementations are not in the linted sources or whose receiver's type is
    /// not known and some method of that name returns items.
    func testLeftItemsFromADecoratorThatMaySetSome() {
        LintHarness.assertMarked([
            "Decorators.swift": Self.decoratorProtocols,
            "PickerVC.swift": """
            final class PickerVC: UIViewController {
                private let toolbarDecorator: ViewerDecorator?
                func refresh(animated: Bool) {
                    navigationItem.leftItemsSupplementBackButton = true // want: left-items-supplement-back-button
                    navigationItem.setLeftBarButtonItems(toolbarDecorator?.getLeftBarButtonItems(mode: mode), animated: animated)
                }
            }
            final class ExternalVC: UIViewController {
                let source: ExternalDecorator
                override func viewDidLoad() {
                    navigationItem.leftItemsSupplementBackButton = true // want: left-items-supplement-back-button
                    navigationItem.leftBarButtonItems = source.externalLeftItems()
                }
            }
            final class UnknownVC: UIViewController {
                func configure(_ decorator: AnyObject) {
                    navigationItem.leftItemsSupplementBackButton = true // want: left-items-supplement-back-button
                    navigationItem.leftBarButtonItems = decorator.getLeftBarButtonItems()
                }
            }
            """,
            "Coordinators.swift": """
            final class KeyFileDecorator: ViewerDecorator {
                func getLeftBarButtonItems(mode: Mode) -> [UIBarButtonItem]? { nil }
            }
            final class DatabaseDecorator: ViewerDecorator {
                func getLeftBarButtonItems(mode: Mode) -> [UIBarButtonItem]? {
                    return makeLeftBarButtonItems()
                }
            }
            final class Finder: FinderDecorator {
                func getLeftBarButtonItems() -> [UIBarButtonItem]? { [closeItem] }
            }
            """,
        ], rule: rule)
    }
}
