import Foundation
import FlipbookCore
import FlipbookStoryboard

extension IBDocument {
    /// An empty document, for coders that stand for nothing.
    static let empty = IBDocument(file: "", kind: .storyboard, useAutolayout: false, useSafeAreas: false)
}

/// A storyboard (`UIStoryboard`): a `.storyboard` file read from a bundle's resources, whose
/// scenes are made into controllers on request (docs/SEMANTICS.md §19).
open class UIStoryboard: NSObject {
    /// The modules where custom classes are looked for besides the one the file names, for the
    /// whole process, after the stage's own (Flipbook only; `StoryboardClasses`); empty by
    /// default; thread-safe. Deprecated: one process records many scenes, and a scene's modules
    /// belong to its settings, `StageSettings.storyboardClassModules` (a `Scene`'s
    /// `storyboardClassModules:`), which a stage keeps from its window.
    @available(
        *, deprecated,
        message:
            "process-wide; set StageSettings.storyboardClassModules (or Scene's storyboardClassModules:) for the stage instead"
    )
    public static var classModules: [String] {
        get { processLookup.withLock { $0.modules } }
        set { processLookup.withLock { $0.modules = newValue } }
    }

    /// Folders searched after the bundles for storyboards, nibs and asset catalogs, for the
    /// whole process, after the stage's own (Flipbook only); empty by default; thread-safe.
    /// Deprecated: a scene's folders belong to its settings, `StageSettings.storyboardSearchFolders`
    /// (a `Scene`'s `storyboardSearchFolders:`), which a stage keeps from its window.
    @available(
        *, deprecated,
        message:
            "process-wide; set StageSettings.storyboardSearchFolders (or Scene's storyboardSearchFolders:) for the stage instead"
    )
    public static var searchFolders: [URL] {
        get { processLookup.withLock { $0.folders } }
        set { processLookup.withLock { $0.folders = newValue } }
    }

    /// What the two deprecated process-wide lists hold.
    private static let processLookup = Locked((modules: [String](), folders: [URL]()))

    /// The folders searched now: the settings' that apply (the recording stage's, else those
    /// of `StageSettings.with`), then the process's.
    static var effectiveSearchFolders: [URL] {
        StageSettings.effective.storyboardSearchFolders + processLookup.withLock { $0.folders }
    }

    /// The modules tried now, in the same order.
    static var effectiveClassModules: [String] {
        StageSettings.effective.storyboardClassModules + processLookup.withLock { $0.modules }
    }

    /// The file's values, or nil when it could not be read (`loadProblem` says why).
    public let document: IBDocument?
    /// Why the file could not be read.
    public let loadProblem: StoryboardProblem?
    /// The bundle the file came from.
    public let bundle: Bundle?
    /// Every problem met while making and connecting this storyboard's objects, in order
    /// (each also printed and reported to the recording stage; Flipbook only).
    public internal(set) var problems: [StoryboardProblem] = []

