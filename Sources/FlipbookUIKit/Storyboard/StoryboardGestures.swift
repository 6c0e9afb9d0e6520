import Foundation
import FlipbookStoryboard

/// The gesture recognizers of a storyboard or nib (`<tapGestureRecognizer>`,
/// `<panGestureRecognizer>`, ..., docs/SEMANTICS.md §19): made with `init?(coder:)` from the
/// file's settings, their actions added as target-actions, their `delegate` outlet set, and
/// attached to the views whose `gestureRecognizers` outlet collection names them.
enum StoryboardGestures {
    /// The settings the file wrote, on the recognizer `init?(coder:)` makes.
    static func apply(_ coder: StoryboardCoder, to g: UIGestureRecognizer) {
        let o = coder.object
        if let b = o.bool("enabled") { g.isEnabled = b }
        if let b = o.bool("cancelsTouchesInView") { g.cancelsTouchesInView = b }
        if let b = o.bool("delaysTouchesBegan") { g.delaysTouchesBegan = b }
        if let b = o.bool("delaysTouchesEnded") { g.delaysTouchesEnded = b }
        func int(_ name: String) -> Int? { o.number(name).flatMap { Int(exactly: $0.rounded()) } }
        switch g {
        case let tap as UITapGestureRecognizer:
            if let n = int("numberOfTapsRequired") { tap.numberOfTapsRequired = n }
            if let n = int("numberOfTouchesRequired") { tap.numberOfTouchesRequired = n }
        case let pan as UIPanGestureRecognizer:
            if let n = int("minimumNumberOfTouches") { pan.minimumNumberOfTouches = n }
            if let n = int("maximumNumberOfTouches") { pan.maximumNumberOfTouches = n }
            if let edge = pan as? UIScreenEdgePanGestureRecognizer, let edges = o.properties["edges"] {
                // `<rectEdge key="edges" left="YES"/>`, read as "left" (and "top,right", ...).
                var e: UIRectEdge = []
                for name in edges.split(separator: ",") {
                    switch name {
                    case "top": e.insert(.top)
                    case "left": e.insert(.left)
                    case "bottom": e.insert(.bottom)
                    case "right": e.insert(.right)
                    default: break
                    }
                }
                edge.edges = e
            }
        case let swipe as UISwipeGestureRecognizer:
            switch o.properties["direction"] {
            case "left": swipe.direction = .left
            case "up": swipe.direction = .up
            case "down": swipe.direction = .down
            case "right": swipe.direction = .right
            default: break
            }
            if let n = int("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = n }
        case let press as UILongPressGestureRecognizer:
            if let d = o.number("minimumPressDuration") { press.minimumPressDuration = d }
            if let m = o.number("allowableMovement") { press.allowableMovement = CGFloat(m) }
            if let n = int("numberOfTapsRequired") { press.numberOfTapsRequired = n }
            if let n = int("numberOfTouchesRequired") { press.numberOfTouchesRequired = n }
        default:
            break
        }
    }

    /// The element's UIKit recognizer made from `coder` (`init?(coder:)` is not required, as
    /// in UIKit, so each class is named here).
    static func makeUIKit(_ element: String, coder: NSCoder) -> UIGestureRecognizer? {
        switch element {
        case "tapGestureRecognizer": return UITapGestureRecognizer(coder: coder)
        case "panGestureRecognizer": return UIPanGestureRecognizer(coder: coder)
        case "screenEdgePanGestureRecognizer": return UIScreenEdgePanGestureRecognizer(coder: coder)
        case "swipeGestureRecognizer": return UISwipeGestureRecognizer(coder: coder)
        case "pongPressGestureRecognizer", "longPressGestureRecognizer":
            return UILongPressGestureRecognizer(coder: coder)
        case "pinchGestureRecognizer": return UIPinchGestureRecognizer(coder: coder)
        case "rotationGestureRecognizer": return UIRotationGestureRecognizer(coder: coder)
        default: return UIGestureRecognizer(coder: coder)
        }
    }

    /// The outlets UIKit's recognizers and views have for them: a recognizer's `delegate`
    /// (weak, as in UIKit) and a view's `gestureRecognizers` collection, each recognizer
    /// attached with `addGestureRecognizer(_:)` in the file's order.
    static func connectBuiltInOutlet(_ property: String, of owner: AnyObject, to value: Any)
        -> (needed: String, connected: Bool)?
    {
        switch (owner, property) {
        case let (g as UIGestureRecognizer, "delegate"):
            let d = value as? UIGestureRecognizerDelegate
            if let d { g.delegate = d }
            return ("UIGestureRecognizerDelegate", d != nil)
        case let (v as UIView, "gestureRecognizers"):
            let list = (value as? [Any]) ?? [value]
            let recognizers = list.compactMap { $0 as? UIGestureRecognizer }
            for g in recognizers { v.addGestureRecognizer(g) }
            return ("UIGestureRecognizer", recognizers.count == list.count)
        default:
            return nil
        }
    }
}

extension NibLoading {
    /// A recognizer of the file: its class (`customClass`, else the element's UIKit class)
    /// made with `init?(coder:)`, registered by id. Its connections are made by `connect`.
    func makeRecognizer(_ o: IBObject) -> UIGestureRecognizer {
        let g = StoryboardGestures.makeUIKit(o.element, coder: coder(o)) ?? UIGestureRecognizer()
        if let custom = o.customClass {
            // An app's subclass cannot be made by name: UIKit's recognizers have no required
            // initialiser (apps' subclasses declare their own), so the UIKit class is made.
            let found = StoryboardClasses.lookup(o, bundle: bundle) is UIGestureRecognizer.Type
            StoryboardDiagnostics.printOnce(
                "\(file):\(o.line): warning: gesture recognizer class \(custom) "
                    + (found
                        ? "is an app's subclass, which Flipbook cannot make by name"
                        : "is unknown (no UIGestureRecognizer subclass of that name in modules \(StoryboardClasses.modules(written: o.customModule, bundle: bundle).joined(separator: ", ")))")
                    + ": made as \(_typeName(type(of: g), qualified: false))")
        }
        instances[o.id] = g
        made.append(g)
        return g
    }

    /// The recognizer with `id`, made (and connected) the first time a connection names it,
    /// unless this loading is making a scene's controller (its recognizers come with its view).
    func recognizerOnDemand(_ id: String, controller: UIViewController?) -> AnyObject? {
        guard !defersRecognizers, let o = document.allObjects().first(where: { $0.id == id }),
            IBVocabulary.isGestureRecognizer(o.element)
        else { return nil }
        let g = makeRecognizer(o)
        connect(o, controller: controller)
        return g
    }
}
