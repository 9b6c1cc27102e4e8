import XCTest
@testable import DuoLint

/// `main-screen-bounds`' exemptions written other ways (found on Slide and Mammoth): the Split View test with
/// `equalTo(_:)` or through locals of the window's size, and the fallback for a view with no size yet written as a
/// test instead of `??` (Rules/main-screen-bounds.md).
final class MainScreenBoundsSession5Tests: XCTestCase {
    let rule = "main-screen-bounds"

    func testSplitViewTestsWrittenOtherWays() {
        LintHarness.assertClean("""
        import UIKit

        extension UIApplication {
            var isSplitOrSlideOver: Bool {
                guard let w = self.delegate?.window, let window = w else { return false }
                return !window.frame.equalTo(window.screen.bounds)
            }
            var fillsTheScreen: Bool {
                guard let window = keyWindow else { return false }
                return UIScreen.main.bounds.equalTo(window.bounds) && window.screen.bounds.size.equalTo(window.frame.size)
            }
            func isRunningInFullScreen() -> Bool {
                let keyWindow = self.windows.filter { $0.isKeyWindow }.first
                if let w = keyWindow {
                    let maxScreenSize = max(UIScreen.main.bounds.size.width, UIScreen.main.bounds.size.height)
                    let minScreenSize = min(UIScreen.main.bounds.size.width, UIScreen.main.bounds.size.height)
                    let maxAppSize = max(w.bounds.size.width, w.bounds.size.height)
                    let minAppSize = min(w.bounds.size.width, w.bounds.size.height)
                    return maxScreenSize == maxAppSize && minScreenSize == minAppSize
                }
                return true
            }
            func sameWidth(_ scene: UIWindowScene) -> Bool {
                let appWidth = scene.keyWindow?.frame.width ?? 0
                return UIScreen.main.bounds.width == appWidth
            }
        }
        """, rule: rule)
    }

    func testComparisonsWithOtherSizesStayFindings() {
        LintHarness.assertMarked("""
        import UIKit

        final class Board: UIView {
            let panel = UIView()
            func layout(_ card: CGRect) -> Bool {
                let cardWidth = max(card.width, 100)
                let fits = UIScreen.main.bounds.width == cardWidth // want: main-screen-bounds
                let same = panel.frame.equalTo(UIScreen.main.bounds) // want: main-screen-bounds
                let full = UIScreen.main.bounds.equalTo(card) // want: main-screen-bounds
                return fits && same && full
            }
        }
        """, rule: rule)
    }

    func testNoSizeYetFallbacksWrittenAsTests() {
        LintHarness.assertClean("""
        import UIKit

        final class Feed: UIViewController {
            let tableView = UITableView()
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            func cellWidth() -> CGFloat {
                let tableWidth = self.tableView.frame.size.width
                return (tableWidth == 0 ? UIScreen.main.bounds.size.width : tableWidth) / 2
            }
            func columnWidth() -> CGFloat {
                tableView.bounds.width > 0 ? tableView.bounds.width : UIScreen.main.bounds.width - 32
            }
            static func sizeWith(_ width: CGFloat) -> CGSize {
                var itemWidth = width
                if itemWidth < 10 { // Not a valid width
                    itemWidth = UIScreen.main.bounds.width
                }
                return CGSize(width: itemWidth, height: 80)
            }
            var contentWidth: CGFloat {
                var cvWidth = collectionView.bounds.width
                if cvWidth <= 0 {
                    cvWidth = UIScreen.main.bounds.size.width
                }
                return cvWidth
            }
            var contentHeight: CGFloat {
                var height = collectionView.bounds.height
                if 0 == height { height = UIScreen.main.bounds.height }
                return height
            }
        }
        """, rule: rule)
    }

    /// Not the fallback: a test of another value, a limit that is a real width, a width compared the other way, a
    /// name that holds no size, an `if` with more conditions; and a height read alone is still reported.
    func testLookAlikesOfTheFallback() {
        LintHarness.assertMarked("""
        import UIKit

        final class Feed: UIViewController {
            let tableView = UITableView()
            func widths(_ columns: Int, _ count: Int) -> [CGFloat] {
                let tableWidth = tableView.frame.width
                let a = columns == 0 ? UIScreen.main.bounds.width : tableWidth // want: main-screen-bounds
                let b = tableWidth < 400 ? UIScreen.main.bounds.width : tableWidth // want: main-screen-bounds
                let c = tableWidth == 0 ? tableWidth : UIScreen.main.bounds.width // want: main-screen-bounds
                var count = count
                if count == 0 { count = Int(UIScreen.main.bounds.width / 100) } // want: main-screen-bounds
                var w = tableWidth
                if w <= 0, columns > 1 { w = UIScreen.main.bounds.width } // want: main-screen-bounds
                let drawerY = UIScreen.main.bounds.height - 200 // want: main-screen-bounds
                return [a, b, c, CGFloat(count), w, drawerY]
            }
        }
        """, rule: rule)
    }
}
