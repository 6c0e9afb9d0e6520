import Foundation

/// What an alert controller draws (SEMANTICS.md §21). Figures, observed on iPhones running
/// iOS 13 to 17 and widely measured (Flipbook draws them, it cannot check them on a device):
///
/// - alert: a card 270 points wide in the centre of the screen, corners 14, the title 17 pt
///   semibold and the message 13 pt, centred, 16 points in from the sides, 20 above the title,
///   2 between title and message, 20 under the text; buttons 44 points tall with 17 pt titles
///   under a hairline, two side by side (the cancel action on the left) or else one per row
///   (the cancel action last);
/// - action sheet: a card 8 points in from the sides of the screen and the cancel action in a
///   card of its own 8 points under it, 8 points above the safe area's bottom, corners 13; the
///   title 13 pt semibold and the message 13 pt in the secondary label colour, 14 points above
///   and under them; rows 57 points tall with 20 pt titles;
/// - the cards on the system material (a blur of what is behind them), buttons in the tint
///   colour, the preferred action (else the cancel action) semibold, destructive actions in
///   the system red, disabled ones in the tertiary label colour, hairlines in the separator
///   colour.
final class AlertCard: UIView {
    unowned let controller: UIAlertController
    /// The text and the actions (all of an alert's, a sheet's other than cancel).
    let main = UIView()
    /// A sheet's cancel action.
    private(set) var cancelCard: UIView?
    private(set) var buttons: [UIButton] = []
    private var isSheet: Bool { controller.preferredStyle == .actionSheet }

    static let alertWidth: CGFloat = 270
    static let alertRadius: CGFloat = 14
    static let alertButtonHeight: CGFloat = 44
    static let sheetMargin: CGFloat = 8
    static let sheetRadius: CGFloat = 13
    static let sheetRowHeight: CGFloat = 57
    static let hairline: CGFloat = 0.5

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    /// Lays the card out for the controller's view: rebuilt from the controller's title,
    /// message and actions each time, so that changes before it is shown are drawn.
    func place(in view: UIView) {
        for sub in subviews { sub.removeFromSuperview() }
        for sub in main.subviews { sub.removeFromSuperview() }
        buttons = []
        cancelCard = nil
        if isSheet { placeSheet(in: view) } else { placeAlert(in: view) }
    }

    // MARK: - Alert

    /// The gap between the message and the text fields, a field row's height and its inset.
    static let fieldGap: CGFloat = 16
    static let fieldHeight: CGFloat = 28
    static let fieldInset: CGFloat = 5

    /// The text fields in one box with a hairline border and rounded corners, 16 points in
    /// from the card's sides, a hairline between rows; returns the box's bottom.
    private func placeFields(_ fields: [UITextField], top: CGFloat, width: CGFloat) -> CGFloat {
        let boxWidth = width - 32
        let height = CGFloat(fields.count) * Self.fieldHeight + CGFloat(fields.count - 1) * Self.hairline
        let box = UIView(frame: CGRect(x: 16, y: top, width: boxWidth, height: height))
        box.backgroundColor = .systemBackground
        box.layer.cornerRadius = 6
        box.layer.borderWidth = Self.hairline
        box.layer.borderColor = UIColor.separator.cgColor
        box.clipsToBounds = true
        var y: CGFloat = 0
        for (i, field) in fields.enumerated() {
            if i > 0 {
                addLine(CGRect(x: 0, y: y, width: boxWidth, height: Self.hairline), to: box)
                y += Self.hairline
            }
            field.frame = CGRect(
                x: Self.fieldInset, y: y, width: boxWidth - 2 * Self.fieldInset, height: Self.fieldHeight)
            box.addSubview(field)
            y += Self.fieldHeight
        }
        main.addSubview(box)
        return top + height
    }

    private func placeAlert(in view: UIView) {
        let width = Self.alertWidth
        let fields = controller.fields
        var y = textBlock(
            width: width, top: 20, bottom: fields.isEmpty ? 20 : Self.fieldGap, gap: 2,
            titleFont: .systemFont(ofSize: 17, weight: .semibold), messageFont: .systemFont(ofSize: 13), colour: .label)
        if !fields.isEmpty {
            if y == 0 { y = 20 }
            y = placeFields(fields, top: y, width: width) + 16
        }
        let ordered = alertOrder()
        if ordered.count == 2 {
            addLine(CGRect(x: 0, y: y, width: width, height: Self.hairline), to: main)
            y += Self.hairline
            let half = (width - Self.hairline) / 2
            addButton(ordered[0], CGRect(x: 0, y: y, width: half, height: Self.alertButtonHeight), size: 17)
            addLine(CGRect(x: half, y: y, width: Self.hairline, height: Self.alertButtonHeight), to: main)
            addButton(
                ordered[1], CGRect(x: half + Self.hairline, y: y, width: half, height: Self.alertButtonHeight), size: 17
            )
            y += Self.alertButtonHeight
        } else {
            for action in ordered {
                addLine(CGRect(x: 0, y: y, width: width, height: Self.hairline), to: main)
                y += Self.hairline
                addButton(action, CGRect(x: 0, y: y, width: width, height: Self.alertButtonHeight), size: 17)
                y += Self.alertButtonHeight
            }
        }
        let bounds = view.bounds
        // Centred in the window, or in the space above the keyboard while an alert's field has it.
        var space = bounds.height
        if !fields.isEmpty, let window = view.window, Keyboard.panel(in: window) != nil {
            space = min(space, view.convert(Keyboard.shownFrame(in: window), from: window).minY)
        }
        frame = CGRect(x: (bounds.width - width) / 2, y: (space - y) / 2, width: width, height: y)
        dress(main, CGRect(x: 0, y: 0, width: width, height: y), radius: Self.alertRadius)
    }

