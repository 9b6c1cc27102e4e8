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
                    } else if proxy.size.height <= 800 { // want: width-breakpoint
                        VStack { Text("A"); Text("B") }
                    }
                    let columns = proxy.size.width >= wideBreakpoint ? 4 : 2 // want: width-breakpoint
                    let compact = 500 > proxy.frame(in: .global).width // want: width-breakpoint
                    if compact { Text("\\(columns)") }
                }
            }
        }

        final class ListViewController: UIViewController {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                if view.bounds.width < 768 { collapse() } // want: width-breakpoint
                let wide = view.window?.frame.width ?? 0 > 900 // want: width-breakpoint
                let regular = view.frame.size.width > CGFloat(500) // want: width-breakpoint
                if UIScreen.main.bounds.width > 700 { collapse() } // want: width-breakpoint
                if self.view.bounds.size.width >= 951 { collapse() } // want: width-breakpoint
                print(regular, wide)
            }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                if size.width > 700 { collapse() } // want: width-breakpoint
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
                    if image.size.width > 600 { Text("huge") }
                    if imageSize.width > 500 { Text("big") }
                    if thumbnail.size.height < 800 { Text("small") }
                    if proxy.size.width > proxy.size.height { Text("landscape") }
                    if proxy.size.width == 600 { Text("exact") }
                    Text("proxy.size.width > 600")
                    // if proxy.size.width > 600 { }
                    if items.count > 500 { Text("many") }
                }
            }
            var items: [Int] { [] }
        }
        """, rule: rule)
    }

    /// Rules/width-breakpoint.md: only thresholds that flip between iPhone Duo's screens or postures — widths 382 < t ≤ 951,
    /// heights 669 < t ≤ 951 — whatever the operator.
    func testOnlyThresholdsInTheRangeAContainerTakes() {
        LintHarness.assertMarked("""
        struct Cell: View {
            var body: some View {
                GeometryReader { proxy in
                    if proxy.size.width < 375 { Text("a") }
                    if proxy.size.width <= 382 { Text("b") }
                    if proxy.size.width > 383 { Text("c") } // want: width-breakpoint
                    if proxy.size.width >= 951 { Text("d") } // want: width-breakpoint
                    if proxy.size.width > 1000 { Text("e") }
                    if proxy.size.height <= 568 { Text("f") }
                    if proxy.size.height < 669 { Text("g") }
                    if proxy.size.height < 670 { Text("h") } // want: width-breakpoint
                }
            }
        }
        """, rule: rule)
    }

    /// Rules/width-breakpoint.md *container size*: a view's own size, a subview's or control's frame, an image's size, text
    /// measurements and a scroll view's `contentSize` are not container sizes.
    func testOnlyContainerSizes() {
        LintHarness.assertMarked("""
        import UIKit

        final class Banner: UIView {
            let label = UILabel()
            let tableView = UITableView()
            override func layoutSubviews() {
                if bounds.width > 500 { return }
                if self.frame.width > 500 { return }
                if label.bounds.width > 500 { return }
                if tableView.contentSize.height > 800 { return }
                if window?.bounds.width ?? 0 > 700 { return } // want: width-breakpoint
                let windowWidth = window?.bounds.width ?? 0
                if windowWidth > 700 { return } // want: width-breakpoint
                if availableWidth > 700 { return } // want: width-breakpoint
                if screenSize.width > 700 { return } // want: width-breakpoint
                if cellWidth > 700 { return }
            }
            var availableWidth: CGFloat = 0
            var screenSize: CGSize = .zero
            var cellWidth: CGFloat = 0
        }
        """, rule: rule)
    }

    /// Rules/width-breakpoint.md container size 5: a `@State` width measured from a container, `onGeometryChange`'s action, a
    /// size-reading modifier given its binding, names bound from one.
    func testMeasuredStateAndNames() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct Feed: View {
            @State private var contentSize: CGSize = .zero
            @State private var width: CGFloat = 0
            @State private var measured: CGFloat = 0
            @State private var mixed: CGFloat = 0
            @State private var tracked: CGSize = .zero
            var body: some View {
                GeometryReader { proxy in
                    let size = proxy.size
                    if size.width > 600 { Text("a") } // want: width-breakpoint
                    Color.clear.onAppear { width = proxy.size.width; mixed = 10 }
                }
                .onGeometryChange(for: CGSize.self) { $0.size } action: { contentSize = $0 }
                .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { newValue in measured = newValue }
                .trackingSize($tracked)
                if contentSize.width < 600 { Text("b") } // want: width-breakpoint
                if width > 800 { Text("c") } // want: width-breakpoint
                if measured > 800 { Text("d") } // want: width-breakpoint
                if mixed > 800 { Text("e") }
                if tracked.width > 800 { Text("f") } // want: width-breakpoint
            }
        }
        """, rule: rule)
    }

    /// Rules/width-breakpoint.md *value-only branch*: a comparison that only picks between two numbers is not reported; a count,
    /// a structural use, a stored or returned `Bool` is.
    func testValueOnlyBranches() {
        LintHarness.assertMarked("""
        import SwiftUI

        private let wide: CGFloat = 52

        struct Grid: View {
            var body: some View {
                GeometryReader { proxy in
                    Text("a").padding(proxy.size.width <= 500 ? 40 : wide)
                    Text("b").font(.system(size: proxy.size.width > 700 ? 20 * 2 : -(16)))
                    let isWide = proxy.size.width > 600
                    Text("c").padding(isWide ? 20 : 10)
                    let structural = proxy.size.width > 600 // want: width-breakpoint
                    if structural { Text("d") }
                    let columns = proxy.size.width > 700 ? 3 : 2 // want: width-breakpoint
                    LazyVGrid(columns: Array(repeating: GridItem(), count: proxy.size.width > 700 ? 3 : 2)) { } // want: width-breakpoint
                    LazyVGrid(columns: [GridItem(.fixed(proxy.size.width > 700 ? 300 : 200))]) { } // want: width-breakpoint
                    (proxy.size.width > 700 ? AnyView(Text("e")) : AnyView(Text("f"))) // want: width-breakpoint
                    Text("g").padding(spacing(compact: proxy.size.width < 600))
                    Text("h").opacity(fade(proxy.size.width < 600)) // want: width-breakpoint
                    Text("\\(columns)")
                }
            }
            func spacing(compact: Bool) -> CGFloat { compact ? 8 : 16 }
            func fade(_ on: Bool) -> Double { if on { return 0.5 }; return 1 }
            var isWideNow: Bool { UIScreen.main.bounds.width > 700 } // want: width-breakpoint
        }
        """, rule: rule)
    }

    /// Rules/width-breakpoint.md container size 5 *across calls*: a parameter given a container size at every call site.
    func testParametersGivenAContainerAtEveryCallSite() {
        LintHarness.assertMarked("""
        import UIKit

        final class Parent: UIViewController {
            func isCompactWidth(size: CGSize) -> Bool { size.width < 700 } // want: width-breakpoint
            func isWide(_ width: CGFloat) -> Bool { width > 700 }
            private func columns(for size: CGSize) -> Int { size.width > 700 ? 3 : 2 }
            override func viewDidLayoutSubviews() {
                if isCompactWidth(size: view.frame.size) { }
                if isWide(view.bounds.width) { }
                if isWide(cell.bounds.width) { }
                print(columns(for: cell.bounds.size))
            }
            let cell = UIView()
        }
        """, rule: rule)
    }

    func testParametersAcrossFiles() {
        LintHarness.assertMarked([
            "Helpers.swift": """
            import UIKit
            func isCompactWidth(size: CGSize) -> Bool { size.width < 700 } // want: width-breakpoint
            func isNarrow(size: CGSize) -> Bool { size.width < 700 }
            func neverCalled(size: CGSize) -> Bool { size.width < 700 }
            func layout(in size: CGSize) -> Bool { isNarrow(size: size) }
            """,
            "Parent.swift": """
            import UIKit
            final class Parent: UIViewController {
                override func viewDidLayoutSubviews() {
                    if isCompactWidth(size: view.frame.size) { }
                    if isNarrow(size: view.bounds.size) { }
                    if isNarrow(size: label.bounds.size) { }
                    if layout(in: view.bounds.size) { }
                }
                let label = UILabel()
            }
            """,
        ], rule: rule)
    }

    /// One problem, one finding: `width-breakpoint` comes before `main-screen-bounds` and `screen-size-literal`.
    func testOneFindingWithTheOtherRulesOfTheExpression() {
        let findings = LintHarness.lint(["T.swift": """
            import UIKit
            enum Layout { static let compactWidthLimit: CGFloat = 428 }
            func isCompact() -> Bool { UIScreen.main.bounds.width <= Layout.compactWidthLimit }
            func isShort() -> Bool { UIScreen.main.bounds.height <= 667 }
            func isPhoneX() -> Bool { UIScreen.main.bounds.height == 812 }
            """], rules: ["width-breakpoint", "main-screen-bounds", "screen-size-literal"])
        XCTAssertEqual(findings.map { "\($0.line) \($0.ruleID)" }, ["3 width-breakpoint", "5 main-screen-bounds"])
        XCTAssertEqual(findings.first?.message.hasSuffix("(also: main-screen-bounds)"), true)
        // Without width-breakpoint, main-screen-bounds reports the comparison it would have reported.
        let alone = LintHarness.lint(["T.swift": "func f() -> Bool { UIScreen.main.bounds.width <= 700 }"],
                                     rules: ["main-screen-bounds"])
        XCTAssertEqual(alone.map(\.ruleID), ["main-screen-bounds"])
    }

    /// Found on real code: constants of the same name in two types of the file, and a `Bool` passed to a view's
    /// memberwise initializer.
    func testValueOnlyThroughTypeConstantsAndMemberwiseProperties() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct Header: View {
            let geometry: GeometryProxy
            let topPaddingSmall = 0.03
            let topPaddingLarge = 0.045
            var body: some View {
                let padding = geometry.size.height <= 700 ? topPaddingSmall : topPaddingLarge
                Text("a").padding(.top, geometry.size.height * padding)
            }
        }
        struct Footer: View {
            let geometry: GeometryProxy
            let topPaddingSmall = 0.10
            let topPaddingLarge = 0.0
            var body: some View {
                let isCompactRow = geometry.size.width <= 390
                Pill(isCompact: isCompactRow)
                Badge(isCompact: geometry.size.width <= 390) // want: width-breakpoint
                Text("b").padding(.top, geometry.size.height * (isCompactRow ? topPaddingSmall : topPaddingLarge))
            }
        }
        struct Pill: View {
            let isCompact: Bool
            var body: some View { Text("pill").padding(isCompact ? 4 : 8) }
        }
        struct Badge: View {
            let isCompact: Bool
            var body: some View { if isCompact { Text("b") } }
        }
        """, rule: rule)
    }

    /// Rules/width-breakpoint.md: a comparison `&&`-joined with a condition false on iPhone Duo never flips there.
    func testComparisonJoinedWithAConditionFalseOnIPhone() {
        LintHarness.assertMarked("""
        import SwiftUI
        import UIKit

        final class WidthObserver {
            var isPad = UIDevice.current.userInterfaceIdiom == .pad
            var isPhone = UIDevice.current.userInterfaceIdiom == .phone
            var currentWidth: CGFloat = 0
            var windowWidth: CGFloat { currentWidth }
            var isLargeWidth: Bool { isPad && windowWidth >= 678 }
            var isWideOnPad: Bool { windowWidth >= 700 && !isPhone }
            var isWide: Bool { windowWidth >= 700 } // want: width-breakpoint
            var isWideOrPad: Bool { isPad || windowWidth >= 700 } // want: width-breakpoint
            var isWideOnPhone: Bool { isPhone && windowWidth >= 700 } // want: width-breakpoint
        }

        struct Stats: View {
            var body: some View {
                GeometryReader { proxy in
                    if proxy.size.width > 768 && (UIDevice.current.userInterfaceIdiom == .pad || UIDevice.current.userInterfaceIdiom == .mac) {
                        Table()
                    } else if proxy.size.width > 768, UIDevice.current.userInterfaceIdiom == .pad {
                        Table()
                    } else if proxy.size.width > 768 && UIDevice.current.userInterfaceIdiom == .phone { // want: width-breakpoint
                        Table()
                    } else {
                        List()
                    }
                }
            }
        }
        """, rule: rule)
    }

    /// Rules/width-breakpoint.md: `rowSpacing` sizes rows (not a count); a result computed from the compared size is
    /// a number.
    func testValueOnlyBranchesThatSizeRowsOrComputeFromTheSize() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct Player: View {
            var body: some View {
                GeometryReader { geometry in
                    let isCompactRow = geometry.size.width <= 390
                    let pillRowSpacing: CGFloat = isCompactRow ? 8 : 12
                    let rowHeight: CGFloat = isCompactRow ? 40 : 52
                    HStack(spacing: pillRowSpacing) { Text("a").frame(height: rowHeight) }
                    Spacer(minLength: geometry.size.height > 800 ? geometry.size.height / 10 : 16)
                    let rows = geometry.size.width > 700 ? 3 : 2 // want: width-breakpoint
                    let rowCount = geometry.size.width > 700 ? 3 : 2 // want: width-breakpoint
                    let columnCountSpacing = geometry.size.width > 700 ? 3 : 2 // want: width-breakpoint
                    let pad = geometry.size.width > 700 ? geometry.size.height / 10 : 16 // want: width-breakpoint
                    Text("\\(rows) \\(rowCount) \\(columnCountSpacing) \\(pad)")
                }
            }
        }
        """, rule: rule)
    }

    /// FoodTruck `DonutGalleryGrid`: a stored property set by the struct's memberwise initializer from a container
    /// width at every call site (another file's too) is a container size; one site passing anything else, or a
    /// struct with its own `init`, is not.
    func testAPropertySetThroughTheMemberwiseInitializer() {
        let grid = """
        struct DonutGalleryGrid: View {
            var donuts: [Donut]
            var width: Double
            var reduced: Bool {
                if width <= 390 { return true } // want: width-breakpoint
                return false
            }
            var body: some View { Text("\\(donuts.count)") }
        }
        """
        LintHarness.assertMarked([
            "DonutGalleryGrid.swift": grid,
            "DonutGallery.swift": """
            struct DonutGallery: View {
                var body: some View {
                    GeometryReader { geometryProxy in
                        DonutGalleryGrid(donuts: [], width: geometryProxy.size.width)
                    }
                }
            }
            """,
        ], rule: "width-breakpoint")
        let fixedSite = LintHarness.lint([
            "DonutGalleryGrid.swift": grid.replacingOccurrences(of: " // want: width-breakpoint", with: ""),
            "DonutGallery.swift": """
            struct DonutGallery: View {
                var body: some View {
                    GeometryReader { geometryProxy in DonutGalleryGrid(donuts: [], width: geometryProxy.size.width) }
                    DonutGalleryGrid(donuts: [], width: 300)
                }
            }
            """,
        ], rules: ["width-breakpoint"])
        XCTAssertEqual(fixedSite.count, 0)
        let ownInit = LintHarness.lint([
            "DonutGalleryGrid.swift": grid.replacingOccurrences(of: " // want: width-breakpoint", with: "")
                .replacingOccurrences(of: "var width: Double", with: "var width: Double\n    init(donuts: [Donut], width: Double) { self.donuts = donuts; self.width = 300 }"),
            "DonutGallery.swift": """
            struct DonutGallery: View {
                var body: some View {
                    GeometryReader { geometryProxy in DonutGalleryGrid(donuts: [], width: geometryProxy.size.width) }
                }
            }
            """,
        ], rules: ["width-breakpoint"])
        XCTAssertEqual(ownInit.count, 0)
    }

    /// Session-10 reading (ownCloud's logo height): a `?:` between numbers is a number, so the outer branch only
    /// picks one; a `?:` between views inside stays structural.
    func testNestedTernaryBetweenNumbers() {
        LintHarness.assertClean("""
        import UIKit

        final class Setup: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let h = view.bounds.height
                let logoMaxHeight = h < 800 ? (h < 600 ? 48 : 96) : 128
                preferredLogo(CGSize(width: 256, height: logoMaxHeight))
            }
        }
        """, rule: "width-breakpoint")
        LintHarness.assertMarked("""
        import UIKit

        final class Setup: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let h = view.bounds.height
                let logo = h < 800 ? (h < 600 ? smallLogo() : mediumLogo()) : largeLogo() // want: width-breakpoint
                let rows = view.bounds.width > 500 ? (view.bounds.width > 1000 ? 4 : 3) : 2 // want: width-breakpoint
                show(logo, rows)
            }
        }
        """, rule: "width-breakpoint")
    }
}

