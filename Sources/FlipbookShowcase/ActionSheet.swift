import Foundation
import FlipbookUIKit

/// Screen AS of the showcase's action-sheet scenes (docs/SCENES.md, "Materials"): an
/// iOS-style action sheet, 8 pt in from the sides and the bottom of the container. Its view,
/// (8, 364.5, 359, 294.5) on the 375 x 667 phone, holds a group of four rows, 57 pt each, in a
/// vertical `UIStackView` with 0.5 pt spacing over the separator grey (#C6C6C8), so that the
/// gaps draw the hairlines, clipped to corners of 13 (0, 0, 359, 229.5); and the Cancel
/// button, 8 pt below, (0, 237.5, 359, 57), corner radius 13, semibold. Rows are system
/// buttons on white, 20 pt titles in the system blue (Delete in the system red).
public final class ActionSheetViewController: UIViewController {
    /// The rows' titles, top to bottom; the last one is destructive.
    public static let titles = ["Save to Photos", "Copy", "Share…", "Delete"]
    /// A row's height, iOS's action sheet row (Flipbook's measure).
    public static let rowHeight: CGFloat = 57
    /// The sheet's size: four rows and three hairlines, 8 pt, the Cancel row.
    public static let size = CGSize(width: 359, height: 4 * 57 + 3 * 0.5 + 8 + 57)

    /// The buttons of the group, top to bottom, and the Cancel button.
    public private(set) var buttons: [UIButton] = []
    /// The Cancel button.
    public private(set) var cancelButton: UIButton!

    /// A white system button with a 20 pt title.
    static func row(_ title: String, color: UIColor, weight: UIFont.Weight) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setTitleColor(color, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 20, weight: weight)
        button.backgroundColor = .white
        return button
    }

    /// Builds the sheet (`loadView()`).
    public override func loadView() {
        let size = Self.size
        let sheet = UIView(frame: CGRect(origin: CGPoint(x: 8, y: 667 - 8 - size.height), size: size))
        sheet.accessibilityIdentifier = "AS.root"

        let groupHeight = 4 * Self.rowHeight + 3 * 0.5
        let group = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: groupHeight))
        group.backgroundColor = UIColor(hex: 0xC6C6C8)
        group.layer.cornerRadius = 13
        group.clipsToBounds = true
        group.accessibilityIdentifier = "AS.group"
        for (i, title) in Self.titles.enumerated() {
            let destructive = i == Self.titles.count - 1
            let button = Self.row(title, color: destructive ? .systemRed : .systemBlue, weight: .regular)
            button.accessibilityIdentifier = "AS.row\(i + 1)"
            buttons.append(button)
        }
        let stack = UIStackView(arrangedSubviews: buttons)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.spacing = 0.5
        stack.frame = group.bounds
        stack.accessibilityIdentifier = "AS.stack"
        group.addSubview(stack)
        sheet.addSubview(group)

        let cancel = Self.row("Cancel", color: .systemBlue, weight: .semibold)
        cancel.frame = CGRect(x: 0, y: groupHeight + 8, width: size.width, height: Self.rowHeight)
        cancel.layer.cornerRadius = 13
        cancel.accessibilityIdentifier = "AS.cancel"
        cancelButton = cancel
        sheet.addSubview(cancel)
        view = sheet
    }
}

/// The action sheet's presentation controller: the sheet 8 pt in from the sides and the
/// bottom, over a dimming `UIVisualEffectView` filling the container whose `effect` goes from
/// nil to `UIBlurEffect(style: .systemMaterialDark)` alongside the transition (and back on
/// dismissal), as apps blur what lies behind their menus. A vibrancy view in the blur's
/// content view holds a caption over the sheet, "Noon over the lake", 15 pt semibold,
/// centred, (16, 328.5, 343, 20), fading in with the blur.
public final class ActionSheetPresentationController: DimmedSheetPresentationController {
    /// The dimming blur, inserted under the sheet.
    public let dimmingView: UIVisualEffectView = {
        let view = UIVisualEffectView(effect: nil)
        view.accessibilityIdentifier = "AS.dimming"
        return view
    }()
    /// The vibrancy view holding the caption.
    public let captionView: UIVisualEffectView = {
        let view = UIVisualEffectView(
            effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterialDark), style: .label))
        view.alpha = 0
        view.accessibilityIdentifier = "AS.vibrancy"
        return view
    }()

    /// The blur the dimming view ends with.
    public static let blur = UIBlurEffect.Style.systemMaterialDark

    /// The sheet's frame: 8 pt in from the sides and the bottom.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let size = ActionSheetViewController.size
        let b = containerView.bounds
        return CGRect(x: 8, y: b.height - 8 - size.height, width: b.width - 16, height: size.height)
    }

    override var dimmingBackdrop: UIView { dimmingView }

    /// The caption in the vibrancy view, 16 pt above the sheet.
    override func prepareBackdrop(in containerView: UIView) {
        let top = frameOfPresentedViewInContainerView.minY
        captionView.frame = CGRect(x: 16, y: top - 16 - 20, width: containerView.bounds.width - 32, height: 20)
        let caption = UILabel(frame: captionView.bounds)
        caption.text = ShowcasePhotos.caption
        caption.font = .systemFont(ofSize: 15, weight: .semibold)
        caption.textAlignment = .center
        caption.accessibilityIdentifier = "AS.caption"
        captionView.contentView.addSubview(caption)
        dimmingView.contentView.addSubview(captionView)
    }

    override func showBackdrop() {
        dimmingView.effect = UIBlurEffect(style: Self.blur)
        captionView.alpha = 1
    }

    override func hideBackdrop() {
        dimmingView.effect = nil
        captionView.alpha = 0
    }
}

/// Raises the sheet from below the screen (present: `UIViewPropertyAnimator(duration: 0.4,
/// curve: .easeOut)`) or lowers it out of it (dismiss: `(duration: 0.3, curve: .easeIn)`),
/// the dimming blur joining the same animator through the transition coordinator.
public final class ActionSheetAnimator: SlidingSheetAnimator {
    /// The animator for presenting (true) or dismissing (false) the sheet: 0.4 s up, 0.3 s down.
    public init(presenting: Bool) {
        super.init(presenting: presenting, presentDuration: 0.4, dismissDuration: 0.3) { duration, animations in
            UIViewPropertyAnimator(duration: duration, curve: .easeOut, animations: animations)
        }
    }
}

/// Hands out the action sheet's presentation controller and animators.
public final class ActionSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        ActionSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ActionSheetAnimator(presenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        ActionSheetAnimator(presenting: false)
    }
}
