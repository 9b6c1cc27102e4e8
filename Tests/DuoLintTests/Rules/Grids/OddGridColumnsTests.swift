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
}
