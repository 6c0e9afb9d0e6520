import Foundation
import FlipbookStoryboard

/// A segue (`UIStoryboardSegue`): a source, a destination made fresh for it, and the
/// transition its kind performs (docs/SEMANTICS.md §19). Subclass it and override `perform()`
/// for a custom segue (`kind="custom"` with `customClass`).
open class UIStoryboardSegue: NSObject {
    /// The identifier the storyboard gives it.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller it shows.
    public let destination: UIViewController
    /// The storyboard's values of the segue (kind, styles), when a storyboard made it.
    public internal(set) var template: IBSegue?
    private var performHandler: (() -> Void)?

    /// `init(identifier:source:destination:)`; required, so that custom subclasses named by a
    /// storyboard can be made by class.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// `init(identifier:source:destination:performHandler:)`.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition of the segue's kind: `show` pushes in a navigation controller
    /// (else presents), `showDetail` presents, `presentation` presents with the styles the
    /// storyboard gave (already set on the destination), `popoverPresentation` presents as a
    /// page sheet (fallback), `unwind` pops or dismisses back to the destination.
    open func perform() {
        if let performHandler {
            performHandler()
            return
        }
        let animated = template?.animates ?? true
        switch template?.kind ?? .show {
        case .show, .push, .replace: source.show(destination, sender: nil)
        case .showDetail: source.showDetailViewController(destination, sender: nil)
        case .presentation, .modal, .popoverPresentation, .custom: source.present(destination, animated: animated)
        case .unwind: StoryboardSegues.unwind(from: source, to: destination, animated: animated)
        case .embed, .relationship: break
        }
    }
}

/// How segues run: the order of UIKit's calls, and the unwind search.
enum StoryboardSegues {
    /// Every segue of a controller's scene (its own and those of its views and items).
    static func segues(of vc: UIViewController) -> [IBSegue] {
        guard let scene = vc.storyboardScene else { return [] }
        return scene.object.allObjects().flatMap(\.segues).filter { $0.kind != .relationship && $0.kind != .embed }
    }

    /// `performSegue(withIdentifier:sender:)`: the destination made, the segue object made,
    /// `prepare(for:sender:)` on the source, then `perform()`. `shouldPerformSegue` is not
    /// asked (UIKit asks it only of segues that controls trigger).
    static func perform(_ identifier: String, from vc: UIViewController, sender: Any?) {
        guard let template = segues(of: vc).first(where: { $0.identifier == identifier }) else {
            let file = vc.storyboardScene?.loading.file ?? "storyboard"
            StoryboardDiagnostics.report(
                StoryboardProblem(
                    file: file, line: vc.storyboardScene?.object.line ?? 0,
                    message: "Receiver (\(_typeName(type(of: vc)))) has no segue with identifier '\(identifier)'"))
            return
        }
        run(template, from: vc, sender: sender)
    }

    /// A segue a view triggers: `shouldPerformSegue(withIdentifier:sender:)` first.
    /// The block that makes a segue's destination with the source's `@IBSegueAction` named
    /// `selector`, or nil (reported: UIKit raises) when the source has none.
    static func segueAction(
        _ selector: String, line: Int, of vc: UIViewController, sender: Any?, _ template: IBSegue, file: String
    ) -> ((NSCoder) -> UIViewController?)? {
        guard case let .action(call) = InterfaceBuilderLookup.ask(vc, .segueAction(selector)) else {
            StoryboardDiagnostics.report(
                StoryboardProblem(
                    file: file, line: line,
                    message:
                        "segue action '\(selector)': \(_typeName(type(of: vc))) has no @IBSegueAction with that selector (UIKit: unrecognized selector sent to instance); the segue is not performed"
                ))
            return nil
        }
        return { coder in
            let box = InterfaceBuilderSegueActionCall(
                coder: coder, sender: sender, segueIdentifier: template.identifier)
            call(box)
            return box.made
        }
    }

    static func trigger(_ template: IBSegue, from vc: UIViewController, sender: Any?) {
        guard vc.shouldPerformSegue(withIdentifier: template.identifier ?? "", sender: sender) else { return }
        run(template, from: vc, sender: sender)
    }

