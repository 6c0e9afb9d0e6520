import Foundation
import FlipbookUIKit

/// Screen S of the showcase's scenes of real apps: a share half sheet. Its view is placed by
/// `ShareSheetPresentationController` at (0, 267, 375, 400): white, its top corners rounded
/// 16 (`maskedCorners`), a soft shadow (opacity 0.2, radius 10, offset (0, -2)), a grabber
/// 36 x 5 at (169.5, 8), a "Share" headline at (16, 28, 343, 22) and three rows of 44 pt from
/// y = 70, each an icon circle (44 x 44, a system colour) and a label.
public final class ShareSheetViewController: UIViewController {
    /// The rows: title and icon colour (computed: a `UIColor` is a class, and a stored
    /// global of one is shared mutable state to Swift 6).
    public static var rows: [(title: String, color: UIColor)] {
        [("Message", .systemGreen), ("Mail", .systemBlue), ("Copy Link", .systemOrange)]
    }

    /// Builds the sheet (`loadView()`).
    public override func loadView() {
        let sheet = UIView(frame: CGRect(x: 0, y: 267, width: 375, height: 400))
        sheet.backgroundColor = .white
        sheet.accessibilityIdentifier = "S.root"
        sheet.layer.cornerRadius = 16
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.layer.shadowColor = UIColor.black.cgColor
        sheet.layer.shadowOpacity = 0.2
        sheet.layer.shadowRadius = 10
        sheet.layer.shadowOffset = CGSize(width: 0, height: -2)

        let grabber = UIView(frame: CGRect(x: 169.5, y: 8, width: 36, height: 5))
        grabber.backgroundColor = UIColor(hex: 0xC7C7CC)
        grabber.layer.cornerRadius = 2.5
        grabber.accessibilityIdentifier = "S.grabber"
        sheet.addSubview(grabber)

        let title = UILabel(frame: CGRect(x: 16, y: 28, width: 343, height: 22))
        title.text = "Share"
        title.font = UIFont.preferredFont(forTextStyle: .headline)
        title.textColor = .black
        title.accessibilityIdentifier = "S.title"
        sheet.addSubview(title)

        for (i, row) in Self.rows.enumerated() {
            let y = 70 + 44 * CGFloat(i)
            let icon = UIView(frame: CGRect(x: 16, y: y, width: 44, height: 44))
            icon.backgroundColor = row.color
            icon.layer.cornerRadius = 22
            icon.accessibilityIdentifier = "S.icon\(i + 1)"
            sheet.addSubview(icon)
            let label = UILabel(frame: CGRect(x: 72, y: y, width: 287, height: 44))
            label.text = row.title
            label.font = UIFont.preferredFont(forTextStyle: .body)
            label.textColor = .black
            label.accessibilityIdentifier = "S.label\(i + 1)"
            sheet.addSubview(label)
        }
        view = sheet
    }
}

/// The half sheet's presentation controller, as apps write one: the presented view at
/// (0, 267, 375, 400) (the bottom 400 pt), a black dimming view over the whole container
/// under it whose alpha goes 0 -> 0.4 (and back) alongside the transition through the
/// transition coordinator (`DimmedSheetPresentationController`).
public final class ShareSheetPresentationController: DimmedSheetPresentationController {
    /// The dimming view, inserted under the sheet.
    public let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = .black
        view.alpha = 0
        view.accessibilityIdentifier = "S.dimming"
        return view
    }()

    /// The bottom 400 pt of the container.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let height: CGFloat = 400
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override var dimmingBackdrop: UIView { dimmingView }
    override func showBackdrop() { dimmingView.alpha = 0.4 }
    override func hideBackdrop() { dimmingView.alpha = 0 }
}

/// Slides the sheet up from below the screen (present: `UIViewPropertyAnimator(duration: 0.5,
/// dampingRatio: 1)`) or down out of it (dismiss: `(duration: 0.35, curve: .easeIn)`), through
/// `interruptibleAnimator(using:)` so that a pan can drive the dismissal.
public final class ShareSheetAnimator: SlidingSheetAnimator {
    /// The animator for presenting (true) or dismissing (false) the sheet: 0.5 s up, 0.35 s down.
    public init(presenting: Bool) {
        super.init(presenting: presenting, presentDuration: 0.5, dismissDuration: 0.35) { duration, animations in
            UIViewPropertyAnimator(duration: duration, dampingRatio: 1, animations: animations)
        }
    }
}

/// Hands out the sheet's presentation controller, its animators and, while its pan is
/// active, the dismissal's interaction.
public final class ShareSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The dismissal's interaction controller, used while its pan is active.
    public var dismissInteraction: PanDownDismissInteraction?

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        ShareSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ShareSheetAnimator(presenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        ShareSheetAnimator(presenting: false)
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        dismissInteraction?.isInteracting == true ? dismissInteraction : nil
    }
}
