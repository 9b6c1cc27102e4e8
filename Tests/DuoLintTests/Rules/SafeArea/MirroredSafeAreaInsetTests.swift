import XCTest
@testable import DuoLint

final class MirroredSafeAreaInsetTests: XCTestCase {
    let id = "mirrored-safe-area-inset"

    func testUIKitInsetsAndAssignments() {
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            func layout() {
                let side = view.safeAreaInsets.right
                collectionView.contentInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side) // want: mirrored-safe-area-inset
                collectionView.contentInset = UIEdgeInsets(top: 0, left: view.safeAreaInsets.right, bottom: 0, right: view.safeAreaInsets.left) // want: mirrored-safe-area-inset
                collectionView.contentInset = .init(top: 0, left: side + 8, bottom: 0, right: 0) // want: mirrored-safe-area-inset
                let padded = view.window?.safeAreaInsets.left ?? 0
                tableView.contentInset = UIEdgeInsets(top: 0, left: padded * 2, bottom: 0, right: padded) // want: mirrored-safe-area-inset
                tableView.contentInset.left = view.safeAreaInsets.right // want: mirrored-safe-area-inset
                tableView.scrollIndicatorInsets.left = side - 4 + 0 // want: mirrored-safe-area-inset
                tableView.directionalLayoutMargins.leading = view.safeAreaInsets.right // want: mirrored-safe-area-inset
                additionalSafeAreaInsets.bottom = view.safeAreaInsets.top // want: mirrored-safe-area-inset
                let m = max(view.safeAreaInsets.left, view.safeAreaInsets.right)
                let e = UIEdgeInsets(top: 0, left: m, bottom: 0, right: m) // want: mirrored-safe-area-inset
                let d = NSDirectionalEdgeInsets(top: view.safeAreaInsets.bottom, leading: 0, bottom: view.safeAreaInsets.bottom, trailing: 0) // want: mirrored-safe-area-inset
            }
        }
        """, rule: id)
    }

    func testSwiftUIPadding() {
        LintHarness.assertMarked("""
        struct V: View {
            @Environment(\\.safeAreaInsets) private var safeAreaInsets
            var body: some View {
                GeometryReader { proxy in
                    content.padding(.horizontal, proxy.safeAreaInsets.trailing) // want: mirrored-safe-area-inset
                    content.padding(.leading, proxy.safeAreaInsets.trailing) // want: mirrored-safe-area-inset
                    content.padding(proxy.safeAreaInsets.bottom) // want: mirrored-safe-area-inset
                    content.safeAreaPadding(.vertical, safeAreaInsets.top) // want: mirrored-safe-area-inset
                    content.safeAreaPadding(safeAreaInsets.leading + 16) // want: mirrored-safe-area-inset
                    content.padding([.leading, .trailing], safeAreaInsets.leading) // want: mirrored-safe-area-inset
                    content.padding(Edge.Set.horizontal, safeAreaInsets.leading) // want: mirrored-safe-area-inset
                    content.padding(.horizontal, max(safeAreaInsets.leading, safeAreaInsets.trailing)) // want: mirrored-safe-area-inset
                    content.padding(EdgeInsets(top: 0, leading: safeAreaInsets.trailing, bottom: 0, trailing: safeAreaInsets.trailing)) // want: mirrored-safe-area-inset
                }
            }
        }
        """, rule: id)
    }

    func testOwnSidesOneSideNoValueAndOtherAxes() {
        LintHarness.assertClean("""
        struct V: View {
            @Environment(\\.safeAreaInsets) private var safeAreaInsets
            var body: some View {
                GeometryReader { proxy in
                    content.padding(.trailing, proxy.safeAreaInsets.trailing)
                    content.padding(.leading, safeAreaInsets.leading).padding(.trailing, safeAreaInsets.trailing)
                    content.padding(.horizontal)
                    content.safeAreaPadding(.horizontal)
                    content.padding(.horizontal, 16)
                    content.padding(.bottom, safeAreaInsets.bottom + 8)
                    content.padding(.leading, max(safeAreaInsets.leading, safeAreaInsets.trailing))
                    content.padding(.horizontal, proxy.safeAreaInsets.bottom)
                    content.padding(.horizontal, safeAreaInsets.leading + safeAreaInsets.trailing)
                    content.padding(.horizontal, layoutMargins.left)
                    content.padding(EdgeInsets(top: safeAreaInsets.top, leading: safeAreaInsets.leading, bottom: 0, trailing: safeAreaInsets.trailing))
                }
            }
        }
        final class VC: UIViewController {
            func layout() {
                collectionView.contentInset = UIEdgeInsets(top: 0, left: view.safeAreaInsets.left, bottom: 0, right: view.safeAreaInsets.right)
                collectionView.contentInset = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
                collectionView.contentInset.left = max(view.safeAreaInsets.left, view.safeAreaInsets.right)
                collectionView.contentInset.bottom = view.safeAreaInsets.bottom
                collectionView.contentInset.left = view.layoutMargins.right
                let width = view.bounds.width - view.safeAreaInsets.left - view.safeAreaInsets.right
                label.frame.origin.x = view.safeAreaInsets.right
                tableView.contentInset = UIEdgeInsets(top: 0, left: view.readableContentGuide.layoutFrame.minX, bottom: 0, right: 0)
                let s = "safeAreaInsets.right"
            }
        }
        """, rule: id)
    }

    /// Narrowed on real code (DeltaChat's chat, a table flipped upside down): a flipped view's sides are swapped, so
    /// its bottom inset is the screen's top inset.
    func testFlippedViews() {
        LintHarness.assertMarked("""
        final class ChatViewController: UIViewController {
            let tableView = UITableView()
            let sideways = UICollectionView()
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.transform = CGAffineTransform(scaleX: 1, y: -1)
                self.sideways.transform = CGAffineTransform(rotationAngle: .pi)
            }
            func setInsets() {
                tableView.contentInset.bottom = view.safeAreaInsets.top
                tableView.contentInset = UIEdgeInsets(top: view.safeAreaInsets.bottom, left: 0, bottom: view.safeAreaInsets.top, right: 0)
                tableView.contentInset.left = view.safeAreaInsets.right // want: mirrored-safe-area-inset
                sideways.contentInset.left = view.safeAreaInsets.right
                otherTable.contentInset.bottom = view.safeAreaInsets.top // want: mirrored-safe-area-inset
            }
        }
        """, rule: id)
    }
}