    /// `UIStoryboard(name:bundle:)`: `name.storyboard` in `bundle`'s resources (or its
    /// `Base.lproj`), then in `Bundle.main`'s. UIKit raises an exception for a storyboard it
    /// cannot find; here the problem is printed, the recording stops with it, and
    /// `instantiateInitialViewController()` gives nil.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        bundle = storyboardBundleOrNil
        do {
            document = try StoryboardFiles.load(name, ext: "storyboard", bundle: storyboardBundleOrNil)
            loadProblem = nil
        } catch let p as StoryboardProblem {
            document = nil
            loadProblem = p
            StoryboardDiagnostics.report(p)
        } catch {
            document = nil
            loadProblem = StoryboardProblem(file: name, line: 0, message: "\(error)")
        }
        super.init()
    }

    /// The storyboard, or why it cannot be read (Flipbook only).
    public static func load(name: String, bundle: Bundle?) throws -> UIStoryboard {
        let doc = try StoryboardFiles.load(name, ext: "storyboard", bundle: bundle)
        return UIStoryboard(document: doc, bundle: bundle)
    }

    /// A storyboard of values already read (Flipbook only).
    public init(document: IBDocument, bundle: Bundle?) {
        self.document = document
        self.bundle = bundle
        loadProblem = nil
        super.init()
    }

    /// `instantiateInitialViewController()`: the controller the storyboard's arrow points at,
    /// or nil when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let doc = document, let id = doc.initialViewController else { return nil }
        return report { try self.instantiate(id: id, creator: nil) }
    }

    /// `instantiateInitialViewController(creator:)` (iOS 13): the creator block gets the coder
    /// and makes the controller (`ViewController(coder: coder, model: m)`).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let doc = document, let id = doc.initialViewController else { return nil }
        return report { try self.instantiate(id: id, creator: block.map { b in { b($0) } }) } as? ViewController
    }

    /// `instantiateViewController(withIdentifier:)`: a new controller of the scene whose
    /// Storyboard ID is `identifier`. UIKit raises an exception for an unknown identifier;
    /// here the problem is printed and reported, and a plain `UIViewController` is returned.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        report { try self.instantiate(identifier: identifier) } ?? UIViewController()
    }

    /// `instantiateViewController(identifier:creator:)` (iOS 13).
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let made = report { try self.instantiate(identifier: identifier, creator: block.map { b in { b($0) } }) }
        if let vc = made as? ViewController { return vc }
        if let made {
            StoryboardDiagnostics.report(
                StoryboardProblem(
                    file: document?.file ?? "storyboard", line: 0,
                    message:
                        "the scene '\(identifier)' made a \(_typeName(type(of: made))), not a \(ViewController.self)"))
        }
        // UIKit would crash here; a controller of the asked type, made from no values, keeps
        // the code running (an app's init?(coder:) that refuses it ends the process).
        let empty = StoryboardCoder(
            object: IBObject(element: "viewController", id: "", line: 0), document: document ?? .empty, bundle: bundle)
        guard let fallback = ViewController(coder: empty) else {
            fatalError(
                "\(ProgramName.current): instantiateViewController(identifier: \"\(identifier)\"): no \(ViewController.self) can be made"
            )
        }
        return fallback
    }

    /// The controller of the scene `identifier`, or the problem (Flipbook only).
    public func instantiate(identifier: String, creator: ((NSCoder) -> UIViewController?)? = nil) throws
        -> UIViewController
    {
        guard let doc = document else {
            throw loadProblem ?? StoryboardProblem(file: "storyboard", line: 0, message: "not read")
        }
        guard let o = doc.viewController(identifier: identifier) else {
            let known = doc.scenes.compactMap(\.viewController?.storyboardIdentifier)
            throw StoryboardProblem(
                file: doc.file, line: 0,
                message:
                    "the storyboard doesn't contain a view controller with identifier '\(identifier)' (it has: \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
            )
        }
        return try instantiate(id: o.id, creator: creator)
    }

    /// Makes the controller with object id `id` and what its relationship segues hold; a
    /// relationship segue with a segue action (`destinationCreationSelector`) makes its
    /// destination with `relationshipCreator`'s block for it, when a segue brought the
    /// container (the source of that segue answers it, as in UIKit).
    func instantiate(
        id: String, creator: ((NSCoder) -> UIViewController?)?,
        relationshipCreator: ((IBSegue) -> ((NSCoder) -> UIViewController?)?)? = nil
    ) throws -> UIViewController {
        guard let doc = document, let o = doc.scenes.compactMap(\.viewController).first(where: { $0.id == id }) else {
            throw StoryboardProblem(
                file: document?.file ?? "storyboard", line: 0, message: "no scene has a controller with id '\(id)'")
        }
        let loading = NibLoading(document: doc, bundle: bundle, storyboard: self)
        let start = loading.madeCount
        let vc = loading.makeController(o, creator: creator)
        // Relationship segues: a navigation controller's root, a tab bar controller's tabs, a
        // split view controller's columns, made with the container as UIKit does.
        var tabs: [UIViewController] = []
        for s in o.segues where s.kind == .relationship {
            let child = try instantiate(
                id: s.destination, creator: relationshipCreator?(s), relationshipCreator: relationshipCreator)
            switch (vc, s.relationship) {
            case let (nav as UINavigationController, "rootViewController"):
                nav.stack = [child]
                nav.addChild(child)
            case (is UITabBarController, "viewControllers"):
                tabs.append(child)
            case let (split as UISplitViewController, name?) where UISplitViewController.storyboardColumn(name) != nil:
                split.attachFromStoryboard(child, relationship: name)
            default:
                StoryboardDiagnostics.printOnce(
                    "\(doc.file):\(s.line): warning: relationship '\(s.relationship ?? "")' of a \(_typeName(type(of: vc))) is not supported; its destination is not attached"
                )
            }
        }
        if let tab = vc as? UITabBarController, !tabs.isEmpty { tab.setViewControllers(tabs, animated: false) }
        loading.defersRecognizers = true
        loading.connect(o, controller: vc)
        loading.defersRecognizers = false
        loading.awake(from: start)
        loading.forgetMade()
        return vc
    }

    /// Runs `body`, reporting its problem (UIKit's non-throwing calls).
    func report<T>(_ body: () throws -> T) -> T? {
        do { return try body() } catch let p as StoryboardProblem {
            StoryboardDiagnostics.report(p)
            return nil
        } catch {
            StoryboardDiagnostics.report(
                StoryboardProblem(file: document?.file ?? "storyboard", line: 0, message: "\(error)"))
            return nil
        }
    }
}
