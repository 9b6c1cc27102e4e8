import XCTest
@testable import DuoLint

final class BarGeometryAssumptionTests: XCTestCase {
    let rule = "bar-geometry-assumption"

    func testTriggers() {
        LintHarness.assertMarked("""
        import UIKit
        final class Player: UIViewController {
            var tabBarHeight: CGFloat { tabBarController?.tabBar.frame.height ?? 49 } // want: bar-geometry-assumption
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                miniPlayer.frame.origin.y = view.bounds.height - tabBarController!.tabBar.frame.height - 64 // want: bar-geometry-assumption
                let top = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 20 // want: bar-geometry-assumption
                header.frame.origin.y = top
                tableView.contentInset.top = navigationController?.navigationBar.frame.maxY ?? 0 // want: bar-geometry-assumption
                heightConstraint.constant = self.navigationController!.toolbar.bounds.size.height // want: bar-geometry-assumption
                let inset = UIEdgeInsets(top: 0, left: 0, bottom: tabBarController?.tabBar.frame.size.height ?? 0, right: 0) // want: bar-geometry-assumption
                guard let navHeight = navigationController?.navigationBar.frame.height else { return } // want: bar-geometry-assumption
                banner.frame = CGRect(x: 0, y: navHeight, width: view.bounds.width, height: 44)
                if scrollView.contentOffset.y > UIApplication.shared.statusBarFrame.height { collapse() } // want: bar-geometry-assumption
            }
        }
        final class Web: UIViewController {
            func showProgress() {
                let barBounds = navigationController?.navigationBar.bounds ?? .zero // want: bar-geometry-assumption
                progress.frame = CGRect(x: 0, y: barBounds.height - 2, width: barBounds.width, height: 2)
                if let navigationBar = self.navigationController?.navigationBar {
                    mask.frame = CGRect(x: 0, y: 0, width: navigationBar.bounds.width, height: 10) // want: bar-geometry-assumption
                }
            }
            var statusBarHeight: CGFloat {
                guard let manager = view.window?.windowScene?.statusBarManager else { return 0 }
                return manager.statusBarFrame.height // want: bar-geometry-assumption
            }
            static func statusBarHeight(in window: UIWindow) -> CGFloat {
                window.windowScene?.statusBarManager?.statusBarFrame.height ?? 0 // want: bar-geometry-assumption
            }
        }
        final class Tabs: UITabBarController {
            override func viewDidLayoutSubviews() {
                accessory.frame = CGRect(x: tabBar.frame.origin.x + 8, y: 0, width: 10, height: 10) // want: bar-geometry-assumption
                overlay.frame = CGRect(x: 0, y: tabBar.frame.minY - 60, width: view.bounds.width, height: 60) // want: bar-geometry-assumption
                floating.center.y = self.tabBar.frame.origin.y - 40 // want: bar-geometry-assumption
            }
        }
        struct Host: View {
            var body: some View {
                content.padding(.bottom, UIApplication.shared.windows.first?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0) // want: bar-geometry-assumption
            }
        }
        """, rule: rule)
    }

    /// Narrowed on the session-9 reading (Delta's popover menu): a preferred content size is a presentation hint.
    func testPresentationHints() {
        LintHarness.assertMarked("""
        final class PopoverMenuViewController: UITableViewController {
            override var preferredContentSize: CGSize {
                get {
                    let navigationBarHeight = self.navigationController?.navigationBar.bounds.height ?? 0.0
                    return CGSize(width: 0, height: tableView.rowHeight * 4 + navigationBarHeight)
                }
                set {}
            }
            func resize() {
                preferredContentSize = CGSize(width: 320, height: navigationController!.navigationBar.bounds.height + 200)
                tableView.contentInset.top = navigationController!.navigationBar.bounds.height // want: bar-geometry-assumption
            }
        }
        """, rule: rule)
    }

