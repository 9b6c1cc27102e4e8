import XCTest
@testable import DuoLint

final class ScreenSizeLiteralTests: XCTestCase {
    let rule = "screen-size-literal"

    func testLayoutArguments() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct OuterScreenMock: View {
            var body: some View {
                VStack {
                    Text("Outer").frame(width: 466, height: 678) // want: screen-size-literal
                    Text("Inner").frame(maxWidth: 951) // want: screen-size-literal
                    Text("Half").frame(width: 475.5) // want: screen-size-literal
                    Text("Slide").offset(x: -390) // an iPhone width, but not in a width position
                    Text("Pad").padding(.horizontal, 20)
                    Text("Pos").position(x: 195, y: 422)
                    Color.red.frame(width: 2853 / 3) // want: screen-size-literal
                }
            }
        }
        """, rule: rule)
    }

    func testUIKitGeometryAndConstraints() {
        LintHarness.assertMarked("""
        import UIKit

        final class MockViewController: UIViewController {
            var widthConstraint: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) // a placeholder Auto Layout replaces
                canvas.widthAnchor.constraint(equalToConstant: 414).isActive = true // want: screen-size-literal
                canvas.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 320).isActive = true // not a width
                widthConstraint.constant = 430 // want: screen-size-literal
                canvas.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
                preferredContentSize = CGSize(width: 375, height: 500) // a hint the system clamps
                let origin = CGPoint(x: 393, y: 0) // a position, not a width
                canvas.frame.size = .init(width: 402, height: 300) // want: screen-size-literal
                canvas.frame.origin.x = 440 // a position, not a width
                canvas.bounds.size.width = 428 // want: screen-size-literal
                print(origin)
            }
        }
        """, rule: rule)
    }

    func testComparisonsArithmeticAndNamedVariables() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct Adaptive: View {
            static let sidebarWidth: CGFloat = 382 // want: screen-size-literal
            var panelHeight: CGFloat { 669 } // want: screen-size-literal
            var body: some View {
                GeometryReader { proxy in
                    let isOuter = proxy.size.width <= 466 // a comparison: width-breakpoint's to judge
                    let remaining = proxy.size.width - 390 // want: screen-size-literal
                    let contentWidth: CGFloat = 867 // want: screen-size-literal
                    Text("x")
                        .frame(width: Self.sidebarWidth)
                        .opacity(isOuter ? 1 : 0.5)
                        .padding(remaining + contentWidth)
                }
            }
        }
        """, rule: rule)
    }

    func testSwitchOverADimension() {
        LintHarness.assertMarked("""
        import UIKit

        func cardColumns(for view: UIView, retries: Int) -> Int {
            switch retries {
            case 390: return 0
            default: break
            }
            switch view.bounds.width {
            case 393: return 1 // want: screen-size-literal
            case 402...440: return 2 // the same switch: one expression with the case above
            default: return 3
            }
        }
        """, rule: rule)
    }

    func testConstantUsedInLayoutContext() {
        LintHarness.assertMarked("""
        import SwiftUI

        private let iPhone15 = 393
        private let phoneWidth = 390 // want: screen-size-literal

        struct Mock: View {
            var body: some View {
                Rectangle().frame(width: CGFloat(iPhone15)) // want: screen-size-literal
                Rectangle().frame(width: CGFloat(phoneWidth)) // reported once, at the declaration
            }
        }
        """, rule: rule)
    }

    func testDoesNotTrigger() {
        LintHarness.assertClean("""
        import SwiftUI

        struct Settings: View {
            let retries = 390
            let timeout: TimeInterval = 320
            @State private var count = 414
            var body: some View {
                VStack {
                    Text("390 points")
                    Text("Width \\(390)")
                    // .frame(width: 390)
                    /* padding(375) */
                    Text("Count").font(.system(size: 14))
                    Stepper("Retries", value: $count, in: 0...440)
                    Text("Done").frame(width: 200)
                    Text("Tall").frame(width: 391)
                }
                .task {
                    if retries > 390 { print("many") }
                    if count == 414 { print("status") }
                    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 390, height: 844))
                    let total = retries + 430
                    print(total, timeout, renderer)
                }
            }
        }
        """, rule: rule)
    }

    /// Rules/screen-size-literal.md: the common iPhone widths count only in width positions; iPhone Duo's own dimensions
    /// count in any layout context.
    func testIPhoneWidthsOnlyInWidthPositions() {
        LintHarness.assertMarked("""
        struct Sheet: View {
            var body: some View {
                GeometryReader { proxy in
                    VStack {
                        Text("a").frame(height: 375)
                        Text("b").frame(maxWidth: 390) // want: screen-size-literal
                        Text("c").frame(height: 669) // want: screen-size-literal
                        Text("d").padding(.top, 320)
                        Text("e").opacity(proxy.size.width > 414 ? 1 : 0) // a comparison
                        Text("f").opacity(proxy.size.height > 414 ? 1 : 0)
                    }
                }
            }
            let minimumCardHeight: CGFloat = 320
            let contentWidth: CGFloat = 430 // want: screen-size-literal
        }
        """, rule: rule)
    }

    func testNeverInParameterDefaults() {
        LintHarness.assertClean("""
        struct Card: View {
            init(width: CGFloat = 390, size: CGSize = CGSize(width: 466, height: 678)) {}
            func layout(maxWidth: CGFloat = 951) {}
            var body: some View { Text("c") }
        }
        """, rule: rule)
    }

    /// One problem, one finding: a literal in a call `fixed-width` reports is not reported again.
    func testNoSecondFindingOnALiteralFixedWidthReports() {
        let findings = LintHarness.lint(["T.swift": """
        struct V: View {
            var body: some View {
                VStack {
                    Text("a").frame(width: 390, height: 669)
                    Text("b").frame(maxWidth: 390)
                }
            }
        }
        """], rules: ["fixed-width", "screen-size-literal"])
        // 669 is in the same call's argument list: one expression, fixed-width's finding.
        XCTAssertEqual(findings.map { "\($0.line):\($0.column) \($0.ruleID)" },
                       ["4:22 fixed-width", "5:39 screen-size-literal"])
        XCTAssertEqual(findings.first?.message.hasSuffix("(also: screen-size-literal)"), true)
        // With fixed-width off, screen-size-literal reports the width too.
        let alone = LintHarness.lint(["T.swift": "let v = Text(\"a\").frame(width: 390)"], rules: ["screen-size-literal"])
        XCTAssertEqual(alone.map(\.ruleID), ["screen-size-literal"])
    }

    func testNotInPlacesFixedWidthExempts() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                VStack {
                    Image("poster").frame(width: 382, height: 382)
                    ScrollView(.horizontal) { Card().frame(maxWidth: 390) }
                    Text("x").popover(isPresented: .constant(true)) { Info().frame(maxWidth: 414) }
                    Text("y").background { Color.red.frame(maxWidth: 390) }
                    Text("z").offset(CGSize(width: 466, height: 0))
                    Text("w").frame(maxWidth: 414) // want: screen-size-literal
                }
            }
        }
        """, rule: rule)
    }

    /// Rules/screen-size-literal.md: never `idealWidth` or a comparison operand; iPhone Duo's widths only as widths, 772 only as a
    /// height; no parameter or memberwise defaults; a constant every use of which is exempt; hints and placeholders.
    func testV3Positions() {
        LintHarness.assertMarked("""
        import SwiftUI
        import UIKit

        struct Limits {
            static let compactWidthLimit: CGFloat = 428
            static let sidebarWidth: CGFloat = 390 // want: screen-size-literal
            static let unusedWidth: CGFloat = 393 // want: screen-size-literal
        }

        struct Panel: View {
            var availableWidth: CGFloat = 320
            var body: some View {
                GeometryReader { proxy in
                    VStack {
                        Text("a").frame(idealWidth: 466)
                        Text("b").frame(width: 382) // want: screen-size-literal
                        Text("c").frame(height: 382)
                        Text("d").frame(height: 772) // want: screen-size-literal
                        Text("e").frame(width: 772)
                        Text("f").frame(maxWidth: 867) // want: screen-size-literal
                        Text("g").padding(594)
                        if proxy.size.width <= Limits.compactWidthLimit { Text("compact") }
                        if proxy.size.width - 390 > 0 { Text("wide") }
                        Text("h").frame(maxWidth: Limits.sidebarWidth)
                    }
                }
            }
        }

        final class Split: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                splitViewController?.preferredPrimaryColumnWidth = 390
                let flow = UICollectionViewFlowLayout()
                flow.estimatedItemSize = CGSize(width: 390, height: 44)
                let c = view.widthAnchor.constraint(equalToConstant: 414)
                c.priority = .defaultHigh
                view.widthAnchor.constraint(equalToConstant: 402).isActive = true // want: screen-size-literal
            }
            override var intrinsicContentSize: CGSize { CGSize(width: 393, height: 44) }
        }
        """, rule: rule)
    }

    /// Narrowed on real code: 320 and 375 are panel-sized (the dual-pane kit's own list widths, within the outer
    /// screen's safe width); a constant used only as a placeholder frame is exempt.
    func testPanelSizedWidthsAndPlaceholderConstants() {
        LintHarness.assertMarked("""
        import UIKit

        final class Spinner: UIView {
            enum Settings { static let defaultFrame = CGRect(x: 0, y: 0, width: 390, height: 45) }
            enum Other { static let shownFrame = CGRect(x: 0, y: 0, width: 390, height: 45) } // want: screen-size-literal
            init() { super.init(frame: Settings.defaultFrame) }
            func place(_ v: UIView) {
                v.frame = Other.shownFrame
                v.widthAnchor.constraint(lessThanOrEqualToConstant: 375).isActive = true
                v.widthAnchor.constraint(greaterThanOrEqualToConstant: 320).isActive = true
                v.widthAnchor.constraint(lessThanOrEqualToConstant: 430).isActive = true // want: screen-size-literal
            }
        }
        """, rule: rule)
    }
}
