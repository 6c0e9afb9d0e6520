import Foundation
import FlipbookCore

/// An action of an alert or action sheet (`UIAlertAction`): its title, style and handler.
open class UIAlertAction: NSObject {
    /// `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// The default style.
        case `default` = 0
        /// Cancels and leaves things unchanged; drawn semibold, last (first of two side by side).
        case cancel
        /// Changes or deletes data; drawn in the system red.
        case destructive
    }

    /// The button's title (`title`).
    public let title: String?
    /// The style (`style`).
    public let style: Style
    /// Whether the button can be tapped (`isEnabled`, default true); a disabled one is grey.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// `UIAlertAction(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// An alert or action sheet (`UIAlertController`): a title, a message and actions, presented
/// with `present(_:animated:)`. Drawn as iOS draws them (SEMANTICS.md §21): an alert is a
/// 270-point card in the centre of the screen, a sheet a card at the bottom with the cancel
/// action in a card of its own; both over a dimming view, on the system material.
/// Tapping an action's button dismisses the controller and then calls the action's handler.
/// An alert's text fields are drawn under its message (SEMANTICS.md §21).
open class UIAlertController: UIViewController {
    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        /// A sheet rising from the bottom of the screen.
        case actionSheet = 0
        /// A card in the middle of the screen.
        case alert
    }

    /// The message under the title (`message`).
    open var message: String?
    /// The style it was made with (`preferredStyle`).
    public let preferredStyle: Style
    /// The actions, in the order added (`actions`).
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn semibold, which Return would choose (`preferredAction`); it must be
    /// one of `actions`.
    open var preferredAction: UIAlertAction?
    /// The presentation's delegate and animators, held here since a controller's
    /// `transitioningDelegate` is weak.
    private let transitions = AlertTransitions()
    /// The card the layout put on screen.
    private(set) var card: AlertCard?

    /// `UIAlertController(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    /// Present for source compatibility.
    public required init?(coder: NSCoder) { return nil }

    /// Adds an action (`addAction(_:)`). As UIKit, a second cancel action is refused: UIKit
    /// raises an exception; Flipbook prints the reason and ignores the action.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            let text =
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel; "
                + "the action \"\(action.title ?? "")\" is ignored"
            Stage.current?.log(text)
            ProgramName.printToStandardError("warning: \(text)")
            return
        }
        actions.append(action)
    }

    /// The text fields, in the order added (`textFields`; nil when there are none).
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private(set) var fields: [UITextField] = []
    /// Whether the first field was given the keyboard.
    private var focusedField = false

    /// Adds a text field under the message (`addTextField(configurationHandler:)`): a field in
    /// the 13-point system font, handed to `configurationHandler` at once to set its
    /// placeholder, text or keyboard. As UIKit, an action sheet takes none: UIKit raises an
    /// exception; Flipbook prints the reason and adds nothing.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            let text = "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
            Stage.current?.log(text)
            ProgramName.printToStandardError("warning: \(text)")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        fields.append(field)
        configurationHandler?(field)
    }

    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .clear
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if card == nil {
            let made = AlertCard(controller: self)
            view.addSubview(made)
            card = made
        }
        // The first text field takes the keyboard as the alert comes in, as UIKit's does: the
        // keyboard slides up with it and the card is centred in the space above it.
        if !focusedField, view.window != nil, let first = fields.first {
            focusedField = true
            _ = first.becomeFirstResponder()
        }
        card?.place(in: view)
    }

    /// Runs when an action's button is tapped: dismisses, then calls the handler.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        // The keyboard goes down as the alert leaves.
        for field in fields where field.isFirstResponder { _ = field.resignFirstResponder() }
        let presenter = presentingViewController
        let finish: () -> Void = { action.handler?(action) }
        if let presenter {
            presenter.dismiss(animated: true, completion: finish)
        } else {
            finish()
        }
    }
}
