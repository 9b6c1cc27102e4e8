import SwiftUI

/// Toolbar buttons shared by the note screens. A custom view used as a toolbar item is toolbar content where it
/// is used: its `Button` is the toolbar item, judged with the placement of the `ToolbarItem` that holds it.
struct FlagButton: View {
    let note: Note
    @Environment(NoteStore.self) private var store

    var body: some View {
        // Used in NoteDetailView.swift's toolbar: a symbol with no title.
        // EXPECT: toolbar-symbol-without-title
        Button { store.toggleFlag(note) } label: {
            Image(systemName: note.isFlagged ? "flag.fill" : "flag")
        }
    }
}

/// A localised Close for sheets, placed at `.cancellationAction` wherever it is used: nothing to report.
struct SheetCloseButton: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button(NSLocalizedString("Close", comment: "Closes the sheet"), systemImage: "xmark") { dismiss() }
    }
}
