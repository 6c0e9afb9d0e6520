import Foundation
import FlipbookCore
import FlipbookStoryboard

/// One instantiation of objects from a file: a storyboard scene's controller and, when its
/// view loads, the view tree; or a nib's top-level objects. Objects are made with
/// `init?(coder:)`, then connected (outlets, outlet collections, actions, runtime
/// attributes), then sent `awakeFromNib()`, in the order UIKit does.
final class NibLoading {
    let document: IBDocument
    let bundle: Bundle?
    weak var storyboard: UIStoryboard?
    /// Instances by id: placeholders (File's Owner), controllers, views.
    var instances: [String: AnyObject] = [:]
    /// Made objects in creation order (for awakeFromNib).
    var made: [AnyObject] = []
    /// The first problem met while connecting (reported, and thrown by the checking API).
    private(set) var problems: [StoryboardProblem] = []
    /// True while a scene's controller is made and connected: its gesture recognizers are made
    /// with its view, so connections to them wait until then (StoryboardGestures.swift).
    var defersRecognizers = false

    init(document: IBDocument, bundle: Bundle?, storyboard: UIStoryboard?) {
        self.document = document
        self.bundle = bundle
        self.storyboard = storyboard
    }

    var file: String { document.file }

    func problem(_ line: Int, _ message: String) {
        let p = StoryboardProblem(file: file, line: line, message: message)
        problems.append(p)
        storyboard?.problems.append(p)
        StoryboardDiagnostics.report(p)
    }

    func coder(_ o: IBObject) -> StoryboardCoder { StoryboardCoder(object: o, document: document, bundle: bundle) }

    // MARK: - Making

    /// A view and its subtree, registered by id.
    func makeView(_ o: IBObject) -> UIView {
        let cls: AnyClass = StoryboardClasses.resolve(o, file: file, bundle: bundle)
        let type = (cls as? UIView.Type) ?? UIView.self
        if cls as? UIView.Type == nil {
            problem(
                o.line, "class \(_typeName(cls)) of <\(o.element) \(o.id)> is not a UIView subclass; made as UIView")
        }
        let view: UIView
        if let v = type.init(coder: coder(o)) {
            view = v
        } else {
            problem(
                o.line, "init(coder:) of \(_typeName(type)) returned nil for <\(o.element) \(o.id)>; made as UIView")
            view = UIView(coder: coder(o))!
        }
        view.interfaceBuilder = InterfaceBuilderRecord(object: o, file: file)
        instances[o.id] = view
        made.append(view)
        // A cell's or effect view's content view is the one the class made: the file's
        // values go on it and its subviews into it. Other views get theirs as they are.
        let builtInLabels = Self.builtInCellParts(o)
        for child in o.children where IBVocabulary.views[child.element] != nil && child.key == "contentView" {
            if let content = Self.ownContentView(of: view) {
                adoptContentView(child, content, parts: builtInLabels, of: view as? UITableViewCell)
            } else {
                view.addSubview(makeView(child))
            }
        }
        if let table = view as? UITableView {
            // A table's header and footer views (`<view key="tableHeaderView">`), their heights
            // as the file draws them.
            for child in o.children where IBVocabulary.views[child.element] != nil {
                switch child.key {
                case "tableHeaderView": table.tableHeaderView = makeView(child)
                case "tableFooterView": table.tableFooterView = makeView(child)
                default: break
                }
            }
            if o.properties["dataMode"] == "static" {
                // Static cells (`dataMode="static"`): made once with the scene, in their
                // sections, connected to the scene's controller like its other views.
                table.staticSections = Self.staticSections(o).map { section in
                    let cells = section.prototypes.compactMap { cell -> UITableViewCell? in
                        let made = makeView(cell) as? UITableViewCell
                        if let h = cell.number("rowHeight"), h > 0 { made?.fileRowHeight = CGFloat(h) }
                        return made
                    }
                    return UITableView.StaticSection(
                        headerTitle: section.properties["headerTitle"], footerTitle: section.properties["footerTitle"],
                        cells: cells)
                }
            }
        }
        for sub in o.subviews {
            if let cell = view as? UITableViewCell, let part = builtInLabels[sub.id] {
                adoptBuiltInPart(sub, part, of: cell)
                continue
            }
            let made = makeView(sub)
            // A stack view's subviews in the file are its arranged subviews.
            if let stack = view as? UIStackView { stack.addArrangedSubview(made) } else { view.addSubview(made) }
        }
        StoryboardViews.finish(view, o, loading: self)
        return view
    }

