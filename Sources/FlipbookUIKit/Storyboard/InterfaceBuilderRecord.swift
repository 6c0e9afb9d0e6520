import Foundation
import FlipbookStoryboard

/// What a view made from a storyboard or nib keeps of its file: its values, the actions
/// connected to it and the segues it triggers (`UIView.interfaceBuilder`).
public final class InterfaceBuilderRecord {
    /// The object as the file wrote it.
    public let object: IBObject
    /// The file's name.
    public let file: String
    /// Actions by event (`touchUpInside`, nil for a gesture recognizer's or item's action).
    var actions: [(event: String?, selector: String, run: (Any?) -> Void)] = []
    /// Segues this view triggers, with the controller that performs them.
    var segues: [IBSegue] = []
    weak var controller: UIViewController?

    init(object: IBObject, file: String) {
        self.object = object
        self.file = file
    }

    /// The constraints the view holds in the file, as values (made into `NSLayoutConstraint`s
    /// when the tree was made; docs/SEMANTICS.md §19).
    public var constraints: [IBConstraint] { object.constraints }
    /// The selectors of the connected actions, in file order.
    public var actionSelectors: [String] { actions.map(\.selector) }
}

extension UIView {
    /// Sends an event of the storyboard (Flipbook only): a control sends its actions for
    /// `event` (default `touchUpInside`) as `sendActions(for:)` does, its triggered segues
    /// among them; another view runs the actions connected for `event` with itself as the
    /// sender, then performs the segues it triggers, asking the controller's
    /// `shouldPerformSegue(withIdentifier:sender:)` first, as UIKit does for a triggered segue.
    public func sendStoryboardEvent(_ event: String = "touchUpInside") {
        if let control = self as? UIControl, let e = NibLoading.event(event) {
            // A control's actions and segues are its target-actions.
            control.sendActions(for: e)
            return
        }
        guard let record = interfaceBuilder else { return }
        for a in record.actions where a.event == nil || a.event == event { a.run(self) }
        guard let vc = record.controller else { return }
        for s in record.segues {
            StoryboardSegues.trigger(s, from: vc, sender: self)
        }
    }
}
