import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A screen that sets its fonts where most apps do: in `traitCollectionDidChange(_:)`, from
/// the traits it is given.
private final class TypeScreen: UIViewController {
    let headline = UILabel(), body = UILabel(), subheadline = UILabel()
    var previous: [UITraitCollection?] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        for l in [headline, body, subheadline] { view.addSubview(l) }
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection)
        headline.font = .preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
        body.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
        subheadline.font = .preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
    }
}

private final class FirstTraitsView: UIView {
    var previous: [UITraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previous.append(previousTraitCollection)
    }
}

/// A view that registers for trait changes as iOS 17 code does, in all three forms.
private final class RegisteringView: UIView {
    var styleChanges: [UIUserInterfaceStyle] = []
    var sizeChanges = 0
    var actionCalls = 0
    var registration: (any UITraitChangeRegistration)?
    override init(frame: CGRect) {
        super.init(frame: frame)
        registration = registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (self: RegisteringView, previousTraitCollection: UITraitCollection) in
            self.styleChanges.append(previousTraitCollection.userInterfaceStyle)
        }
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitHorizontalSizeClass.self]) {
            (view: RegisteringView, _: UITraitCollection) in
            view.sizeChanges += 1
        }
        // `#selector(styleDidChange)` after the port rewrite.
        registerForTraitChanges(
            UITraitCollection.systemTraitsAffectingColorAppearance, action: RegisteringView.styleDidChange)
    }
    required init?(coder: NSCoder) { nil }
    func styleDidChange() { actionCalls += 1 }
}

