import XCTest
@testable import DuoLint

final class HingeAsHalfWidthTests: XCTestCase {
    let rule = "hinge-as-half-width"

    func testTriggers() {
        LintHarness.assertMarked("""
        import SwiftUI
        import UIKit

        struct BookView: View {
            var body: some View {
                GeometryReader { proxy in
                    let foldX = proxy.size.width / 2 // want: hinge-as-half-width
                    let hingeY = proxy.size.height * 0.5 // want: hinge-as-half-width
                    let creaseOffset = 0.5 * proxy.size.width // want: hinge-as-half-width
                    let seamLeading = proxy.size.width / 2.0 - 20 // want: hinge-as-half-width
                    Divider().position(x: foldX, y: hingeY + creaseOffset + seamLeading)
                }
            }
        }

        final class SplitCanvas: UIView {
            var hingePosition: CGFloat { bounds.width / 2 } // want: hinge-as-half-width
            var foldPoint: CGPoint { // want: hinge-as-half-width
                return CGPoint(x: bounds.size.width / 2, y: 0)
            }
            var foldLine: CGFloat = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                foldLine = bounds.height / 2 // want: hinge-as-half-width
            }
        }
        """, rule: rule)
    }

    func testDoesNotTrigger() {
        LintHarness.assertClean("""
        import SwiftUI

        struct Centered: View {
            var body: some View {
                GeometryReader { proxy in
                    let centerX = proxy.size.width / 2
                    let folderMid = proxy.size.width / 2
                    let unfoldedWidth = proxy.size.width
                    let foldCenter = fold.frame.width / 2
                    let hingeMid = hingeRect.size.width / 2
                    let foldThird = proxy.size.width / 3
                    let foldHalf = width / 2
                    let label = "let foldX = size.width / 2"
                    // let foldX = proxy.size.width / 2
                    Text(label).position(x: centerX + folderMid + unfoldedWidth + foldCenter + hingeMid + foldThird + foldHalf)
                }
            }
            let fold = CGRect.zero
            let hingeRect = CGRect.zero
            let width: CGFloat = 10
        }
        """, rule: rule)
    }
}
