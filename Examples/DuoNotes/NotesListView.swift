import SwiftUI

/// The main notes list. It owns its NavigationStack, which is right for a tab and
/// wrong inside an ArrangementView (see `ReadingRoomView` in SplitNotesView.swift).
struct NotesListView: View {
    enum Filter: Hashable {
        case all, unread, flagged
    }

    @Environment(NoteStore.self) private var store
    @State private var searchText = ""
    @State private var filter: Filter = .all
    @State private var sortOrder: NoteSortOrder = .modified
    @State private var showingEditor = false
    @State private var showingNewFolder = false
    @State private var folderName = ""

    private var unreadCount: Int { store.notes.filter(\.isUnread).count }
    private var flaggedCount: Int { store.notes.filter(\.isFlagged).count }

    private var visibleNotes: [Note] {
        store.notes
            .filter { note in
                switch filter {
                case .all: true
                case .unread: note.isUnread
                case .flagged: note.isFlagged
                }
            }
            .filter { searchText.isEmpty || $0.title.localizedCaseInsensitiveContains(searchText) }
            .sorted(by: sortOrder.areInIncreasingOrder)
    }

    var body: some View {
        NavigationStack {
            List {
                if filter == .all && searchText.isEmpty && !store.pinned.isEmpty {
                    Section("Pinned") {
                        ForEach(store.pinned) { note in
                            NavigationLink(value: note) {
                                NoteRow(note: note)
                            }
                        }
                    }
                }
                Section("Notes") {
                    ForEach(visibleNotes) { note in
                        NavigationLink(value: note) {
                            NoteRow(note: note)
                        }
                        .swipeActions {
                            Button("Delete", systemImage: "trash", role: .destructive) {
                                store.delete(note)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.self) { note in
                NoteDetailView(note: note)
            }
            .searchable(text: $searchText)
            // A bouncy animation is fine here: its value has nothing to do with the fold.
            .animation(.bouncy, value: filter)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    // Counts go in a badge; badged items keep a high visibility priority.
                    Button("Inbox", systemImage: "tray") { filter = filter == .unread ? .all : .unread }
                        .badge(unreadCount)
                        .visibilityPriority(.high)
                    // EXPECT: toolbar-count-in-title
                    Button { filter = filter == .flagged ? .all : .flagged } label: { Label("\(flaggedCount) Flagged", systemImage: "flag") }
                    Menu {
                        Picker("Sort By", selection: $sortOrder) {
                            ForEach(NoteSortOrder.allCases) { order in
                                Text(order.title).tag(order)
                            }
                        }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("New Folder", systemImage: "folder.badge.plus") { showingNewFolder = true }
                        .visibilityPriority(.high)
                }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) {
                    // EXPECT: frequent-action-priority
                    Button("New Note", systemImage: "square.and.pencil") { showingEditor = true }
                }
            }
            .sheet(isPresented: $showingEditor) {
                NoteEditorView(note: .empty)
            }
            .alert("New Folder", isPresented: $showingNewFolder) {
                TextField("Name", text: $folderName)
                // Alert buttons are not toolbar items: "Create" and "Cancel" are fine here.
                Button("Create") { store.createFolder(named: folderName) }
                Button("Cancel", role: .cancel) { folderName = "" }
            }
        }
    }
}

struct NoteRow: View {
    let note: Note
    @Environment(NoteStore.self) private var store

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 6) {
                    if note.isUnread {
                        Circle()
                            .fill(.tint)
                            .frame(width: 8, height: 8)
                    }
                    Text(note.title)
                        .font(.headline)
                        .lineLimit(1)
                }
                Text(note.excerpt)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
            Spacer(minLength: 8)
            // An ellipsis menu in a list row is fine: it is not toolbar content.
            Menu {
                Button(note.isPinned ? "Unpin" : "Pin", systemImage: note.isPinned ? "pin.slash" : "pin") {
                    store.togglePin(note)
                }
                Button(note.isFlagged ? "Unflag" : "Flag", systemImage: "flag") {
                    store.toggleFlag(note)
                }
                Divider()
                Button("Delete", systemImage: "trash", role: .destructive) {
                    store.delete(note)
                }
            } label: {
                Image(systemName: "ellipsis.circle")
                    .imageScale(.large)
            }
            .buttonStyle(.borderless)
        }
        .padding(.vertical, 4)
    }
}

enum NoteSortOrder: String, CaseIterable, Identifiable {
    case modified, title

    var id: Self { self }

    var title: String {
        switch self {
        case .modified: "Date Modified"
        case .title: "Title"
        }
    }

    func areInIncreasingOrder(_ lhs: Note, _ rhs: Note) -> Bool {
        switch self {
        case .modified: lhs.modified > rhs.modified
        case .title: lhs.title.localizedStandardCompare(rhs.title) == .orderedAscending
        }
    }
}

#Preview {
    NotesListView()
        .environment(NoteStore())
}
