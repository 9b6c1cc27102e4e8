#!/usr/bin/env python3
"""Reads a duo-lint CI report the way its consumer does, and says what that consumer would reject.

    check_report.py FORMAT REPORT SOURCE_ROOT

FORMAT is gitlab, sonarqube, checkstyle or junit; SOURCE_ROOT is the directory the report's paths are relative to
(the repository root for GitLab, sonar.projectBaseDir for SonarQube, the Jenkins workspace for Checkstyle).

Exit status: 0 the report is accepted; 1 it is not (one line a problem on stdout); 3 a tool it needs is missing
(the reason on stdout). The tools are installed by .ci/install-test-deps.sh; the tests require them before they
call this (Tests/DuoLintTests/Support/OptionalTools.swift), and DUO_LINT_TEST_HIDE_TOOLS=all (or a comma-separated
list such as lxml,junitparser) makes this script treat those tools as missing, as the tests do:

- gitlab:     jsonschema with gitlab-codequality.schema.json (from GitLab's documentation), plus what GitLab's
              parser does that a schema cannot say: fingerprints unique, paths inside the repository.
- sonarqube:  jsonschema with sonarqube-generic-issues.schema.json (from SonarSource's documentation), plus what the
              scanner checks when it imports the report (ExternalIssueReportValidator, DefaultInputFile): rule ids
              unique, every issue's rule in `rules`, files found, lines in the file, column offsets within their
              line in UTF-16 code units (Java's), and a range's start before its end.
- checkstyle: lxml (or xmllint) with checkstyle.xsd, plus files found and lines in the file.
- junit:      junitparser (the PyPI JUnit XML library CI tools use), and lxml for well-formedness: suites, test
              cases, failures and their counts as a test-report parser reads them.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
problems = []


def problem(text):
    problems.append(text)


HIDDEN = set(t for t in os.environ.get("DUO_LINT_TEST_HIDE_TOOLS", "").replace(",", " ").split())


def hidden(tool):
    return "all" in HIDDEN or tool in HIDDEN


def missing(what):
    print("missing: " + what)
    sys.exit(3)


def source_lines(root, path):
    """The file's lines as SonarQube and GitLab see them (LF, CRLF and CR end a line; a BOM is not content), or None."""
    full = path if os.path.isabs(path) else os.path.join(root, path)
    try:
        with open(full, "rb") as f:
            data = f.read()
    except OSError:
        return None
    text = data.decode("utf-8", errors="replace")
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text.split("\n")


def utf16_length(s):
    return len(s.encode("utf-16-le")) // 2


def validate_json_schema(instance, schema_name):
    try:
        if hidden("jsonschema"):
            raise ImportError("hidden")
        import jsonschema
    except ImportError:
        missing("the Python package jsonschema")
    with open(os.path.join(HERE, schema_name), encoding="utf-8") as f:
        schema = json.load(f)
    validator = jsonschema.Draft7Validator(schema)
    for error in sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path)):
        problem("/".join(str(p) for p in error.absolute_path) + ": " + error.message)


def load_json(report):
    with open(report, "rb") as f:
        data = f.read()
    if data.startswith(b"\xef\xbb\xbf"):
        problem("the report starts with a byte order mark")
    try:
        return json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        problem("not JSON: %s" % error)
        return None


def check_gitlab(report, root):
    issues = load_json(report)
    if issues is None:
        return
    validate_json_schema(issues, "gitlab-codequality.schema.json")
    if problems or not isinstance(issues, list):
        return
    seen = {}
    for i, issue in enumerate(issues):
        fingerprint = issue["fingerprint"]
        if fingerprint in seen:
            problem("%d: fingerprint %s is also the fingerprint of finding %d (GitLab would show one of them)"
                    % (i, fingerprint, seen[fingerprint]))
        seen[fingerprint] = i
        location = issue["location"]
        lines = source_lines(root, location["path"])
        begin = location.get("lines", {}).get("begin") or location["positions"]["begin"]["line"]
        if lines is None:
            problem("%d: %s is not a file of the repository" % (i, location["path"]))
        elif begin > len(lines):
            problem("%d: line %d is past the end of %s" % (i, begin, location["path"]))


def check_sonar_range(where, lines, text_range, path):
    """DefaultInputFile.newPointer / newRange / selectLine, as the scanner calls them for a location."""
    start_line = text_range["startLine"]
    if start_line > len(lines):
        problem("%s: line %d is not a line of %s (%d lines)" % (where, start_line, path, len(lines)))
        return
    if "startColumn" not in text_range:
        return  # the whole line
    end_line = text_range.get("endLine", start_line)
    if end_line > len(lines):
        problem("%s: end line %d is not a line of %s" % (where, end_line, path))
        return
    start = (start_line, text_range["startColumn"])
    end_column = text_range.get("endColumn", utf16_length(lines[end_line - 1]))
    end = (end_line, end_column)
    for (line, offset) in (start, end):
        length = utf16_length(lines[line - 1])
        if offset > length:
            problem("%s: %d is not a valid offset in line %d of %s (length %d)" % (where, offset, line, path, length))
    if not start < end:
        problem("%s: the start %s is not before the end %s" % (where, start, end))


