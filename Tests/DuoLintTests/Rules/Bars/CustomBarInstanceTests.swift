import XCTest
@testable import DuoLint

/// Rules/custom-bar-instance.md: bars created by hand, but not keyboard accessory bars.
final class CustomBarInstanceTests: XCTestCase {
    let rule = "custom-bar-instance"

    func testTriggers() {
        LintHarness.assertMarked("""
        final class EditorViewController: UIViewController {
            private let formatBar = UIToolbar(frame: .zero) // want: custom-bar-instance
            private lazy var header: UINavigationBar = .init() // want: custom-bar-instance
            override func viewDidLoad() {
                let tabs = UITabBar.init(frame: view.bounds) // want: custom-bar-instance
                view.addSubview(formatBar)
                view.addSubview(tabs)
            }
        }
        """, rule: rule)
    }

    func testKeyboardAccessoryBarsAreExempt() {
        LintHarness.assertClean("""
        final class FormViewController: UIViewController {
            private lazy var accessory: UIToolbar = {
                let toolbar = UIToolbar()
                toolbar.items = [.flexibleSpace(), doneItem]
                return toolbar
            }()
            private let pickerBar = UIToolbar()
            override func viewDidLoad() {
                nameField.inputAccessoryView = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                let bar = UIToolbar()
                bar.sizeToFit()
                emailField.inputAccessoryView = bar
                notesView.inputAccessoryView = accessory
                amountField.inputAccessoryView = isDismissible ? makeToolbar() : nil
                cell.configure(inputAccessoryView: pickerBar)
            }
            private func makeToolbar() -> UIToolbar {
                let toolbar = UIToolbar()
                toolbar.items = [doneItem]
                return toolbar
            }
        }
        final class ComposerView: UIView {
            private let bar = UIToolbar()
            override var inputAccessoryView: UIView? { bar }
        }
        """, rule: rule)
    }

    func testTheViewOfAControllerMadeAKeyboardAccessoryInAnotherFile() {
        LintHarness.assertMarked([
            "PickerToolbarController.swift": """
            final class PickerToolbarController: UIViewController {
                override func loadView() {
                    view = UIToolbar()
                }
            }
            final class BannerController: UIViewController {
                override func loadView() {
                    let bar = UIToolbar() // want: custom-bar-instance
                    view = bar
                }
            }
            """,
            "Form.swift": """
            final class FormViewController: UIViewController {
                var pickerToolbarController: PickerToolbarController?
                override func viewDidLoad() {
                    field.inputAccessoryView = pickerToolbarController?.view as? UIToolbar
                }
            }
            """,
        ], rule: rule)
    }
    /// Session-10 reading (Unwrap's code keyboard): bars made in a function of a `UIView` extension that another file
    /// makes an `inputAccessoryView`. The same bars in a function no file makes an accessory still trigger.
    func testBarsMadeInAViewExtensionFunctionMadeAnAccessoryInAnotherFile() {
        LintHarness.assertMarked([
            "UIView-EditingToolbar.swift": """
            extension UIView {
                static func editingToolbar(target: Any?, action: Selector) -> UIView {
                    let wrapper = UIView(frame: .zero)
                    for _ in 0..<2 {
                        let toolbar = UIToolbar()
                        wrapper.addSubview(toolbar)
                    }
                    return wrapper
                }
                static func statusStrip(target: Any?, action: Selector) -> UIView {
                    let wrapper = UIView(frame: .zero)
                    let toolbar = UIToolbar() // want: custom-bar-instance
                    toolbar.items = [UIBarButtonItem(image: UIImage(systemName: "play"), style: .plain, target: target, action: action)]
                    wrapper.addSubview(toolbar)
                    return wrapper
                }
            }
            """,
            "FreeCoding.swift": """
            final class FreeCodingViewController: UIViewController {
                let textView = UITextView()
                override func viewDidLoad() {
                    textView.inputAccessoryView = UIView.editingToolbar(target: self, action: #selector(insert))
                    view.addSubview(UIView.statusStrip(target: self, action: #selector(insert)))
                }
                @objc func insert() {}
            }
            """,
        ], rule: rule)
    }

    /// AlphaWallet's `extension UIToolbar { static func doneToolbarButton(…) -> UIToolbar }`, made an
    /// `inputAccessoryView` in another file; a function of the same extension used otherwise stays a finding.
    func testBarsMadeInAToolbarExtensionFunctionMadeAnAccessoryInAnotherFile() {
        LintHarness.assertMarked([
            "UIToolbar+Custom.swift": """
            import UIKit
            extension UIToolbar {
                static func doneToolbarButton(_ selector: Selector, _ target: AnyObject) -> UIToolbar {
                    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
                    toolbar.items = [UIBarButtonItem(barButtonSystemItem: .done, target: target, action: selector)]
                    return toolbar
                }
                static func customToolbar(height: CGFloat) -> UIToolbar {
                    let toolbar = CustomToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: height))
                    return toolbar
                }
                static func statusStrip() -> UIToolbar {
                    let toolbar = UIToolbar() // want: custom-bar-instance
                    toolbar.items = [UIBarButtonItem(image: UIImage(systemName: "play"), style: .plain, target: nil, action: nil)]
                    return toolbar
                }
            }
            """,
            "CustomToolbar.swift": """
            import UIKit
            final class CustomToolbar: UIToolbar {}
            """,
            "TextField.swift": """
            import UIKit
            final class Form: UIViewController {
                let field = UITextField()
                let amountField = UITextField()
                private lazy var amountBar = UIToolbar.customToolbar(height: 130)
                override func viewDidLoad() {
                    amountField.inputAccessoryView = amountBar
                    field.inputAccessoryView = UIToolbar.doneToolbarButton(#selector(done), self)
                    view.addSubview(UIToolbar.statusStrip())
                }
                @objc func done() {}
            }
            """,
        ], rule: rule)
    }