    static func run(_ template: IBSegue, from vc: UIViewController, sender: Any?) {
        guard let scene = vc.storyboardScene else { return }
        let file = scene.loading.file
        if template.kind == .unwind {
            unwindSegue(template, from: vc, sender: sender)
            return
        }
        guard let storyboard = vc.storyboard else { return }
        var creator: ((NSCoder) -> UIViewController?)?
        if let selector = template.destinationCreationSelector {
            // `@IBSegueAction`: the source's method makes the destination with the coder.
            guard let made = segueAction(selector, line: template.line, of: vc, sender: sender, template, file: file)
            else { return }
            creator = made
        }
        // A segue action on a relationship inside the destination (a navigation controller's
        // root) is the source's too, with this segue's sender and identifier.
        var missing = false
        let relationshipCreator: (IBSegue) -> ((NSCoder) -> UIViewController?)? = { relationship in
            guard let selector = relationship.destinationCreationSelector else { return nil }
            let made = segueAction(selector, line: relationship.line, of: vc, sender: sender, template, file: file)
            if made == nil { missing = true }
            return made
        }
        guard
            let destination = storyboard.report({
                try storyboard.instantiate(
                    id: template.destination, creator: creator, relationshipCreator: relationshipCreator)
            }), !missing
        else { return }
        // The storyboard's presentation styles go on the destination before prepare, so that
        // prepare(for:sender:) can change them (and set a transitioning delegate).
        if template.kind == .presentation || template.kind == .modal {
            if let s = template.modalPresentationStyle.flatMap(StoryboardValues.presentationStyle) {
                destination.modalPresentationStyle = s
            }
            if let s = template.modalTransitionStyle.flatMap(StoryboardValues.transitionStyle) {
                destination.modalTransitionStyle = s
            }
        }
        if template.kind == .popoverPresentation {
            // No popovers are drawn: a page sheet instead (documented fallback).
            destination.modalPresentationStyle = .pageSheet
            StoryboardDiagnostics.printOnce(
                "\(file):\(template.line): warning: popover segue presented as a page sheet (no popovers in Flipbook)")
        }
        let segue = makeSegue(template, source: vc, destination: destination, file: file)
        vc.prepare(for: segue, sender: sender)
        segue.perform()
    }

    static func makeSegue(_ t: IBSegue, source: UIViewController, destination: UIViewController, file: String)
        -> UIStoryboardSegue
    {
        var cls: UIStoryboardSegue.Type = UIStoryboardSegue.self
        if let name = t.customClass {
            var o = IBObject(element: "segue", id: t.id, line: t.line)
            o.customClass = name
            o.customModule = t.customModule
            if let found = StoryboardClasses.lookup(o, bundle: source.storyboard?.bundle) as? UIStoryboardSegue.Type {
                cls = found
            } else {
                StoryboardDiagnostics.report(
                    StoryboardProblem(
                        file: file, line: t.line,
                        message: "segue class \(name) not found or not a UIStoryboardSegue subclass"))
            }
        }
        let segue = cls.init(identifier: t.identifier, source: source, destination: destination)
        segue.template = t
        return segue
    }

    /// An unwind segue: the destination is the nearest controller, from the source up through
    /// its navigation stacks and presenting controllers, whose class has the unwind action;
    /// then `prepare(for:sender:)` on the source, the action on the destination, and the pop
    /// or dismissal.
    static func unwindSegue(_ t: IBSegue, from source: UIViewController, sender: Any?) {
        let file = source.storyboardScene?.loading.file ?? "storyboard"
        guard let action = t.unwindAction else {
            StoryboardDiagnostics.report(
                StoryboardProblem(file: file, line: t.line, message: "unwind segue without an unwindAction"))
            return
        }
        for candidate in unwindCandidates(from: source) {
            guard case let .action(run) = InterfaceBuilderLookup.ask(candidate, .action(action)) else { continue }
            let segue = UIStoryboardSegue(identifier: t.identifier, source: source, destination: candidate)
            segue.template = t
            source.prepare(for: segue, sender: sender)
            run(segue)
            segue.perform()
            return
        }
        StoryboardDiagnostics.report(
            StoryboardProblem(
                file: file, line: t.line,
                message:
                    "unwind segue '\(t.identifier ?? t.id)': no controller above \(_typeName(type(of: source))) has the action \(action)"
            ))
    }

    /// Controllers an unwind may reach, nearest first.
    static func unwindCandidates(from source: UIViewController) -> [UIViewController] {
        var out: [UIViewController] = []
        var c: UIViewController? = source
        while let cur = c {
            if let nav = cur.navigationController ?? (cur as? UINavigationController),
                let i = nav.viewControllers.firstIndex(where: { $0 === cur || cur.isDescendant(of: $0) })
            {
                out += nav.viewControllers[..<i].reversed()
            }
            let next = cur.parent ?? cur.presentingViewController
            if let n = next, !(n is UINavigationController) { out.append(n) }
            c = next
        }
        return out.filter { $0 !== source }
    }

    /// Pops or dismisses from `source` back to `destination`.
    static func unwind(from source: UIViewController, to destination: UIViewController, animated: Bool) {
        if let nav = destination.navigationController, nav.viewControllers.contains(where: { $0 === destination }),
            source.navigationController === nav
        {
            nav.popToViewController(destination, animated: animated)
        } else if destination.presentedViewController != nil {
            destination.dismiss(animated: animated)
        } else if let nav = destination.navigationController, nav.presentedViewController != nil {
            nav.dismiss(animated: animated)
        }
    }
}

extension UIViewController {
    func isDescendant(of other: UIViewController) -> Bool {
        var p = parent
        while let cur = p {
            if cur === other { return true }
            p = cur.parent
        }
        return false
    }
}

extension UINavigationController {
    /// `popToViewController(_:animated:)`: pops every controller above `viewController` as one
    /// pop transition from the top; nil when it is not in the stack.
    @discardableResult
    public func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = viewControllers.firstIndex(where: { $0 === viewController }), i < viewControllers.count - 1 else {
            return nil
        }
        let popped = Array(viewControllers[(i + 1)..<(viewControllers.count - 1)])
        let last = viewControllers.last!
        stack = Array(viewControllers[...i]) + [last]
        popped.forEach { $0.removeFromParent() }
        TransitionRunner.pop(on: self, animated: animated)
        return popped + [last]
    }
}
