import XCTest
import FlipbookUIKit

/// fixtures/port/Transitions/PressableCardsViewController.swift, written as iOS code is
/// written and compiled unchanged through the port plugin: touch handlers overridden on a cell
/// and a controller, `didReceiveMemoryWarning()`, and `useLayoutToLayoutNavigationTransitions`.
final class PortedTouchesTests: XCTestCase {
    private func window(_ root: UIViewController) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        w.rootViewController = root
        root.loadViewIfNeeded()
        w.layoutIfNeeded()
        return w
    }

    func testATapPressesTheCardAndLetsItGo() throws {
        let cards = PressableCardsViewController()
        let w = window(cards)
        cards.collectionView.layoutIfNeeded()
        let cell = try XCTUnwrap(
            cards.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PressableCardCell)
        cell.layer.name = "card0"
        // The finger goes down on the cell's middle: (50, 50) in the cell's 100 x 100 bounds.
        let middle = cell.convert(CGPoint(x: 50, y: 50), to: w)
        let tl = try Stage(window: w, fps: 60).record { w.playTaps(try! TapScript.taps(at: middle, count: 1)) }
        // Down at 0, up 0.05 s later (TapScript.tapDuration): began, then ended; no recognizer
        // sees the touch, so nothing cancels it.
        XCTAssertEqual(cell.touchLog, ["began 1 (50, 50)", "ended"])
        // The press animation runs linearly from scale 1 to 0.9 over 0.2 s from t = 0: at
        // t = 0.025 s the scale is 1 - 0.1 x 0.025 / 0.2 = 0.9875.
        let pressed = try XCTUnwrap(tl.presentation(at: 0.025).root.find(named: "card0"))
        XCTAssertEqual(pressed.transform.m11, 0.9875, accuracy: 1e-9)
        XCTAssertEqual(pressed.transform.m22, 0.9875, accuracy: 1e-9)
        // The spring back to identity set the model value when the finger lifted.
        XCTAssertEqual(cell.transform, .identity)
    }

    func testADoubleTapCountsItsTaps() throws {
        let cards = PressableCardsViewController()
        let w = window(cards)
        let cell = try XCTUnwrap(
            cards.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PressableCardCell)
        let middle = cell.convert(CGPoint(x: 50, y: 50), to: w)
        _ = try Stage(window: w, fps: 60).record {
            w.playTaps(try! TapScript.taps(at: middle, count: 2, interval: 0.2))
        }
        // The second touch comes 0.2 s after the first, within 0.35 s and at the same place:
        // its tapCount is 2, as UIKit counts a double tap.
        XCTAssertEqual(cell.touchLog, ["began 1 (50, 50)", "ended", "began 2 (50, 50)", "ended"])
    }

    func testTouchesGoUpTheResponderChainButNotPastAButton() throws {
        let screen = FingerTrackingViewController()
        let w = window(screen)
        // A 0.2 s drag across the pad, from (50, 150) to (250, 250) in the window, at 60 fps:
        // began at 0, moved at each frame time strictly inside (k / 60 for k = 1...11) and at
        // 0.2 s, ended at 0.2 s. The pad has no handlers: its touches reach its superview (the
        // root view, none either), then the controller, whose view it is.
        let drag = try GestureScript.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 250), duration: 0.2)
        _ = try Stage(window: w, fps: 60).record { w.playTouch(drag) }
        XCTAssertEqual(screen.log, ["began in pad", "ended"])
        XCTAssertEqual(screen.path.count, 1 + 12)
        // In the pad's coordinates (the pad starts at y = 100): (50, 50) first, (250, 150) last,
        // and at frame 6 (t = 0.1 s, half way) (150, 100).
        XCTAssertEqual(screen.path.first, CGPoint(x: 50, y: 50))
        XCTAssertEqual(screen.path.last, CGPoint(x: 250, y: 150))
        XCTAssertEqual(screen.path[6].x, 150, accuracy: 1e-9)
        XCTAssertEqual(screen.path[6].y, 100, accuracy: 1e-9)
        // A tap on the Done button fires its action; the button keeps the touch to itself.
        _ = try Stage(window: w, fps: 60).record {
            w.playTaps(try! TapScript.taps(at: CGPoint(x: 330, y: 522), count: 1))
        }
        XCTAssertEqual(screen.doneTaps, 1)
        XCTAssertEqual(screen.log, ["began in pad", "ended"])
    }

    func testARecognizerThatRecognizesCancelsTheTouches() throws {
        let screen = FingerTrackingViewController()
        let w = window(screen)
        let pan = UIPanGestureRecognizer(handler: { _ in })
        screen.pad.addGestureRecognizer(pan)
        let drag = try GestureScript.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 250), duration: 0.2)
        _ = try Stage(window: w, fps: 60).record { w.playTouch(drag) }
        // Flipbook's pan recognizes at the touch's first sample (SEMANTICS.md §7): the touch
        // began, and was cancelled at once; no move and no end reach the controller.
        XCTAssertEqual(screen.log, ["began in pad", "cancelled"])
        XCTAssertEqual(screen.path.count, 1)
        // With cancelsTouchesInView off the view keeps every touch.
        pan.cancelsTouchesInView = false
        _ = try Stage(window: w, fps: 60).record { w.playTouch(drag) }
        XCTAssertEqual(screen.log, ["began in pad", "cancelled", "began in pad", "ended"])
        XCTAssertEqual(screen.path.count, 13)
        // A tap recognizer recognizes when the finger lifts (0.05 s): the touch is cancelled
        // then instead of ending.
        pan.isEnabled = false
        let tap = UITapGestureRecognizer(handler: { _ in })
        screen.pad.addGestureRecognizer(tap)
        _ = try Stage(window: w, fps: 60).record {
            w.playTaps(try! TapScript.taps(at: CGPoint(x: 100, y: 200), count: 1))
        }
        XCTAssertEqual(Array(screen.log.suffix(2)), ["began in pad", "cancelled"])
    }

    func testMemoryWarningsAreTheAppsToSend() throws {
        let cards = PressableCardsViewController()
        let w = window(cards)
        _ = try Stage(window: w, fps: 60).record {
            w.playTaps(try! TapScript.taps(at: CGPoint(x: 10, y: 600), count: 1))
        }
        // A stage has no memory pressure: recording never sends the warning.
        XCTAssertEqual(cards.memoryWarnings, 0)
        XCTAssertEqual(cards.thumbnailCache.count, 6)
        // Sent by hand, the override runs (and calls super, which does nothing).
        cards.didReceiveMemoryWarning()
        XCTAssertEqual(cards.memoryWarnings, 1)
        XCTAssertTrue(cards.thumbnailCache.isEmpty)
    }

    func testALayoutToLayoutPushIsAnOrdinaryPushWithAWarning() throws {
        let cards = PressableCardsViewController()
        let nav = UINavigationController(rootViewController: cards)
        let w = window(nav)
        let tl = try Stage(window: w, fps: 60).record {
            cards.collectionView(cards.collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
        }
        let big = try XCTUnwrap(nav.topViewController as? BigCardsViewController)
        XCTAssertTrue(big.useLayoutToLayoutNavigationTransitions)
        // The ordinary push: the big grid's own collection view is on screen at the end.
        XCTAssertTrue(big.collectionView.window === w)
        XCTAssertTrue(
            tl.events.contains {
                $0.message.contains("BigCardsViewController.useLayoutToLayoutNavigationTransitions is true")
            }, "\(tl.events.map(\.message))")
        // Pushing a controller without the property set says nothing.
        let plain = try Stage(window: w, fps: 60).record {
            nav.pushViewController(PressableCardsViewController(), animated: true)
        }
        XCTAssertFalse(plain.events.contains { $0.message.contains("useLayoutToLayoutNavigationTransitions") })
    }
}

