import XCTest
@testable import DuoLint

/// `main-screen-bounds` narrowed on the session-11 reading of real apps (Anytype; Rules/main-screen-bounds.md,
/// *does not trigger*), with the uses that stay findings beside each.
final class MainScreenBoundsSession11Tests: XCTestCase {
    let rule = "main-screen-bounds"

    /// A computed property's value is the property's, as a stored property's first value is: named for an effect, or
    /// with every use an effect, it is not layout.
    func testTheValueOfAComputedPropertyNamedForAnEffectOrUsedOnlyAsOne() {
        LintHarness.assertClean("""
        import SwiftUI

        struct ConfettiOverlay: View {
            private var confettiHeight: CGFloat { UIScreen.main.bounds.height - 100 }
            private var rainHeight: CGFloat { get { return UIScreen.main.bounds.height } }
            private var hiddenY: CGFloat { UIScreen.main.bounds.height }
            var body: some View {
                Color.clear
                    .confettiCannon(rainHeight: confettiHeight)
                    .offset(y: hiddenY)
            }
        }
        """, rule: rule)
        // A computed property used as a frame, one used both ways, and one whose getter is not its single expression.
        LintHarness.assertMarked("""
        import SwiftUI

        struct Card: View {
            private var cardWidth: CGFloat { UIScreen.main.bounds.width - 40 } // want: main-screen-bounds
            private var sheetHeight: CGFloat { UIScreen.main.bounds.height / 2 } // want: main-screen-bounds
            private var sideWidth: CGFloat {
                let w = UIScreen.main.bounds.width // want: main-screen-bounds
                return w / 3
            }
            var body: some View {
                Text("card")
                    .frame(width: cardWidth)
                    .offset(y: sheetHeight)
                    .frame(height: sheetHeight)
                    .padding(.leading, sideWidth)
            }
        }
        """, rule: rule)
    }

    /// A value in the screen's coordinates reached through locals computed from one another.
    func testAPositionInScreenCoordinatesThroughSeveralLocals() {
        LintHarness.assertClean("""
        import SwiftUI

        struct ColorPopup: View {
            func calculateXPosition(in geometry: GeometryProxy, overlayWidth: CGFloat) -> CGFloat {
                let centerX = geometry.frame(in: .local).width / 2
                let absoluteX = geometry.frame(in: .global).minX + centerX
                let rightEdge = absoluteX + overlayWidth / 2
                let screenWidth = UIScreen.main.bounds.width
                if rightEdge > screenWidth - 24 {
                    let overflow = rightEdge - (screenWidth - 24)
                    return centerX - overflow
                }
                return centerX
            }
            var body: some View { Color.clear }
        }
        """, rule: rule)
        // Locals computed only from local coordinates stay findings.
        LintHarness.assertMarked("""
        import SwiftUI

        struct ColorPopup: View {
            func calculateXPosition(in geometry: GeometryProxy, overlayWidth: CGFloat) -> CGFloat {
                let centerX = geometry.frame(in: .local).width / 2
                let rightEdge = centerX + overlayWidth / 2
                let screenWidth = UIScreen.main.bounds.width // want: main-screen-bounds
                if rightEdge > screenWidth - 24 {
                    let overflow = rightEdge - (screenWidth - 24)
                    return centerX - overflow
                }
                return centerX
            }
            var body: some View { Color.clear }
        }
        """, rule: rule)
    }

    /// Anytype's slash menu: a separator inset at least the cell's width, named for one, hides the separator.
    func testANameForASeparatorInset() {
        LintHarness.assertClean("""
        import UIKit

        enum SlashMenuConstants {
            static let dividerSeparatorInsets = UIEdgeInsets(top: 0, left: UIScreen.main.bounds.width, bottom: 0,
                                                             right: -UIScreen.main.bounds.width)
        }
        final class Menu: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.separatorInset = SlashMenuConstants.dividerSeparatorInsets
                return cell
            }
        }
        """, rule: rule)
        // Other insets, and a separator's own frame, stay findings.
        LintHarness.assertMarked("""
        import UIKit

        enum MenuConstants {
            static let dividerInsets = UIEdgeInsets(top: 0, left: UIScreen.main.bounds.width, bottom: 0, right: 0) // want: main-screen-bounds
            static let separatorWidth = UIScreen.main.bounds.width - 32 // want: main-screen-bounds
        }
        """, rule: rule)
    }

