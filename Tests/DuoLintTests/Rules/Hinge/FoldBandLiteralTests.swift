import XCTest
@testable import DuoLint

final class FoldBandLiteralTests: XCTestCase {
    let id = "fold-band-literal"

    func testSizeWordsAndLayoutUses() {
        LintHarness.assertMarked("""
        struct V: View {
            private let hingeGap: CGFloat = 40 // want: fold-band-literal
            static let foldAvoidanceBand = 27.0 // want: fold-band-literal
            let creaseMargin = -20 // want: fold-band-literal
            var seamInsets = CGFloat(12) // want: fold-band-literal
            var hingeThickness: CGFloat { 30 } // want: fold-band-literal
            let foldedPadding = 16 as CGFloat // want: fold-band-literal
            let hingeOffset: CGFloat = 20 // want: fold-band-literal
            let foldHeight: CGFloat = 44 // want: fold-band-literal
            let hingeShift = 6.0 // want: fold-band-literal
            let creaseSpace = 16.0 // want: fold-band-literal
            let seamX = 10.0 // want: fold-band-literal
            var body: some View {
                VStack(spacing: creaseSpace) {
                    Text("a").offset(x: hingeOffset)
                    Text("b").frame(width: proxyWidth - Self.seamX * 2)
                    Text("c").frame(height: foldHeight)
                }
            }
            func update() {
                hingeInset = 12 // want: fold-band-literal
                self.foldWidth = 24 // want: fold-band-literal
                let localHingeGap = 8.0 // want: fold-band-literal
                print(localHingeGap)
                let x = proxy.size.width / 2 - hingeShift
                panel.position(x: x, y: 0)
            }
        }
        final class VC: UIViewController {
            private let foldGutter: CGFloat = 24 // want: fold-band-literal
            private let hingeLane = 30.0 // want: fold-band-literal
            override func viewDidLoad() {
                stackView.spacing = hingeLane
            }
        }
        """, rule: id)
    }

    func testZeroEffectWordsLookAlikesDefaultsAndUnusedValues() {
        LintHarness.assertClean("""
        struct V: View {
            let foldAnimationDuration = 0.35
            let hingeAngleThreshold = 90.0
            let foldProgressScale = 2.0
            let folderSpacing: CGFloat = 12
            let unfoldedWidth = 300.0
            let scaffoldGap = 8.0
            let foldGap: CGFloat = 0
            let hingeWidth: CGFloat = 0.0
            let foldCount = 3
            let hingeLabel = "40"
            let seamIndex = 2
            var body: some View {
                GeometryReader { proxy in
                    let gap = proxy.reservedRegions(kind: .division).first?.frame.width ?? 0
                    let hingeBand = gap
                    HStack(spacing: hingeBand) { Text("\\(seamIndex)") }
                }
            }
            func spread(hingeWidth: CGFloat = 40, foldGap: CGFloat = 20) -> some View { Text("a").padding(foldGap) }
            // let hingeGap: CGFloat = 40
        }
        """, rule: id)
    }

    /// Rules/fold-band-literal.md: "A literal that `screen-size-literal` already reports" — one problem, one finding (when both run).
    func testLiteralsThatScreenSizeLiteralReportsAreLeftToIt() {
        let source = """
        struct V: View {
            let foldX = 475.5
            let hingeWidth: CGFloat = 382
            let foldGap: CGFloat = 40
            var body: some View {
                Text("a").offset(x: foldX)
            }
        }
        """
        let both = LintHarness.lint(["Test.swift": source], rules: [id, "screen-size-literal"])
        // (screen-size-literal v3: 475.5 counts only as a width, and `offset(x:)` is none: `foldX` stays this rule's.)
        XCTAssertEqual(both.filter { $0.ruleID == id }.map(\.line), [2, 4])
        XCTAssertEqual(both.filter { $0.ruleID == "screen-size-literal" }.map(\.line), [3])
        // Alone, fold-band-literal reports every band literal.
        XCTAssertEqual(LintHarness.lint(source, rule: id).map(\.line), [2, 3, 4])
    }

    /// Narrowed on real code (Mlem's reveal transition): a value whose arithmetic only names a dimension and never
    /// reaches a view's geometry (gradient stops, animation progress) is not a layout constant.
    func testValuesThatNeverReachAViewsGeometry() {
        LintHarness.assertClean("""
        struct RewriteEdge: ViewModifier {
            var seamHeight: CGFloat = 48
            var softEdgeHeight: CGFloat = 24
            init() {}
            func body(content: Content) -> some View { content.mask { Rectangle() } }
            func revealStops(_ size: CGSize) -> [Gradient.Stop] {
                let unit = 1 / max(size.height, 1)
                let seamHalf = seamHeight / 2 * unit
                return [.init(color: .white, location: 0.5 - seamHalf)]
            }
            func seamProgress(in size: CGSize) -> CGFloat {
                let margin = (seamHeight / 2 + softEdgeHeight) * unit(size) + 0.02
                return 1 + margin
            }
            func unit(_ size: CGSize) -> CGFloat { 1 / max(size.height, 1) }
        }
        """, rule: id)
    }
}
