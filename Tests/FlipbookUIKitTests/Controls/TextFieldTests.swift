import XCTest
@testable import FlipbookUIKit

/// A text field's editing: the delegate's calls and the control events in UIKit's order, a
/// typing script on the virtual clock, the return key, the clear button, and the keyboard's
/// notifications with their frames.
final class TextFieldTests: XCTestCase {
    /// Records every delegate call, refusing what it is told to.
    final class Recorder: NSObject, UITextFieldDelegate {
        var calls: [String] = []
        var refusedCharacters: Set<String> = []
        var returns = true
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            calls.append("shouldBegin")
            return true
        }
        func textFieldDidBeginEditing(_ textField: UITextField) {
            calls.append("didBegin editing=\(textField.isEditing)")
        }
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            calls.append("change \(range.location),\(range.length) '\(string)'")
            return !refusedCharacters.contains(string)
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            calls.append("return")
            if returns { textField.resignFirstResponder() }
            return returns
        }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            calls.append("shouldEnd")
            return true
        }
        func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd '\(textField.text ?? "")'") }
    }

    final class Events: NSObject {
        var log: [String] = []
        func began() { log.append("editingDidBegin") }
        func changed(_ sender: UITextField) { log.append("editingChanged '\(sender.text ?? "")'") }
        func ended() { log.append("editingDidEnd") }
        func exit() { log.append("editingDidEndOnExit") }
    }

    /// Hears notifications, with the stage's time.
    final class Listener: NSObject {
        var heard: [(name: String, info: [AnyHashable: Any], time: Double)] = []
        func listen(to names: [Notification.Name]) {
            for n in names {
                NotificationCenter.default.addObserver(self, selector: Listener.got, name: n, object: nil)
            }
        }
        func got(_ n: Notification) { heard.append((n.name.rawValue, n.userInfo ?? [:], Stage.current?.now ?? -1)) }
    }

    func makeField(in window: UIWindow) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        return field
    }

    func testTypingScriptCallsTheDelegateAndSendsEventsInOrder() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let field = makeField(in: window)
        let delegate = Recorder()
        delegate.refusedCharacters = ["x"]
        field.delegate = delegate
        let events = Events()
        field.addTarget(events, action: Events.began, for: .editingDidBegin)
        field.addTarget(events, action: Events.changed, for: .editingChanged)
        field.addTarget(events, action: Events.ended, for: .editingDidEnd)
        var textAt: [Double: String] = [:]
        let script = try TypingScript(strokes: [
            .init(time: 0.1, key: .text("H")), .init(time: 0.2, key: .text("x")), .init(time: 0.3, key: .text("i")),
            .init(time: 0.4, key: .text("!")), .init(time: 0.5, key: .backspace), .init(time: 0.6, key: .returnKey),
        ])
        let stage = Stage(window: window)
        _ = try stage.record(steps: [
            { field.play(script) },
            { textAt[stage.now] = field.text },
        ])
        XCTAssertEqual(
            delegate.calls,
            [
                "shouldBegin", "didBegin editing=true",
                "change 0,0 'H'", "change 1,0 'x'", "change 1,0 'i'", "change 2,0 '!'", "change 2,1 ''",
                "return", "shouldEnd", "didEnd 'Hi'",
            ])
        // The refused "x" sends no editingChanged.
        XCTAssertEqual(
            events.log,
            [
                "editingDidBegin", "editingChanged 'H'", "editingChanged 'Hi'", "editingChanged 'Hi!'",
                "editingChanged 'Hi'",
                "editingDidEnd",
            ])
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertEqual(field.text, "Hi")
    }

    func testKeysArriveAtTheirTimes() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let field = makeField(in: window)
        let script = try TypingScript.typing("abc")  // at 0.1, 0.2, 0.3 s
        XCTAssertEqual(script.strokes.map(\.time), [0.1, 0.2, 0.30000000000000004])
        final class Probe: NSObject {
            var seen: [(Double, String)] = []
            weak var field: UITextField?
            func changed() { seen.append((Stage.current?.now ?? -1, field?.text ?? "")) }
        }
        let probe = Probe()
        probe.field = field
        field.addTarget(probe, action: Probe.changed, for: .editingChanged)
        _ = try Stage(window: window).record { field.play(script) }
        XCTAssertEqual(probe.seen.map(\.1), ["a", "ab", "abc"])
        for (got, want) in zip(probe.seen.map(\.0), [0.1, 0.2, 0.3]) { XCTAssertEqual(got, want, accuracy: 1e-9) }
    }

    func testReturnKeyResignsWhenTheFieldHasAnEndOnExitAction() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let field = makeField(in: window)
        let events = Events()
        // Without a delegate and without an action for .editingDidEndOnExit the field stays.
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("\n")
        XCTAssertTrue(field.isFirstResponder)
        field.addTarget(events, action: Events.exit, for: .editingDidEndOnExit)
        field.insertText("\n")
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertEqual(events.log, ["editingDidEndOnExit"])
    }

    func testSecondFieldTakesOverAndTheKeyboardStaysUp() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let a = makeField(in: window), b = makeField(in: window)
        let listener = Listener()
        listener.listen(to: [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
            UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidHideNotification,
        ])
        defer { NotificationCenter.default.removeObserver(listener) }
        _ = try Stage(window: window).record(steps: [
            { a.becomeFirstResponder() }, { b.becomeFirstResponder() }, { b.resignFirstResponder() },
        ])
        XCTAssertFalse(a.isFirstResponder)
        XCTAssertFalse(b.isFirstResponder)
        XCTAssertEqual(
            listener.heard.map(\.name),
            [
                "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification",
                "UIKeyboardDidHideNotification",
            ])
    }

    func testKeyboardNotificationsCarryIOSFramesDurationAndCurve() throws {
        // iPhone 8, 375 x 667: the keyboard with its QuickType bar is 216 + 44 = 260 pt high,
        // so it ends at y = 667 - 260 = 407, from just below the screen.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let field = makeField(in: window)
        let stage = Stage(window: window)
        let listener = Listener()
        listener.listen(to: [
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
            UIResponder.keyboardDidShowNotification,
        ])
        defer { NotificationCenter.default.removeObserver(listener) }
        let tl = try stage.record { field.becomeFirstResponder() }
        XCTAssertEqual(
            listener.heard.map(\.name),
            [
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                "UIKeyboardDidShowNotification",
            ])
        let info = listener.heard[1].info
        XCTAssertEqual(
            (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            CGRect(x: 0, y: 407, width: 375, height: 260))
        XCTAssertEqual(
            (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
            CGRect(x: 0, y: 667, width: 375, height: 260))
        XCTAssertEqual(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double, 0.25)
        XCTAssertEqual(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int, 7)
        XCTAssertEqual(listener.heard[2].time, 0.25, accuracy: 1e-9)
        // The panel is up at the end, over the window's bottom 260 pt.
        let panel = try XCTUnwrap(tl.presentation(at: 0.25).root.find(named: "keyboard"))
        XCTAssertEqual(panel.untransformedFrame, CGRect(x: 0, y: 407, width: 375, height: 260))
        let start = try XCTUnwrap(tl.presentation(at: 0).root.find(named: "keyboard"))
        XCTAssertEqual(start.untransformedFrame.minY, 667, accuracy: 1e-9)
    }

    func testKeyboardHeightsByDevice() {
        XCTAssertEqual(Keyboard.height(on: .iPhone8), 260)
        XCTAssertEqual(Keyboard.height(on: .iPhone15Pro), 336)
        XCTAssertEqual(Keyboard.height(on: .iPhone15ProMax), 346)
    }

    func testClearButtonAndPlaceholder() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let field = makeField(in: window)
        field.placeholder = "Email"
        XCTAssertEqual(field.textLabel.text, "Email")
        XCTAssertEqual(field.textLabel.textColor, UIColor.placeholderText)
        field.clearButtonMode = .always
        XCTAssertTrue(field.clearButton.isHidden, "no clear button without text")
        field.text = "a@b.c"
        XCTAssertFalse(field.clearButton.isHidden)
        // 19 pt square, 6 pt in from the right edge of the 200 x 34 field, centred.
        XCTAssertEqual(field.clearButton.frame, CGRect(x: 175, y: 7.5, width: 19, height: 19))
        // The text stops at the clear button: 7 pt from the left, up to x = 175.
        XCTAssertEqual(field.textRect(forBounds: field.bounds), CGRect(x: 7, y: 0, width: 168, height: 34))
        field.clearButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(field.text, "")
        XCTAssertTrue(field.isFirstResponder, "the clear button begins editing")
        field.resignFirstResponder()
    }

    func testRefusingDelegateKeepsEditingFromBeginning() {
        final class No: NSObject, UITextFieldDelegate {
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
        }
        let field = UITextField()
        let no = No()
        field.delegate = no
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertFalse(field.isFirstResponder)
        field.isEnabled = false
        field.delegate = nil
        XCTAssertFalse(field.becomeFirstResponder(), "a disabled field cannot become the first responder")
    }

    func testBadTypingScriptsAreRefused() {
        XCTAssertThrowsError(try TypingScript(strokes: []))
        XCTAssertThrowsError(
            try TypingScript(strokes: [.init(time: 0.2, key: .backspace), .init(time: 0.1, key: .backspace)]))
        XCTAssertThrowsError(try TypingScript(strokes: [.init(time: .nan, key: .returnKey)]))
        XCTAssertThrowsError(try TypingScript(strokes: [.init(time: 0, key: .select(location: -1, length: 0))]))
        XCTAssertThrowsError(try TypingScript.typing("a", interval: 0))
    }
}

