import XCTest
@testable import FlipbookUIKit

/// `NotificationCenter.addObserver(_:selector:name:object:)` in the port's spelling, the
/// keyboard's notification names, and the editing state of a controller (SEMANTICS.md §21).
final class PortedNotificationTests: XCTestCase {
    final class Watcher: UIViewController {
        var heights: [CGFloat] = []
        var durations: [Double] = []
        var hides = 0
        var legacy: [String] = []

        func keyboardWillShow(_ notification: Notification) {
            guard let info = notification.userInfo,
                let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue,
                let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
            else { return }
            heights.append(frame.cgRectValue.size.height)
            durations.append(duration)
        }
        func keyboardWillHide() { hides += 1 }
        func legacyHandler(_ notification: NSNotification) { legacy.append(notification.name.rawValue) }
    }

    /// A private center per test, so that nothing posted elsewhere reaches the observers.
    let center = NotificationCenter()

    /// The names are Apple's header strings.
    func testKeyboardNamesAreUIKitsStrings() {
        XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        XCTAssertEqual(UIResponder.keyboardDidHideNotification.rawValue, "UIKeyboardDidHideNotification")
        XCTAssertEqual(
            UIResponder.keyboardWillChangeFrameNotification.rawValue, "UIKeyboardWillChangeFrameNotification")
        XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
        XCTAssertEqual(UIResponder.keyboardAnimationCurveUserInfoKey, "UIKeyboardAnimationCurveUserInfoKey")
        // Reached through a subclass, as app code spells it.
        XCTAssertEqual(UIApplication.keyboardWillHideNotification, UIResponder.keyboardWillHideNotification)
    }

    /// The three method shapes are called with the posted notification, once per post.
    func testSelectorShapesAreCalled() {
        let w = Watcher()
        center.addObserver(
            w, selector: Watcher.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(
            w, selector: Watcher.keyboardWillHide, name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(
            w, selector: Watcher.legacyHandler(_:), name: UIResponder.keyboardWillHideNotification, object: nil)
        // An iPhone 8's keyboard: 216 points tall at the bottom of 667 (frame from 451).
        center.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 451, width: 375, height: 216)),
                UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
            ])
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        XCTAssertEqual(w.heights, [216])
        XCTAssertEqual(w.durations, [0.25])
        XCTAssertEqual(w.hides, 2)
        XCTAssertEqual(w.legacy, ["UIKeyboardWillHideNotification", "UIKeyboardWillHideNotification"])
    }

    /// `removeObserver(self)` stops every registration of the observer; the name-and-object
    /// form stops only the matching ones.
    func testRemoveObserverStopsCalls() {
        let w = Watcher()
        let sender = UIView()
        center.addObserver(
            w, selector: Watcher.keyboardWillHide, name: UIResponder.keyboardWillHideNotification, object: sender)
        center.addObserver(
            w, selector: Watcher.keyboardWillHide, name: UIResponder.keyboardDidHideNotification, object: nil)
        center.post(name: UIResponder.keyboardWillHideNotification, object: UIView())  // another sender: not called
        XCTAssertEqual(w.hides, 0)
        center.post(name: UIResponder.keyboardWillHideNotification, object: sender)
        XCTAssertEqual(w.hides, 1)
        center.removeObserver(w, name: UIResponder.keyboardWillHideNotification, object: sender)
        center.post(name: UIResponder.keyboardWillHideNotification, object: sender)
        center.post(name: UIResponder.keyboardDidHideNotification, object: nil)
        XCTAssertEqual(w.hides, 2)  // only the did-hide registration is left
        center.removeObserver(w)
        center.post(name: UIResponder.keyboardDidHideNotification, object: nil)
        XCTAssertEqual(w.hides, 2)
    }

    /// The center does not keep the observer alive, and a deallocated observer is not called
    /// (iOS 9 and later, Apple's documentation of the method).
    func testObserverIsHeldWeakly() {
        weak var gone: Watcher?
        do {
            let w = Watcher()
            gone = w
            center.addObserver(
                w, selector: Watcher.keyboardWillHide, name: UIResponder.keyboardWillHideNotification, object: nil)
        }
        XCTAssertNil(gone)
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil)  // must not crash
    }

    /// A token from the block API still goes through Foundation's `removeObserver`.
    func testBlockTokensAreStillRemoved() {
        final class Count: @unchecked Sendable { var value = 0 }
        let calls = Count()
        let token = center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { _ in
            calls.value += 1
        }
        center.post(name: UIResponder.keyboardDidShowNotification, object: nil)
        center.removeObserver(token)
        center.post(name: UIResponder.keyboardDidShowNotification, object: nil)
        XCTAssertEqual(calls.value, 1)
    }

    // MARK: - Editing

    final class Editable: UIViewController {
        var calls: [(Bool, Bool)] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            calls.append((editing, animated))
        }
    }

    /// Not editing at first; the item reads Edit (plain), then Done (done) while editing; its
    /// action asks for the opposite state, animated; setting `isEditing` is not animated.
    func testEditButtonTogglesEditing() {
        let vc = Editable()
        XCTAssertFalse(vc.isEditing)
        let item = vc.editButtonItem
        XCTAssertTrue(item === vc.editButtonItem)
        XCTAssertEqual(item.title, "Edit")
        XCTAssertEqual(item.style, .plain)
        item.fire()
        XCTAssertTrue(vc.isEditing)
        XCTAssertEqual(item.title, "Done")
        XCTAssertEqual(item.style, .done)
        XCTAssertEqual(vc.calls.map(\.0), [true])
        XCTAssertEqual(vc.calls.map(\.1), [true])
        vc.isEditing = false
        XCTAssertEqual(item.title, "Edit")
        XCTAssertEqual(vc.calls.map(\.0), [true, false])
        XCTAssertEqual(vc.calls.map(\.1), [true, false])
    }

    /// The item does not keep its controller alive.
    func testEditButtonHoldsItsControllerWeakly() {
        weak var gone: Editable?
        var item: UIBarButtonItem?
        do {
            let vc = Editable()
            gone = vc
            item = vc.editButtonItem
        }
        XCTAssertNil(gone)
        item?.fire()  // no controller: nothing happens
        XCTAssertEqual(item?.title, "Edit")
    }
}
