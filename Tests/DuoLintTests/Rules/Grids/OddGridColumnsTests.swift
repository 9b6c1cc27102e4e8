import XCTest
@testable import DuoLint

final class OddGridColumnsTests: XCTestCase {
    let rule = "odd-grid-columns"

    func testDirectColumns() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct PhotoGrid: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) { // want: odd-grid-columns
                        Text("a")
                    }
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 8), count: 5)) { // want: odd-grid-columns
                        Text("b")
                    }
                    LazyHGrid(rows: [GridItem](repeating: .init(.fixed(60)), count: 3)) { // want: odd-grid-columns
                        Text("c")
                    }
                    LazyVGrid(columns: (0..<3).map { _ in GridItem(.flexible()) }) { // want: odd-grid-columns
                        Text("d")
                    }
                }
            }
        }
        """, rule: rule)
    }

    func testThroughPropertiesAndTernaries() {
        LintHarness.assertMarked("""
        import SwiftUI

        enum GridLayout {
            static let threeUp = Array(repeating: GridItem(.flexible()), count: 3)
        }

        private let columnCount = 5

        struct Library: View {
            @Environment(\\.horizontalSizeClass) private var sizeClass
            private let columns = [GridItem(), GridItem(), GridItem()]
            private var adaptiveColumns: [GridItem] {
                sizeClass == .regular ? Array(repeating: GridItem(), count: 3) : [GridItem(), GridItem()]
            }
            private var counted: [GridItem] {
                Array(repeating: GridItem(.flexible()), count: columnCount)
            }

            var body: some View {
                let local = [GridItem(), GridItem(), GridItem(), GridItem(), GridItem()]
                ScrollView {
                    LazyVGrid(columns: columns) { Text("1") } // want: odd-grid-columns
                    LazyVGrid(columns: adaptiveColumns) { Text("2") } // want: odd-grid-columns
                    LazyVGrid(columns: GridLayout.threeUp) { Text("3") } // want: odd-grid-columns
                    LazyVGrid(columns: counted) { Text("4") } // want: odd-grid-columns
                    LazyVGrid(columns: local) { Text("5") } // want: odd-grid-columns
                    LazyVGrid(columns: sizeClass == .compact ? [GridItem(), GridItem()] : columns) { Text("6") } // want: odd-grid-columns
                    LazyVGrid( // want: odd-grid-columns
                        columns: self.columns, // the grid is reported, not the property
                        spacing: 12
                    ) { Text("7") }
                }
            }
        }
        """, rule: rule)
    }

    func testCompositionalLayout() {
        LintHarness.assertMarked("""
        import UIKit

        func makeLayout() -> UICollectionViewLayout {
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1/3), heightDimension: .fractionalHeight(1.0)) // want: odd-grid-columns
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 3) // want: odd-grid-columns
            let legacy = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitem: item, count: 5) // want: odd-grid-columns
            let small = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .absolute(80)) // want: odd-grid-columns
            let third = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.33), heightDimension: .absolute(80)) // want: odd-grid-columns
            let exact = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .absolute(80)) // want: odd-grid-columns
            let fifth = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1/5), heightDimension: .absolute(80)) // want: odd-grid-columns
            let repeating = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3333), heightDimension: .absolute(80)) // want: odd-grid-columns
            print(legacy, small, third, exact, fifth, repeating)
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """, rule: rule)
    }

    func testDoesNotTrigger() {
        LintHarness.assertClean("""
        import SwiftUI
        import UIKit

        struct EvenGrid: View {
            private let columns = [GridItem(), GridItem()]
            private let four = Array(repeating: GridItem(.flexible()), count: 4)
            let dynamic: [GridItem]
            let count: Int
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: columns) { Text("a") }
                    LazyVGrid(columns: four) { Text("b") }
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) { Text("c") }
                    LazyVGrid(columns: [GridItem(.flexible())]) { Text("d") }
                    LazyVGrid(columns: dynamic) { Text("e") }
                    LazyVGrid(columns: Array(repeating: GridItem(), count: count)) { Text("f") }
                    LazyHGrid(rows: [GridItem(), GridItem(), GridItem(), GridItem()]) { Text("g") }
                    Text("LazyVGrid(columns: [GridItem(), GridItem(), GridItem()])")
                    // LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) { }
                    HStack { Text("1"); Text("2"); Text("3") }
                }
            }
        }

        struct OtherGrid: View {
            let columns: [GridItem]
            func grid(columns: [GridItem]) -> some View {
                LazyVGrid(columns: columns) { Text("x") }
            }
            var body: some View {
                LazyVGrid(columns: columns) { Text("y") }
            }
        }

        struct Three: View {
            private let columns = [GridItem(), GridItem(), GridItem()]
            var body: some View { Text("no grid here") }
        }

        func layout() -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1/3), heightDimension: .absolute(200))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 2)
            let tall = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1/3))
            let quarter = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(10))
            let vertical = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [item, item, item])
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.33), heightDimension: .absolute(90))
            let carousel = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
            let inline = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .absolute(9)), subitems: [item])
            print(carousel, inline)
            print(tall, quarter, vertical)
            return NSCollectionLayoutSection(group: group)
        }
        """, rule: rule)
    }

    /// Rules/odd-grid-columns.md: a `Grid` of `GridRow`s whose widest row has an odd number (≥ 3) of cells.
    func testGridOfGridRows() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct V: View {
            var body: some View {
                Grid { // want: odd-grid-columns
                    GridRow { Text("Set"); Text("Reps"); Text("kg") }
                    GridRow { Text("1"); Text("10") }
                }
                Grid(alignment: .leading, horizontalSpacing: 8) { // want: odd-grid-columns
                    GridRow {
                        Text("a").gridCellColumns(2)
                        Text("b")
                    }
                }
                Grid { // want: odd-grid-columns
                    GridRow { ForEach(0..<3) { _ in Color.red } }
                }
                Grid { // want: odd-grid-columns
                    GridRow { ForEach(["a", "b", "c", "d", "e"], id: \\.self) { Text($0) } }
                }
                Grid { // want: odd-grid-columns
                    ForEach(rows) { row in
                        GridRow {
                            Text(row.a)
                            Text(row.b)
                            if row.c { Text("c") } else { Image(systemName: "c") }
                        }
                    }
                }
                Grid { // want: odd-grid-columns
                    Text("title")
                    Divider()
                    GridRow { Text("a"); Text("b"); Divider() }
                    Group { GridRow { Text("a") } }
                }
                ScrollView {
                    Grid { GridRow { Text("a"); Text("b"); Text("c") } } // want: odd-grid-columns
                }
            }
        }
        """, rule: rule)
    }

    func testGridsThatAreEvenUnknownOrRowAlignment() {
        LintHarness.assertClean("""
        import SwiftUI

        struct V: View {
            var body: some View {
                Grid { GridRow { Text("a"); Text("b") } }
                Grid { GridRow { Text("a").gridCellColumns(3); Text("b") } }
                Grid { GridRow { Text("a") } }
                Grid { Text("a"); Text("b"); Text("c") }
                Grid { GridRow { ForEach(items) { Text($0) } } }
                Grid { GridRow { Text("a"); Text("b").gridCellColumns(span) } }
                Grid { GridRow { Text("a"); if x { Text("b") }; Text("c") } }
                Grid { GridRow { Text("a"); if x { Text("b") } else { Text("c"); Text("d") } } }
                List { Grid { GridRow { Text("a"); Text("b"); Text("c") } } }
                Form { Section { Grid { GridRow { Text("a"); Text("b"); Text("c") } } } }
                ScrollView(.horizontal) { Grid { GridRow { Text("a"); Text("b"); Text("c") } } }
                Grid {
                    GridRow { Text("a"); Text("b"); Text("c"); Text("d") }
                    GridRow { Text("a"); Text("b"); Text("c") }
                }
                Text("Grid { GridRow { A(); B(); C() } }")
            }
        }
        """, rule: rule)
    }

    /// A `Grid` inside a `List` row through a same-file property or custom view, and (narrowed on Trio's charts and
    /// calculator) a `Grid` in a chart annotation or popover, are a row's or a tooltip's own alignment.
    func testRowAlignmentThroughPropertiesViewsAndAnnotations() {
        LintHarness.assertMarked("""
        import SwiftUI
        import Charts

        struct Calculator: View {
            var body: some View {
                List {
                    Section("Glucose") { formula.listRowStyle() }
                }
                VStack { footer }
                Chart(points) { p in
                    RuleMark(x: .value("x", p.x)).annotation(position: .top) { PointTooltip(point: p) }
                }
                .popover(isPresented: $shown) { Grid { GridRow { Text("a"); Text("b"); Text("c") } } }
            }
            private var formula: some View {
                Grid { GridRow { Text("("); Text("a"); Text(")") } }
            }
            private var footer: some View {
                Grid { GridRow { Text("x"); Text("="); Text("y") } } // want: odd-grid-columns
            }
            private var shared: some View {
                Grid { GridRow { Text("x"); Text("="); Text("y") } } // want: odd-grid-columns
            }
            var other: some View { List { shared }; shared }
        }

        struct PointTooltip: View {
            let point: Point
            var body: some View {
                Grid { GridRow { Text("Median:"); Text("\\(point.y)"); Text("mg/dL") } }
            }
        }

        struct Unused: View {
            var body: some View {
                Grid { GridRow { Text("a"); Text("b"); Text("c") } } // want: odd-grid-columns
            }
        }
        """, rule: rule)
    }
}
