import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// UIControl's target-actions and UIActions, and tap scripts pressing controls through
/// hit-testing (SEMANTICS.md §17).
final class ControlTests: XCTestCase {
    final class Target {
        var log: [String] = []
        func plain() { log.append("plain") }
        func anySender(_ sender: Any) { log.append("any \(type(of: sender))") }
        func button(_ sender: UIButton) { log.append("button \(sender.tag)") }
        func withEvent(_ sender: UIButton, _ event: UIEvent?) { log.append("event \(event == nil)") }
        func switched(_ sender: UISwitch) { log.append("switch \(sender.isOn)") }
    }

    func testSendActionsRunsTheMatchingActionsInOrder() {
        let button = UIButton(type: .system)
        button.tag = 7
        let target = Target()
        button.addTarget(target, action: Target.plain, for: .touchUpInside)
        button.addTarget(target, action: Target.anySender, for: [.touchDown, .touchUpInside])
        button.addTarget(target, action: Target.button, for: .touchUpInside)
        button.addTarget(target, action: Target.withEvent, for: .touchUpInside)
        // A typed sender that does not match (a switch action on a button) does not run.
        button.addTarget(target, action: Target.switched, for: .touchUpInside)
        var handled: [String] = []
        button.addAction(
            UIAction(title: "Go") { action in handled.append("action \(action.title)") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(target.log, ["plain", "any UIButton", "button 7", "event true"])
        XCTAssertEqual(handled, ["action Go"])
        target.log = []
        button.sendActions(for: .touchDown)
        XCTAssertEqual(target.log, ["any UIButton"])
        XCTAssertEqual(button.allControlEvents, [.touchDown, .touchUpInside])
        // Removing the target for touchUpInside keeps its touchDown registration.
        button.removeTarget(target, action: Target.plain, for: .touchUpInside)
        target.log = []
        button.sendActions(for: [.touchDown, .touchUpInside])
        XCTAssertEqual(target.log, ["any UIButton"])
        XCTAssertEqual(handled.count, 2)
        // Targets are weak: a freed target's actions do nothing.
        var temporary: Target? = Target()
        button.addTarget(temporary!, action: Target.plain, for: .valueChanged)
        temporary = nil
        button.sendActions(for: .valueChanged)
    }

    func testAddingAnActionWithTheSameIdentifierReplacesIt() {
        let control = UIControl(frame: .zero)
        var runs: [Int] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in runs.append(1) }, for: .primaryActionTriggered)
        control.addAction(UIAction(identifier: id) { _ in runs.append(2) }, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(runs, [2])
        control.removeAction(identifiedBy: id, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(runs, [2])
    }

    func testStateFollowsTheFlags() {
        let button = UIButton(type: .system)
        XCTAssertEqual(button.state, .normal)
        button.isSelected = true
        button.isHighlighted = true
        button.isEnabled = false
        XCTAssertEqual(button.state, [.selected, .highlighted, .disabled])
        XCTAssertEqual(button.state.rawValue, 7)
        // Titles fall back to the selected one, then to the normal one.
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        XCTAssertEqual(button.currentTitle, "Selected")
        button.isSelected = false
        XCTAssertEqual(button.currentTitle, "Normal")
    }

    /// A window with a button at (100, 200, 120, 44) over a root view carrying a single-tap
    /// and a double-tap recognizer.
    final class Counter { var single = 0 }

    func makeScreen(_ counter: Counter) -> (UIWindow, UIButton) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let button = UIButton(type: .system)
        button.setTitle("Press", for: .normal)
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        root.addSubview(button)
        let single = UITapGestureRecognizer { g in if g.state == .ended { counter.single += 1 } }
        let double = UITapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        root.addGestureRecognizer(single)
        root.addGestureRecognizer(double)
        return (window, button)
    }

    func testTapScriptPressesTheButtonUnderIt() throws {
        let counter = Counter()
        let (window, button) = makeScreen(counter)
        var events: [(String, Double, Bool)] = []
        for (event, name) in [
            (UIControl.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
            (.primaryActionTriggered, "primary"),
        ] {
            button.addAction(
                UIAction { _ in events.append((name, Stage.current?.now ?? -1, button.isHighlighted)) }, for: event)
        }
        // One tap at (160, 222), inside the button, played 0.1 s into the recording: touch
        // down at 0.1 with the button highlighted, touch up 0.05 s later (TapScript's tap
        // length) with the highlight gone, then the primary action.
        let taps = try TapScript.taps(at: CGPoint(x: 160, y: 222), count: 1)
        let timeline = try Stage(window: window).record {
            let stage = Stage.current!
            stage.schedule(at: 0.1, "tap") { window.playTaps(taps) }
        }
        XCTAssertEqual(events.map(\.0), ["touchDown", "touchUpInside", "primary"])
        XCTAssertEqual(events[0].1, 0.1, accuracy: 1e-12)
        XCTAssertEqual(events[1].1, 0.15, accuracy: 1e-12)
        XCTAssertEqual(events.map(\.2), [true, false, false])
        XCTAssertEqual(counter.single, 0, "a button's tap overrides its ancestors' single-tap recognizers")
        XCTAssertTrue(timeline.events.contains { $0.message == "UIButton sendActions(touchUpInside)" })
    }

    func testTapsOutsideOrOnADisabledButtonGoToTheRecognizers() throws {
        let counter = Counter()
        let (window, button) = makeScreen(counter)
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        _ = try Stage(window: window).record {
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 40, y: 400), count: 1))
        }
        XCTAssertEqual([pressed, counter.single], [0, 1])
        button.isEnabled = false
        _ = try Stage(window: window).record {
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 160, y: 222), count: 1))
        }
        XCTAssertEqual([pressed, counter.single], [0, 2])
    }

    func testSwitchToggles() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let toggle = UISwitch(frame: CGRect(x: 20, y: 40, width: 200, height: 200))
        XCTAssertEqual(toggle.frame, CGRect(x: 20, y: 40, width: 51, height: 31), "UISwitch keeps its 51 x 31 size")
        window.addSubview(toggle)
        let target = Target()
        toggle.addTarget(target, action: Target.switched, for: .valueChanged)
        // Two taps 0.5 s apart at the switch's middle: on, then off.
        let taps = try TapScript(taps: [
            .init(time: 0, location: CGPoint(x: 45, y: 55)), .init(time: 0.5, location: CGPoint(x: 45, y: 55)),
        ])
        _ = try Stage(window: window).record { window.playTaps(taps) }
        XCTAssertEqual(target.log, ["switch true", "switch false"])
        XCTAssertFalse(toggle.isOn)
    }
}
