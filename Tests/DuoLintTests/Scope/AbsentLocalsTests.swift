import XCTest
@testable import DuoLint
@testable import DuoLintBuild

/// VOCABULARY.md scope 5 for locals (`AbsentLocals`): a local read only from absent code — the `else` of an
/// `#available` check, an inactive `#if` clause — is absent with it; a local read in code that runs (an
/// interpolation included), or never read, stays. (`main-screen-bounds` and `bar-geometry-assumption` stand for every
/// rule.)
final class AbsentLocalsTests: XCTestCase {
    func testLocalsReadOnlyInAbsentCode() {
        LintHarness.assertMarked("""
        import UIKit

        final class Presenter: UIPresentationController {
            func frame() -> CGRect {
                let statusBarHeight = UIApplication.shared.statusBarFrame.height
                let width = UIScreen.main.bounds.width
                if #available(iOS 26, *) {
                    return containerView!.bounds
                } else {
                    return CGRect(x: 0, y: statusBarHeight, width: width, height: 10)
                }
            }
            func cell(_ preferredWidth: CGFloat?) -> CGFloat {
                var fullWidth = preferredWidth ?? UIScreen.main.bounds.size.width - 87
                #if targetEnvironment(macCatalyst)
                fullWidth = 400
                return fullWidth
                #else
                return 0
                #endif
            }
        }
        """, rule: "main-screen-bounds")
    }

    func testLocalsReadInCodeThatRunsStay() {
        LintHarness.assertMarked("""
        import UIKit

        final class Presenter: UIPresentationController {
            func frame() -> CGRect {
                let width = UIScreen.main.bounds.width // want: main-screen-bounds
                if #available(iOS 26, *) {
                    return CGRect(x: 0, y: 0, width: width, height: 10)
                } else {
                    return CGRect(x: 0, y: 0, width: width, height: 20)
                }
            }
            func logged() -> CGFloat {
                let height = UIScreen.main.bounds.width // want: main-screen-bounds
                print("\\(height)")
                #if targetEnvironment(macCatalyst)
                return height
                #else
                return 0
                #endif
            }
            func unread() {
                let unused = UIScreen.main.bounds.width // want: main-screen-bounds
                #if os(macOS)
                print("mac")
                #endif
            }
        }
        """, rule: "main-screen-bounds")
    }
}
