import Foundation
import FlipbookCore

/// The form and page sheets of a regular-width window (an iPad in full screen, a Pro Max
/// phone on its side): a card centred on the screen with all four corners rounded, over a
/// black dimming layer, the presenter left as it is (SEMANTICS.md §18, "The iPad's sheets").
extension SheetPresentation {
    enum Card {
        /// A form sheet's size when its controller asks for none (UIKit's classic 540 x 620).
        static let formSheetSize = CGSize(width: 540, height: 620)
        /// A page sheet's width: UIKit's 672 pt readable width with its 16 pt margins either side
        /// (**chosen**).
        static let pageSheetWidth: CGFloat = 704
        /// The gap a card keeps from the screen's edges, beyond the safe area, in points
        /// (**chosen**).
        static let margin: CGFloat = 20
        /// The dimming layer's alpha with the card at rest (**chosen**).
        static let dimmingAlpha: CGFloat = 0.2

        /// Whether a window of this horizontal size class shows sheets as centred cards.
        static func applies(_ horizontal: UIUserInterfaceSizeClass) -> Bool { horizontal == .regular }

        /// Where the card rests in a container of `size` with the window's `safe` insets: a form
        /// sheet at its controller's `preferred` size (a zero or invalid component takes
        /// 540 x 620's), a page sheet 704 wide and as tall as the screen less the larger
        /// vertical safe inset and a 20 pt gap at the top and at the bottom; either kept
        /// inside the safe area less the gaps, and centred on the screen.
        static func frame(
            formSheet: Bool, preferred: CGSize, in size: CGSize, safe: UIEdgeInsets
        ) -> CGRect {
            let vertical = max(safe.top, safe.bottom) + margin
            let maxWidth = max(size.width - max(safe.left, safe.right) * 2 - margin * 2, 0)
            let maxHeight = max(size.height - vertical * 2, 0)
            var w: CGFloat, h: CGFloat
            if formSheet {
                w = preferred.width.isFinite && preferred.width > 0 ? preferred.width : formSheetSize.width
                h = preferred.height.isFinite && preferred.height > 0 ? preferred.height : formSheetSize.height
            } else {
                w = pageSheetWidth
                h = maxHeight
            }
            w = min(w, maxWidth); h = min(h, maxHeight)
            return CGRect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
        }
    }
}

extension UISheetPresentationController {
    /// Whether this sheet is the centred card of a regular-width window (form and page sheets,
    /// and `.automatic` when it resolves to one of them).
    var isCard: Bool {
        let horizontal = containerView?.window?.traitCollection.horizontalSizeClass ?? device.horizontalSizeClass
        return SheetPresentation.Card.applies(horizontal)
    }

    /// Whether the card is a form sheet (else a page sheet).
    var isFormSheet: Bool {
        SheetPresentation.resolved(presentedViewController.modalPresentationStyle, stage: Stage.current) == .formSheet
    }

    /// The card's resting frame in the container.
    var cardFrame: CGRect {
        let safe = containerView?.window?.safeAreaInsets ?? device.safeAreaInsets
        return SheetPresentation.Card.frame(
            formSheet: isFormSheet, preferred: presentedViewController.preferredContentSize, in: containerSize,
            safe: safe)
    }

    /// The presenter behind the card with its top at `y`: unscaled, unmoved, its own corners,
    /// the dimming layer from 0 (card below the screen) to 0.2 (card at rest) with the card's
    /// rise.
    func cardChrome(sheetTop y: CGFloat) -> SheetPresentation.Chrome {
        let size = containerSize, rest = cardFrame.minY
        let travel = size.height - rest
        let u = travel > 0 ? min(max((size.height - y) / travel, 0), 1) : 1
        return SheetPresentation.Chrome(
            scale: 1, top: 0, radius: savedPresenterLook?.radius ?? 0,
            overlay: SheetPresentation.Card.dimmingAlpha * u)
    }
}
