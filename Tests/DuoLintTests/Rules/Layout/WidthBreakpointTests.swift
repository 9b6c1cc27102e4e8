import XCTest
@testable import DuoLint

final class WidthBreakpointTests: XCTestCase {
    let rule = "width-breakpoint"

    func testTriggers() {
        LintHarness.assertMarked("""
        import SwiftUI
        import UIKit

        private let wideBreakpoint: CGFloat = 700

        struct Dashboard: View {
            var body: some View {
                GeometryReader { proxy in
                    if proxy.size.width > 600 { // want: width-breakpoint
                        HStack { Text("A"); Text("B") }
                    } else if proxy.size.height <= 400 { // want: width-breakpoint
                        VStack { Text("A"); Text("B") }
                    }
                    let columns = proxy.size.width >= wideBreakpoint ? 4 : 2 // want: width-breakpoint
                    let compact = 500 > proxy.frame(in: .global).width // want: width-breakpoint
                    Text("\\(columns) \\(compact)")
                }
            }
        }

        final class ListViewController: UIViewController {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                if view.bounds.width < 768 { collapse() } // want: width-breakpoint
                let wide = view.window?.frame.width ?? 0 > 1000 // want: width-breakpoint
                let regular = view.frame.size.width > CGFloat(500) // want: width-breakpoint
                print(regular)
                print(wide)
            }
            func collapse() {}
        }
        """, rule: rule)
    }

    func testDoesNotTrigger() {
        LintHarness.assertClean("""
        import SwiftUI

        struct Dashboard: View {
            @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
            let image: UIImage
            let imageSize: CGSize
            let thumbnail: UIImage
            var body: some View {
                GeometryReader { proxy in
                    if horizontalSizeClass == .regular { Text("wide") }
                    if proxy.size.width > 0 { Text("laid out") }
                    if image.size.width > 4000 { Text("huge") }
                    if imageSize.width > 500 { Text("big") }
                    if image.size.width > 1000 { Text("large photo") }
                    if thumbnail.size.height < 200 { Text("small") }
                    if proxy.size.width > proxy.size.height { Text("landscape") }
                    if proxy.size.width == 600 { Text("exact") }
                    if proxy.size.width < 50 { Text("tiny") }
                    Text("proxy.size.width > 600")
                    // if proxy.size.width > 600 { }
                    if items.count > 500 { Text("many") }
                }
            }
            var items: [Int] { [] }
        }
        """, rule: rule)
    }

    /// RULES.md amendment: only literals from 300 to 1400 (screen sizes) make a breakpoint.
    func testOnlyScreenSizedLiteralsAreBreakpoints() {
        LintHarness.assertMarked("""
        struct Cell: View {
            var body: some View {
                GeometryReader { proxy in
                    if proxy.size.width > 299 { Text("a") }
                    if proxy.size.width > 300 { Text("b") } // want: width-breakpoint
                    if proxy.frame(in: .local).height > 100 { Text("c") }
                    if proxy.size.width >= 1400 { Text("d") } // want: width-breakpoint
                    if proxy.size.width > 1401 { Text("e") }
                }
            }
        }
        final class VC: UIViewController {
            override func viewDidLayoutSubviews() {
                if view.bounds.width < 160 { return }
                if view.frame.height > 100 { return }
                if view.bounds.width < 700 { return } // want: width-breakpoint
            }
        }
        """, rule: rule)
    }
}
