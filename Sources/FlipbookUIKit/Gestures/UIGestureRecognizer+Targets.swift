import Foundation

/// Decides when recognizers begin and how they share a touch (`UIGestureRecognizerDelegate`);
/// every method is optional (SEMANTICS.md §13, "Gestures").
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recognizer may begin (`gestureRecognizerShouldBegin(_:)`; default true);
    /// false fails it. Asked when the touch is played.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether both may recognize the same touch
    /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`; default false).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail
    /// (`gestureRecognizer(_:shouldRequireFailureOf:)`; default false).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail
    /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`; default false).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    // Defaults for UIKit's optional requirements.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

extension UIGestureRecognizer {
    /// Stands for `nil` in `removeTarget(nil, action: nil)` and `removeTarget(self, action:
    /// nil)` (there is no `Selector` on Linux); it has no values.
    public enum NoAction {}

    /// Creates a recognizer whose action is a method of `target` that takes no argument
    /// (`#selector(handleTap)` for `func handleTap()`); the target is held weakly.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target-action pair whose action takes no argument (`addTarget(_:action:)`).
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
        actions.append(
            (
                ObjectIdentifier(target),
                { [weak target] _ in
                    guard let t = target else { return }
                    action(t)()
                }
            ))
    }

    /// Removes `target`'s actions (`removeTarget(_:action:)`). Swift cannot compare method
    /// references, so every action of `target` goes, whichever method is named (**chosen**;
    /// UIKit removes only the pair named).
    public func removeTarget<T: AnyObject, R: UIGestureRecognizer>(_ target: T, action: @escaping (T) -> (R) -> Void) {
        removeActions(of: target)
    }

    /// Removes `target`'s actions whose method takes no argument (see the other form).
    public func removeTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
        removeActions(of: target)
    }

    /// `removeTarget(nil, action: nil)` removes every target-action pair (closures from
    /// `init(handler:)` included); `removeTarget(target, action: nil)` removes the target's.
    public func removeTarget(_ target: AnyObject?, action: NoAction?) {
        if let target { removeActions(of: target) } else { actions.removeAll() }
    }

    private func removeActions(of target: AnyObject) {
        let id = ObjectIdentifier(target)
        actions.removeAll { $0.target == id }
    }

    /// Makes this recognizer wait for `other` to fail (`require(toFail:)`): when both see a
    /// touch, this one recognizes only if `other` fails, and no earlier than it fails.
    public func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.value === other }) else { return }
        failureRequirements.append(WeakRecognizer(value: other))
    }
}
