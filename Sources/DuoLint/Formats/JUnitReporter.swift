/// `--format junit`: JUnit XML, the test report that GitLab (`artifacts:reports:junit`), Jenkins (`junit`), Azure
/// Pipelines, CircleCI, Buildkite and GitHub test-report actions read. One test suite a file with findings, one test
/// case a finding, each a failure:
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <testsuites name="duo-lint" tests="1" failures="1" errors="0" skipped="0" time="0">
///       <testsuite name="App/Screen.swift" tests="1" failures="1" errors="0" skipped="0" time="0">
///         <testcase name="arrangement-in-scroll-view at 5:13" classname="App/Screen" file="App/Screen.swift" line="5" time="0">
///           <failure message="…" type="error">App/Screen.swift:5:13: error: … [arrangement-in-scroll-view]</failure>
///         </testcase>
///       </testsuite>
///     </testsuites>
///
/// - `classname` is the path without its `.swift` extension (as ESLint's JUnit report does): Jenkins splits a class
///   name at its last dot into package and class, and `Screen.swift` would become class `swift`.
/// - `name` is the rule id and position, unique in its suite (parsers that key test cases by class and name would
///   merge the findings of one rule in one file otherwise); a second finding at the same place gets ` (2)`.
/// - `failure@type` is the severity (`error`, `warning`, `note`): every finding is a failed test case, whatever
///   its severity, as in the other linters' JUnit reports; the text is the finding's text-format line, followed by
///   its related locations.
/// - A report without findings holds one passing test case (`duo-lint` / `no findings`), so that CI parsers that
///   reject an empty report (Jenkins' `junit` step does) accept a clean run.
enum JUnitReporter {
    static func render(_ findings: [Finding]) -> String {
        var suites = ""
        let groups = XMLText.groupedByPath(findings)
        for (path, group) in groups {
            suites += "  <testsuite name=\"\(XMLText.attribute(path))\" tests=\"\(group.count)\" failures=\"\(group.count)\""
            suites += " errors=\"0\" skipped=\"0\" time=\"0\">\n"
            var names: [String: Int] = [:]
            let classname = XMLText.attribute(className(path))
            for finding in group {
                let start = finding.range.clampedForReport.start
                var name = "\(finding.ruleID) at \(start.line):\(start.column)"
                let seen = names[name, default: 0] + 1
                names[name] = seen
                if seen > 1 { name += " (\(seen))" }
                suites += "    <testcase name=\"\(XMLText.attribute(name))\" classname=\"\(classname)\""
                suites += " file=\"\(XMLText.attribute(path))\" line=\"\(start.line)\" time=\"0\">\n"
                suites += "      <failure message=\"\(XMLText.attribute(finding.message))\" type=\"\(finding.severity.rawValue)\">"
                suites += XMLText.text(body(finding)) + "</failure>\n"
                suites += "    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }
        if findings.isEmpty {
            suites = "  <testsuite name=\"duo-lint\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
            suites += "    <testcase name=\"no findings\" classname=\"duo-lint\" time=\"0\"/>\n"
            suites += "  </testsuite>\n"
        }
        let tests = max(findings.count, 1)
        return XMLText.declaration
            + "<testsuites name=\"duo-lint\" tests=\"\(tests)\" failures=\"\(findings.count)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
            + suites + "</testsuites>\n"
    }

    /// `App/Screen.swift` → `App/Screen`; a path without the extension stays as it is.
    static func className(_ path: String) -> String {
        path.hasSuffix(".swift") && path.count > ".swift".count ? String(path.dropLast(".swift".count)) : path
    }

    /// The text-format line of the finding, then one line a related location.
    private static func body(_ finding: Finding) -> String {
        let start = finding.range.clampedForReport.start
        var text = "\(finding.path):\(start.line):\(start.column): \(finding.severity.rawValue): \(finding.message.singleLine) [\(finding.ruleID)]"
        for related in finding.related {
            let r = related.range.clampedForReport.start
            text += "\n  related: \(related.path):\(r.line):\(r.column): \(related.message.singleLine)"
        }
        return text
    }
}