    func testDoesNotTrigger() {
        LintHarness.assertClean("""
        import UIKit
        final class Player: UIViewController {
            let toolbar = UIToolbar()
            override func viewDidLayoutSubviews() {
                miniPlayer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
                if tabBarController?.tabBar.isHidden == false { showBadge() }
                if (navigationController?.navigationBar.frame.height ?? 0) > 0 { showShadow() }
                let anchor = navigationController?.navigationBar.frame.midY
                let point = tabBarController!.tabBar.center
                if tabBarController?.tabBar.frame.contains(location) == true { handle() }
                let converted = navigationController?.navigationBar.convert(navigationController!.navigationBar.bounds, to: nil)
                tabBarController?.tabBar.alpha = 0
                additionalSafeAreaInsets.bottom = 60
                toolbar.frame.size.height = 44
                let h = toolbar.frame.height + 10
                UINavigationBar.appearance().frame = .zero
                print(tabBarController?.tabBar.frame.height ?? 0)
            }
        }
        final class Side: UIViewController {
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                if traitCollection.toolbarVerticalEdge != nil { relayout() }
            }
            func relayout() { panel.frame.origin.y = navigationController!.navigationBar.frame.maxY }
        }
        struct V: View {
            var body: some View { Text("").toolbar { Button("A") { } } }
        }
        """, rule: rule)
    }

    /// Bar-local layout (reading on real apps: AltStore WebViewController, Aidoku's `_backgroundView`): the bar's own
    /// bounds laying out a view inside that bar is exempt; another view's width or frame still triggers.
    func testBarLocalLayout() {
        LintHarness.assertClean("""
        import UIKit
        final class WebViewController: UIViewController {
            let progressView = UIProgressView()
            override func viewDidLoad() {
                super.viewDidLoad()
                let b = navigationController?.navigationBar.bounds ?? .zero
                progressView.frame = CGRect(x: 0, y: b.height - 2, width: b.width, height: 2)
                navigationController?.navigationBar.addSubview(progressView)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                guard let bar = navigationController?.navigationBar,
                      let background = navigationController?.navigationBar.value(forKey: "_backgroundView") as? UIView else { return }
                background.frame = CGRect(x: 0, y: 0, width: navigationController!.navigationBar.bounds.width, height: 44)
                let line = UIView()
                self.navigationController?.navigationBar.insertSubview(line, at: 0)
                line.frame = CGRect(origin: .zero, size: CGSize(width: navigationController?.navigationBar.bounds.size.width ?? 0, height: 1))
                _ = bar
            }
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import UIKit
        final class SearchViewController: UIViewController {
            let progressView = UIProgressView()
            let header = UIView()
            let field = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                // the width comes from another view
                let b = navigationController?.navigationBar.bounds ?? .zero // want: bar-geometry-assumption
                progressView.frame = CGRect(x: 0, y: b.height - 2, width: view.bounds.width, height: 2)
                navigationController?.navigationBar.addSubview(progressView)
                // the frame's owner is not in the bar
                let h = navigationController?.navigationBar.bounds ?? .zero // want: bar-geometry-assumption
                header.frame = CGRect(x: 0, y: h.height, width: h.width, height: 40)
                view.addSubview(header)
                // one use is bar-local, the other is not
                let c = navigationController?.navigationBar.bounds ?? .zero // want: bar-geometry-assumption
                field.frame = CGRect(x: 0, y: 0, width: c.width, height: c.height)
                navigationController?.navigationBar.addSubview(field)
                tableView.contentInset.top = c.height
                // a frame, not the bar's own bounds
                progressView.frame = CGRect(x: 0, y: navigationController!.navigationBar.frame.height - 2, width: 100, height: 2) // want: bar-geometry-assumption
            }
        }
        """, rule: rule)
    }

