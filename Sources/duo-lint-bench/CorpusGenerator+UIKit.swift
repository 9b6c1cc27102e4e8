/// The generated corpus's UIKit view controllers and cells, and its models, networking and utilities (see
/// `CorpusGenerator`).
extension CorpusGenerator {
    // MARK: UIKit

    mutating func viewController(_ w: inout SwiftWriter) {
        let name = typeName("ViewController")
        docComment(&w)
        w.open("final class \(name): UIViewController, UITableViewDataSource {")
        w.line("private let tableView = UITableView(frame: .zero, style: .insetGrouped)")
        w.line("private var \(lowerName()): [\(noun())] = []")
        w.line("private lazy var \(lowerName())Button = UIBarButtonItem(title: \"\(title())\", style: .plain, target: self, action: #selector(\(verbName())))")
        w.line("")
        w.open("override func viewDidLoad() {")
        w.line("super.viewDidLoad()")
        w.line("title = NSLocalizedString(\"\(sentence(1...2))\", comment: \"\")")
        w.line("view.backgroundColor = .systemBackground")
        w.line("tableView.translatesAutoresizingMaskIntoConstraints = false")
        w.line("tableView.dataSource = self")
        w.line("view.addSubview(tableView)")
        w.open("NSLayoutConstraint.activate([")
        w.line("tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),")
        w.line("tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: \(cgFloat())),")
        w.line("tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),")
        w.line("tableView.widthAnchor.constraint(\(rng.pick(["equalToConstant: \(rng.int(100...500))", "lessThanOrEqualTo: view.widthAnchor"]))),")
        w.line("tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor)")
        w.close("])")
        switch rng.int(5) {
        case 0:
            w.line("navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .\(rng.pick(["add", "done", "compose", "save"])), target: self, action: #selector(\(verbName())))")
        case 1:
            w.line("navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: \"\(rng.pick(CorpusGenerator.symbols))\"), style: .plain, target: self, action: #selector(\(verbName())))")
            w.line("navigationItem.leftItemsSupplementBackButton = \(rng.pick(["true", "false"]))")
        case 2:
            w.line("toolbarItems = [UIBarButtonItem.flexibleSpace(), UIBarButtonItem(title: \"\(title())\", image: UIImage(systemName: \"trash\"), target: self, action: #selector(\(verbName()))), .fixedSpace(\(cgFloat()))]")
        case 3:
            w.line("let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: \(rng.pick(["view.bounds.width", "390", "UIScreen.main.bounds.width"])), height: 44))")
            w.line("view.addSubview(bar)")
        default:
            w.line("setToolbarItems([\(lowerName())Button], animated: false)")
        }
        w.close()
        w.line("")
        w.open("override func viewDidLayoutSubviews() {")
        w.line("super.viewDidLayoutSubviews()")
        w.open("if view.bounds.width \(rng.pick([">", "<", ">="])) \(rng.int(300...1000)) {")
        w.line("tableView.contentInset = UIEdgeInsets(top: \(cgFloat()), left: \(cgFloat()), bottom: 0, right: 0)")
        w.close()
        w.close()
        w.line("")
        w.open("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {")
        w.line("\(rng.chance(0.5) ? "return " : "")\(lowerName()).count")
        w.close()
        w.line("")
        w.open("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {")
        w.line("let cell = tableView.dequeueReusableCell(withIdentifier: \"\(noun())Cell\", for: indexPath)")
        w.line("var content = cell.defaultContentConfiguration()")
        w.line("content.text = \"\\(indexPath.row + 1). \(sentence(1...3))\"")
        w.line("content.secondaryText = \(lowerName()).first?.description ?? \"—\"")
        w.line("cell.contentConfiguration = content")
        w.line("return cell")
        w.close()
        w.line("")
        w.line("@objc private func \(verbName())() {")
        w.indent += 1
        statements(&w, count: rng.int(1...4))
        w.close()
        w.close()
    }

