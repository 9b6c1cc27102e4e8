import UIKit

/// UIKit notes list, used by the share extension and the legacy iPad scene.
final class NotesViewController: UITableViewController {
    private let store: NoteStore

    init(store: NoteStore) {
        self.store = store
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        configureNavigationItems()
        configureToolbar()
    }

    private func configureNavigationItems() {
        // EXPECT: toolbar-text-only-item
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, target: self, action: #selector(sortTapped))
        // EXPECT: left-items-supplement-back-button
        navigationItem.leftItemsSupplementBackButton = true
        // EXPECT: prominent-action-placement
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        // App actions join the system overflow menu instead of a second "…" button.
        navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { [weak self] completion in
            completion([
                UIAction(title: "Export All", image: UIImage(systemName: "square.and.arrow.up.on.square")) { _ in self?.exportAll() },
                UIAction(title: "Show Trash", image: UIImage(systemName: "trash")) { _ in self?.showTrash() },
            ])
        }
    }

    private func configureToolbar() {
        let archive = UIBarButtonItem(image: UIImage(systemName: "archivebox"), style: .plain, target: self, action: #selector(archiveTapped))
        // The title is what the overflow menu shows: this symbol item is fine.
        archive.title = "Archive"
        // EXPECT: toolbar-symbol-without-title
        let trash = UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(deleteTapped))
        let compose = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.composeTapped() })
        compose.visibilityPriority = .high
        toolbarItems = [
            archive,
            // EXPECT: toolbar-fixed-spacer
            .fixedSpace(16),
            trash,
            .flexibleSpace(),
            compose,
        ]
        navigationController?.isToolbarHidden = false
        // The system toolbar of the navigation controller is fine to style.
        navigationController?.toolbar.tintColor = .systemOrange
        tabBarController?.tabBar.isTranslucent = true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let note = store.notes[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = note.title
        content.secondaryText = note.excerpt
        content.secondaryTextProperties.numberOfLines = 2
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = NoteDetailViewController()
        detail.note = store.notes[indexPath.row]
        show(detail, sender: self)
    }

    @objc private func sortTapped() {
        store.notes.sort { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
        tableView.reloadData()
    }

    @objc private func archiveTapped() {}

    @objc private func deleteTapped() {
        guard let indexPath = tableView.indexPathForSelectedRow else { return }
        store.delete(store.notes[indexPath.row])
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    private func composeTapped() {
        navigationController?.pushViewController(NoteComposerViewController(), animated: true)
    }

    private func exportAll() {}

    private func showTrash() {}
}

final class NoteDetailViewController: UIViewController {
    var note: Note?
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.isEditable = false
        textView.text = note?.body
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)

        // Prominent actions go in the pinned trailing group: fine.
        let save = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.save() })
        navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [save], representativeItem: nil)
        let share = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: UIAction { [weak self] _ in self?.share() }, menu: nil)
        navigationItem.rightBarButtonItems = [share]
        // The default keeps a custom Back/Close at the top of the vertical bar.
        navigationItem.leftItemsSupplementBackButton = false
    }

    private func save() {}

    private func share() {
        let activity = UIActivityViewController(activityItems: [textView.text ?? ""], applicationActivities: nil)
        present(activity, animated: true)
    }
}

final class NoteComposerViewController: UIViewController, FormattingToolbarDelegate {
    private let textView = UITextView()
    // A type annotation is not a custom bar.
    private var formatBar: FormattingToolbar?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.font = .preferredFont(forTextStyle: .body)
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        let preferredWidth = textView.widthAnchor.constraint(equalTo: view.readableContentGuide.widthAnchor)
        preferredWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            preferredWidth,
            // A readable-width cap is fine.
            textView.widthAnchor.constraint(lessThanOrEqualToConstant: 600),
            textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])

        // A keyboard accessory bar stays attached to the keyboard: hand-made is fine there.
        let bar = FormattingToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        bar.formattingDelegate = self
        bar.sizeToFit()
        textView.inputAccessoryView = bar
        formatBar = bar

        // A hand-made bottom bar: its items are not moved to the side bar.
        // EXPECT: custom-bar-instance
        let statusBar = UIToolbar()
        statusBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(statusBar)
    }

    func formattingToolbar(_ toolbar: FormattingToolbar, didSelect style: TextStyle) {
        switch style {
        case .bold:
            textView.toggleBoldface(nil)
        case .italic:
            textView.toggleItalics(nil)
        case .checklist:
            textView.insertText("\n- [ ] ")
        }
    }
}

enum NotesSceneFactory {
    /// The arrangement is the navigation controller's root: fine.
    static func makeRoot(store: NoteStore) -> UIViewController {
        let arrangement = UIArrangementViewController(primary: NotesViewController(store: store), secondary: NoteDetailViewController())
        return UINavigationController(rootViewController: arrangement)
    }

    static func makeLegacyRoot(store: NoteStore) -> UIViewController {
        // EXPECT: navigation-in-arrangement
        UIArrangementViewController(primary: UINavigationController(rootViewController: NotesViewController(store: store)), secondary: NoteDetailViewController())
    }
}