    /// OctoPod's small-screen checks: the screen's height or width chosen by orientation is a side of no one
    /// dimension; the name it is bound to says which, so `screenHeight <= 568` is a height left out of the range.
    func testASideChosenByOrientationTakesItsNamesDimension() {
        LintHarness.assertClean("""
        import UIKit

        final class TempHistoryViewController: UIViewController {
            @IBOutlet weak var bottomConstraint: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                let devicePortrait = UIApplication.shared.statusBarOrientation.isPortrait
                let screenHeight = devicePortrait ? UIScreen.main.bounds.height : UIScreen.main.bounds.width
                if screenHeight <= 568 {
                    bottomConstraint.constant = -15
                } else {
                    bottomConstraint.constant = -12
                }
            }
        }
        """, rule: rule)
        // Named for the width, the same side compared with a width in the range stays a finding (one for both
        // branches: one expression), and so does a side laid out directly.
        LintHarness.assertMarked("""
        import UIKit

        final class Panel: UIViewController {
            @IBOutlet weak var cardWidth: NSLayoutConstraint!
            func layout(devicePortrait: Bool) {
                let screenWidth = devicePortrait ? UIScreen.main.bounds.width : UIScreen.main.bounds.height // want: main-screen-bounds
                if screenWidth < 600 {
                    splitViewController?.preferredDisplayMode = .oneOverSecondary
                }
                cardWidth.constant = devicePortrait ? UIScreen.main.bounds.width : UIScreen.main.bounds.height // want: main-screen-bounds
            }
        }
        """, rule: rule)
    }

    /// Provenance's screenshot: the screen's size through `?? 0`, `min(…)` and locals into
    /// `UIGraphicsBeginImageContextWithOptions` and `drawHierarchy(in:)` is a bitmap's size.
    func testABitmapSizeThroughAnOptionalFallbackAndLocals() {
        LintHarness.assertClean("""
        import UIKit

        final class Emulator: UIViewController {
            func captureScreenshot() -> UIImage? {
                let width: CGFloat = UIScreen.main.bounds.size.width ?? 0.0
                let height: CGFloat = UIScreen.main.bounds.size.height ?? 0.0
                let squareSize = min(width, height)
                let size = CGSize(width: squareSize, height: squareSize)
                UIGraphicsBeginImageContextWithOptions(size, false, UIScreen.main.scale)
                let rec = CGRect(x: 0, y: 0, width: squareSize, height: squareSize)
                view.drawHierarchy(in: rec, afterScreenUpdates: true)
                let image = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                return image
            }
        }
        """, rule: rule)
        // The same value laid out stays a finding.
        LintHarness.assertMarked("""
        import UIKit

        final class Emulator: UIViewController {
            func layoutGame() {
                let width: CGFloat = UIScreen.main.bounds.size.width ?? 0.0 // want: main-screen-bounds
                view.frame = CGRect(x: 0, y: 0, width: width, height: 100)
            }
        }
        """, rule: rule)
    }

    /// nightguard's device sizes, AlphaWallet's narrow-screen check and Session's keyboard fallback.
    func testSwitchesOverTheDimensionConvertedConstantsAndKeyboardFrames() {
        LintHarness.assertClean("""
        import UIKit

        final class SnoozePopupView: UIView {
            var deviceFontSize: CGFloat {
                switch UIScreen.main.bounds.height {
                case ..<568: return 28
                case 568..<667: return 32
                default: return 36
                }
            }
            var isNarrowScreen: Bool {
                let iPhone6Width = CGFloat(375)
                return UIScreen.main.bounds.width < iPhone6Width
            }
            func keyboardWillChange(_ frame: CGRect) {
                var keyboardEndFrame = frame
                if keyboardEndFrame == .zero {
                    keyboardEndFrame = CGRect(x: UIScreen.main.bounds.minX, y: UIScreen.main.bounds.maxY,
                                              width: UIScreen.main.bounds.width, height: 0)
                }
                print(keyboardEndFrame)
            }
        }
        """, rule: rule)
        // A case threshold that flips on iPhone Duo, a pattern that is no literal, and a frame for a view stay findings.
        LintHarness.assertMarked("""
        import UIKit

        final class Popup: UIView {
            var columns: Int {
                switch UIScreen.main.bounds.width { // want: main-screen-bounds
                case ..<500: return 1
                default: return 2
                }
            }
            var rows: Int {
                switch UIScreen.main.bounds.height { // want: main-screen-bounds
                case let h where h < 500: return 1
                default: return 2
                }
            }
            func place(_ card: UIView) {
                card.frame = CGRect(x: 0, y: UIScreen.main.bounds.maxY, width: 10, height: 10) // want: main-screen-bounds
            }
        }
        """, rule: rule)
    }
}
