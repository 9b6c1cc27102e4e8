import Foundation
import XCTest

/// The architecture ARCHITECTURE.md describes, checked on the sources: the modules and their one-way dependencies
/// (as Package.swift declares them and as the files import them), and no hand-written source file too long to read.
final class ArchitectureTests: XCTestCase {
    static let root = DanglingReferenceTests.root

    /// Package.swift's targets with the targets they depend on (`.target` / `.executableTarget` declarations).
    static func declaredDependencies() throws -> [String: Set<String>] {
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        var out: [String: Set<String>] = [:]
        let declaration = try NSRegularExpression(
            pattern: #"\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
        let ns = manifest as NSString
        for m in declaration.matches(in: manifest, range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: m.range(at: 1))
            let deps = m.range(at: 2).location == NSNotFound ? "" : ns.substring(with: m.range(at: 2))
            out[name] = Set(deps.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")) }
                                .filter { !$0.isEmpty })
        }
        return out
    }

    func testModulesDependOneWay() throws {
        let deps = try Self.declaredDependencies()
        XCTAssertEqual(deps["DuoLintSyntax"], [], "the syntax module depends on nothing of ours")
        XCTAssertEqual(deps["DuoLintBuild"], ["DuoLintSyntax"])
        XCTAssertEqual(deps["DuoLint"], ["DuoLintSyntax", "DuoLintBuild"], "the core depends on neither the server nor the report")
        XCTAssertEqual(deps["DuoLintServer"], ["DuoLint"])
        XCTAssertEqual(deps["DuoLintReadiness"], ["DuoLint"])
        XCTAssertEqual(deps["duo-lint"], ["DuoLint", "DuoLintServer", "DuoLintReadiness"])
    }

    /// What each module's files import of ours stays within what Package.swift lets it depend on (directly or through
    /// the core's re-exports).
    func testImportsFollowTheDeclaredDependencies() throws {
        let deps = try Self.declaredDependencies()
        var checked = 0
        for (module, allowed) in deps {
            let folder = Self.root + "/Sources/" + module
            guard let files = FileManager.default.enumerator(atPath: folder) else { continue }
            while let file = files.nextObject() as? String {
                guard file.hasSuffix(".swift") else { continue }
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import DuoLint") || line.hasPrefix("@_exported import DuoLint") {
                    let imported = String(line.split(separator: " ").last!)
                    XCTAssertTrue(allowed.contains(imported), "\(module)/\(file) imports \(imported)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }

    func testNoHandWrittenSourceFileAbove800Lines() {
        var checked = 0
        for file in DanglingReferenceTests.files(["swift"]) where file.hasPrefix("Sources/") && !file.hasSuffix(".generated.swift") {
            let lines = DanglingReferenceTests.read(file).split(separator: "\n", omittingEmptySubsequences: false).count
            XCTAssertLessThanOrEqual(lines, 801, "\(file) has \(lines) lines")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// ARCHITECTURE.md names every module of the package.
    func testArchitectureDocumentNamesEveryModule() throws {
        let doc = DanglingReferenceTests.read("ARCHITECTURE.md")
        for module in try Self.declaredDependencies().keys { XCTAssertTrue(doc.contains(module), "ARCHITECTURE.md does not name \(module)") }
    }
}