    /// PocketCasts `rootViewController()?.tabBar`: a method of the type declared in another file (the class, the use in
    /// an extension) whose return type is a tab bar controller.
    func testABarOfAContainerReturnedByAMethodOfAnotherFile() {
        let positioning = """
        extension MiniPlayerViewController {
            func moveWhileDragging(offsetFromTop: CGFloat) {
                let tabBarHeight = rootViewController()?.tabBar.bounds.height ?? 0 // want: bar-geometry-assumption
                view.transform = CGAffineTransform(translationX: 0, y: offsetFromTop + tabBarHeight)
                let navHeight = self.rootNavigation()!.navigationBar.frame.height // want: bar-geometry-assumption
                view.frame.origin.y = navHeight
                let other = presenter()?.tabBar.bounds.height ?? 0
                view.frame.origin.y = other + 1
                let hidden = rootViewController()?.tabBar.isHidden ?? false
                print(hidden)
            }
        }
        """
        LintHarness.assertMarked([
            "MiniPlayerViewController+Positioning.swift": positioning,
            "MiniPlayerViewController.swift": """
            final class MiniPlayerViewController: UIViewController {
                func rootViewController() -> MainTabBarController? { view.window?.rootViewController as? MainTabBarController }
                func rootNavigation() -> UINavigationController? { navigationController }
                func presenter() -> PlayerViewController? { nil }
            }
            """,
        ], rule: "bar-geometry-assumption")
        // The method's declaration not in the linted sources: not reported.
        let alone = LintHarness.lint(["MiniPlayerViewController+Positioning.swift": positioning], rules: ["bar-geometry-assumption"])
        XCTAssertEqual(alone.count, 0)
        // Another type's method of the same name does not count.
        let otherType = LintHarness.lint([
            "MiniPlayerViewController+Positioning.swift": positioning,
            "Other.swift": "final class Other { func rootViewController() -> MainTabBarController? { nil } }",
        ], rules: ["bar-geometry-assumption"])
        XCTAssertEqual(otherType.count, 0)
    }
    /// Mammoth `TabBarViewController: AnimateTabController` (same file) `: AnimatedTabBarController` (another file)
    /// `: UITabBarController`: `tabBar` in a class that reaches the container through other declared classes.
    func testATabBarInASubclassOfASubclassOfTheContainer() {
        LintHarness.assertMarked([
            "TabBarViewController.swift": """
            final class TabBarViewController: AnimateTabController {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    newPostButton.frame.origin.y = view.bounds.height - tabBar.bounds.height - 60 // want: bar-geometry-assumption
                    let slot = self.tabBar.bounds.width / 5 // want: bar-geometry-assumption
                    indicator.frame = CGRect(x: slot, y: 0, width: 4, height: 4)
                }
            }
            class AnimateTabController: Mid {}
            """,
            "Mid.swift": """
            class Mid: Base {}
            class Base: UITabBarController {}
            """,
        ], rule: "bar-geometry-assumption")
    }

    /// The chain ends in a plain view controller, the parents are not in the linted sources, or the classes name each
    /// other in a cycle: no container, not reported (and the walk ends).
    func testASubclassChainThatReachesNoContainer() {
        let use = """
        final class Screen: Middle {
            override func viewDidLayoutSubviews() {
                badge.frame.origin.y = view.bounds.height - tabBar.bounds.height
                bar.frame.size.height = self.navigationBar.frame.height
            }
        }
        """
        for other in ["class Middle: Top {}\nclass Top: UIViewController {}", "class Middle: Top {}", "class Middle: Top {}\nclass Top: Middle {}"] {
            let findings = LintHarness.lint(["Screen.swift": use, "Other.swift": other], rules: ["bar-geometry-assumption"])
            XCTAssertEqual(findings.count, 0, other)
        }
        // A navigation controller further up gives the navigation bar, not the tab bar.
        let nav = LintHarness.lint(["Screen.swift": use, "Other.swift": "class Middle: AppNavigationController {}"],
                                   rules: ["bar-geometry-assumption"])
        XCTAssertEqual(nav.map(\.line), [4])
    }
    /// KeePassium LongPressAwareNavigationController: the left quarter of the navigation bar, computed from its width,
    /// used only for `contains(touchPoint)` (a hit test on the bar, exempt); the same quarter that places a view still
    /// triggers, and so does a value that goes to a hit test and to a frame.
    func testHitTestOnTheBar() {
        LintHarness.assertClean("""
        import UIKit
        class LongPressAwareNavigationController: UINavigationController {
            @objc func didLongPressNavigationBar(_ gestureRecognizer: UILongPressGestureRecognizer) {
                let touchPoint = gestureRecognizer.location(in: navigationBar)
                let leftSideWidth = navigationBar.bounds.width / 4
                let leftSideRect = navigationBar.bounds
                    .divided(atDistance: leftSideWidth, from: .minXEdge)
                    .slice
                if leftSideRect.contains(touchPoint) { handleLeftSide() }
            }
            func inRightHalf(_ p: CGPoint) -> Bool {
                CGRect(x: navigationBar.bounds.width / 2, y: 0, width: 100, height: 10).contains(p)
            }
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import UIKit
        class Nav: UINavigationController {
            func place(_ p: CGPoint) {
                let quarter = navigationBar.bounds.width / 4 // want: bar-geometry-assumption
                badge.frame = CGRect(x: quarter, y: 0, width: 8, height: 8)
                let half = navigationBar.bounds.width / 2 // want: bar-geometry-assumption
                let right = navigationBar.bounds.divided(atDistance: half, from: .maxXEdge).slice
                if right.contains(p) { handle() }
                marker.frame.origin.x = half
            }
        }
        """, rule: rule)
    }
}
