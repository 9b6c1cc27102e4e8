import XCTest
@testable import DuoLint

/// `toolbar-text-only-item`: a Skip whose title is declared in another file (a generated `T.Commons.skip`) is judged as
/// a Skip written in place: alone it skips a step of a flow (found on 2FAS's introduction); next to a transport
/// control it is the media Skip.
final class SkipDeclaredElsewhereTests: XCTestCase {
    let strings = """
    internal enum T {
        internal enum Commons {
            internal static let skip = T.tr("Localizable", "commons__skip", fallback: "Skip")
            internal static let play = T.tr("Localizable", "commons__play", fallback: "Play")
            internal static let share = T.tr("Localizable", "commons__share", fallback: "Share")
        }
        static func tr(_ table: String, _ key: String, fallback: String) -> String { fallback }
    }
    """

    func testASkipDeclaredElsewhereAloneIsAStepOfAFlow() {
        LintHarness.assertMarked(["T.generated.swift": strings, "Intro.swift": """
        import UIKit
        final class IntroductionViewController: UIViewController {
            func showPage(_ num: Int) {
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: T.Commons.skip, style: .plain, target: self, action: nil)
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: T.Commons.share, style: .plain, target: self, action: nil) // want: toolbar-text-only-item
            }
        }
        """], rule: "toolbar-text-only-item")
    }

    func testASkipDeclaredElsewhereNextToPlayIsTheMediaSkip() {
        LintHarness.assertMarked(["T.generated.swift": strings, "Player.swift": """
        import UIKit
        final class PlayerViewController: UIViewController {
            func setUpBar() {
                let play = UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: self, action: nil)
                let skip = UIBarButtonItem(title: T.Commons.skip, style: .plain, target: self, action: nil) // want: toolbar-text-only-item
                toolbarItems = [play, skip]
            }
        }
        """], rule: "toolbar-text-only-item")
    }
}
