import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Key-value observing (SEMANTICS.md §36.3): the string form delivered to a responder, the
/// block form, the options, and the notifications of a dynamic animator's steps.
final class KeyValueObservingTests: XCTestCase {
    /// Records each notification as the observer received it.
    final class Watcher: UIViewController {
        typealias Notification = (
            keyPath: String?, object: AnyObject?, change: [NSKeyValueChangeKey: Any], context: UnsafeMutableRawPointer?
        )
        var seen: [Notification] = []
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            seen.append((keyPath, object as AnyObject?, change ?? [:], context))
        }
    }

    final class Model: NSObject {
        var score = 0 {
            willSet { willChangeValue(forKey: "score") }
            didSet { didChangeValue(forKey: "score") }
        }
    }

    func testTheStringFormDeliversOldAndNewValuesWithTheContext() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let watcher = Watcher()
        var token = 7
        withUnsafeMutablePointer(to: &token) { context in
            view.addObserver(watcher, forKeyPath: "center", options: [.new, .old], context: context)
            view.center = CGPoint(x: 30, y: 40)
            XCTAssertEqual(watcher.seen.count, 1)
            let n = watcher.seen[0]
            XCTAssertEqual(n.keyPath, "center")
            XCTAssertTrue(n.object === view)
            XCTAssertEqual(n.context, UnsafeMutableRawPointer(context))
            XCTAssertEqual(n.change[.kindKey] as? UInt, NSKeyValueChange.setting.rawValue)
            XCTAssertEqual(n.change[.oldKey] as? CGPoint, CGPoint(x: 5, y: 5))
            XCTAssertEqual(n.change[.newKey] as? CGPoint, CGPoint(x: 30, y: 40))
            // Another key does not notify a centre observer; a removed one is not notified.
            view.alpha = 0.5
            XCTAssertEqual(watcher.seen.count, 1)
            view.removeObserver(watcher, forKeyPath: "center", context: context)
            view.center = .zero
            XCTAssertEqual(watcher.seen.count, 1)
        }
    }

    func testInitialAndPriorNotificationsComeInOrder() {
        let view = UIView()
        let watcher = Watcher()
        view.addObserver(watcher, forKeyPath: "hidden", options: [.initial, .prior, .new, .old], context: nil)
        // .initial: at once, with the value then and no old value.
        XCTAssertEqual(watcher.seen.count, 1)
        XCTAssertEqual(watcher.seen[0].change[.newKey] as? Bool, false)
        XCTAssertNil(watcher.seen[0].change[.oldKey])
        view.isHidden = true
        // .prior: one before the change (old value, no new one), then the change.
        XCTAssertEqual(watcher.seen.count, 3)
        XCTAssertEqual(watcher.seen[1].change[.notificationIsPriorKey] as? Bool, true)
        XCTAssertEqual(watcher.seen[1].change[.oldKey] as? Bool, false)
        XCTAssertNil(watcher.seen[1].change[.newKey])
        XCTAssertNil(watcher.seen[2].change[.notificationIsPriorKey])
        XCTAssertEqual(watcher.seen[2].change[.newKey] as? Bool, true)
        view.removeObserver(watcher, forKeyPath: "hidden")
    }

    func testAnAppsOwnPropertyNotifiesThroughWillAndDidChange() {
        let model = Model()
        let watcher = Watcher()
        model.addObserver(watcher, forKeyPath: "score", options: [.new], context: nil)
        model.score = 3
        model.score = 4
        XCTAssertEqual(watcher.seen.map(\.keyPath), ["score", "score"])
        // Flipbook cannot read an app's property by name: the new value is NSNull.
        XCTAssertTrue(watcher.seen[0].change[.newKey] is NSNull)
        model.removeObserver(watcher, forKeyPath: "score")
        // Removing again is UIKit's exception, here a warning: nothing is thrown or removed.
        model.removeObserver(watcher, forKeyPath: "score")
        model.score = 5
        XCTAssertEqual(watcher.seen.count, 2)
    }

    /// An observer that stops observing in its `deinit`, as apps write it: Foundation finds
    /// it there, so the observation is gone (no "not registered" warning, no entry left).
    func testAnObserverRemovesItselfInItsDeinit() throws {
        final class Tracker: NSObject {
            let watched: UIView
            init(_ v: UIView) {
                watched = v
                super.init()
                v.addObserver(self, forKeyPath: "center", options: [.new], context: nil)
            }
            deinit { watched.removeObserver(self, forKeyPath: "center") }
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var tracker: Tracker? = Tracker(view)
        XCTAssertEqual(view.keyValueObservers(creating: false)?.entries.count, 1)
        XCTAssertNotNil(tracker)
        tracker = nil
        XCTAssertEqual(try XCTUnwrap(view.keyValueObservers(creating: false)).entries.count, 0)
        view.center = CGPoint(x: 40, y: 40)
    }

    func testTheBlockFormTypesTheValuesAndStopsWhenInvalidatedOrFreed() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        var offsets: [(CGPoint?, CGPoint?)] = []
        let observation = scroll.observe(\.contentOffset, options: [.new, .old]) { _, change in
            offsets.append((change.oldValue, change.newValue))
        }
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        XCTAssertEqual(offsets.count, 1)
        XCTAssertEqual(offsets[0].0, .zero)
        XCTAssertEqual(offsets[0].1, CGPoint(x: 0, y: 50))
        observation.invalidate()
        scroll.contentOffset = CGPoint(x: 0, y: 80)
        XCTAssertEqual(offsets.count, 1)

        // A subclass's key path of a view's property is known too; freeing the observation
        // stops it.
        final class Card: UIView {}
        let card = Card()
        var alphas: [CGFloat?] = []
        var held: NSKeyValueObservation? = card.observe(\.alpha, options: [.new]) { _, c in alphas.append(c.newValue) }
        card.alpha = 0.25
        XCTAssertEqual(alphas, [0.25])
        held = nil
        card.alpha = 1
        XCTAssertEqual(alphas, [0.25])
        XCTAssertNil(held)
    }

    /// A dynamic animator's steps set the item's centre through its setter, so an observer of
    /// the centre hears each step while the item moves, as apps that draw an attachment's line
    /// rely on.
    func testADynamicItemsStepsNotifyItsCentre() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 3000))
        let box = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        window.addSubview(box)
        let watcher = Watcher()
        box.addObserver(watcher, forKeyPath: "center", options: [.new], context: nil)
        var animator: UIDynamicAnimator?
        _ = try Stage(window: window, fps: 60).record {
            animator = UIDynamicAnimator(referenceView: window)
            animator!.addBehavior(UIGravityBehavior(items: [box]))
            Stage.current!.schedule(at: 0.5, "stop") { animator!.removeAllBehaviors() }
        }
        // The frames at 1/60 ... 29/60 s each advance the simulation by 1/60 s in steps of
        // UIDynamicAnimator.step (1/120 s); the stop at 0.5 s comes before that frame's steps.
        // Every step moves the falling box: (0.5 - 1/60) / (1/120) = 58 notifications.
        let steps = watcher.seen.count
        XCTAssertEqual(UIDynamicAnimator.step, 1.0 / 120, accuracy: 1e-15)
        XCTAssertEqual(steps, 58)
        let ys = watcher.seen.compactMap { ($0.change[.newKey] as? CGPoint)?.y }
        XCTAssertEqual(ys.count, steps)
        XCTAssertEqual(ys, ys.sorted(), "the box falls: each centre is lower than the last")
        XCTAssertGreaterThan(ys.last!, 100)
        box.removeObserver(watcher, forKeyPath: "center")
    }
}
