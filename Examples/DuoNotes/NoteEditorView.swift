import SwiftUI

/// The toolbar-heavy editor, presented as a sheet from the notes list.
struct NoteEditorView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(NoteStore.self) private var store
    @State var note: Note
    @State private var isPreviewing = false
    @State private var showsMarkdownSource = false
    @State private var showingHelp = false
    @State private var showingTags = false
    @State private var showingFind = false
    @FocusState private var bodyFocused: Bool

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                TextField("Title", text: $note.title)
                    .font(.title.bold())
                if isPreviewing {
                    ScrollView {
                        Text(LocalizedStringKey(note.body))
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                } else {
                    TextEditor(text: $note.body)
                        .focused($bodyFocused)
                        .scrollContentBackground(.hidden)
                }
            }
            .padding(.horizontal)
            // Only the keyboard region is ignored: fine for a view full of controls.
            .ignoresSafeArea(.keyboard, edges: .bottom)
            .background {
                // Full-bleed colour behind the controls is fine.
                Color(.secondarySystemBackground)
                    .ignoresSafeArea()
            }
            .navigationTitle(note.title.isEmpty ? "New Note" : note.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                // EXPECT: close-button-placement
                ToolbarItem(placement: .topBarLeading) { Button("Cancel", systemImage: "xmark") { dismiss() } }
                // EXPECT: prominent-action-placement
                ToolbarItem(placement: .topBarTrailing) { Button("Save", systemImage: "checkmark") { save() } }
                ToolbarItem(placement: .topBarTrailing) {
                    // EXPECT: toolbar-item-switches-label
                    Button { isPreviewing.toggle() } label: {
                        if isPreviewing {
                            Image(systemName: "pencil")
                        } else {
                            Text("Preview")
                        }
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    // Same kind of item, kept horizontal with an axis behaviour: fine.
                    Button { showsMarkdownSource.toggle() } label: {
                        if showsMarkdownSource {
                            Text("Rich Text")
                        } else {
                            Image(systemName: "number")
                        }
                    }
                    .axisBehavior(.horizontalOnly)
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Checklist", systemImage: "checklist") { insertChecklist() }
                    Button("Tags", systemImage: "tag") { showingTags = true }
                }
                // EXPECT: toolbar-fixed-spacer
                ToolbarSpacer(.fixed, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) {
                    // EXPECT: toolbar-symbol-without-title
                    Button { showingFind = true } label: { Image(systemName: "magnifyingglass") }
                }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItemGroup(placement: .bottomBar) {
                    // EXPECT: toolbar-text-only-item
                    Button("Copy") { UIPasteboard.general.string = note.body }
                    Button("Markdown Help", systemImage: "questionmark.circle") { showingHelp = true }
                    ShareLink(item: note.body)
                    // EXPECT: toolbar-custom-overflow-menu
                    Menu {
                        Button("Duplicate", systemImage: "plus.square.on.square") { duplicate() }
                        Button("Move to Folder…", systemImage: "folder") { }
                        Button("Delete", systemImage: "trash", role: .destructive) { delete() }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    // Keyboard-bar "Done" is fine as plain text.
                    Button("Done") { bodyFocused = false }
                }
            }
            // The editor has a dozen toolbar items; it should not leave the vertical bar.
            // EXPECT: vertical-bar-opt-out
            .toolbarVerticalBehavior(.disabled)
            .findNavigator(isPresented: $showingFind)
            .sheet(isPresented: $showingHelp) {
                MarkdownHelpSheet()
            }
            .sheet(isPresented: $showingTags) {
                TagPickerSheet(tags: $note.tags)
            }
        }
    }

    private func save() {
        note.modified = .now
        store.save(note)
        dismiss()
    }

    private func insertChecklist() {
        note.body += "\n- [ ] "
        bodyFocused = true
    }

    private func duplicate() {
        var copy = note
        copy.id = UUID()
        copy.title += " copy"
        store.save(copy)
    }

    private func delete() {
        store.delete(note)
        dismiss()
    }
}

/// A sheet with a lone Close may opt out of the vertical bar.
struct MarkdownHelpSheet: View {
    @Environment(\.dismiss) private var dismiss

    private let cheatSheet = """
        # Heading
        **bold**, _italic_, `code`
        - [ ] a checklist item
        A width like 390 in here is just text.
        """

    var body: some View {
        NavigationStack {
            ScrollView {
                Text(cheatSheet)
                    .font(.body.monospaced())
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
            }
            .navigationTitle("Markdown")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
            .toolbarVerticalBehavior(.disabled)
        }
    }
}

struct TagPickerSheet: View {
    @Binding var tags: [String]
    @Environment(\.dismiss) private var dismiss
    @State private var selection: Set<String> = []

    private let allTags = ["home", "work", "travel", "ideas", "recipes", "reading"]

    var body: some View {
        NavigationStack {
            List(allTags, id: \.self, selection: $selection) { tag in
                Text("#\(tag)")
            }
            .environment(\.editMode, .constant(.active))
            .navigationTitle("Tags")
            .onAppear { selection = Set(tags) }
            .toolbar {
                // Text-only Cancel / Done are fine in these placements.
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        tags = allTags.filter(selection.contains)
                        dismiss()
                    }
                }
            }
        }
    }
}