    /// A static table's sections (`<sections><tableViewSection>`), whose `<cells>` the reader
    /// keeps as the section's prototypes.
    static func staticSections(_ o: IBObject) -> [IBObject] {
        o.element == "tableView" && o.properties["dataMode"] == "static"
            ? o.items.filter { $0.element == "tableViewSection" } : []
    }

    /// The objects of `o`'s tree that are made with it: its keyed children, subviews and
    /// items, and a static table's cells.
    static func members(_ o: IBObject) -> [IBObject] {
        o.children + o.subviews + o.items + staticSections(o).flatMap(\.prototypes)
    }

    /// A view and its subtree, then the constraints of the whole tree (what a scene's root
    /// view, a nib's top-level view and a prototype cell are made with).
    func makeTree(_ o: IBObject) -> UIView {
        let view = makeView(o)
        makeConstraints(o)
        return view
    }

    /// The content view a class makes itself (a table or collection cell's, an effect view's).
    static func ownContentView(of view: UIView) -> UIView? {
        switch view {
        case let c as UITableViewCell: return c.contentView
        case let c as UICollectionViewCell: return c.contentView
        case let e as UIVisualEffectView: return e.contentView
        default: return nil
        }
    }

    /// The file's content view read onto the class's own: its frame as Xcode drew it (the
    /// cell's layout sets it again; until then the constraints inside it are solved in the
    /// file's size, not in a zero one), colours, margins and subviews. A styled cell's labels and image
    /// view, which Xcode writes among the content view's subviews, are the cell's own.
    private func adoptContentView(
        _ o: IBObject, _ content: UIView, parts: [String: String] = [:], of cell: UITableViewCell? = nil
    ) {
        instances[o.id] = content
        content.interfaceBuilder = InterfaceBuilderRecord(object: o, file: file)
        if let f = o.frame { content.frame = CGRect(x: f.x, y: f.y, width: f.width, height: f.height) }
        let doc = document
        if let c = o.colors["backgroundColor"] {
            content.backgroundColor = StoryboardValues.color(c, document: doc, bundle: bundle)
        }
        content.clipsToBounds = o.clipsSubviews
        if let m = o.insets["layoutMargins"] {
            content.layoutMargins = UIEdgeInsets(
                top: CGFloat(m.top), left: CGFloat(m.left), bottom: CGFloat(m.bottom), right: CGFloat(m.right))
        }
        if let p = o.bool("preservesSuperviewLayoutMargins") { content.preservesSuperviewLayoutMargins = p }
        if let i = o.bool("insetsLayoutMarginsFromSafeArea") { content.insetsLayoutMarginsFromSafeArea = i }
        for sub in o.subviews {
            if let cell, let part = parts[sub.id] {
                adoptBuiltInPart(sub, part, of: cell)
            } else {
                content.addSubview(makeView(sub))
            }
        }
    }

    /// The labels and image view of a cell with a built-in style (`textLabel=`,
    /// `detailTextLabel=`, `imageView=` name them), by id.
    static func builtInCellParts(_ o: IBObject) -> [String: String] {
        guard o.element == "tableViewCell" else { return [:] }
        var out: [String: String] = [:]
        for key in ["textLabel", "detailTextLabel", "imageView"] {
            if let id = o.properties[key] { out[id] = key }
        }
        return out
    }

    /// A built-in label or image view of a cell: the cell's own, with the file's text, font and
    /// colour on it.
    private func adoptBuiltInPart(_ o: IBObject, _ part: String, of cell: UITableViewCell) {
        switch part {
        case "imageView":
            guard let imageView = cell.imageView else { return }
            instances[o.id] = imageView
            if let name = o.image { imageView.image = UIImage(named: name, in: bundle, compatibleWith: nil) }
        default:
            guard let label = part == "textLabel" ? cell.textLabel : cell.detailTextLabel else { return }
            instances[o.id] = label
            label.text = o.text
            // `pointSize="0.0"` (what Xcode writes for a styled cell's labels) keeps the size
            // the style gives.
            if let f = o.fonts["fontDescription"] { label.font = StoryboardValues.font(f, size: label.font.pointSize) }
            if let color = o.colors["textColor"],
                let ui = StoryboardValues.color(color, document: document, bundle: bundle)
            {
                label.textColor = ui
            }
            if let a = o.properties["textAlignment"].flatMap(StoryboardValues.alignment) { label.textAlignment = a }
            if let n = o.number("numberOfLines") { label.numberOfLines = Int(n) }
        }
    }

