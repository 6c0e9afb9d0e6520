/// One object of an Interface Builder file: a view controller, a view of any kind, a
/// navigation item, a placeholder (File's Owner), an exit, a gesture recognizer, a custom
/// object. `element` says which (`viewController`, `label`, `tableViewCell`, ...), `class`
/// names the UIKit class it stands for, and the typed fields hold what every object may
/// carry; the element's own attributes (a label's `text`, a stack view's `axis`) are in
/// `properties`, as written, with typed accessors below.
public struct IBObject: Equatable, Sendable {
    /// The element's name as written (`viewController`, `view`, `label`, `stackView`).
    public var element: String
    /// The object's id (`id=`), unique in the file.
    public var id: String
    /// The role in its parent (`key="view"`, `contentView`, `navigationItem`).
    public var key: String?
    /// `customClass=` (a Swift class of the app) and `customModule=`.
    public var customClass: String?
    public var customModule: String?
    /// The line the element starts on.
    public var line: Int
    /// The element's own attributes the reader understood, by name, as written.
    public var properties: [String: String] = [:]
    /// `<rect key="frame">`.
    public var frame: IBRect?
    /// `<autoresizingMask key="autoresizingMask">`.
    public var autoresizingMask: IBAutoresizingMask?
    /// Colours by key (`backgroundColor`, `textColor`, `tintColor`, ...).
    public var colors: [String: IBColor] = [:]
    /// Fonts by key (`fontDescription`).
    public var fonts: [String: IBFont] = [:]
    /// Sizes, points, rects (other than the frame) and insets by key.
    public var sizes: [String: IBSize] = [:]
    public var points: [String: IBPoint] = [:]
    public var rects: [String: IBRect] = [:]
    public var insets: [String: IBInsets] = [:]
    /// Strings written as elements (`<string key="text">`, an attributed string's text).
    public var strings: [String: String] = [:]
    /// Keys set to nil (`<nil key="highlightedColor"/>`).
    public var nils: [String] = []
    /// A button's states in file order.
    public var states: [IBButtonState] = []
    /// Subviews in drawing order (`<subviews>`).
    public var subviews: [IBObject] = []
    /// Objects held by key: a controller's `view`, a cell's `contentView`, a navigation
    /// controller's `navigationBar`, a controller's `navigationItem`, bar button items.
    public var children: [IBObject] = []
    /// A table or collection view's prototype cells (`<prototypes>`, `<cells>`).
    public var prototypes: [IBObject] = []
    /// Items of a bar (`<items>`): navigation items, bar button items, tab bar items.
    public var items: [IBObject] = []
    /// Constraints held by this view (`<constraints>`).
    public var constraints: [IBConstraint] = []
    /// Layout guides (`<viewLayoutGuide>`, `<layoutGuides>`).
    public var layoutGuides: [IBLayoutGuide] = []
    /// `<connections>`: outlets, outlet collections, actions and segues.
    public var connections: [IBConnection] = []
    /// `<userDefinedRuntimeAttributes>`.
    public var runtimeAttributes: [IBRuntimeAttribute] = []

    public init(element: String, id: String, line: Int) {
        self.element = element
        self.id = id
        self.line = line
    }

    // MARK: - Typed readings of properties

    /// `YES`/`NO` property, or nil when not written.
    public func bool(_ name: String) -> Bool? {
        properties[name].map { $0 == "YES" }
    }
    /// A number property, or nil when not written (the reader checked it is finite).
    public func number(_ name: String) -> Double? { properties[name].flatMap(Double.init) }