/// fixtures/port/Transitions/CourseListViewController.swift: a screen pushed under a shown
/// navigation bar has the bar in its safe area, as in UIKit.
final class PortedNavigationSafeAreaTests: XCTestCase {
    func testAPushedListStartsBelowTheBar() throws {
        let home = UIViewController()
        home.title = "Home"
        let nav = UINavigationController(rootViewController: home)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        w.rootViewController = nav
        let list = CourseListViewController()
        _ = try Stage(window: w, fps: 60).record { nav.pushViewController(list, animated: true) }
        w.layoutIfNeeded()
        // iPhone 8: the status bar is 20 pt and the bar 44 pt, so the bar ends at y = 64; the
        // list's view fills the window (it extends under the translucent bar).
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 44))
        XCTAssertEqual(list.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(list.view.safeAreaInsets.top, 64)
        // The table fills the view; .automatic adds the safe area to its insets, and an
        // offset resting at the top moves with them: -64.
        XCTAssertEqual(list.tableView.adjustedContentInset.top, 64)
        XCTAssertEqual(list.tableView.contentOffset.y, -64)
        let first = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(first.convert(first.bounds, to: w).minY, 64, accuracy: 1e-9)
        // The banner hangs 8 pt below the safe area's top: y = 72.
        XCTAssertEqual(list.banner.convert(list.banner.bounds, to: w).minY, 72, accuracy: 1e-9)
        // The navigation controller's own view keeps the window's safe area (the status bar).
        XCTAssertEqual(nav.view.safeAreaInsets.top, 20)
        // With the bar hidden the list's safe area is the status bar's again.
        nav.isNavigationBarHidden = true
        w.layoutIfNeeded()
        XCTAssertEqual(list.view.safeAreaInsets.top, 20)
    }

    func testAListInATabEndsAboveTheTabBar() throws {
        let list = CourseListViewController()
        list.tabBarItem = UITabBarItem(title: "Courses", image: UIImage(systemName: "book"), tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, other]
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        w.rootViewController = tabs
        _ = try Stage(window: w, fps: 60).record {}
        w.layoutIfNeeded()
        // iPhone 8: the tab bar is 49 pt at the bottom (no home indicator), from y = 618; the
        // tab's safe area is the status bar above and the tab bar below.
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 618, width: 375, height: 49))
        XCTAssertEqual(list.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 49, right: 0))
        XCTAssertEqual(list.tableView.adjustedContentInset.bottom, 49)
    }

    func testARowPinnedToTheCellItselfKeepsTheStandardHeight() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        let source = PinnedRows()
        table.dataSource = source
        table.register(PinnedToCellCourseCell.self, forCellReuseIdentifier: PinnedToCellCourseCell.reuseIdentifier)
        table.register(CourseCell.self, forCellReuseIdentifier: CourseCell.reuseIdentifier)
        let root = UIViewController()
        root.view.addSubview(table)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        w.rootViewController = root
        let tl = try Stage(window: w, fps: 60).record { table.layoutIfNeeded() }
        // Row 0 pins its stack to the cell: the content view has no constraints, UIKit finds a
        // height of zero and uses the standard 44 pt, and the stack is squashed to
        // 44 - 20 - 20 = 4 pt. Row 1 pins it inside the content view and grows with its label
        // (12 + the label + 12, more than 44).
        let pinned = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PinnedToCellCourseCell)
        XCTAssertEqual(pinned.frame.height, 44)
        XCTAssertEqual(pinned.stack.frame.height, 4, accuracy: 1e-9)
        let inside = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertGreaterThan(inside.frame.height, 44)
        // UIKit's warning, once in the stage's log.
        XCTAssertEqual(tl.events.filter { $0.message.contains("ambiguously suggest a height of zero") }.count, 1)
    }
}

private final class PinnedRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            let cell = tableView.dequeueReusableCell(
                withIdentifier: PinnedToCellCourseCell.reuseIdentifier, for: indexPath)
            (cell as? PinnedToCellCourseCell)?.titleLabel.text = "Course 1"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: CourseCell.reuseIdentifier, for: indexPath)
        (cell as? CourseCell)?.titleLabel.text = "Course 2"
        return cell
    }
}
