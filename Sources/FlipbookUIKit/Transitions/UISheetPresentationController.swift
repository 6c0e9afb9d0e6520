import Foundation
import FlipbookCore

/// What a custom detent's resolver is told (`UISheetPresentationControllerDetentResolutionContext`).
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The large detent's height, in points, above the bottom safe area (`maximumDetentValue`;
    /// 627 on the default phone, 753 on the 390 x 844 phone).
    var maximumDetentValue: CGFloat { get }
}

/// The card sheet's presentation controller (`UISheetPresentationController`, iOS 15): the
/// sheet's frame at its detent, the presenter scaled, lifted, rounded and dimmed behind it,
/// the grabber, and the swipe-down dismissal (SEMANTICS.md §15). `.pageSheet` and
/// `.formSheet` presentations (and `.automatic` when the stage asks for the iOS 13+ default)
/// get one; read it before presenting through `sheetPresentationController`.
open class UISheetPresentationController: UIPresentationController {
    /// A height the sheet rests at (`UISheetPresentationController.Detent`).
    public final class Detent: NSObject {
        /// A detent's name (`UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// An identifier from its name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's (`.medium`).
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's (`.large`).
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's identifier (`identifier`).
        public let identifier: Identifier
        let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(
            identifier: Identifier,
            resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier; self.resolver = resolver
        }