/// A screen that moves its form up with the keyboard, as apps write it: the form and the
/// keyboard panel move together in the recorded frames.
final class KeyboardAvoidanceTests: XCTestCase {
    final class FormScreen: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 600, width: 335, height: 34))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            NotificationCenter.default.addObserver(
                self, selector: FormScreen.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil
            )
        }
        func keyboardWillShow(_ n: Notification) {
            guard let end = (n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                let duration = n.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                let curve = n.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
            else { return }
            UIView.animate(
                withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(curve) << 16),
                animations: { self.view.frame.origin.y = -(self.field.frame.maxY + 8 - end.minY) })
        }
    }

    func testTheFormMovesWithTheKeyboard() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let screen = FormScreen()
        window.rootViewController = screen
        defer { NotificationCenter.default.removeObserver(screen) }
        let tl = try Stage(window: window).record { screen.field.becomeFirstResponder() }
        // The field's bottom (634) ends 8 pt above the keyboard's top (407): the view moves up
        // by 634 + 8 - 407 = 235 pt over the keyboard's 0.25 s.
        for t in [0.0, 0.1, 0.125, 0.2, 0.25] {
            let tree = tl.presentation(at: t).root
            let panel = try XCTUnwrap(tree.find(named: "keyboard")).untransformedFrame
            let keyboardProgress = (667 - panel.minY) / 260
            let viewY = try XCTUnwrap(tree.find(named: "container")?.sublayers.first).untransformedFrame.minY
            XCTAssertEqual(-viewY / 235, keyboardProgress, accuracy: 1e-9, "at \(t) s")
        }
        XCTAssertEqual(screen.view.frame.minY, -235, accuracy: 1e-9)
        screen.field.resignFirstResponder()
    }

    /// A rounded field is never under 34 points tall: Interface Builder (UIKit's layout) gave
    /// rounded fields in the 14 pt system font 34 to 34⅔ pt in the public documents
    /// bench/storyboard-corpus names; one in a 30 pt font is its line rounded up plus 13.
    func testARoundedFieldIsAtLeastThirtyFourTall() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 14)
        XCTAssertEqual(field.intrinsicContentSize.height, 34)
        field.font = .systemFont(ofSize: 30)
        XCTAssertEqual(field.intrinsicContentSize.height, ceil(field.font!.lineHeight) + 13)
        XCTAssertGreaterThan(field.intrinsicContentSize.height, 34)
        field.borderStyle = .line
        field.font = .systemFont(ofSize: 14)
        XCTAssertEqual(field.intrinsicContentSize.height, ceil(field.font!.lineHeight) + 2, "no minimum for a line")
    }
}
