import Foundation
import FlipbookStoryboard

/// A file's actions and triggered segues, connected as UIKit connects them
/// (docs/SEMANTICS.md §19): a control's `<action eventType=>` through its target-action list
/// for that event (so a tap script that hit-tests the control presses it and fires the
/// `@IBAction`), a bar button item's action as the item's action, and a segue that a control,
/// a bar button item or a table cell triggers after the actions the file lists before it.
extension NibLoading {
    /// UIKit's event for the file's `eventType=` (nil: a control's primary action).
    static func event(_ name: String?) -> UIControl.Event? {
        guard let name else { return .primaryActionTriggered }
        let events: [String: UIControl.Event] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
            "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
            "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
            "editingDidEndOnExit": .editingDidEndOnExit,
        ]
        return events[name]
    }

    /// Connects one `@IBAction` (found by the port's table) to the object that sends it.
    func connectAction(
        _ owner: AnyObject, target: AnyObject, event: String?, selector: String, run: @escaping (Any?) -> Void,
        line: Int
    ) {
        switch owner {
        case let control as UIControl:
            guard let e = Self.event(event) else {
                StoryboardDiagnostics.printOnce(
                    "\(file):\(line): warning: action '\(selector)' for event '\(event ?? "")' is not connected: Flipbook does not know that event"
                )
                return
            }
            control.interfaceBuilder?.actions.append((event, selector, run))
            control.registrations.append(
                UIControl.Registration(target: ObjectIdentifier(target), events: e) { sender, _ in run(sender) })
        case let item as UIBarButtonItem:
            let before = item.run
            item.run = { item in
                before?(item)
                run(item)
            }
        case let g as UIGestureRecognizer:
            // As `addTarget(_:action:)`: the target held weakly, the recognizer the sender.
            g.actions.append(
                (
                    ObjectIdentifier(target),
                    { [weak target] g in
                        guard target != nil else { return }
                        run(g)
                    }
                ))
        default:
            (owner as? UIView)?.interfaceBuilder?.actions.append((event, selector, run))
        }
    }

    /// A segue the object triggers: a control on touch up inside, a bar button item when its
    /// button is tapped, a table cell when its row is selected (kept on the cell's record),
    /// any other view through `sendStoryboardEvent()`. `shouldPerformSegue(withIdentifier:
    /// sender:)` is asked first, as UIKit does for a triggered segue.
    func connectTriggeredSegue(_ s: IBSegue, of owner: AnyObject, controller: UIViewController?) {
        switch owner {
        case let control as UIControl:
            control.registrations.append(
                UIControl.Registration(target: nil, events: .touchUpInside) { [weak controller] sender, _ in
                    guard let vc = controller ?? sender.interfaceBuilder?.controller else { return }
                    StoryboardSegues.trigger(s, from: vc, sender: sender)
                })
        case let item as UIBarButtonItem:
            let before = item.run
            item.run = { [weak controller] item in
                before?(item)
                if let vc = controller { StoryboardSegues.trigger(s, from: vc, sender: item) }
            }
        case let view as UIView:
            view.interfaceBuilder?.segues.append(s)
        default:
            break
        }
    }
}

extension UITableViewCell {
    /// The segues the file's prototype triggers on selection, performed with the cell as the
    /// sender before the delegate hears of the selection (UIKit's order: `prepare(for:sender:)`
    /// runs before `tableView(_:didSelectRowAt:)`).
    func performSelectionSegues() {
        guard let record = interfaceBuilder, let vc = record.controller else { return }
        for s in record.segues { StoryboardSegues.trigger(s, from: vc, sender: self) }
    }
}