final class TraitCallbackTests: XCTestCase {
    /// iOS calls `traitCollectionDidChange(_:)` on a controller whose view first gets its
    /// traits by joining a window (previous traits nil, as UIKit documents for the first
    /// call), so fonts set there apply: headline 17 pt semibold, body 17 pt regular,
    /// subheadline 15 pt regular at the Large text size (Apple's Human Interface Guidelines,
    /// Typography, Dynamic Type sizes; the simulator references show the semibold
    /// headline and the smaller subheadline).
    func testFontsSetInTraitCollectionDidChangeApplyWhenJoiningAWindow() throws {
        let stage = Stage(device: .iPhone14)
        let screen = TypeScreen()
        stage.window.rootViewController = screen
        XCTAssertEqual(screen.previous.count, 1, "one call when the view joins the window")
        XCTAssertNil(try XCTUnwrap(screen.previous.first))
        XCTAssertEqual(screen.headline.font.pointSize, 17)
        XCTAssertEqual(screen.headline.font.fontDescription.weight, 600)
        XCTAssertEqual(screen.body.font.pointSize, 17)
        XCTAssertEqual(screen.body.font.fontDescription.weight, 400)
        XCTAssertEqual(screen.subheadline.font.pointSize, 15)
        XCTAssertEqual(screen.subheadline.font.fontDescription.weight, 400)

        // At the largest accessibility size the table gives headline 53 pt, subheadline 49.
        let big = Stage(
            device: .iPhone14,
            traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let s2 = TypeScreen()
        big.window.rootViewController = s2
        XCTAssertEqual(s2.headline.font.pointSize, 53)
        XCTAssertEqual(s2.subheadline.font.pointSize, 49)

        // A change of traits afterwards calls again, with the traits before.
        screen.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(screen.previous.count, 2)
        XCTAssertEqual(screen.previous.last??.userInterfaceStyle, .light)
    }

    /// A controller nested in containers built before they join a window (a navigation
    /// controller's root inside a tab bar controller, a child added by hand, a navigation
    /// controller's root alone) still hears `traitCollectionDidChange(nil)` once when the
    /// hierarchy joins the window. The iOS simulator's picture of exactly this screen
    /// (swift-snapshot-testing's `testTraitsEmbeddedInTabNavigation.iphone-8.png`, recorded on
    /// iOS 13, bench/ios-reference/cases.tsv `tab-navigation.iphone-8`) shows the headline
    /// "What's" semibold and the subheadline "?" smaller than the body, set there.
    func testNestedControllersHearTheirFirstTraitsWhenTheHierarchyJoinsAWindow() throws {
        // Outside a window a controller has the default phone's traits (the iPhone 8's): in an
        // iPhone 8 window its traits are the same, and the first call has no previous traits.
        let stage = Stage(device: .iPhone8)
        let screen = TypeScreen()
        let nav = UINavigationController(rootViewController: screen)
        let tabs = UITabBarController()
        tabs.setViewControllers([nav], animated: false)
        _ = tabs.view  // the hierarchy loaded outside any window first
        XCTAssertEqual(screen.previous.count, 0, "outside a window: no call")
        stage.window.rootViewController = tabs
        stage.window.layoutIfNeeded()
        XCTAssertEqual(screen.previous.count, 1, "one call for the first traits")
        XCTAssertNil(try XCTUnwrap(screen.previous.first))
        XCTAssertEqual(screen.headline.font.fontDescription.weight, 600, "semibold headline")
        XCTAssertEqual(screen.headline.font.pointSize, 17)
        XCTAssertEqual(screen.subheadline.font.pointSize, 15)

        // Re-joining the window with the same traits is no change: no second call.
        stage.window.rootViewController = nil
        stage.window.rootViewController = tabs
        stage.window.layoutIfNeeded()
        XCTAssertEqual(screen.previous.count, 1)

        // In an iPhone 14's window (scale 3) the traits changed on the way: one call, with
        // the traits it had outside, and the fonts are set all the same.
        let s14 = TypeScreen()
        let tabs14 = UITabBarController()
        tabs14.setViewControllers([UINavigationController(rootViewController: s14)], animated: false)
        _ = tabs14.view
        Stage(device: .iPhone14).window.rootViewController = tabs14
        XCTAssertEqual(s14.previous.count, 1)
        XCTAssertEqual(s14.previous.first??.displayScale, 2)
        XCTAssertEqual(s14.headline.font.fontDescription.weight, 600)

        // A child added by hand to a parent whose view is not yet in a window.
        let parent = UIViewController()
        let child = TypeScreen()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertEqual(child.previous.count, 0, "outside a window: no call")
        Stage(device: .iPhone14).window.rootViewController = parent
        XCTAssertEqual(child.previous.count, 1)
        XCTAssertEqual(child.headline.font.fontDescription.weight, 600)

        // A presented controller, inside a navigation controller built beforehand.
        let presenter = UIViewController()
        let presentedStage = Stage(device: .iPhone14)
        presentedStage.window.rootViewController = presenter
        let sheetRoot = TypeScreen()
        let sheetNav = UINavigationController(rootViewController: sheetRoot)
        _ = sheetNav.view
        presenter.present(sheetNav, animated: false)
        presentedStage.window.layoutIfNeeded()
        XCTAssertEqual(sheetRoot.previous.count, 1)
        XCTAssertEqual(sheetRoot.headline.font.fontDescription.weight, 600)
    }

    /// A view hears its first traits once, when it (or its superview) joins a window; a view
    /// that first got traits outside a window and joins one with the same traits hears
    /// nothing (iOS 13's predicted traits), and a view outside any window hears nothing.
    func testViewsHearTheirFirstTraitsInAWindowOnce() {
        let stage = Stage(device: .iPhone14)
        let direct = FirstTraitsView()
        stage.window.addSubview(direct)
        XCTAssertEqual(direct.previous.count, 1)
        XCTAssertNil(direct.previous.first ?? UITraitCollection())
        let child = FirstTraitsView()
        direct.addSubview(child)
        XCTAssertEqual(child.previous.count, 1)
        direct.addSubview(child)
        XCTAssertEqual(child.previous.count, 1, "re-adding with the same traits is no change")

        // Outside a window a view has the default phone's traits (the iPhone 8's, scale 2):
        // joining an iPhone 8 window changes nothing, joining an iPhone 14's (scale 3) does.
        for (device, calls) in [(Device.iPhone8, 0), (.iPhone14, 1)] {
            let loose = UIView(), inner = FirstTraitsView()
            loose.addSubview(inner)
            XCTAssertEqual(inner.previous.count, 0, "outside a window: no call")
            Stage(device: device).window.addSubview(loose)
            XCTAssertEqual(inner.previous.count, calls, "\(device)")
            if calls > 0 { XCTAssertEqual(inner.previous.last??.displayScale, 2) }
        }
    }

    /// iOS 17's registrations run when one of their traits changes, with the traits before,
    /// and not for the first traits; unregistering stops them.
    func testRegisterForTraitChanges() throws {
        let stage = Stage(device: .iPhone14)
        let view = RegisteringView()
        stage.window.addSubview(view)
        XCTAssertEqual(view.styleChanges, [])
        XCTAssertEqual(view.actionCalls, 0)
        view.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(view.styleChanges, [.light])
        XCTAssertEqual(view.actionCalls, 1)
        XCTAssertEqual(view.sizeChanges, 0, "a style change is not a size change")
        view.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(view.styleChanges, [.light], "no change, no call")
        view.unregisterForTraitChanges(try XCTUnwrap(view.registration))
        view.overrideUserInterfaceStyle = .light
        XCTAssertEqual(view.styleChanges, [.light])
        XCTAssertEqual(view.actionCalls, 2)

        // A controller's registration, with the text size changed by its parent.
        let parent = UIViewController(), child = UIViewController()
        var seen: [UIContentSizeCategory] = []
        child.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            (c: UIViewController, old: UITraitCollection) in
            XCTAssertTrue(c === child)
            seen.append(old.preferredContentSizeCategory)
        }
        stage.window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        parent.setOverrideTraitCollection(
            UITraitCollection(preferredContentSizeCategory: .extraLarge), forChild: child)
        XCTAssertEqual(seen, [.large])
        XCTAssertEqual(child.traitCollection.preferredContentSizeCategory, .extraLarge)
    }
}