    /// Rocket.Chat's `setNonTransparent()`: a bar bound to a local only to read its defaults is never shown. A local
    /// bar given items, set up by a mutating method, or placed in a view stays a finding.
    func testABarALocalOnlyReadsFrom() {
        LintHarness.assertMarked("""
        import UIKit
        extension UINavigationBar {
            func setNonTransparent() {
                let navigationBar = UINavigationBar(frame: frame)
                setBackgroundImage(navigationBar.backgroundImage(for: .default), for: .default)
                shadowImage = navigationBar.shadowImage
                isTranslucent = false
            }
        }
        final class Screen: UIViewController {
            func defaultHeight() -> CGFloat {
                let bar = UIToolbar()
                bar.sizeToFit()
                return bar.frame.height
            }
            func strip() {
                let bar = UIToolbar() // want: custom-bar-instance
                bar.items = [UIBarButtonItem(systemItem: .add)]
                let other = UIToolbar() // want: custom-bar-instance
                other.setItems([UIBarButtonItem(systemItem: .add)], animated: false)
                let placed = UINavigationBar() // want: custom-bar-instance
                placed.frame.size.height = 44
                view.addSubview(placed)
            }
        }
        """, rule: rule)
    }

    /// Open Food Facts' picker toolbar: a view controller whose `view` is a hand-made `UIToolbar`, unwrapped by an
    /// `if let` in another file and made a text field's `inputAccessoryView`. A controller whose `view` another file
    /// unwraps but puts elsewhere still triggers.
    func testAControllersBarUnwrappedByAnOptionalBindingAndMadeAnAccessory() {
        LintHarness.assertMarked([
            "PickerToolbarViewController.swift": """
            final class PickerToolbarViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let toolbar = UIToolbar()
                    toolbar.sizeToFit()
                    self.view = toolbar
                }
            }
            final class StatusToolbarViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let toolbar = UIToolbar() // want: custom-bar-instance
                    self.view = toolbar
                }
            }
            """,
            "ProductAddViewController.swift": """
            final class ProductAddViewController: UIViewController {
                private var pickerToolbarController: PickerToolbarViewController?
                private var statusController = StatusToolbarViewController()
                let field = UITextField()
                func configure() {
                    pickerToolbarController = PickerToolbarViewController()
                    if let toolbarView = pickerToolbarController?.view as? UIToolbar {
                        field.inputAccessoryView = toolbarView
                    }
                    if let bar = statusController.view as? UIToolbar {
                        view.addSubview(bar)
                    }
                }
            }
            """,
        ], rule: rule)
    }

    /// FSNotes EditorViewController: the toolbar a method returns (through an `#available` helper) is passed to a
    /// method that adds it to a scroll view made the text view's `inputAccessoryView`. A bar added to a view that is
    /// not an accessory, and a bar passed to a parameter that is used otherwise, still trigger.
    func testABarAddedToAnAccessoryWrapperThroughAMethodParameter() {
        LintHarness.assertMarked("""
        final class EditorViewController: UIViewController {
            override func viewDidLoad() {
                self.addToolBar(textField: editArea, toolbar: self.getMarkdownToolbar())
                place(toolbar: UIToolbar()) // want: custom-bar-instance
                let strip = UIView()
                strip.addSubview(UIToolbar()) // want: custom-bar-instance
                view.addSubview(strip)
            }
            func addToolBar(textField: UITextView, toolbar: UIToolbar) {
                let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
                scroll.contentSize = CGSize(width: toolbar.frame.width, height: 50)
                scroll.addSubview(toolbar)
                textField.inputAccessoryView = scroll
            }
            func place(toolbar: UIToolbar) {
                view.addSubview(toolbar)
            }
            public func getMarkdownToolbar() -> UIToolbar {
                if #available(iOS 26.0, *) {
                    return getModernToolbar()
                } else {
                    return getLegacyToolbar()
                }
            }
            public func getModernToolbar() -> UIToolbar {
                let toolBar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
                toolBar.setItems(items, animated: false)
                return toolBar
            }
            private func getLegacyToolbar() -> UIToolbar {
                let toolBar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
                return toolBar
            }
        }
        """, rule: rule)
    }
}
