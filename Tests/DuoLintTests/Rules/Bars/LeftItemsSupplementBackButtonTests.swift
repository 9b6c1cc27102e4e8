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
}
