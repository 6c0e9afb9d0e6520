import Foundation
import FlipbookStoryboard

extension UIViewController {
    /// The view of kind `V` made from the controller's scene or nib, for a controller whose
    /// view is a table or a collection: nil when it has no file, and nil with a problem
    /// reported (UIKit raises here) when the file's view is of another kind, so the caller
    /// makes a new view of its kind.
    func loadInterfaceBuilderView<V: UIView>(of kind: V.Type) -> V? {
        guard loadInterfaceBuilderView(), let v = viewIfLoaded else { return nil }
        if let made = v as? V { return made }
        let name = _typeName(V.self, qualified: false)
        StoryboardDiagnostics.report(
            StoryboardProblem(
                file: storyboard?.document?.file ?? nibName ?? "storyboard", line: 0,
                message:
                    "\(_typeName(type(of: self))) loaded its view from the file but didn't get a \(name) (it got a \(_typeName(type(of: v)))); a new one is made"
            ))
        return nil
    }

    /// Makes the view from the controller's storyboard scene or nib, if it has one: the view
    /// tree, then the outlets and actions of the scene, then embed segues (with
    /// `prepare(for:sender:)`), then `awakeFromNib()` on the views. False when the controller
    /// has neither (the plain view of `loadView()` is made then).
    func loadInterfaceBuilderView() -> Bool {
        if let scene = storyboardScene {
            guard let root = scene.object.rootView else { return false }
            let loading = scene.loading
            loading.instances[scene.object.id] = self
            let start = loading.madeCount
            view = loading.makeTree(root)
            loading.connect(root, controller: self)
            // The controller's own outlets point into the view: connect them now.
            var own = scene.object
            own.children = []
            own.subviews = []
            own.runtimeAttributes = []
            // Only those into the view: outlets to the scene's items were connected when the
            // controller was made.
            var inView = Set(root.allObjects().map(\.id))
            for v in root.allObjects() { inView.formUnion(v.constraints.map(\.id)) }
            // And those to the scene's gesture recognizers, made with the view.
            inView.formUnion(
                loading.document.allObjects().filter { IBVocabulary.isGestureRecognizer($0.element) }.map(\.id))
            own.connections = own.connections.filter {
                switch $0 {
                case let .outlet(_, d, _), let .outletCollection(_, d, _): return inView.contains(d)
                default: return false
                }
            }
            loading.connect(own, controller: self)
            loading.awake(from: start)
            performEmbedSegues(in: root, loading: loading)
            loading.forgetMade()
            return true
        }
        if nibName == nil, let found = Self.nibNamedAfterClass(type(of: self), bundle: nibBundle) {
            givenNibName = found
        }
        if let name = nibName {
            do {
                let nib = try UINib.load(nibName: name, bundle: nibBundle)
                _ = try nib.instantiateChecked(withOwner: self)
                if viewIfLoaded == nil {
                    StoryboardDiagnostics.report(
                        StoryboardProblem(
                            file: nib.document.file, line: 0,
                            message:
                                "the nib was loaded but the view outlet was not set (connect File's Owner's view outlet)"
                        ))
                    return false
                }
                return true
            } catch let p as StoryboardProblem {
                StoryboardDiagnostics.report(p)
            } catch {
                StoryboardDiagnostics.report(StoryboardProblem(file: name, line: 0, message: "\(error)"))
            }
        }
        return false
    }

    /// UIKit's search for a controller made with no nib name and not from a storyboard: the
    /// class's name less a trailing "Controller" (`MyViewController` looks for `MyView.xib`),
    /// then the class's name (`MyViewController.xib`); the module is not part of the name.
    /// UIKit's own classes are not looked for.
    static func nibNamedAfterClass(_ type: UIViewController.Type, bundle: Bundle?) -> String? {
        let name = _typeName(type, qualified: false)
        guard _typeName(type, qualified: true) != "FlipbookUIKit.\(name)", !name.contains("<") else { return nil }
        var candidates: [String] = []
        if name.hasSuffix("Controller") && name.count > "Controller".count {
            candidates.append(String(name.dropLast("Controller".count)))
        }
        candidates.append(name)
        return candidates.first { StoryboardFiles.find($0, ext: "xib", bundle: bundle) != nil }
    }

    /// Embed segues of container views: the child is made, added as a child controller and
    /// its view put in the container, after `prepare(for:sender:)`.
    private func performEmbedSegues(in root: IBObject, loading: NibLoading) {
        for o in root.allObjects() {
            for s in o.segues where s.kind == .embed {
                guard let container = loading.instances[o.id] as? UIView, let storyboard = self.storyboard,
                    let child = storyboard.report({ try storyboard.instantiate(id: s.destination, creator: nil) })
                else { continue }
                let segue = UIStoryboardSegue(identifier: s.identifier, source: self, destination: child)
                segue.template = s
                prepare(for: segue, sender: nil)
                addChild(child)
                let v: UIView = child.view
                v.frame = container.bounds
                container.addSubview(v)
                child.didMove(toParent: self)
            }
        }
    }
}
