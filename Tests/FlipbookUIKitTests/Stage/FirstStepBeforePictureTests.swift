import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// The first step of a scene has a "before" picture (SEMANTICS.md §5): a `CATransition`
/// added in it starts from the window as it was before the step, exactly as when the same
/// step runs later in the scene.
final class FirstStepBeforePictureTests: XCTestCase {
    private func tabs() -> (UIWindow, UITabBarController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let one = UIViewController(), two = UIViewController()
        one.view.accessibilityIdentifier = "one"
        one.view.backgroundColor = .red
        two.view.accessibilityIdentifier = "two"
        two.view.backgroundColor = .blue
        let tabs = UITabBarController()
        tabs.viewControllers = [one, two]
        window.rootViewController = tabs
        return (window, tabs)
    }

    /// The tab switch most apps write: select the tab, then add a 0.4 s fade to the tab bar
    /// controller's view (Core Animation pictures the layer as of the last commit, so the
    /// order does not matter).
    private func fadeSwitch(_ tabs: UITabBarController, addFirst: Bool) {
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 0.4
        if addFirst { tabs.view.layer.add(fade, forKey: kCATransition) }
        tabs.selectedIndex = 1
        if !addFirst { tabs.view.layer.add(fade, forKey: kCATransition) }
    }

    /// The names of the layers the old picture of the transition holds at `t`.
    private func beforePicture(_ tl: Timeline, at t: Double) -> [String] {
        let tree = tl.presentation(at: t).root
        // The tab bar controller's own bar is in the picture too (drawn, as on an iPhone); the
        // question is which tab's content it holds.
        let picture = tree.flattened.first { $0.name.hasSuffix("(before transition)") }
        return picture?.sublayers.map(\.name).filter { $0 != "UITabBar" } ?? []
    }

    private func opacityOfNewPicture(_ tl: Timeline, at t: Double) -> Double? {
        tl.presentation(at: t).root.flattened.first { $0.name.hasSuffix("(after transition)") }?.opacity
    }

    func testATabSwitchInTheFirstStepStartsFromTheOldTab() throws {
        for addFirst in [false, true] {
            let (window, tabs) = tabs()
            let tl = try Stage(window: window, fps: 60).record { self.fadeSwitch(tabs, addFirst: addFirst) }
            // t = 0: progress 0 of the fade: the old picture is tab one, the new one invisible.
            XCTAssertEqual(beforePicture(tl, at: 0), ["one"], "add first: \(addFirst)")
            XCTAssertEqual(try XCTUnwrap(opacityOfNewPicture(tl, at: 0)), 0, accuracy: 1e-12)
            // Halfway (0.2 s of 0.4; no timing function is linear): the new picture at 0.5.
            XCTAssertEqual(try XCTUnwrap(opacityOfNewPicture(tl, at: 0.2)), 0.5, accuracy: 1e-9)
        }
    }

    func testTheSameStepLaterGivesTheSamePicture() throws {
        let (window, tabs) = tabs()
        let spacer = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        window.addSubview(spacer)
        let tl = try Stage(window: window, fps: 60).record(steps: [
            // A step that lasts 0.1 s (its completion is an event at 0.1 s, which the next
            // step waits for).
            { UIView.animate(withDuration: 0.1, animations: { spacer.alpha = 0.5 }, completion: { _ in }) },
            { self.fadeSwitch(tabs, addFirst: false) },
        ])
        XCTAssertEqual(beforePicture(tl, at: 0.1), ["one"])
        XCTAssertEqual(try XCTUnwrap(opacityOfNewPicture(tl, at: 0.1)), 0, accuracy: 1e-12)
    }

    func testFrameZeroStillShowsTheFirstStepsPlainChanges() throws {
        // The before picture is for what animates the change; a change made without an
        // animation shows from frame 0 on (an animator's `toView.alpha = 0`, SEMANTICS.md §5).
        let (window, _) = tabs()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        let tl = try Stage(window: window, fps: 60).record { card.alpha = 0.25 }
        XCTAssertEqual(tl.snapshots.count, 1)
        XCTAssertEqual(try tl.layer("card", at: 0).opacity, 0.25, accuracy: 1e-9)
    }
}
