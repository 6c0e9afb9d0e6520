import FlipbookCore
import FlipbookStoryboard
import XCTest

@testable import FlipbookUIKit

/// `UISplitViewController` (SEMANTICS.md §32): columns on an iPad, the collapse on a phone,
/// the delegate, appearance callbacks, the column style and its navigation controllers.
final class SplitViewControllerTests: XCTestCase {
    final class Watched: UIViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
    }

    final class Delegate: NSObject, UISplitViewControllerDelegate {
        var calls: [String] = []
        var dropSecondary = false
        var top: UISplitViewController.Column?
        var target: UISplitViewController.DisplayMode = .automatic
        func splitViewController(
            _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
        ) {
            calls.append("willChangeTo \(displayMode)")
        }
        func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { target }
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            calls.append("collapse \(secondaryViewController.title ?? "") onto \(primaryViewController.title ?? "")")
            return dropSecondary
        }
        func splitViewController(
            _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
        ) -> UIViewController? {
            calls.append("separate from \(primaryViewController.title ?? "")")
            return nil
        }
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            calls.append("top proposed \(proposedTopColumn)")
            return top ?? proposedTopColumn
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
        var collapsedPrimary: UIViewController?
        var expandingMode: UISplitViewController.DisplayMode?
        var handlesShowing = false
        func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
            calls.append("primary for collapsing")
            return collapsedPrimary
        }
        func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
            calls.append("primary for expanding")
            return nil
        }
        func splitViewController(
            _ svc: UISplitViewController,
            displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
        ) -> UISplitViewController.DisplayMode {
            calls.append("expanding proposed \(proposedDisplayMode)")
            return expandingMode ?? proposedDisplayMode
        }
        func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
            -> Bool
        {
            calls.append("show \(vc.title ?? "")")
            return handlesShowing
        }
        func splitViewController(
            _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
        ) -> Bool {
            calls.append("showDetail \(vc.title ?? "")")
            return handlesShowing
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            calls.append("willShow \(column)")
        }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
            calls.append("willHide \(column)")
        }
    }

    private func named(_ title: String) -> Watched {
        let vc = Watched()
        vc.title = title
        return vc
    }

    /// The windows made, kept for the test's length (a window owns the view its root's is in).
    private var windows: [UIWindow] = []

    /// A window of `device`'s screen, made with its settings (size classes, scale).
    private func window(_ device: Device) -> UIWindow {
        let w = StageSettings.with(StageSettings(device: device)) {
            UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
        }
        windows.append(w)
        return w
    }

    /// A classic split view controller: a navigation controller of "Master", and "Detail".
    private func classic(on device: Device, delegate: Delegate? = nil) -> (
        UIWindow, UISplitViewController, UINavigationController, Watched, Watched
    ) {
        let master = named("Master"), detail = named("Detail")
        let nav = UINavigationController(rootViewController: master)
        nav.title = "Master"
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [nav, detail]
        let w = window(device)
        w.rootViewController = split
        w.layoutIfNeeded()
        return (w, split, nav, master, detail)
    }

    /// On the 820 x 1180 @2x iPad (regular width): the primary is 320 pt wide (the automatic
    /// width, SEMANTICS.md §32), a separator one device pixel (0.5 pt) wide follows it, and the
    /// secondary takes the rest, 820 - 320.5 = 499.5 pt.
    func testColumnsSideBySideOnAnIPad() throws {
        let (_, split, nav, _, detail) = classic(on: .iPad10)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(split.primaryColumnWidth, 320)
        XCTAssertEqual(nav.view.frame, CGRect(x: 0, y: 0, width: 320, height: 1180))
        XCTAssertEqual(detail.view.frame, CGRect(x: 320.5, y: 0, width: 499.5, height: 1180))
        let separator = try XCTUnwrap(split.view.subviews.first { $0 is SplitSeparatorView })
        XCTAssertEqual(separator.frame, CGRect(x: 320, y: 0, width: 0.5, height: 1180))
        XCTAssertEqual(split.viewControllers.count, 2)
        XCTAssertTrue(detail.splitViewController === split)
        XCTAssertTrue(nav.viewControllers[0].splitViewController === split, "found through the navigation controller")
        XCTAssertNil(UIViewController().splitViewController)
    }

    /// A trailing primary edge mirrors the columns: the primary ends at the right edge.
    func testTrailingPrimaryEdgeMirrors() throws {
        let (_, split, nav, _, detail) = classic(on: .iPad10)
        split.primaryEdge = .trailing
        XCTAssertEqual(nav.view.frame, CGRect(x: 500, y: 0, width: 320, height: 1180))
        XCTAssertEqual(detail.view.frame, CGRect(x: 0, y: 0, width: 499.5, height: 1180))
        let separator = try XCTUnwrap(split.view.subviews.first { $0 is SplitSeparatorView })
        XCTAssertEqual(separator.frame, CGRect(x: 499.5, y: 0, width: 0.5, height: 1180))
    }

    /// Right to left, the leading edge is the right one: the primary is there, and a trailing
    /// primary edge puts it back on the left.
    func testRightToLeftPutsTheLeadingPrimaryOnTheRight() {
        let settings = StageSettings(device: .iPad10, layoutDirection: .rightToLeft)
        let w = StageSettings.with(settings) { UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180)) }
        windows.append(w)
        let master = named("Master"), detail = named("Detail")
        let split = UISplitViewController()
        split.viewControllers = [master, detail]
        w.rootViewController = split
        w.layoutIfNeeded()
        XCTAssertEqual(master.view.frame, CGRect(x: 500, y: 0, width: 320, height: 1180))
        XCTAssertEqual(detail.view.frame, CGRect(x: 0, y: 0, width: 499.5, height: 1180))
        split.primaryEdge = .trailing
        XCTAssertEqual(master.view.frame, CGRect(x: 0, y: 0, width: 320, height: 1180))
    }

    /// The width rules: fraction x width clamped to [minimum, maximum], the maximum 320 pt when
    /// automatic (so 0.5 x 820 = 410 gives 320 until the maximum is raised), a point width
    /// winning over the fraction, bad values clamped.
    func testPrimaryWidthFromFractionAndBounds() {
        let (_, split, nav, _, _) = classic(on: .iPad10)
        split.preferredPrimaryColumnWidthFraction = 0.5
        XCTAssertEqual(split.primaryColumnWidth, 320, "410 clamped to the automatic maximum")
        split.maximumPrimaryColumnWidth = 500
        XCTAssertEqual(split.primaryColumnWidth, 410)
        XCTAssertEqual(nav.view.frame.width, 410)
        split.preferredPrimaryColumnWidthFraction = 2
        XCTAssertEqual(split.primaryColumnWidth, 500, "2 is clamped to 1 (820), then to the maximum")
        split.preferredPrimaryColumnWidthFraction = -0.5
        XCTAssertEqual(split.primaryColumnWidth, 0, "clamped to 0")
        split.preferredPrimaryColumnWidthFraction = .nan
        XCTAssertEqual(split.primaryColumnWidth, 320, "NaN is automatic")
        split.preferredPrimaryColumnWidth = 280
        split.preferredPrimaryColumnWidthFraction = 0.9
        XCTAssertEqual(split.primaryColumnWidth, 280, "the point width wins over the fraction")
        split.minimumPrimaryColumnWidth = 450
        split.maximumPrimaryColumnWidth = 300
        XCTAssertEqual(split.primaryColumnWidth, 450, "a minimum above the maximum wins")
        split.minimumPrimaryColumnWidth = .infinity
        XCTAssertEqual(split.primaryColumnWidth, 820, "never wider than the view")
        split.minimumPrimaryColumnWidth = .nan
        split.maximumPrimaryColumnWidth = -3
        split.preferredPrimaryColumnWidth = .nan
        split.preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension
        XCTAssertEqual(split.primaryColumnWidth, 320, "NaN and negative bounds are automatic")
    }

    /// On the iPhone 8 (compact width) the interface collapses: the navigation controller
    /// fills the window with the secondary pushed on its stack, and `viewControllers` is the
    /// primary alone (as Apple documents for a collapsed interface).
    func testCollapsedOnAPhonePushesTheSecondary() {
        let delegate = Delegate()
        let (_, split, nav, master, detail) = classic(on: .iPhone8, delegate: delegate)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(split.viewControllers.count, 1)
        XCTAssertTrue(nav.viewControllers.elementsEqual([master, detail], by: ===))
        XCTAssertEqual(nav.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertTrue(detail.view.isDescendant(of: nav.view))
        XCTAssertEqual(delegate.calls, ["primary for collapsing", "collapse Detail onto Master"])
        XCTAssertTrue(detail.splitViewController === split, "through the navigation controller")
    }

    /// A delegate's `primaryViewController(forCollapsing:)` is the collapsed interface's
    /// primary, and the secondary is collapsed onto it (as Apple documents the order).
    func testDelegateChoosesTheCollapsedPrimary() {
        let delegate = Delegate()
        let phone = UINavigationController(rootViewController: named("Phone"))
        phone.title = "Phone"
        delegate.collapsedPrimary = phone
        let (_, split, nav, _, detail) = classic(on: .iPhone8, delegate: delegate)
        XCTAssertTrue(split.viewControllers.elementsEqual([phone], by: ===))
        XCTAssertNil(nav.parent)
        XCTAssertEqual(delegate.calls, ["primary for collapsing", "collapse Detail onto Phone"])
        XCTAssertTrue(phone.viewControllers.last === detail)
        XCTAssertEqual(phone.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    /// A delegate that shows the detail itself (`showDetail:sender:` true) leaves the split
    /// view controller as it was; `show:sender:` likewise.
    func testDelegateMayShowControllersItself() {
        let delegate = Delegate()
        delegate.handlesShowing = true
        let (_, split, nav, _, detail) = classic(on: .iPad10, delegate: delegate)
        let other = named("Other")
        split.showDetailViewController(other, sender: nil)
        split.show(other, sender: nil)
        XCTAssertTrue(split.viewControllers[1] === detail)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertEqual(delegate.calls, ["showDetail Other", "show Other"])
    }

    /// Expanding, the delegate's `displayModeForExpandingToProposedDisplayMode` picks the mode.
    func testDelegateChoosesTheModeForExpanding() {
        let delegate = Delegate()
        delegate.expandingMode = .secondaryOnly
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [UINavigationController(rootViewController: named("Master")), named("Detail")]
        let container = UIViewController()
        container.addChild(split)
        let w = window(.iPad10)
        w.rootViewController = container
        container.view.addSubview(split.view)
        split.view.frame = container.view.bounds
        container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: split)
        w.layoutIfNeeded()
        container.setOverrideTraitCollection(nil, forChild: split)
        split.view.setNeedsLayout()
        w.layoutIfNeeded()
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
    }

    /// Three columns: hiding the supplementary from all three tiled takes both leading
    /// columns away, and the delegate hears `willHide` for each.
    func testWillShowAndWillHideColumns() throws {
        let delegate = Delegate()
        let split = UISplitViewController(style: .tripleColumn)
        split.delegate = delegate
        for (column, title) in [(UISplitViewController.Column.primary, "A"), (.supplementary, "B"), (.secondary, "C")] {
            split.setViewController(named(title), for: column)
        }
        let w = window(try XCTUnwrap(Device.iPad10.landscape))
        w.rootViewController = split
        w.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .twoBesideSecondary)
        split.hide(.supplementary)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        split.show(.supplementary)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(
            delegate.calls,
            [
                "willChangeTo secondaryOnly", "willHide primary", "willHide supplementary",
                "willChangeTo oneBesideSecondary", "willShow supplementary",
            ])
    }

    /// A delegate that returns true from `collapseSecondary:onto:` keeps the primary's stack.
    func testDelegateMayDropTheSecondary() {
        let delegate = Delegate()
        delegate.dropSecondary = true
        let (_, split, nav, master, detail) = classic(on: .iPhone8, delegate: delegate)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertTrue(nav.viewControllers.elementsEqual([master], by: ===))
        XCTAssertNil(detail.parent)
    }

    /// A parent's trait override to compact collapses; removing it expands again, the primary's
    /// navigation controller giving back the pushed secondary.
    func testCollapseAndExpandWithTheSizeClass() {
        let delegate = Delegate()
        let master = named("Master"), detail = named("Detail")
        let nav = UINavigationController(rootViewController: master)
        nav.title = "Master"
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [nav, detail]
        let container = UIViewController()
        container.addChild(split)
        let w = window(.iPad10)
        w.rootViewController = container
        container.view.addSubview(split.view)
        split.view.frame = container.view.bounds
        w.layoutIfNeeded()
        XCTAssertFalse(split.isCollapsed)
        container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: split)
        split.view.setNeedsLayout()
        w.layoutIfNeeded()
        XCTAssertTrue(split.isCollapsed)
        XCTAssertTrue(nav.viewControllers.elementsEqual([master, detail], by: ===))
        container.setOverrideTraitCollection(nil, forChild: split)
        split.view.setNeedsLayout()
        w.layoutIfNeeded()
        XCTAssertFalse(split.isCollapsed)
        XCTAssertTrue(split.viewControllers.elementsEqual([nav, detail], by: ===))
        XCTAssertTrue(nav.viewControllers.elementsEqual([master], by: ===))
        XCTAssertEqual(detail.view.frame.minX, 320.5)
        XCTAssertEqual(
            delegate.calls,
            [
                "primary for collapsing", "collapse Detail onto Master", "expanding proposed oneBesideSecondary",
                "primary for expanding", "separate from Master",
            ])
    }

    /// Expanded, `showDetailViewController` makes the new controller the secondary in the old
    /// one's place; the old one leaves, with the disappearance callbacks.
    func testShowDetailReplacesTheSecondaryWhenExpanded() {
        let (w, split, _, _, detail) = classic(on: .iPad10)
        w.makeKeyAndVisible()
        let other = named("Other")
        split.showDetailViewController(other, sender: nil)
        XCTAssertTrue(split.viewControllers[1] === other)
        XCTAssertNil(detail.parent)
        XCTAssertNil(detail.viewIfLoaded?.superview)
        XCTAssertEqual(other.view.frame, CGRect(x: 320.5, y: 0, width: 499.5, height: 1180))
        XCTAssertEqual(detail.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(other.calls, ["willAppear", "didAppear"])
    }

    /// A child's `showDetailViewController` goes up to its split view controller, as UIKit
    /// routes it to the nearest container that shows details.
    func testShowDetailFromAChildReachesTheSplit() {
        let (_, split, _, master, _) = classic(on: .iPad10)
        let other = named("Other")
        master.showDetailViewController(other, sender: nil)
        XCTAssertTrue(split.viewControllers[1] === other)
        XCTAssertNil(master.presentedViewController)
    }

    /// Collapsed, `showDetailViewController` pushes on the navigation stack, as a push: on a
    /// recording stage the system slide runs (0.35 s, SEMANTICS.md §9).
    func testShowDetailPushesWhenCollapsed() throws {
        let (w, split, nav, _, _) = classic(on: .iPhone8)
        let other = named("Other")
        let t = try Stage(window: w, fps: 60).record { split.showDetailViewController(other, sender: nil) }
        XCTAssertTrue(nav.topViewController === other)
        XCTAssertGreaterThan(t.duration, 0.3, "animated as a push")
    }

    /// The master-detail template: the detail is a navigation controller. Collapsed, a new
    /// detail navigation controller shown is pushed as its stack (no navigation controller in
    /// a navigation controller); expanding gives it back as the secondary, the older detail
    /// dropped, the primary's stack its own again.
    func testTemplateDetailNavigationControllersWhenCollapsed() throws {
        let master = named("Master"), detail = named("Detail")
        let nav = UINavigationController(rootViewController: master)
        let detailNav = UINavigationController(rootViewController: detail)
        let split = UISplitViewController()
        split.viewControllers = [nav, detailNav]
        let container = UIViewController()
        container.addChild(split)
        let w = window(.iPad10)
        w.rootViewController = container
        container.view.addSubview(split.view)
        split.view.frame = container.view.bounds
        container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: split)
        w.layoutIfNeeded()
        XCTAssertTrue(split.isCollapsed)
        XCTAssertTrue(nav.viewControllers.elementsEqual([master, detail], by: ===))
        let other = named("Other")
        let otherNav = UINavigationController(rootViewController: other)
        let t = try Stage(window: w, fps: 60).record { master.showDetailViewController(otherNav, sender: nil) }
        XCTAssertTrue(nav.viewControllers.elementsEqual([master, detail, other], by: ===))
        XCTAssertGreaterThan(t.duration, 0.3, "pushed as a push")
        container.setOverrideTraitCollection(nil, forChild: split)
        split.view.setNeedsLayout()
        w.layoutIfNeeded()
        XCTAssertFalse(split.isCollapsed)
        XCTAssertTrue(split.viewControllers.elementsEqual([nav, otherNav], by: ===))
        XCTAssertTrue(otherNav.viewControllers.elementsEqual([other], by: ===))
        XCTAssertTrue(nav.viewControllers.elementsEqual([master], by: ===))
        XCTAssertEqual(other.view.frame.width, 499.5, "the column's width")
    }

    /// The window's launch sends the appearance callbacks to both columns' controllers.
    func testAppearanceCallbacksReachTheColumns() {
        let (w, _, _, master, detail) = classic(on: .iPad10)
        w.makeKeyAndVisible()
        XCTAssertEqual(master.calls, ["willAppear", "didAppear"])
        XCTAssertEqual(detail.calls, ["willAppear", "didAppear"])
    }

    /// Hiding the primary on screen sends it the disappearance callbacks, showing it again
    /// the appearance ones; the secondary, on screen throughout, hears nothing more.
    func testHidingAndShowingThePrimaryTellsIt() {
        let (w, split, _, master, detail) = classic(on: .iPad10)
        w.makeKeyAndVisible()
        split.preferredDisplayMode = .secondaryOnly
        split.preferredDisplayMode = .automatic
        XCTAssertEqual(
            master.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear"])
        XCTAssertEqual(detail.calls, ["willAppear", "didAppear"])
    }

    /// A large phone turned landscape is regular width (the 15 Pro Max, 932 x 430): columns,
    /// not a collapse.
    func testLargePhoneInLandscapeHasColumns() throws {
        let device = try XCTUnwrap(Device.iPhone15ProMax.landscape)
        let (_, split, nav, _, detail) = classic(on: device)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(nav.view.frame, CGRect(x: 0, y: 0, width: 320, height: 430))
        XCTAssertEqual(detail.view.frame.minX, 320 + 1 / 3, accuracy: 1e-9, "a 1/3 pt separator at 3x")
        let (_, portrait, _, _, _) = classic(on: .iPhone15ProMax)
        XCTAssertTrue(portrait.isCollapsed)
    }

    /// A hidden primary (`.secondaryOnly`) gets none; the secondary fills the width.
    func testSecondaryOnlyHidesThePrimary() {
        let master = named("Master"), detail = named("Detail")
        let split = UISplitViewController()
        split.preferredDisplayMode = .secondaryOnly
        split.viewControllers = [master, detail]
        let w = window(.iPad10)
        w.rootViewController = split
        w.layoutIfNeeded()
        w.makeKeyAndVisible()
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(detail.view.frame, CGRect(x: 0, y: 0, width: 820, height: 1180))
        XCTAssertLessThanOrEqual(master.view.frame.maxX, 0, "off the leading edge")
        XCTAssertEqual(master.calls, [])
        XCTAssertEqual(detail.calls, ["willAppear", "didAppear"])
    }

    /// The overlay mode draws the primary over the full-width secondary, with a shadow, and
    /// dims the secondary.
    func testOverlayModeDrawsThePrimaryOverTheSecondary() {
        let master = named("Master"), detail = named("Detail")
        let split = UISplitViewController()
        split.preferredDisplayMode = .oneOverSecondary
        split.viewControllers = [master, detail]
        let w = window(.iPad10)
        w.rootViewController = split
        w.layoutIfNeeded()
        XCTAssertEqual(detail.view.frame, CGRect(x: 0, y: 0, width: 820, height: 1180))
        XCTAssertEqual(master.view.frame, CGRect(x: 0, y: 0, width: 320, height: 1180))
        XCTAssertTrue(split.view.subviews.last === master.view, "on top")
        XCTAssertEqual(master.view.layer.shadowOpacity, 0.2)
        XCTAssertTrue(split.dimming.superview === split.view)
        XCTAssertEqual(split.dimming.frame, detail.view.frame)
        XCTAssertEqual(split.dimming.alpha, 1)
        split.preferredDisplayMode = .oneBesideSecondary
        XCTAssertEqual(split.dimming.alpha, 0, "transparent when nothing is overlaid")
        XCTAssertEqual(master.view.layer.shadowOpacity, 0)
    }

    /// The display-mode button hides a shown primary and shows a hidden one, telling the
    /// delegate first; a delegate's target wins.
    func testDisplayModeButtonToggles() {
        let delegate = Delegate()
        let (_, split, nav, _, detail) = classic(on: .iPad10, delegate: delegate)
        let item = split.displayModeButtonItem
        XCTAssertTrue(split.displayModeButtonItem === item, "one item")
        item.run?(item)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(detail.view.frame.minX, 0)
        XCTAssertLessThanOrEqual(nav.view.frame.maxX, 0)
        item.run?(item)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        delegate.target = .oneOverSecondary
        item.run?(item)
        XCTAssertEqual(split.displayMode, .oneOverSecondary)
        split.preferredDisplayMode = .secondaryOnly
        XCTAssertEqual(split.displayMode, .secondaryOnly, "a new preferred mode wins over the button's")
        XCTAssertEqual(
            delegate.calls,
            [
                "willChangeTo secondaryOnly", "willChangeTo oneBesideSecondary", "willChangeTo oneOverSecondary",
                "willChangeTo secondaryOnly",
            ])
    }

    /// Requests UIKit refuses are reported on the recording stage and change nothing, or
    /// keep what can be kept: a third controller is left out.
    func testBadRequestsAreReported() {
        let (w, split, nav, _, detail) = classic(on: .iPad10)
        var e = stageError {
            _ = try Stage(window: w).record { split.viewControllers = [nav, detail, self.named("Third")] }
        }
        guard case let .invalidRequest(what, _)? = e else { return XCTFail("\(String(describing: e))") }
        XCTAssertTrue(what.contains("takes two"), what)
        XCTAssertTrue(split.viewControllers.elementsEqual([nav, detail], by: ===))
        e = stageError { _ = try Stage(window: w).record { split.setViewController(self.named("X"), for: .primary) } }
        guard case let .invalidRequest(column, _)? = e else { return XCTFail("\(String(describing: e))") }
        XCTAssertTrue(column.contains("classic"), column)
        XCTAssertTrue(split.viewControllers.elementsEqual([nav, detail], by: ===))
        let columns = UISplitViewController(style: .doubleColumn)
        columns.setViewController(named("P"), for: .primary)
        columns.setViewController(named("S"), for: .secondary)
        let w2 = window(.iPad10)
        w2.rootViewController = columns
        e = stageError { _ = try Stage(window: w2).record { columns.hide(.secondary) } }
        guard case let .invalidRequest(hide, _)? = e else { return XCTFail("\(String(describing: e))") }
        XCTAssertTrue(hide.contains("always shown"), hide)
    }

    /// The deprecated iOS 8 names are the new modes.
    @available(*, deprecated)
    func testOldDisplayModeNames() {
        XCTAssertEqual(UISplitViewController.DisplayMode.primaryHidden, .secondaryOnly)
        XCTAssertEqual(UISplitViewController.DisplayMode.allVisible, .oneBesideSecondary)
        XCTAssertEqual(UISplitViewController.DisplayMode.primaryOverlay, .oneOverSecondary)
    }

    // MARK: - The column style

    /// Each column's controller is wrapped in a navigation controller (Apple: "If you set a
    /// child view controller that's not a navigation controller, the split view controller
    /// creates a navigation controller for it"); a navigation controller is used as it is.
    func testColumnsAreWrappedInNavigationControllers() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = named("List"), page = named("Page")
        let ownNav = UINavigationController(rootViewController: page)
        split.setViewController(list, for: .primary)
        split.setViewController(ownNav, for: .secondary)
        XCTAssertEqual(split.style, .doubleColumn)
        XCTAssertTrue(split.viewController(for: .primary) === list)
        let wrapper = try XCTUnwrap(list.navigationController)
        XCTAssertTrue(wrapper.parent === split)
        XCTAssertTrue(split.viewController(for: .secondary) === ownNav)
        XCTAssertTrue(ownNav.parent === split)
        XCTAssertTrue(split.viewControllers.elementsEqual([wrapper, ownNav], by: ===))
        XCTAssertTrue(list.splitViewController === split)
        XCTAssertTrue(page.splitViewController === split)
        XCTAssertNil(split.viewController(for: .supplementary))
        split.setViewController(named("X"), for: .supplementary)
        XCTAssertNil(split.viewController(for: .supplementary), "a two-column split has no supplementary")
        XCTAssertNil(UISplitViewController().viewController(for: .primary), "classic: use viewControllers")
    }

    /// A second plain controller set in the secondary column is pushed on the wrapper UIKit
    /// made for the first (UIKit's documented treatment of the secondary column); nil empties
    /// the column.
    func testSecondPlainSecondaryIsPushed() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let first = named("First"), second = named("Second")
        split.setViewController(first, for: .secondary)
        let wrapper = try XCTUnwrap(first.navigationController)
        split.setViewController(second, for: .secondary)
        XCTAssertTrue(wrapper.viewControllers.elementsEqual([first, second], by: ===))
        XCTAssertTrue(split.viewController(for: .secondary) === second)
        split.setViewController(nil, for: .secondary)
        XCTAssertNil(split.viewController(for: .secondary))
        XCTAssertNil(wrapper.parent)
    }

    /// Three columns on the iPad turned landscape (1180 wide): 1180 - 320 - 320 leaves 540 pt,
    /// at least 320, so all three tile; portrait (820) leaves 180, so the supplementary is
    /// beside the secondary and the primary is hidden.
    func testThreeColumnsTileWhenThereIsRoom() throws {
        let landscape = try XCTUnwrap(Device.iPad10.landscape)
        for (device, mode) in [
            (landscape, UISplitViewController.DisplayMode.twoBesideSecondary), (.iPad10, .oneBesideSecondary),
        ] {
            let split = UISplitViewController(style: .tripleColumn)
            let a = named("A"), b = named("B"), c = named("C")
            split.setViewController(a, for: .primary)
            split.setViewController(b, for: .supplementary)
            split.setViewController(c, for: .secondary)
            let w = window(device)
            w.rootViewController = split
            w.layoutIfNeeded()
            XCTAssertEqual(split.displayMode, mode)
            let h = device.screenSize.height
            if mode == .twoBesideSecondary {
                XCTAssertEqual(a.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: h))
                XCTAssertEqual(b.navigationController?.view.frame, CGRect(x: 320.5, y: 0, width: 320, height: h))
                XCTAssertEqual(c.navigationController?.view.frame, CGRect(x: 641, y: 0, width: 539, height: h))
                XCTAssertEqual(c.view.frame, CGRect(x: 0, y: 0, width: 539, height: h), "the column's size")
            } else {
                XCTAssertLessThanOrEqual(a.navigationController?.view.frame.maxX ?? 1, 0)
                XCTAssertEqual(b.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: h))
                XCTAssertEqual(c.navigationController?.view.frame, CGRect(x: 320.5, y: 0, width: 499.5, height: h))
            }
        }
    }

    private func columns(on device: Device, delegate: Delegate?, compact: UIViewController? = nil) -> (
        UIWindow, UISplitViewController, Watched, Watched
    ) {
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        let list = named("List"), page = named("Page")
        split.setViewController(list, for: .primary)
        split.setViewController(page, for: .secondary)
        if let compact { split.setViewController(compact, for: .compact) }
        let w = window(device)
        w.rootViewController = split
        w.layoutIfNeeded()
        return (w, split, list, page)
    }

    /// Collapsed on a phone, the column style stacks the secondary on the primary's navigation
    /// controller (the delegate proposed `.secondary` on top); returning `.primary` keeps the
    /// list on top.
    func testColumnStyleCollapsesOntoThePrimaryStack() throws {
        let delegate = Delegate()
        let (_, split, list, page) = columns(on: .iPhone8, delegate: delegate)
        XCTAssertTrue(split.isCollapsed)
        let nav = try XCTUnwrap(list.navigationController)
        XCTAssertTrue(nav.viewControllers.elementsEqual([list, page], by: ===))
        XCTAssertEqual(nav.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(delegate.calls, ["top proposed secondary", "didCollapse"])

        let topPrimary = Delegate()
        topPrimary.top = .primary
        let (_, _, list2, page2) = columns(on: .iPhone8, delegate: topPrimary)
        XCTAssertTrue(try XCTUnwrap(list2.navigationController).viewControllers.elementsEqual([list2], by: ===))
        XCTAssertNil(page2.viewIfLoaded?.window)
    }

    /// The column style collapsing and expanding again in a window: each column gets its
    /// stack back, a controller pushed while collapsed staying on the secondary's, and the
    /// delegate hears both.
    func testColumnStyleExpandsBackToItsColumns() throws {
        let delegate = Delegate()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        let list = named("List"), page = named("Page"), more = named("More")
        split.setViewController(list, for: .primary)
        split.setViewController(page, for: .secondary)
        let container = UIViewController()
        container.addChild(split)
        let w = window(.iPad10)
        w.rootViewController = container
        container.view.addSubview(split.view)
        split.view.frame = container.view.bounds
        container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: split)
        w.layoutIfNeeded()
        let primaryNav = try XCTUnwrap(list.navigationController)
        let secondaryNav = try XCTUnwrap(split.viewControllers.last as? UINavigationController)
        XCTAssertTrue(secondaryNav.viewControllers.isEmpty, "its stack is on the primary's")
        XCTAssertTrue(primaryNav.viewControllers.elementsEqual([list, page], by: ===))
        primaryNav.pushViewController(more, animated: false)
        container.setOverrideTraitCollection(nil, forChild: split)
        split.view.setNeedsLayout()
        w.layoutIfNeeded()
        XCTAssertFalse(split.isCollapsed)
        XCTAssertTrue(primaryNav.viewControllers.elementsEqual([list], by: ===))
        XCTAssertTrue(secondaryNav.viewControllers.elementsEqual([page, more], by: ===))
        XCTAssertEqual(secondaryNav.view.frame, CGRect(x: 320.5, y: 0, width: 499.5, height: 1180))
        XCTAssertEqual(more.view.frame.size, CGSize(width: 499.5, height: 1180))
        XCTAssertEqual(
            delegate.calls,
            ["top proposed secondary", "didCollapse", "expanding proposed oneBesideSecondary", "didExpand"])
    }

    /// A `.compact` column is what the collapsed interface shows.
    func testCompactColumnShownWhenCollapsed() throws {
        let phoneOnly = named("Phone")
        let (_, split, list, _) = columns(on: .iPhone8, delegate: nil, compact: phoneOnly)
        XCTAssertTrue(split.isCollapsed)
        let nav = try XCTUnwrap(phoneOnly.navigationController)
        XCTAssertEqual(nav.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertNotNil(phoneOnly.view.window)
        XCTAssertNil(list.viewIfLoaded?.window)
        // On an iPad the compact column is not shown.
        let (_, _, list2, _) = columns(on: .iPad10, delegate: nil, compact: named("Phone"))
        XCTAssertNotNil(list2.view.window)
    }

    /// `hide(.primary)` leaves the secondary alone on the screen; `show(.primary)` brings the
    /// primary back beside it; the delegate hears each change first. On a recording stage the
    /// move is animated.
    func testShowAndHideThePrimaryColumn() throws {
        let delegate = Delegate()
        let (w, split, list, page) = columns(on: .iPad10, delegate: delegate)
        split.hide(.primary)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(page.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 820, height: 1180))
        XCTAssertLessThanOrEqual(list.navigationController?.view.frame.maxX ?? 1, 0)
        let t = try Stage(window: w, fps: 60).record { split.show(.primary) }
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(page.navigationController?.view.frame, CGRect(x: 320.5, y: 0, width: 499.5, height: 1180))
        XCTAssertEqual(t.duration, 0.3, accuracy: 1e-9, "the columns slide over 0.3 s")
        XCTAssertEqual(
            delegate.calls,
            [
                "willChangeTo secondaryOnly", "willHide primary", "willChangeTo oneBesideSecondary",
                "willShow primary",
            ])
        split.hide(.secondary)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary, "the secondary cannot be hidden")
    }

    /// Collapsed, `show(.primary)` cuts the stack back to the primary's controllers and
    /// `show(.secondary)` stacks the secondary again.
    func testShowColumnsWhenCollapsed() throws {
        let (_, split, list, page) = columns(on: .iPhone8, delegate: nil)
        let nav = try XCTUnwrap(list.navigationController)
        split.show(.primary)
        XCTAssertTrue(nav.viewControllers.elementsEqual([list], by: ===))
        split.show(.secondary)
        XCTAssertTrue(nav.viewControllers.elementsEqual([list, page], by: ===))
    }

    // MARK: - Storyboards

    private func storyboard(_ splitAttributes: String) throws -> UIStoryboard {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="s">
                <scenes>
                    <scene sceneID="s0">
                        <objects>
                            <splitViewController id="s" \(splitAttributes) sceneMemberID="viewController">
                                <connections>
                                    <segue destination="d" kind="relationship" relationship="detailViewController" id="r2"/>
                                    <segue destination="n" kind="relationship" relationship="masterViewController" id="r1"/>
                                </connections>
                            </splitViewController>
                        </objects>
                    </scene>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="n" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="m" kind="relationship" relationship="rootViewController" id="r3"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s2"><objects><viewController title="Master" id="m" sceneMemberID="viewController"/></objects></scene>
                    <scene sceneID="s3"><objects><viewController title="Detail" id="d" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """
        let doc = try StoryboardReader.read(data: Data(xml.utf8), file: "Split.storyboard")
        return UIStoryboard(document: doc, bundle: nil)
    }

    /// A storyboard's `<splitViewController>` with `masterViewController` and
    /// `detailViewController` relationship segues (written detail first here) makes the split
    /// view controller with its primary and secondary.
    func testStoryboardSplitViewControllerScene() throws {
        let file = try storyboard("")
        let split = try XCTUnwrap(file.instantiateInitialViewController() as? UISplitViewController)
        XCTAssertEqual(split.style, .unspecified)
        XCTAssertEqual(file.problems.map(\.message), [], "the scene is understood")
        let nav = try XCTUnwrap(split.viewControllers.first as? UINavigationController)
        XCTAssertEqual(nav.topViewController?.title, "Master")
        XCTAssertEqual(split.viewControllers.last?.title, "Detail")
        let w = window(.iPad10)
        w.rootViewController = split
        w.layoutIfNeeded()
        XCTAssertEqual(nav.view.frame.width, 320)
    }

    /// The column style's attributes: `style`, `preferredDisplayMode` and `behavior`.
    func testStoryboardColumnStyleAttributes() throws {
        let split = try XCTUnwrap(
            try storyboard(#"style="doubleColumn" preferredDisplayMode="oneOverSecondary" behavior="overlay""#)
                .instantiateInitialViewController() as? UISplitViewController)
        XCTAssertEqual(split.style, .doubleColumn)
        XCTAssertEqual(split.preferredDisplayMode, .oneOverSecondary)
        XCTAssertEqual(split.preferredSplitBehavior, .overlay)
        XCTAssertEqual(split.viewController(for: .secondary)?.title, "Detail")
        XCTAssertTrue(split.viewController(for: .primary) is UINavigationController, "the file's own, not wrapped")
        XCTAssertTrue(split.viewController(for: .secondary)?.navigationController?.parent === split, "wrapped")
    }
}