    /// An alert's buttons in UIKit's order: two side by side put the cancel action first;
    /// otherwise it goes last.
    private func alertOrder() -> [UIAlertAction] {
        let actions = controller.actions
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return actions }
        let others = actions.filter { $0 !== cancel }
        return actions.count == 2 ? [cancel] + others : others + [cancel]
    }

    // MARK: - Action sheet

    private func placeSheet(in view: UIView) {
        let bounds = view.bounds
        let width = bounds.width - 2 * Self.sheetMargin
        let cancel = controller.actions.first(where: { $0.style == .cancel })
        let others = controller.actions.filter { $0 !== cancel }
        var y = textBlock(
            width: width, top: 14, bottom: 14, gap: 2, titleFont: .systemFont(ofSize: 13, weight: .semibold),
            messageFont: .systemFont(ofSize: 13), colour: .secondaryLabel)
        for action in others {
            if y > 0 {  // a line under the text or the row above
                addLine(CGRect(x: 0, y: y, width: width, height: Self.hairline), to: main)
                y += Self.hairline
            }
            addButton(action, CGRect(x: 0, y: y, width: width, height: Self.sheetRowHeight), size: 20)
            y += Self.sheetRowHeight
        }
        let cancelHeight = cancel == nil ? 0 : Self.sheetRowHeight + Self.sheetMargin
        let total = y + cancelHeight
        let bottom = bounds.height - view.safeAreaInsets.bottom - Self.sheetMargin
        frame = CGRect(x: Self.sheetMargin, y: bottom - total, width: width, height: total)
        if y > 0 { dress(main, CGRect(x: 0, y: 0, width: width, height: y), radius: Self.sheetRadius) }
        if let cancel {
            let card = UIView()
            let button = makeButton(cancel, CGRect(x: 0, y: 0, width: width, height: Self.sheetRowHeight), size: 20)
            card.addSubview(button)
            dress(
                card, CGRect(x: 0, y: total - Self.sheetRowHeight, width: width, height: Self.sheetRowHeight),
                radius: Self.sheetRadius)
            cancelCard = card
        }
    }

    // MARK: - Pieces

    /// The title and message labels at the top of `main`; returns the height they take (0
    /// when the controller has neither).
    private func textBlock(
        width: CGFloat, top: CGFloat, bottom: CGFloat, gap: CGFloat, titleFont: UIFont, messageFont: UIFont,
        colour: UIColor
    ) -> CGFloat {
        let texts = [(controller.title, titleFont), (controller.message, messageFont)]
            .compactMap { t, f in t.flatMap { $0.isEmpty ? nil : ($0, f) } }
        guard !texts.isEmpty else { return 0 }
        var y = top
        for (i, (text, font)) in texts.enumerated() {
            if i > 0 { y += gap }
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = colour
            label.textAlignment = .center
            label.numberOfLines = 0
            let inner = width - 32
            let height = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: 16, y: y, width: inner, height: height)
            main.addSubview(label)
            y += height
        }
        return y + bottom
    }

    private func addButton(_ action: UIAlertAction, _ frame: CGRect, size: CGFloat) {
        main.addSubview(makeButton(action, frame, size: size))
    }

    private func makeButton(_ action: UIAlertAction, _ frame: CGRect, size: CGFloat) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = frame
        button.setTitle(action.title, for: .normal)
        let bold = action === (controller.preferredAction ?? controller.actions.first(where: { $0.style == .cancel }))
        button.titleLabel?.font = .systemFont(ofSize: size, weight: bold ? .semibold : .regular)
        if !action.isEnabled {
            button.setTitleColor(.tertiaryLabel, for: .normal)
        } else if action.style == .destructive {
            button.setTitleColor(.systemRed, for: .normal)
        }
        button.addAction(
            UIAction { [unowned controller] _ in controller.choose(action) }, for: .primaryActionTriggered)
        buttons.append(button)
        return button
    }

    private func addLine(_ frame: CGRect, to parent: UIView) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        parent.addSubview(line)
    }

    /// Puts `content` on a rounded card of the system material at `frame` in this view.
    private func dress(_ content: UIView, _ frame: CGRect, radius: CGFloat) {
        let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        card.frame = frame
        card.layer.cornerRadius = radius
        card.clipsToBounds = true
        content.frame = card.bounds
        card.contentView.addSubview(content)
        addSubview(card)
    }
}