        /// Half-way up (`.medium()`): 0.56 of `maximumDetentValue` (351.12 pt on the default
        /// phone).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { $0.maximumDetentValue * SheetPresentation.mediumShare }
        }
        /// Full height (`.large()`): below the safe area and a 20 pt gap (627 pt here).
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A height of your own (`.custom(identifier:resolver:)`, iOS 16): the resolver returns
        /// the sheet's height in points, or nil to leave the detent out; heights are kept in
        /// (0, maximumDetentValue].
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom.\(UUIDSerial.next())"), resolver: resolver)
        }
    }

    struct Context: UISheetPresentationControllerDetentResolutionContext { var maximumDetentValue: CGFloat }

    /// The heights the sheet may rest at (`detents`; default `[.large()]`).
    open var detents: [Detent] = [.large()] { didSet { relayoutIfShown() } }
    /// The detent the sheet rests at (`selectedDetentIdentifier`); nil: the smallest detent.
    /// Set outside `animateChanges(_:)` it moves at once.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { relayoutIfShown() } }
    /// The largest detent that does not dim the presenter (`largestUndimmedDetentIdentifier`;
    /// default nil: every detent dims).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { relayoutIfShown() } }
    /// Shows the grabber, 36 x 5 pt, 5 pt below the sheet's top (`prefersGrabberVisible`;
    /// default false).
    open var prefersGrabberVisible = false { didSet { relayoutIfShown() } }
    /// The sheet's top corner radius, in points (`preferredCornerRadius`; nil: 10).
    open var preferredCornerRadius: CGFloat? { didSet { relayoutIfShown() } }
    /// Stored (`prefersScrollingExpandsWhenScrolledToEdge`; default true).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Stored (`prefersEdgeAttachedInCompactHeight`; default false).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Stored (`widthFollowsPreferredContentSizeWhenEdgeAttached`; default false).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// The sheet: a view at the sheet's frame holding a rounded clip view (10 pt taller, so its
    /// bottom corners stay below the screen) with the presented view and the grabber.
    let sheetView = UIView()
    let clipView = UIView()
    let grabber = UIView()
    /// The black overlay on the presenter, in the container under the sheet.
    let dimmingView = UIView()
    var swipe: UIPanGestureRecognizer?
    var savedPresenterLook: (radius: CGFloat, masks: Bool)?
    private var animatingChanges = 0
    /// The swipe's state between `.began` and the release (SheetSwipe.swift).
    var drag: SheetDrag?

    /// Creates a sheet controller (`init(presentedViewController:presenting:)`).
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        sheetView.accessibilityIdentifier = "sheet"
        clipView.accessibilityIdentifier = "sheet.clip"
        clipView.clipsToBounds = true
        sheetView.addSubview(clipView)
        grabber.accessibilityIdentifier = "sheet.grabber"
        grabber.backgroundColor = SheetPresentation.grabberColor
        grabber.layer.cornerRadius = SheetPresentation.grabberSize.height / 2
        dimmingView.accessibilityIdentifier = "sheet.dimming"
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
    }

    /// Animates detent changes made in `changes` with the sheet's spring (`animateChanges(_:)`).
    open func animateChanges(_ changes: () -> Void) {
        animatingChanges += 1
        changes()
        animatingChanges -= 1
        guard isInstalled, containerView != nil else { return }
        UIView.animate(with: SheetPresentation.spring()) { self.layoutSheet() }
    }

    // MARK: - Geometry

    var containerSize: CGSize { containerView?.bounds.size ?? UIScreen.main.bounds.size }
    /// The device the sheet is on: its window's, else the stage's.
    var device: Device { containerView?.window?.settings.device ?? StageSettings.effective.device }
    /// The sheet's geometry on this device in this container.
    var geometry: SheetPresentation.Geometry { SheetPresentation.Geometry(size: containerSize, device: device) }
    var radius: CGFloat { preferredCornerRadius ?? SheetPresentation.cornerRadius }

    /// The sheet's height at `detent` here (the resolved height plus the bottom inset it is
    /// measured above), nil when its resolver leaves it out.
    func height(of detent: Detent) -> CGFloat? {
        let g = geometry
        let limit = g.maximumDetentValue
        guard let h = detent.resolver(Context(maximumDetentValue: limit)), h.isFinite, h > 0 else { return nil }
        return g.bottomInset == 0 ? min(h, limit) : min(h, limit) + g.bottomInset
    }

    /// The detents that resolve, with their heights, smallest first.
    var resolvedDetents: [(id: Detent.Identifier, height: CGFloat)] {
        let list = detents.isEmpty ? [Detent.large()] : detents
        return list.compactMap { d in height(of: d).map { (d.identifier, $0) } }.sorted { $0.height < $1.height }
    }

    /// The height the sheet rests at: the selected detent's, else the smallest.
    var restingHeight: CGFloat {
        let all = resolvedDetents
        if let id = selectedDetentIdentifier, let d = all.first(where: { $0.id == id }) { return d.height }
        return all.first?.height ?? geometry.largeHeight
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        if isCard { return cardFrame }
        let size = containerSize, h = restingHeight
        return CGRect(x: 0, y: size.height - h, width: size.width, height: h)
    }

    open override var presentedView: UIView? {
        let v: UIView = presentedViewController.view
        if v.superview !== clipView { clipView.insertSubview(v, at: 0) }
        return sheetView
    }

    /// How the presenter looks with the sheet's top at `y`, in the container's coordinates.
    func chrome(sheetTop y: CGFloat) -> SheetPresentation.Chrome {
        if isCard { return cardChrome(sheetTop: y) }
        let size = containerSize
        let g = geometry
        let large = g.largeHeight
        let detents = resolvedDetents
        let smallest = detents.first?.height ?? large
        let hasLarge = detents.contains { abs($0.height - large) < 1e-9 }
        let depth = (size.height - y) / large
        if hasLarge && detents.count == 1 { return g.large(depth: min(max(depth, 0), 1)) }
        let dimmed = dims(height: smallest)
        let rest = SheetPresentation.Chrome(
            scale: 1, top: 0, radius: g.restRadius, overlay: dimmed ? SheetPresentation.overlayAlpha : 0)
        let ySmall = size.height - smallest, yLarge = size.height - large
        if y >= ySmall {
            let u = smallest > 0 ? min(max((size.height - y) / smallest, 0), 1) : 0
            return g.none.mix(rest, u)
        }
        guard hasLarge, ySmall > yLarge else { return rest }
        return rest.mix(g.full, min(max((ySmall - y) / (ySmall - yLarge), 0), 1))
    }

    /// Whether the sheet at `height` dims the presenter (above `largestUndimmedDetentIdentifier`).
    func dims(height: CGFloat) -> Bool {
        guard let id = largestUndimmedDetentIdentifier,
            let limit = resolvedDetents.first(where: { $0.id == id })?.height
        else { return true }
        return height > limit + 1e-9
    }

    /// The presenter's look with no sheet over it.
    var noSheetChrome: SheetPresentation.Chrome { isCard ? cardChrome(sheetTop: containerSize.height) : geometry.none }

    /// The presenter's look with the sheet at rest.
    var restingChrome: SheetPresentation.Chrome { chrome(sheetTop: frameOfPresentedViewInContainerView.minY) }

    /// Puts the sheet at `frame` (default: its resting frame): the clip view, the presented
    /// view and the grabber inside it.
    func layoutSheet(frame: CGRect? = nil, chrome: SheetPresentation.Chrome? = nil) {
        let f = frame ?? frameOfPresentedViewInContainerView
        sheetView.frame = f
        // A phone's sheet hides its bottom corners below the screen; the card rounds all four.
        clipView.frame = CGRect(x: 0, y: 0, width: f.width, height: f.height + (isCard ? 0 : radius))
        clipView.layer.cornerRadius = radius
        presentedViewController.view.frame = CGRect(x: 0, y: 0, width: f.width, height: f.height)
        if prefersGrabberVisible {
            let g = SheetPresentation.grabberSize
            grabber.frame = CGRect(
                x: (f.width - g.width) / 2, y: SheetPresentation.grabberGap, width: g.width, height: g.height)
            if grabber.superview !== clipView { clipView.addSubview(grabber) }
        } else {
            grabber.removeFromSuperview()
        }
        if let presenter = presentingViewController?.viewIfLoaded, savedPresenterLook != nil {
            (chrome ?? restingChrome).apply(presenter: presenter, overlay: dimmingView, size: containerSize)
        }
    }

    /// Selects a detent without moving the sheet (the caller animates it).
    func setSelectedDetentWithoutLayout(_ id: Detent.Identifier) {
        animatingChanges += 1
        selectedDetentIdentifier = id
        animatingChanges -= 1
    }

    private func relayoutIfShown() {
        guard animatingChanges == 0, isInstalled, containerView != nil else { return }
        layoutSheet()
    }

    // MARK: - The presentation's callbacks

    open override func presentationTransitionWillBegin() {
        guard let container = containerView, let presenter = presentingViewController?.view else { return }
        isInstalled = true
        savedPresenterLook = (presenter.layer.cornerRadius, presenter.layer.masksToBounds)
        if !isCard { presenter.layer.masksToBounds = true }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        noSheetChrome.apply(presenter: presenter, overlay: dimmingView, size: container.bounds.size)
        let target = restingChrome
        animateChrome { target.apply(presenter: presenter, overlay: self.dimmingView, size: container.bounds.size) }
    }

    open override func containerViewWillLayoutSubviews() {
        UIView.performWithoutAnimation { layoutSheet() }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        // The card has no swipe-down dismissal here (SEMANTICS.md §18).
        if completed { if !isCard { installSwipe() } } else { restorePresenter() }
    }

    open override func dismissalTransitionWillBegin() {
        guard let container = containerView, let presenter = presentingViewController?.view else { return }
        animateChrome {
            self.noSheetChrome.apply(presenter: presenter, overlay: self.dimmingView, size: container.bounds.size)
        }
    }

    /// The presenter's look changes on the sheet's spring, or at once for `animated: false`.
    private func animateChrome(_ changes: @escaping () -> Void) {
        if transitionIsAnimated {
            UIView.animate(with: SheetPresentation.spring(), animations: changes)
        } else {
            UIView.performWithoutAnimation(changes)
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { restorePresenter() } else { layoutSheet() }
    }

    /// The presenter as it was, the overlay and the swipe gone.
    func restorePresenter() {
        isInstalled = false
        if sheetView.alpha != 1 { sheetView.alpha = 1 }
        dimmingView.removeFromSuperview()
        if let swipe { sheetView.removeGestureRecognizer(swipe) }
        swipe = nil
        guard let presenter = presentingViewController?.viewIfLoaded, let saved = savedPresenterLook else { return }
        presenter.transform = .identity
        presenter.layer.cornerRadius = saved.radius
        presenter.layer.masksToBounds = saved.masks
        savedPresenterLook = nil
    }
}

extension UIViewController {
    /// The sheet controller of this controller's presentation when it is a card sheet
    /// (`sheetPresentationController`, iOS 15); nil for other styles. `.automatic` counts as a
    /// sheet only while a stage asked for it records.
    public var sheetPresentationController: UISheetPresentationController? {
        if let sheet = storedPresentationController as? UISheetPresentationController { return sheet }
        let style = SheetPresentation.resolved(modalPresentationStyle, stage: Stage.current)
        guard SheetPresentation.isSheetStyle(style), !(storedPresentationController?.isInstalled ?? false) else {
            return nil
        }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        sheet.delegate = storedPresentationController?.delegate
        storedPresentationController = sheet
        return sheet
    }
}

/// Names for custom detents made without an identifier.
enum UUIDSerial {
    private static let last = Locked(0)
    static func next() -> Int {
        last.withLock {
            $0 += 1; return $0
        }
    }
}