    /// `storyboardIdentifier=`.
    public var storyboardIdentifier: String? { properties["storyboardIdentifier"] }
    /// `hidden="YES"`.
    public var isHidden: Bool { bool("hidden") ?? false }
    /// `alpha=`, 1 when not written.
    public var alpha: Double { number("alpha") ?? 1 }
    /// `tag=`, 0 when not written.
    public var tag: Int { number("tag").flatMap { Int(exactly: $0) } ?? 0 }
    /// `clipsSubviews="YES"`.
    public var clipsSubviews: Bool { bool("clipsSubviews") ?? false }
    /// `userInteractionEnabled=`, true when not written.
    public var userInteractionEnabled: Bool { bool("userInteractionEnabled") ?? true }
    /// `contentMode=` (`scaleToFill`, `scaleAspectFit`, ...).
    public var contentMode: String? { properties["contentMode"] }
    /// `translatesAutoresizingMaskIntoConstraints=`, true when not written.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        bool("translatesAutoresizingMaskIntoConstraints") ?? true
    }
    /// A label's or text field's text: the `text=` attribute, or a `<string key="text">`.
    public var text: String? { properties["text"] ?? strings["text"] }
    /// The image by name (`image=` of an image view, or a `<imageReference key="image">`).
    public var image: String? { properties["image"] }
    /// A table or collection cell's `reuseIdentifier=`.
    public var reuseIdentifier: String? { properties["reuseIdentifier"] }
    /// A navigation or tab bar item's `title=`, or a controller's `title=`.
    public var title: String? { properties["title"] }
    /// Whether this is a view controller element.
    public var isViewController: Bool { IBVocabulary.controllers[element] != nil }
    /// The UIKit class this element stands for (`label` is `UILabel`); the custom class
    /// is in `customClass`.
    public var uiKitClass: String {
        IBVocabulary.controllers[element]?.uiKitClass ?? IBVocabulary.views[element]?.uiKitClass
            ?? IBVocabulary.others[element]?.uiKitClass ?? "UIView"
    }
    /// The controller's root view (`key="view"`).
    public var rootView: IBObject? { children.first { $0.key == "view" } }
    /// The child with `key`.
    public func child(_ key: String) -> IBObject? { children.first { $0.key == key } }
    /// The segues among the connections.
    public var segues: [IBSegue] {
        connections.compactMap { if case .segue(let s) = $0 { return s } else { return nil } }
    }

    /// This object and everything under it, depth first, parents before children.
    public func allObjects() -> [IBObject] {
        var out = [self]
        for list in [children, subviews, items, prototypes] {
            for o in list { out += o.allObjects() }
        }
        return out
    }
}

/// A scene of a storyboard: a view controller and the objects beside it (the first
/// responder placeholder, the exit, gesture recognizers).
public struct IBScene: Equatable, Sendable {
    public var id: String
    public var objects: [IBObject]
    public var line: Int
    public init(id: String, objects: [IBObject], line: Int) {
        self.id = id
        self.objects = objects
        self.line = line
    }
    /// The scene's view controller (the first object that is one).
    public var viewController: IBObject? { objects.first { $0.isViewController } }
}

/// A whole `.storyboard` or `.xib` file.
public struct IBDocument: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case storyboard, xib }
    /// The file as named to the reader.
    public var file: String
    public var kind: Kind
    /// `toolsVersion=`: the Xcode build that wrote it.
    public var toolsVersion: String?
    /// `initialViewController=`: the id of the storyboard's entry point.
    public var initialViewController: String?
    /// `useAutolayout="YES"`, `useSafeAreas="YES"`.
    public var useAutolayout: Bool
    public var useSafeAreas: Bool
    /// The device the file was laid out for (`<device id="retina6_1">`).
    public var device: String?
    /// The document's global tint colour (`<color key="tintColor">` at the top level).
    public var tintColor: IBColor?
    /// A storyboard's scenes.
    public var scenes: [IBScene] = []
    /// A XIB's top-level objects (placeholders, views, cells, custom objects).
    public var objects: [IBObject] = []
    /// `<resources>`: colours by name (named and system colours with the values Xcode
    /// wrote), images by name with their sizes.
    public var namedColors: [String: IBColor] = [:]
    public var systemColors: [String: IBColor] = [:]
    public var images: [String: IBSize] = [:]
    /// The images of `<resources>` written `catalog="system"`: SF Symbols' names.
    public var systemImages: Set<String> = []
    /// What the reader did not understand, once per name, in file order.
    public var warnings: [StoryboardWarning] = []

    public init(
        file: String, kind: Kind, toolsVersion: String? = nil, initialViewController: String? = nil,
        useAutolayout: Bool, useSafeAreas: Bool
    ) {
        self.file = file
        self.kind = kind
        self.toolsVersion = toolsVersion
        self.initialViewController = initialViewController
        self.useAutolayout = useAutolayout
        self.useSafeAreas = useSafeAreas
    }

    /// Every object of the file, scene by scene, depth first.
    public func allObjects() -> [IBObject] {
        (scenes.flatMap(\.objects) + objects).flatMap { $0.allObjects() }
    }
    /// The object with `id`, if any.
    public func object(id: String) -> IBObject? { allObjects().first { $0.id == id } }
    /// The view controller with `storyboardIdentifier`.
    public func viewController(identifier: String) -> IBObject? {
        scenes.compactMap(\.viewController).first { $0.storyboardIdentifier == identifier }
    }
}
