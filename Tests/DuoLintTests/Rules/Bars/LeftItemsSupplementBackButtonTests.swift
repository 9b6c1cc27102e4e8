import XCTest
@testable import DuoLint

final class LeftItemsSupplementBackButtonTests: XCTestCase {
    let rule = "left-items-supplement-back-button"

    func testTriggers() {
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            override func viewDidLoad() {
                navigationItem.leftItemsSupplementBackButton = true // want: left-items-supplement-back-button
                self.navigationItem.leftItemSupplementsBackButton = true // want: left-items-supplement-back-button
                viewController.navigationItem.leftItemsSupplementBackButton = (true) // want: left-items-supplement-back-button
            }
        }
        """, rule: rule)
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
        """, rule: rule)
    }
}
