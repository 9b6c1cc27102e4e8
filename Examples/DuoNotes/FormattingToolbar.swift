import UIKit

enum TextStyle: CaseIterable {
    case bold, italic, checklist

    var title: String {
        switch self {
        case .bold: "Bold"
        case .italic: "Italic"
        case .checklist: "Checklist"
        }
    }

    var symbolName: String {
        switch self {
        case .bold: "bold"
        case .italic: "italic"
        case .checklist: "checklist"
        }
    }
}

protocol FormattingToolbarDelegate: AnyObject {
    func formattingToolbar(_ toolbar: FormattingToolbar, didSelect style: TextStyle)
}

/// Keyboard accessory with the formatting buttons. Declaring the subclass is fine;
/// creating an instance of it (NotesViewController.swift) is what duo-lint reports,
/// because the system does not see the items of a custom bar.
final class FormattingToolbar: UIToolbar {
    weak var formattingDelegate: FormattingToolbarDelegate?

    override init(frame: CGRect) {
        super.init(frame: frame)
        var buttons: [UIBarButtonItem] = TextStyle.allCases.map(makeItem(for:))
        buttons.insert(.flexibleSpace(), at: buttons.count - 1)
        items = buttons
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeItem(for style: TextStyle) -> UIBarButtonItem {
        UIBarButtonItem(
            title: style.title,
            image: UIImage(systemName: style.symbolName),
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.formattingDelegate?.formattingToolbar(self, didSelect: style)
            },
            menu: nil
        )
    }
}