def check_sonarqube(report, root):
    data = load_json(report)
    if data is None:
        return
    validate_json_schema(data, "sonarqube-generic-issues.schema.json")
    if problems:
        return
    rule_ids = set()
    for rule in data["rules"]:
        if rule["id"] in rule_ids:
            problem("found duplicate rule ID '%s'" % rule["id"])
        rule_ids.add(rule["id"])
    for i, issue in enumerate(data["issues"]):
        if issue["ruleId"] not in rule_ids:
            problem("issues/%d: rule with '%s' not present" % (i, issue["ruleId"]))
        locations = [("issues/%d/primaryLocation" % i, issue["primaryLocation"])]
        locations += [("issues/%d/secondaryLocations/%d" % (i, k), l)
                      for k, l in enumerate(issue.get("secondaryLocations", []))]
        for where, location in locations:
            lines = source_lines(root, location["filePath"])
            if lines is None:
                problem("%s: %s is not a file of the project" % (where, location["filePath"]))
            elif "textRange" in location:
                check_sonar_range(where, lines, location["textRange"], location["filePath"])


def check_checkstyle(report, root):
    schema = os.path.join(HERE, "checkstyle.xsd")
    try:
        if hidden("lxml"):
            raise ImportError("hidden")
        from lxml import etree
    except ImportError:
        etree = None
    if etree is None:
        try:
            if hidden("xmllint"):
                raise OSError("hidden")
            run = subprocess.run(["xmllint", "--noout", "--schema", schema, report], capture_output=True, text=True)
        except OSError:
            missing("lxml (Python) or xmllint (libxml2-utils)")
        if run.returncode != 0:
            problem(run.stderr.strip())
            return
        import xml.etree.ElementTree as ET
        document = ET.parse(report)
    else:
        xsd = etree.XMLSchema(etree.parse(schema))
        try:
            document = etree.parse(report)
        except etree.XMLSyntaxError as error:
            problem("not well-formed XML: %s" % error)
            return
        if not xsd.validate(document):
            for error in xsd.error_log:
                problem("line %d: %s" % (error.line, error.message))
            return
    for file in document.getroot().iter("file"):
        name = file.get("name")
        lines = source_lines(root, name)
        if lines is None:
            problem("%s is not a file of the workspace" % name)
            continue
        for error in file.iter("error"):
            if int(error.get("line")) > len(lines):
                problem("%s: line %s is past the end of the file" % (name, error.get("line")))


def check_junit(report, root):
    try:
        if hidden("junitparser"):
            raise ImportError("hidden")
        import junitparser
    except ImportError:
        missing("the Python package junitparser")
    try:
        if hidden("lxml"):
            raise ImportError("hidden")
        from lxml import etree
        etree.parse(report)  # well-formed, by a strict parser
    except ImportError:
        pass
    except Exception as error:  # lxml's XMLSyntaxError
        problem("not well-formed XML: %s" % error)
        return
    xml = junitparser.JUnitXml.fromfile(report)
    suites = list(xml) if isinstance(xml, junitparser.JUnitXml) else [xml]
    if not suites:
        problem("no test suite")
    total_tests = total_failures = 0
    for suite in suites:
        cases = list(suite)
        failures = [c for c in cases if any(isinstance(r, junitparser.Failure) for r in c.result)]
        if suite.tests != len(cases):
            problem("suite %s says tests=%s but has %d test cases" % (suite.name, suite.tests, len(cases)))
        if suite.failures != len(failures):
            problem("suite %s says failures=%s but has %d failed test cases" % (suite.name, suite.failures, len(failures)))
        names = set()
        for case in cases:
            if not case.name or not case.classname:
                problem("a test case in %s lacks a name or classname" % suite.name)
            key = (case.classname, case.name)
            if key in names:
                problem("suite %s has two test cases named %s / %s" % (suite.name, case.classname, case.name))
            names.add(key)
            for result in case.result:
                if isinstance(result, junitparser.Failure):
                    if not result.message or not result.type:
                        problem("failure of %s lacks a message or type" % case.name)
                    path = case._elem.get("file")
                    if path is not None and source_lines(root, path) is None:
                        problem("%s: %s is not a file of the workspace" % (case.name, path))
        total_tests += len(cases)
        total_failures += len(failures)
    if isinstance(xml, junitparser.JUnitXml):
        if xml.tests != total_tests or xml.failures != total_failures:
            problem("testsuites says tests=%s failures=%s, the suites hold %d and %d"
                    % (xml.tests, xml.failures, total_tests, total_failures))
    print("junit: %d suites, %d test cases, %d failures" % (len(suites), total_tests, total_failures))


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        sys.exit(2)
    fmt, report, root = sys.argv[1:]
    checks = {"gitlab": check_gitlab, "sonarqube": check_sonarqube, "checkstyle": check_checkstyle,
              "junit": check_junit}
    if fmt not in checks:
        print("unknown format " + fmt)
        sys.exit(2)
    checks[fmt](report, root)
    for text in problems:
        print(text)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
