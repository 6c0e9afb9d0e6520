import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A tab bar delegate as apps write it: one animator for every switch.
final class TabSwitchDelegate: NSObject, UITabBarControllerDelegate {
    var animator: UIViewControllerAnimatedTransitioning? = SlideUpAnimator()
    var refused: UIViewController?
    var selected: [UIViewController] = []
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        viewController !== refused
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController)
    }
}

final class TabBarAndEnvironmentTests: XCTestCase {
    func testTabSwitchRunsTheDelegatesAnimatorLikeAPush() throws {
        let log = EventLog()
        let a = Screen("A", log: log), b = Screen("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let delegate = TabSwitchDelegate()
        tabs.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = tabs
        XCTAssertTrue(a.tabBarController === tabs)
        XCTAssertEqual(tabs.view.subviews.filter { !($0 is UITabBar) }.map { $0.accessibilityIdentifier }, ["A"])
        XCTAssertTrue(tabs.view.subviews.last === tabs.tabBar, "the tab bar is drawn over the tab")
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 618, width: 375, height: 49))
        let t = try withExtendedLifetime(delegate) {
            try Stage(window: window, fps: 60).record { tabs.selectedIndex = 1 }
        }
        // SlideUpAnimator: B from y = 667 to finalFrame = the tab bar controller's bounds,
        // linearly over 0.4 s: y = 333.5 at 0.2 s, so its centre is at 333.5 + 333.5 = 667.
        XCTAssertEqual(try t.layer("B", at: 0.2).position.y, 667, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("A", at: 0.2).position.y, 333.5, accuracy: 1e-9)
        XCTAssertTrue(
            t.events.contains { $0.message == "tabBarController(_:animationControllerForTransitionFrom:to:)" })
        XCTAssertEqual(
            try XCTUnwrap(t.events.first { $0.message == "completeTransition(true)" }).time, 0.4, accuracy: 1e-9)
        XCTAssertEqual(tabs.view.subviews.filter { !($0 is UITabBar) }.map { $0.accessibilityIdentifier }, ["B"])
        XCTAssertTrue(tabs.selectedViewController === b)
        XCTAssertEqual(log.lines, ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])

        // Without an animator the switch is immediate; a refused tap does nothing.
        delegate.animator = nil
        delegate.refused = b
        let t2 = try Stage(window: window, fps: 60).record {
            tabs.tapTab(at: 0)
            tabs.tapTab(at: 1)
        }
        XCTAssertEqual(t2.duration, 0)
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertEqual(tabs.view.subviews.filter { !($0 is UITabBar) }.map { $0.accessibilityIdentifier }, ["A"])
        XCTAssertTrue(delegate.selected.count == 1 && delegate.selected[0] === a)

        // A bad index is a clear error.
        let e = stageError { _ = try Stage(window: window, fps: 60).record { tabs.selectedIndex = 5 } }
        XCTAssertTrue("\(e.map { "\($0)" } ?? "")".contains("has 2 tabs"))
    }

    func testDeviceApplicationScreenAndSafeArea() throws {
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(UIDevice.current.orientation, .portrait)
        XCTAssertEqual(UIDevice.current.systemVersion, "17.0")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let full = UIView(frame: window.bounds)
        let sheet = UIView(frame: CGRect(x: 0, y: 40, width: 375, height: 627))
        let straddling = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
        for v in [full, sheet, straddling] { window.transitionContainer.addSubview(v) }
        // The phone's safe area: top 20, nothing elsewhere.
        XCTAssertEqual(full.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(full.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 20, width: 375, height: 647))
        XCTAssertEqual(sheet.safeAreaInsets, .zero, "below the status bar")
        XCTAssertEqual(straddling.safeAreaInsets.top, 10, "20 - 10 of it under the bar")
        XCTAssertEqual(UIView(frame: window.bounds).safeAreaInsets, .zero, "not in a window")
        XCTAssertEqual(UIScreen.main.scale, 2)
        XCTAssertTrue(UIApplication.shared.windows.isEmpty, "no stage records")
        let stage = Stage(window: window, fps: 60)
        stage.scale = 3
        var seen: (CGFloat, Bool, Bool) = (0, false, false)
        _ = try stage.record {
            seen = (
                UIScreen.main.scale, UIApplication.shared.keyWindow === window,
                UIApplication.shared.windows.first === window
            )
        }
        XCTAssertEqual(seen.0, 3)
        XCTAssertTrue(seen.1 && seen.2)
    }

    func testNavigationBarIsStored() {
        let nav = UINavigationController(rootViewController: UIViewController())
        XCTAssertEqual(UINavigationController.hideShowBarDuration, 0.2)
        nav.navigationBar.barTintColor = .red
        nav.navigationBar.prefersLargeTitles = true
        nav.setNavigationBarHidden(false, animated: true)
        XCTAssertFalse(nav.isNavigationBarHidden)
        XCTAssertFalse(nav.navigationBar.isHidden)
        XCTAssertEqual(nav.navigationBar.barTintColor, .red)
        XCTAssertNil(nav.navigationBar.superview, "not drawn")
        XCTAssertTrue(nav.viewControllers[0].navigationController === nav)
        XCTAssertEqual(nav.children.count, 1)
        XCTAssertEqual(UIViewController().preferredStatusBarStyle, .default)
    }
}