    /// A controller (without its view, which loads when first asked for).
    func makeController(_ o: IBObject, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController {
        let c = coder(o)
        var vc: UIViewController?
        if let creator {
            vc = creator(c)
            if vc == nil { problem(o.line, "the creator block returned nil for <\(o.element) \(o.id)>") }
        } else {
            let cls: AnyClass = StoryboardClasses.resolve(o, file: file, bundle: bundle)
            let type = (cls as? UIViewController.Type) ?? UIViewController.self
            if cls as? UIViewController.Type == nil {
                problem(o.line, "class \(_typeName(cls)) of <\(o.element) \(o.id)> is not a UIViewController subclass")
            }
            vc = type.init(coder: c)
            if vc == nil {
                problem(o.line, "init(coder:) of \(_typeName(type)) returned nil for <\(o.element) \(o.id)>")
            }
        }
        let controller = vc ?? UIViewController()
        controller.storyboard = storyboard
        controller.storyboardScene = StoryboardScene(loading: self, object: o)
        instances[o.id] = controller
        made.append(controller)
        StoryboardViews.readItems(o, of: controller, loading: self)
        return controller
    }

    // MARK: - Connecting

    /// Connects `o`'s outlets, actions and runtime attributes and its subtree's, then records
    /// the segues views trigger for `controller`.
    func connect(_ o: IBObject, controller: UIViewController?) {
        guard let owner = instances[o.id] else { return }
        var collections: [(String, [AnyObject], Int)] = []
        for c in o.connections {
            switch c {
            case let .outlet(property, destination, line):
                guard let value = instances[destination] ?? recognizerOnDemand(destination, controller: controller)
                else {
                    unmade(property, destination, line)
                    continue
                }
                setOutlet(property, of: owner, to: value, line: line)
            case let .outletCollection(property, destination, line):
                guard let value = instances[destination] ?? recognizerOnDemand(destination, controller: controller)
                else {
                    unmade(property, destination, line)
                    continue
                }
                if let i = collections.firstIndex(where: { $0.0 == property }) {
                    collections[i].1.append(value)
                } else {
                    collections.append((property, [value], line))
                }
            case let .action(selector, destination, event, line):
                guard let target = instances[destination] else { continue }
                switch InterfaceBuilderLookup.ask(target, .action(selector)) {
                case let .action(run):
                    connectAction(owner, target: target, event: event, selector: selector, run: run, line: line)
                default:
                    problem(
                        line,
                        "action '\(selector)' of <\(o.element) \(o.id)>: \(_typeName(type(of: target))) has no @IBAction with that selector (UIKit: unrecognized selector sent to instance)"
                    )
                }
            case let .segue(s):
                guard s.kind != .embed && s.kind != .relationship else { break }
                connectTriggeredSegue(s, of: owner, controller: controller)
            }
        }
        for (property, values, line) in collections { setOutlet(property, of: owner, to: values, line: line) }
        for a in o.runtimeAttributes { setRuntimeAttribute(a, of: owner) }
        (owner as? UIView)?.interfaceBuilder?.controller = controller
        // Recognizers are connected where they are made (StoryboardGestures.swift).
        for child in Self.members(o)
        where instances[child.id] != nil && !IBVocabulary.isGestureRecognizer(child.element) {
            connect(child, controller: controller)
        }
    }

    /// An outlet whose destination was not made: a gesture recognizer, a custom object. Said
    /// once; a controller's outlets into its view (views, constraints) are connected again
    /// when the view loads, so those are not reported before.
    func unmade(_ property: String, _ destination: String, _ line: Int) {
        guard let target = document.allObjects().first(where: { $0.id == destination }) else { return }
        // A scene's recognizers are made with its view, and its controller's outlets to them
        // connected then.
        if IBVocabulary.isGestureRecognizer(target.element) && defersRecognizers { return }
        if IBVocabulary.views[target.element] == nil && !target.isViewController {
            StoryboardDiagnostics.printOnce(
                "\(file):\(line): warning: outlet '\(property)' is not connected: <\(target.element)> objects are not made in Flipbook yet"
            )
        }
    }

    func setOutlet(_ property: String, of owner: AnyObject, to value: Any, line: Int) {
        if property == "view", let vc = owner as? UIViewController, let v = value as? UIView {
            vc.view = v
            return
        }
        if let builtIn = StoryboardViews.connectBuiltInOutlet(property, of: owner, to: value)
            ?? StoryboardGestures.connectBuiltInOutlet(property, of: owner, to: value)
        {
            // UIKit connects it anyway and fails at the first message the view sends.
            if !builtIn.connected {
                StoryboardDiagnostics.printOnce(
                    "\(file):\(line): warning: outlet '\(property)' of \(_typeName(type(of: owner))) is not connected: its destination, a \(_typeName(type(of: value))), does not adopt \(builtIn.needed)"
                )
            }
            return
        }
        switch InterfaceBuilderLookup.ask(owner, .outlet(property, value)) {
        case .set(true), .action: return
        case .set(false):
            problem(
                line,
                "outlet '\(property)' of \(_typeName(type(of: owner))) cannot hold a \(_typeName(type(of: value)))")
        case .unknown:
            if ["dataSource", "delegate", "gestureRecognizers"].contains(property) && !(owner is UIViewController) {
                StoryboardDiagnostics.printOnce(
                    "\(file):\(line): warning: outlet '\(property)' of \(_typeName(type(of: owner))) is not connected: \(_typeName(type(of: owner))) has no such property in Flipbook yet"
                )
                return
            }
            problem(
                line,
                "outlet '\(property)' of \(_typeName(type(of: owner))): the class has no @IBOutlet named '\(property)' (UIKit: this class is not key value coding-compliant for the key \(property)); is its file ported by the plugin?"
            )
        }
    }

    /// A user-defined runtime attribute: UIKit's own key paths first (the layer's corner
    /// radius, border, shadow; a view's alpha, tag, clipping), then the class's
    /// `@IBInspectable`s and other properties the port registered.
    func setRuntimeAttribute(_ a: IBRuntimeAttribute, of owner: AnyObject) {
        let value: Any?
        switch a.value {
        case let .boolean(b): value = b
        case let .number(n): value = n
        case let .string(s): value = s
        case let .point(p): value = CGPoint(x: p.x, y: p.y)
        case let .size(s): value = CGSize(width: s.width, height: s.height)
        case let .rect(r): value = CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
        case let .color(c): value = StoryboardValues.color(c, document: document, bundle: bundle)
        case let .image(name): value = UIImage(named: name, in: bundle, compatibleWith: nil)
        case .nil: value = nil
        }
        if let view = owner as? UIView, Self.setBuiltIn(a.keyPath, value, on: view) { return }
        switch InterfaceBuilderLookup.ask(owner, .inspectable(a.keyPath, value)) {
        case .set(true), .action: return
        case .set(false):
            problem(
                a.line,
                "runtime attribute '\(a.keyPath)' of \(_typeName(type(of: owner))) cannot hold \(value.map { "a \(type(of: $0))" } ?? "nil")"
            )
        case .unknown:
            problem(
                a.line,
                "runtime attribute '\(a.keyPath)': \(_typeName(type(of: owner))) has no property '\(a.keyPath)' that the port registered (@IBInspectable) (UIKit: this class is not key value coding-compliant for the key \(a.keyPath))"
            )
        }
    }

    static func setBuiltIn(_ keyPath: String, _ value: Any?, on view: UIView) -> Bool {
        let number = (value as? Double).map { CGFloat($0) }
        let color = value as? UIColor
        switch keyPath {
        case "layer.cornerRadius": if let n = number { view.layer.cornerRadius = n; return true }
        case "layer.borderWidth": if let n = number { view.layer.borderWidth = n; return true }
        case "layer.borderColor", "layer.borderUIColor":
            if let c = color { view.layer.borderColor = c.cgColor; return true }
        case "layer.masksToBounds", "clipsToBounds": if let b = value as? Bool { view.clipsToBounds = b; return true }
        case "layer.shadowOpacity": if let n = number { view.layer.shadowOpacity = Float(n); return true }
        case "layer.shadowRadius": if let n = number { view.layer.shadowRadius = n; return true }
        case "layer.shadowColor": if let c = color { view.layer.shadowColor = c.cgColor; return true }
        case "layer.shadowOffset": if let s = value as? CGSize { view.layer.shadowOffset = s; return true }
        case "alpha": if let n = number { view.alpha = n; return true }
        case "tag": if let n = value as? Double, let i = Int(exactly: n) { view.tag = i; return true }
        case "accessibilityIdentifier": if let s = value as? String { view.accessibilityIdentifier = s; return true }
        case "backgroundColor": if let c = color { view.backgroundColor = c; return true }
        default: break
        }
        return false
    }

    /// Forgets the objects made so far, once they are connected and awake: a controller keeps
    /// its scene's loading (for its view, made later), so holding the controller here too
    /// would keep both alive.
    func forgetMade() {
        instances.removeAll()
        made.removeAll()
    }

    /// `awakeFromNib()` on every object made since `start`, in creation order.
    func awake(from start: Int) {
        for o in made[start...] { (o as? UIResponder)?.awakeFromNib() }
    }
    var madeCount: Int { made.count }
}

/// A controller's scene: what its view is made from.
final class StoryboardScene {
    let loading: NibLoading
    let object: IBObject
    init(loading: NibLoading, object: IBObject) {
        self.loading = loading
        self.object = object
    }
}