    mutating func uikitCell(_ w: inout SwiftWriter) {
        let name = typeName("Cell")
        w.open("final class \(name): UICollectionViewCell {")
        w.line("static let reuseIdentifier = \"\(name)\"")
        w.line("private let titleLabel = UILabel()")
        w.line("private let imageView = UIImageView()")
        w.line("")
        w.open("override init(frame: CGRect) {")
        w.line("super.init(frame: frame)")
        w.line("titleLabel.font = .preferredFont(forTextStyle: .\(rng.pick(["headline", "body", "caption1"])))")
        w.line("contentView.addSubview(titleLabel)")
        w.line("contentView.addSubview(imageView)")
        w.line("imageView.frame = CGRect(x: \(cgFloat()), y: \(cgFloat()), width: \(cgFloat()), height: \(cgFloat()))")
        w.close()
        w.line("")
        w.line("required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }")
        w.line("")
        w.open("func configure(with item: \(noun()), highlighted: Bool = false) {")
        w.line("titleLabel.text = item.title")
        w.line("imageView.image = UIImage(systemName: item.symbolName)?.withRenderingMode(.alwaysTemplate)")
        w.line("contentView.alpha = highlighted ? 1.0 : 0.6")
        w.close()
        w.line("")
        w.line("static func layout() -> UICollectionViewCompositionalLayout {")
        w.indent += 1
        w.line("let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(\(rng.pick(["0.5", "1.0", "1/3", "0.25"]))), heightDimension: .estimated(\(cgFloat()))))")
        w.line("let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), repeatingSubitem: item, count: \(rng.int(1...4)))")
        w.line("return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))")
        w.close()
        w.close()
    }

    // MARK: Models and logic

