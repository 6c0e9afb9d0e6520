import Foundation
import FlipbookStoryboard

/// A nib (`UINib`): a `.xib` file read from a bundle's resources, whose top-level objects are
/// made on each `instantiate(withOwner:options:)` (docs/SEMANTICS.md §19).
open class UINib: NSObject {
    /// The file's values (an empty document when it could not be read).
    public let document: IBDocument
    /// Why the file could not be read.
    public let loadProblem: StoryboardProblem?
    let bundle: Bundle?

    /// `UINib(nibName:bundle:)`: `name.xib` in `bundle`'s resources, then `Bundle.main`'s.
    /// A missing or unreadable file is printed and reported; instantiating it gives no objects.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil
        do {
            document = try StoryboardFiles.load(name, ext: "xib", bundle: bundleOrNil)
            loadProblem = nil
        } catch {
            let p = (error as? StoryboardProblem) ?? StoryboardProblem(file: name, line: 0, message: "\(error)")
            document = IBDocument(file: "\(name).xib", kind: .xib, useAutolayout: false, useSafeAreas: false)
            loadProblem = p
            StoryboardDiagnostics.report(p)
        }
        super.init()
    }

    init(document: IBDocument, bundle: Bundle?) {
        self.document = document
        self.bundle = bundle
        loadProblem = nil
        super.init()
    }

    /// The nib, or why it cannot be read (Flipbook only).
    public static func load(nibName name: String, bundle: Bundle?) throws -> UINib {
        UINib(document: try StoryboardFiles.load(name, ext: "xib", bundle: bundle), bundle: bundle)
    }

    /// `instantiate(withOwner:options:)`: makes the top-level objects (views, cells, custom
    /// objects; not the placeholders), with File's Owner standing for `ownerOrNil`, connects
    /// outlets and actions, sends `awakeFromNib()`, and returns them in file order.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        // Problems were printed and reported as they were met; the objects are returned as
        // made (UIKit would have raised).
        make(owner: ownerOrNil).objects
    }

    /// The same, throwing the first problem met (Flipbook only).
    public func instantiateChecked(withOwner owner: Any?) throws -> [Any] {
        if let loadProblem { throw loadProblem }
        let made = make(owner: owner)
        if let first = made.problems.first { throw first }
        return made.objects
    }

    private func make(owner: Any?) -> (objects: [Any], problems: [StoryboardProblem]) {
        guard loadProblem == nil else { return ([], []) }
        let loading = NibLoading(document: document, bundle: bundle, storyboard: nil)
        var top: [Any] = []
        for o in document.objects {
            switch o.element {
            case "placeholder":
                if o.properties["placeholderIdentifier"] == "IBFilesOwner", let owner = owner as AnyObject? {
                    loading.instances[o.id] = owner
                }
            case _
            where IBVocabulary.views[o.element] != nil
                || (IBVocabulary.controllers[o.element] == nil && IBVocabulary.others[o.element] == nil):
                top.append(loading.makeTree(o))
            case _ where o.isViewController:
                top.append(loading.makeController(o))
            case _ where IBVocabulary.isGestureRecognizer(o.element):
                top.append(loading.makeRecognizer(o))
            default:
                // NSObject's init() is not required on Linux, so a custom object cannot be
                // made by class: left out, and said so.
                StoryboardDiagnostics.printOnce(
                    "\(document.file):\(o.line): warning: top-level <\(o.element)> \(o.customClass ?? "") is not made (only views and controllers are)"
                )
            }
        }
        let owner = owner as? UIViewController
        for o in document.objects { loading.connect(o, controller: owner) }
        loading.awake(from: 0)
        return (top, loading.problems)
    }
}

extension Bundle {
    /// `loadNibNamed(_:owner:options:)`: `UINib(nibName: name, bundle: self)` instantiated
    /// with `owner`; nil when the nib cannot be found or read.
    @discardableResult
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.loadProblem == nil else { return nil }
        return nib.instantiate(withOwner: owner, options: options)
    }
}

extension UINib {
    /// The keys of `instantiate(withOwner:options:)`'s options (`UINib.OptionsKey`). Accepted and
    /// not read: a nib's external objects (`externalObjects`) are not supported here.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The proxy objects a nib's placeholders stand for (`UINibExternalObjects`).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}
