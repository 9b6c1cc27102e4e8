import XCTest
@testable import DuoLint

/// `RuleDoc`, the one reader of `Rules/<id>.md`: what `explain`, SARIF help, `--verbose`, hover, the readiness
/// report and the example tests read.
final class RuleDocReaderTests: XCTestCase {
    static let page = """
        # some-rule

        *Tier 1 · warning · Bars*

        What it finds, in one
        paragraph.

        ## Why it matters

        - a list item is not prose

        The first prose paragraph
        of why.

        ## Triggers

        ```swift
        // ## Not a heading
        let a = 1 // want: some-rule
        ```

        ```text
        ## Not a heading either
        ```

        ## Does not trigger

          ```swift
        let b = 2
          ```

        ## How to fix

        Do this.
        """

    func testSectionsTitleAndIntro() {
        let doc = RuleDoc(markdown: Self.page)
        XCTAssertEqual(doc.title, "some-rule")
        XCTAssertEqual(doc.sections.map(\.heading), ["Why it matters", "Triggers", "Does not trigger", "How to fix"],
                       "a heading inside a fence (indented or not, any language) is not a section")
        XCTAssertTrue(doc.intro.hasPrefix("*Tier 1"))
        XCTAssertEqual(doc.section("how to fix"), "Do this.")
        XCTAssertNil(doc.section("Fix"))
    }

    func testProseAndExplanations() {
        XCTAssertEqual(RuleExplanation.summary(Self.page), "What it finds, in one paragraph.")
        XCTAssertEqual(RuleExplanation.why(Self.page), "The first prose paragraph of why.")
        XCTAssertEqual(RuleExplanation.fix(Self.page), "Do this.")
        XCTAssertEqual(RuleDoc(markdown: Self.page).firstParagraph("Why it matters"), "- a list item is not prose",
                       "the report's first paragraph is the section's first block as written")
    }

    func testCodeBlocksByLanguage() {
        let doc = RuleDoc(markdown: Self.page)
        XCTAssertEqual(RuleDoc.codeBlocks(doc.section("Triggers")!, language: "swift"),
                       ["// ## Not a heading\nlet a = 1 // want: some-rule"])
        XCTAssertEqual(RuleDoc.codeBlocks(doc.section("Does not trigger")!, language: "swift"), ["let b = 2"])
        XCTAssertEqual(RuleDoc.codeBlocks("```swift before\nx\n```", language: "swift"), ["x"])
        XCTAssertEqual(RuleDoc.codeBlocks("```swiftui\nx\n```", language: "swift"), [])
    }

    /// Every example block of the catalogue reaches the example tests: the reader finds as many as there are
    /// ```` ```swift ```` fences opened under a Triggers or Does not trigger heading, counted line by line here.
    func testEveryCatalogueExampleIsRead() throws {
        let docs = try RuleDocTests.loadDocs()
        var fences = 0
        for doc in docs {
            var section = ""
            var open = false
            for line in doc.text.components(separatedBy: "\n") {
                if !open && line.hasPrefix("## ") { section = line }
                if line.hasPrefix("```") {
                    if !open && line.hasPrefix("```swift") && (section.hasPrefix("## Triggers") || section.hasPrefix("## Does not trigger")) { fences += 1 }
                    open.toggle()
                }
            }
        }
        let read = docs.reduce(0) { $0 + $1.triggering.count + $1.clean.count }
        XCTAssertGreaterThan(fences, 2 * docs.count)
        XCTAssertEqual(read, fences)
    }
}