    mutating func model(_ w: inout SwiftWriter) {
        let name = noun() + (rng.chance(0.5) ? "" : "Record")
        docComment(&w)
        w.open("struct \(name): Identifiable, Codable, Hashable\(rng.chance(0.3) ? ", Sendable" : "") {")
        w.line("let id: UUID")
        for _ in 0..<rng.int(2...8) {
            w.line("\(rng.pick(["var", "let"])) \(lowerName()): \(rng.pick(["String", "Int", "Double", "Date", "[String]", "URL?", "Bool", "[String: Int]", "Set<UUID>"]))")
        }
        if rng.chance(0.6) {
            w.line("")
            w.open("enum CodingKeys: String, CodingKey {")
            w.line("case id, \(lowerName()), \(lowerName()) = \"\(lowerName())_key\"")
            w.close()
        }
        if rng.chance(0.6) {
            w.line("")
            w.open("var \(lowerName())Summary: String {")
            w.line("\"\\(id.uuidString.prefix(8)) — \\(\(lowerName()).description)\"")
            w.close()
        }
        w.line("")
        w.line("static let sample = \(name)(id: UUID(), \(lowerName()): \(rng.pick(["\"sample\"", "42", "3.14", "Date()", "true"])))")
        w.close()
    }

    mutating func viewModel(_ w: inout SwiftWriter) {
        let name = noun() + "ViewModel"
        w.line("@MainActor")
        w.open("final class \(name): ObservableObject {")
        w.line("@Published private(set) var items: [\(noun())] = []")
        w.line("@Published var state: LoadState = .idle")
        w.line("private var tasks = Set<AnyCancellable>()")
        w.line("private let service: \(noun())Service")
        w.line("")
        w.open("init(service: \(noun())Service = .live) {")
        w.line("self.service = service")
        w.close()
        w.line("")
        w.open("func \(verbName())() async {")
        w.line("state = .loading")
        w.open("do {")
        w.line("let result = try await service.fetch(page: \(rng.int(0...3)), limit: \(rng.int(10...100)))")
        w.line("items = result.filter { !$0.isHidden }.sorted { $0.date > $1.date }")
        w.line("state = items.isEmpty ? .empty : .loaded")
        w.close("} catch let error as URLError where error.code == .notConnectedToInternet {")
        w.indent += 1
        w.line("state = .offline")
        w.close("} catch {")
        w.indent += 1
        w.line("state = .failed(error)")
        w.line("logger.error(\"\(sentence(1...3)): \\(error.localizedDescription, privacy: .public)\")")
        w.close()
        w.close()
        w.line("")
        w.open("func \(verbName())(at offsets: IndexSet) {")
        w.line("items.remove(atOffsets: offsets)")
        w.open("Task { [weak self] in")
        w.line("guard let self else { return }")
        w.line("try? await self.service.save(self.items)")
        w.close()
        w.close()
        w.close()
    }

    mutating func enumDecl(_ w: inout SwiftWriter) {
        let name = noun() + rng.pick(["Kind", "State", "Filter", "Tab", "Route"])
        w.open("enum \(name): \(rng.pick(["String", "Int", "Hashable"])), CaseIterable {")
        let cases = (0..<rng.int(2...7)).map { _ in lowerName() }
        for c in Set(cases).sorted() { w.line("case \(c)") }
        w.line("")
        w.open("var title: String {")
        w.open("switch self {")
        for c in Set(cases).sorted() {
            w.line("case .\(c): return \"\(sentence(1...2))\"")
        }
        w.close()
        w.close()
        w.close()
    }

    mutating func utilities(_ w: inout SwiftWriter) {
        w.open("extension \(rng.pick(["View", "String", "Array where Element: Identifiable", "Date", "CGSize", "Double"])) {")
        w.open("func \(verbName())<T: Comparable>(_ value: T, in range: ClosedRange<T>) -> T {")
        w.line("min(max(value, range.lowerBound), range.upperBound)")
        w.close()
        w.line("")
        w.line("/* Formats the value for display; see \(sentence(2...4)).")
        w.line("   Nested /* comments */ are fine. */")
        w.open("var \(lowerName())Description: String {")
        w.line("let formatter = NumberFormatter()")
        w.line("formatter.numberStyle = .\(rng.pick(["decimal", "percent", "currency"]))")
        w.line("return formatter.string(from: NSNumber(value: \(rng.int(0...9999)).\(rng.int(0...99)))) ?? \"\"")
        w.close()
        w.close()
        w.line("")
        w.line("#if DEBUG")
        w.line("private let debugBanner = \"\"\"")
        w.line("    \(sentence(3...8))")
        w.line("    Build: \\(Bundle.main.infoDictionary?[\"CFBundleVersion\"] ?? \"?\")")
        w.line("    \"\"\"")
        w.line("#endif")
        w.line("let \(lowerName())Pattern = #/(\\d+)-(\\w+)/#")
    }

    mutating func networking(_ w: inout SwiftWriter) {
        let name = noun() + "Service"
        w.open("struct \(name) {")
        w.line("var baseURL = URL(string: \"https://api.example.com/v\(rng.int(1...3))/\(lowerName())\")!")
        w.line("static let live = \(name)()")
        w.line("")
        w.open("func fetch(page: Int, limit: Int = 50) async throws -> [\(noun())] {")
        w.line("var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!")
        w.line("components.queryItems = [URLQueryItem(name: \"page\", value: String(page)), URLQueryItem(name: \"limit\", value: \"\\(limit)\")]")
        w.line("let (data, response) = try await URLSession.shared.data(from: components.url!)")
        w.open("guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {")
        w.line("throw URLError(.badServerResponse)")
        w.close()
        w.line("let decoder = JSONDecoder()")
        w.line("decoder.dateDecodingStrategy = .iso8601")
        w.line("return try decoder.decode([\(noun())].self, from: data)")
        w.close()
        w.close()
    }

    mutating func statements(_ w: inout SwiftWriter, count: Int) {
        for _ in 0..<count {
            switch rng.int(10) {
            case 0: w.line("\(lowerName()) = \(rng.pick(["true", "false", "0", "nil", "[]"]))")
            case 1: w.line("let \(lowerName()) = \(lowerName()).map { $0 * \(rng.int(2...9)) }.filter { $0 > \(rng.int(0...50)) }")
            case 2:
                w.open("guard !\(lowerName()).isEmpty else {")
                w.line("return")
                w.close()
            case 3:
                w.open("for (index, item) in \(lowerName()).enumerated() where index % 2 == 0 {")
                w.line("print(\"\\(index): \\(item)\")")
                w.close()
            case 4:
                w.open("withAnimation(.easeInOut(duration: 0.\(rng.int(1...9)))) {")
                w.line("\(lowerName()).toggle()")
                w.close()
            case 5: w.line("// TODO: \(sentence(2...7))")
            case 6:
                w.open("if let value = \(lowerName())?.first, value.count > \(rng.int(1...9)) {")
                w.line("\(verbName())()")
                w.close("} else {")
                w.indent += 1
                w.line("\(lowerName()) = []")
                w.close()
            case 7: w.line("UserDefaults.standard.set(\(lowerName()), forKey: \"\(lowerName())\")")
            case 8: w.line("NotificationCenter.default.post(name: .\(lowerName())DidChange, object: nil)")
            default: w.line("let total = \(lowerName()).reduce(0, +) + (\(lowerName()) ?? 0) * \(rng.int(1...9))")
            }
        }
    }
}
