import Foundation

/// Reads `.storyboard` and `.xib` files as Xcode writes them into plain values
/// (`IBDocument`). Whatever it does not understand is reported in `IBDocument.warnings`,
/// once per name; a file that is not a well-formed Interface Builder document is a
/// `StoryboardError` naming the file and line.
public enum StoryboardReader {
    /// The document types Xcode writes for iOS.
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// Reads the file at `url`; `file` (default: the last path component) names it in
    /// errors and warnings.
    public static func read(contentsOf url: URL, file: String? = nil) throws -> IBDocument {
        let name = file ?? url.lastPathComponent
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
                throw StoryboardError(file: name, line: 0, message: "not a regular file")
            }
            if let size = attributes[.size] as? Int, size > XMLTreeParser.maximumBytes {
                throw StoryboardError(
                    file: name, line: 0,
                    message: "file of \(size) bytes is over the limit of \(XMLTreeParser.maximumBytes)")
            }
            data = try Data(contentsOf: url)
        } catch let e as StoryboardError {
            throw e
        } catch {
            throw StoryboardError(file: name, line: 0, message: "cannot be read: \(error.localizedDescription)")
        }
        return try read(data: data, file: name)
    }

    /// Reads a document from its bytes.
    public static func read(data: Data, file: String) throws -> IBDocument {
        let root = try XMLTreeParser.parse(data, file: file)
        var reading = Reading(file: file)
        let document = try reading.document(root)
        return document
    }
}

/// One pass over a parsed tree.
struct Reading {
    let file: String
    private var warned: Set<String> = []
    private var warnings: [StoryboardWarning] = []
    private var ids: Set<String> = []

    init(file: String) { self.file = file }

    func fail(_ node: XMLNode, _ message: String) -> StoryboardError {
        StoryboardError(file: file, line: node.line, message: message)
    }

    // MARK: - Document

    mutating func document(_ root: XMLNode) throws -> IBDocument {
        root.visited = true
        guard root.name == "document" else {
            throw fail(root, "the root element is <\(root.name)>, not an Interface Builder <document>")
        }
        let kind: IBDocument.Kind
        switch root.attr("type") {
        case StoryboardReader.storyboardType: kind = .storyboard
        case StoryboardReader.xibType: kind = .xib
        case let t?:
            throw fail(
                root,
                "document type \"\(t)\" is not an iOS storyboard or XIB (\(StoryboardReader.storyboardType), \(StoryboardReader.xibType))"
            )
        case nil:
            throw fail(
                root,
                "<document> has no type attribute (\(StoryboardReader.storyboardType) or \(StoryboardReader.xibType))")
        }
        root.ignore([
            "version", "targetRuntime", "propertyAccessControl", "useTraitCollections", "colorMatched", "systemVersion",
            "launchScreen",
        ])
        var doc = IBDocument(
            file: file, kind: kind, toolsVersion: root.attr("toolsVersion"),
            initialViewController: root.attr("initialViewController"),
            useAutolayout: root.attr("useAutolayout") == "YES", useSafeAreas: root.attr("useSafeAreas") == "YES")
        for device in root.children("device") {
            doc.device = device.attr("id")
            device.ignore(["orientation", "appearance"])
            for a in device.children("adaptation") { a.ignore(["id"]) }
        }
        for deps in root.children("dependencies") { ignoreAll(deps) }
        // The document's global tint (File inspector).
        for c in root.children("color")
        where c.attributes.contains(where: { $0.name == "key" && $0.value == "tintColor" }) {
            doc.tintColor = try color(c)
        }
        for scenes in root.children("scenes") {
            for scene in scenes.children("scene") {
                guard let id = scene.attr("sceneID") else { throw fail(scene, "<scene> has no sceneID") }
                var objects: [IBObject] = []
                for list in scene.children("objects") {
                    objects += try list.children.map { try object($0, container: nil) }
                }
                for p in scene.children("point") { p.ignore(["key", "x", "y"]) }  // canvasLocation
                doc.scenes.append(IBScene(id: id, objects: objects, line: scene.line))
            }
        }
        for list in root.children("objects") {
            doc.objects += try list.children.map { try object($0, container: nil) }
        }
        for resources in root.children("resources") {
            for image in resources.children("image") {
                guard let name = image.attr("name") else { throw fail(image, "<image> resource without a name") }
                let w = try number(image, "width") ?? 0, h = try number(image, "height") ?? 0
                if image.attr("catalog") == "system" { doc.systemImages.insert(name) }
                doc.images[name] = IBSize(width: w, height: h)
                for c in image.children("mutableData") { ignoreAll(c) }
            }
            for kind in ["namedColor", "systemColor"] {
                for named in resources.children(kind) {
                    guard let name = named.attr("name") else { throw fail(named, "<\(kind)> without a name") }
                    guard let node = named.children("color").first else { continue }
                    let color = try self.color(node)
                    if kind == "namedColor" { doc.namedColors[name] = color } else { doc.systemColors[name] = color }
                }
            }
        }
        for s in root.children("inferredMetricsTieBreakers") + root.children("customFonts")
            + root.children("simulatedMetricsContainer")
        {
            ignoreAll(s)  // editor metrics; the font files the document uses
        }
        try checkReferences(doc, root)
        report(root)
        // In file order (an unknown object element is reported while it is read, the rest
        // after the pass); the sort is stable, so one line keeps its order.
        doc.warnings = warnings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(
            \.element)
        return doc
    }

    /// Marks a subtree as understood and meaningless here (dependencies, editor metrics).
    func ignoreAll(_ node: XMLNode) {
        node.visited = true
        node.consumed.formUnion(node.attributes.map(\.name))
        node.children.forEach(ignoreAll)
    }

    /// Connections and constraints that name objects the file does not have are errors, as
    /// Xcode refuses to compile them.
    func checkReferences(_ doc: IBDocument, _ root: XMLNode) throws {
        let all = doc.allObjects()
        var known = Set(all.map(\.id))
        // Layout guides and constraints are connected too (`@IBOutlet var top: NSLayoutConstraint!`).
        for o in all { known.formUnion(o.layoutGuides.map(\.id) + o.constraints.map(\.id)) }
        for o in all {
            for c in o.constraints {
                for item in [c.firstItem] + (c.secondItem.map { [$0] } ?? []) where !known.contains(item) {
                    throw StoryboardError(
                        file: file, line: c.line,
                        message: "constraint \(c.id) names item \"\(item)\", which the file does not have")
                }
            }
            for connection in o.connections {
                let (dest, line): (String, Int)
                switch connection {
                case let .outlet(_, d, l), let .outletCollection(_, d, l), let .action(_, d, _, l):
                    (dest, line) = (d, l)
                case let .segue(s): (dest, line) = (s.destination, s.line)
                }
                if !known.contains(dest) {
                    throw StoryboardError(
                        file: file, line: line,
                        message: "connection of \(o.id) names destination \"\(dest)\", which the file does not have")
                }
            }
        }
    }

    // MARK: - Objects

    /// Reads an object element (a controller, a view, an item, a placeholder...).
    mutating func object(_ node: XMLNode, container: String?) throws -> IBObject {
        node.visited = true
        let entry =
            IBVocabulary.controllers[node.name] ?? IBVocabulary.views[node.name] ?? IBVocabulary.others[node.name]
        if entry == nil {
            warn(
                node, name: "<\(node.name)>",
                "element not understood; read as a plain view (its frame, subviews, constraints and connections)")
        }
        // Xcode 8 to 10 wrote a collection view cell's `<view key="contentView">` without an id:
        // it is named after its cell (nothing can refer to it).
        let unnamedContent = node.attr("id") == nil && node.attr("key") == "contentView" && container != nil
        guard let id = unnamedContent ? "\(container ?? "").contentView" : node.attr("id"), !id.isEmpty else {
            throw fail(node, "<\(node.name)> has no id")
        }
        if !ids.insert(id).inserted { throw fail(node, "id \"\(id)\" is used twice") }
        var o = IBObject(element: node.name, id: id, line: node.line)
        o.key = node.attr("key")
        o.customClass = node.attr("customClass")
        o.customModule = node.attr("customModule")
        node.ignore(Array(IBVocabulary.editorOnly))
        for name in (entry ?? IBVocabulary.views["view"]!).attributes.sorted() {
            guard let value = node.attr(name) else { continue }
            if IBVocabulary.numeric.contains(name) {
                guard let n = Double(value), n.isFinite else {
                    throw fail(node, "\(name)=\"\(value)\" on <\(node.name)> is not a finite number")
                }
                if name == "tag" && Int(exactly: n) == nil {
                    throw fail(node, "tag=\"\(value)\" on <\(node.name)> is not an integer")
                }
            }
            if let accepted = IBVocabulary.acceptedValues(of: name, on: node.name), !accepted.contains(value) {
                throw fail(
                    node,
                    "\(name)=\"\(value)\" on <\(node.name)> is not one of \(accepted.joined(separator: ", "))")
            }
            o.properties[name] = value
        }
        for child in node.children {
            try member(child, of: &o)
        }
        return o
    }

    /// Reads one child element of an object into it.
    mutating func member(_ child: XMLNode, of o: inout IBObject) throws {
        let key = child.attributes.first { $0.name == "key" }?.value
        switch child.name {
        case "rect":
            child.visited = true
            let r = try rect(child)
            if key == "frame" { o.frame = r } else if let key { o.rects[key] = r }
        case "size":
            child.visited = true
            if let key = child.attr("key") {
                o.sizes[key] = IBSize(width: try number(child, "width") ?? 0, height: try number(child, "height") ?? 0)
            }
        case "point", "offsetWrapper":
            child.visited = true
            if let key = child.attr("key") {
                let x = try number(child, child.name == "point" ? "x" : "horizontal") ?? 0
                let y = try number(child, child.name == "point" ? "y" : "vertical") ?? 0
                o.points[key] = IBPoint(x: x, y: y)
            }
        case "inset", "edgeInsets", "directionalEdgeInsets":
            child.visited = true
            guard let key = child.attr("key") else { break }
            if child.name == "inset" {
                o.insets[key] = IBInsets(
                    top: try number(child, "minY") ?? 0, left: try number(child, "minX") ?? 0,
                    bottom: try number(child, "maxY") ?? 0, right: try number(child, "maxX") ?? 0)
            } else {
                let l = child.name == "inset" ? "left" : (child.name == "edgeInsets" ? "left" : "leading")
                let r = child.name == "edgeInsets" ? "right" : "trailing"
                o.insets[key] = IBInsets(
                    top: try number(child, "top") ?? 0, left: try number(child, l) ?? 0,
                    bottom: try number(child, "bottom") ?? 0, right: try number(child, r) ?? 0)
            }
        case "color":
            child.visited = true
            if let key = child.attr("key") { o.colors[key] = try color(child) }
        case "fontDescription", "font":
            child.visited = true
            if let key = child.attr("key") { o.fonts[key] = try font(child) }
        case "autoresizingMask":
            child.visited = true
            _ = child.attr("key")
            var m = IBAutoresizingMask()
            let bits: [(String, IBAutoresizingMask)] = [
                ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
                ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
            ]
            for (name, bit) in bits where child.attr(name) == "YES" { m.insert(bit) }
            o.autoresizingMask = m
        case "nil":
            child.visited = true
            // `<nil key="textColor"/>`, and `<nil name="viewControllers"/>` in older files.
            if let key = child.attr("key") ?? child.attr("name") { o.nils.append(key) }
        case "value":
            // `<value key="contentSizeForViewInPopover" type="size" width= height=>` (Xcode 6).
            child.visited = true
            _ = child.attr("type")
            if let key = child.attr("key") {
                o.sizes[key] = IBSize(width: try number(child, "width") ?? 0, height: try number(child, "height") ?? 0)
            }
        case "textAttributes":
            // A bar's title text attributes: their colour, font and shadow offset by key.
            child.visited = true
            guard let key = child.attr("key") else { break }
            for c in child.children("color") { o.colors[key + "." + (c.attr("key") ?? "")] = try color(c) }
            for f in child.children("fontDescription") + child.children("font") {
                o.fonts[key + "." + (f.attr("key") ?? "")] = try font(f)
            }
            for w in child.children("offsetWrapper") { ignoreAll(w) }
        case "buttonConfiguration":
            // iOS 15's button configuration: its attributes under `configuration.`, its
            // colours and fonts by key.
            child.visited = true
            let prefix = (child.attr("key") ?? "configuration") + "."
            for a in child.attributes where a.name != "key" {
                o.properties[prefix + a.name] = child.attr(a.name)
            }
            for c in child.children("color") { o.colors[prefix + (c.attr("key") ?? "")] = try color(c) }
            for f in child.children("fontDescription") { o.fonts[prefix + (f.attr("key") ?? "")] = try font(f) }
            for i in child.children("imageReference") {
                if let image = i.attr("image") { o.properties[prefix + (i.attr("key") ?? "image")] = image }
                i.ignore(["catalog", "symbolScale", "renderingMode", "variableValue"])
            }
            for p in child.children("preferredSymbolConfiguration") { ignoreAll(p) }
            for a in child.children("attributedString") { try member(a, of: &o) }
        case "variation":
            // Size-class variations: read past, said once (the base layout is what is made).
            ignoreAll(child)
            warn(
                child, name: "<variation>",
                "size-class variation '\(child.attr("key") ?? "")' is not applied: the base layout (any width, any height) is used"
            )
        case "animations", "popoverArrowDirection":
            ignoreAll(child)  // Xcode 7's empty <animations/>; popovers are not drawn
        case "string":
            child.visited = true
            if let key = child.attr("key") { o.strings[key] = child.text }
        case "attributedString":
            child.visited = true
            guard let key = child.attr("key") else { break }
            var text = ""
            for fragment in child.children("fragment") {
                if let c = fragment.attr("content") { text += c }
                for s in fragment.children("string") {
                    _ = s.attr("key")
                    text += s.text
                }
                for attrs in fragment.children("attributes") {
                    // Every fragment's colour and font is read (and checked); the first is kept.
                    for c in attrs.children("color") {
                        let value = try color(c)
                        if o.colors[key] == nil { o.colors[key] = value }
                    }
                    for f in attrs.children("font") + attrs.children("fontDescription") {
                        let value = try font(f)
                        if o.fonts[key] == nil { o.fonts[key] = value }
                    }
                    for p in attrs.children("paragraphStyle") {
                        // The first fragment's alignment is the text's (a label has one).
                        if o.properties[key + ".alignment"] == nil, let a = p.attr("alignment") {
                            o.properties[key + ".alignment"] = a
                        }
                        ignoreAll(p)
                    }
                    for p in attrs.children("real") + attrs.children("integer") { ignoreAll(p) }
                }
            }
            o.strings[key] = text
        case "state":
            child.visited = true
            guard let state = child.attr("key") else { throw fail(child, "<state> without a key") }
            var s = IBButtonState(
                state: state, title: child.attr("title"), image: child.attr("image"),
                backgroundImage: child.attr("backgroundImage"))
            s.imageCatalog = child.attr("catalog")
            for c in child.children("color") {
                switch c.attr("key") {
                case "titleColor": s.titleColor = try color(c)
                case "titleShadowColor": s.titleShadowColor = try color(c)
                default: c.visited = false
                }
            }
            for f in child.children("fontDescription") { f.visited = false }
            for i in child.children("imageReference") {
                if i.attr("key") == "image" { s.image = i.attr("image") }
                i.ignore(["catalog", "symbolScale", "renderingMode", "variableValue"])
            }
            for p in child.children("preferredSymbolConfiguration") {
                p.visited = true
                if p.attr("configurationType") == "pointSize" { s.symbolPointSize = try number(p, "pointSize") }
                s.symbolScale = p.attr("scale")
                s.symbolWeight = p.attr("weight")
                p.ignore(["key", "configurationType", "pointSize", "scale", "weight"])
                for c in p.children { ignoreAll(c) }
            }
            o.states.append(s)
        case "imageReference":
            child.visited = true
            if let key = child.attr("key"), let image = child.attr("image") {
                o.properties[key] = image
                if let catalog = child.attr("catalog") { o.properties[key + ".catalog"] = catalog }
            }
            child.ignore(["symbolScale", "renderingMode", "variableValue"])
            for c in child.children("hierarchicalColors") { ignoreAll(c) }
        case "preferredSymbolConfiguration":
            ignoreAll(child)  // SF Symbols are not drawn (SEMANTICS.md §14).
        case "accessibility":
            child.visited = true
            _ = child.attr("key")
            for name in ["identifier", "label", "hint", "isElement"] {
                if let v = child.attr(name) { o.properties["accessibility." + name] = v }
            }
            for t in child.children("accessibilityTraits") { ignoreAll(t) }
            for b in child.children("bool") { ignoreAll(b) }
        case "textInputTraits":
            child.visited = true
            _ = child.attr("key")
            for a in child.attributes where a.name != "key" {
                o.properties["textInputTraits." + a.name] = child.attr(a.name)
            }
        case "blurEffect", "vibrancyEffect":
            child.visited = true
            o.properties[(child.attr("key") ?? "effect")] = child.attr("style") ?? child.name
            for b in child.children("blurEffect") {
                b.ignore(["style"])
            }
        case "segments":
            child.visited = true
            let segments = child.children("segment")
            o.strings["segments"] = segments.map {
                $0.ignore(["enabled", "width"])
                return $0.attr("title") ?? ""
            }.joined(separator: "\n")
            // A segment's image (`image="list.dash" catalog="system"`: a symbol), by segment.
            if segments.contains(where: { $0.attr("image") != nil }) {
                o.strings["segmentImages"] = segments.map { $0.attr("image") ?? "" }.joined(separator: "\n")
                o.strings["segmentImageCatalogs"] = segments.map { $0.attr("catalog") ?? "" }.joined(separator: "\n")
            }
        case "extendedEdge", "rectEdge":
            child.visited = true
            if let key = child.attr("key") {
                o.properties[key] = ["top", "left", "bottom", "right"].filter { child.attr($0) == "YES" }.joined(
                    separator: ",")
            }
        case "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
            "simulatedToolbarMetrics",
            "simulatedScreenMetrics", "freeformSimulatedSizeMetrics", "simulatedOrientationMetrics",
            "simulatedMetricsContainer":
            ignoreAll(child)  // what Interface Builder's canvas shows around the scene
        case "subviews":
            child.visited = true
            for v in child.children { o.subviews.append(try object(v, container: o.id)) }
        case "prototypes", "cells":
            child.visited = true
            for v in child.children { o.prototypes.append(try object(v, container: o.id)) }
        case "items", "sections", "gestureRecognizers", "arrangedSubviews", "toolbarItems":
            child.visited = true
            for v in child.children { o.items.append(try object(v, container: o.id)) }
        case "constraints":
            child.visited = true
            for c in child.children("constraint") { o.constraints.append(try constraint(c, container: o.id)) }
        case "viewLayoutGuide":
            child.visited = true
            guard let id = child.attr("id"), let key = child.attr("key") else {
                throw fail(child, "<viewLayoutGuide> needs an id and a key")
            }
            o.layoutGuides.append(IBLayoutGuide(id: id, key: key))
        case "layoutGuides":
            child.visited = true
            for g in child.children("viewControllerLayoutGuide") {
                guard let id = g.attr("id"), let type = g.attr("type") else {
                    throw fail(g, "<viewControllerLayoutGuide> needs an id and a type")
                }
                o.layoutGuides.append(IBLayoutGuide(id: id, key: type))
            }
        case "connections":
            child.visited = true
            for c in child.children { if let conn = try connection(c) { o.connections.append(conn) } }
        case "userDefinedRuntimeAttributes":
            child.visited = true
            for a in child.children("userDefinedRuntimeAttribute") {
                o.runtimeAttributes.append(try runtimeAttribute(a))
            }
        default:
            // A keyed object: a controller's view, a cell's content view, a navigation item,
            // a bar, a layout, a button's configuration.
            let isObject =
                IBVocabulary.views[child.name] != nil || IBVocabulary.others[child.name] != nil
                || IBVocabulary.controllers[child.name] != nil
            if isObject {
                o.children.append(try object(child, container: o.id))
            }
        }
    }

    // MARK: - Values

    func number(_ node: XMLNode, _ name: String) throws -> Double? {
        guard let s = node.attr(name) else { return nil }
        guard let n = Double(s), n.isFinite else {
            throw fail(node, "\(name)=\"\(s)\" on <\(node.name)> is not a finite number")
        }
        return n
    }

    func rect(_ node: XMLNode) throws -> IBRect {
        _ = node.attr("key")
        let r = IBRect(
            x: try number(node, "x") ?? 0, y: try number(node, "y") ?? 0, width: try number(node, "width") ?? 0,
            height: try number(node, "height") ?? 0)
        if r.width < 0 || r.height < 0 {
            throw fail(node, "a rect of negative size (\(r.width) x \(r.height)): a width and a height are 0 or more")
        }
        return r
    }

    func color(_ node: XMLNode) throws -> IBColor {
        node.visited = true
        _ = node.attr("key")
        // Xcode 11 wrote both the new and the old name of a system colour.
        let system = node.attr("systemColor"), old = node.attr("cocoaTouchSystemColor")
        let xcode11 = node.attr("xcode11CocoaTouchSystemColor")
        if let s = system ?? xcode11 ?? old { return .system(s) }
        if let name = node.attr("name") {
            // `catalog="System"`: one of the system's colours by name (an attributed string's
            // `textColor`, say); otherwise a colour of the app's asset catalogs.
            _ = node.attr("colorSpace")  // "catalog": the colour's space is the catalog's
            return node.attr("catalog") == "System" ? .system(name) : .named(name)
        }
        let space = node.attr("customColorSpace") ?? node.attr("colorSpace") ?? "sRGB"
        _ = node.attr("colorSpace")
        // Extended sRGB's components may lie outside 0...1; an alpha is a fraction in every space.
        func unit(_ name: String, _ fallback: Double) throws -> Double {
            let v = try number(node, name) ?? fallback
            guard (0...1).contains(v) || (space == "extendedSRGB" && name != "alpha") else {
                throw fail(node, "\(name)=\"\(v)\" is outside 0...1")
            }
            return v
        }
        if node.attributes.contains(where: { $0.name == "white" }) {
            return .white(white: try unit("white", 0), alpha: try unit("alpha", 1), space: space)
        }
        guard node.attributes.contains(where: { ["red", "green", "blue"].contains($0.name) }) else {
            throw fail(node, "<color> with neither components (red, green, blue or white) nor a name")
        }
        return .rgb(
            red: try unit("red", 0), green: try unit("green", 0), blue: try unit("blue", 0),
            alpha: try unit("alpha", 1), space: space)
    }

    func font(_ node: XMLNode) throws -> IBFont {
        node.visited = true
        _ = node.attr("key")
        if let style = node.attr("style") {
            return IBFont(kind: .textStyle, pointSize: try number(node, "pointSize") ?? 0, textStyle: style)
        }
        // `pointSize=` (fontDescription), `size=` (the older <font>, attributed strings).
        let size = try number(node, "pointSize") ?? number(node, "size") ?? 17
        // 0 is Xcode's "the default size" (a styled cell's labels): the view's own size.
        guard size >= 0 else {
            throw fail(node, "pointSize=\"\(size)\" is negative (a size is 0 or more; 0 is the view's own)")
        }
        if let name = node.attr("name") {
            return IBFont(kind: .custom, pointSize: size, name: name, family: node.attr("family"))
        }
        switch node.attr("type") ?? "system" {
        case "system": return IBFont(kind: .system, pointSize: size, weight: node.attr("weight"))
        case "boldSystem": return IBFont(kind: .boldSystem, pointSize: size)
        case "italicSystem": return IBFont(kind: .italicSystem, pointSize: size)
        case let t: throw fail(node, "font type \"\(t)\" is not system, boldSystem or italicSystem")
        }
    }

    func constraint(_ node: XMLNode, container: String) throws -> IBConstraint {
        func attribute(_ name: String) throws -> IBLayoutAttribute? {
            guard let s = node.attr(name) else { return nil }
            // Xcode writes the last baseline `baseline` (older files) or `lastBaseline`.
            guard let a = s == "lastBaseline" ? .lastBaseline : IBLayoutAttribute(rawValue: s) else {
                throw fail(node, "\(name)=\"\(s)\" is not a layout attribute (\(Self.layoutAttributeNames))")
            }
            return a
        }
        guard let id = node.attr("id") else { throw fail(node, "<constraint> has no id") }
        guard let first = try attribute("firstAttribute") else {
            throw fail(node, "constraint \(id) has no firstAttribute")
        }
        let second = try attribute("secondAttribute")
        var multiplier = 1.0
        if let m = node.attr("multiplier") {
            let parts = m.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }.map { Double(String($0)) }
            switch parts.count {
            case 1 where parts[0] != nil: multiplier = parts[0]!
            case 2 where parts[0] != nil && parts[1] != nil && parts[1]! != 0: multiplier = parts[0]! / parts[1]!
            default: throw fail(node, "multiplier=\"\(m)\" is neither a number nor a ratio such as 16:9 or 1/3")
            }
            guard multiplier.isFinite else { throw fail(node, "multiplier=\"\(m)\" is not finite") }
        }
        let relation: IBConstraint.Relation
        switch node.attr("relation") {
        case nil: relation = .equal
        case let r?:
            guard let v = IBConstraint.Relation(rawValue: r) else {
                throw fail(node, "relation=\"\(r)\" is not equal, lessThanOrEqual or greaterThanOrEqual")
            }
            relation = v
        }
        let priority = try number(node, "priority") ?? 1000
        guard (1...1000).contains(priority) else { throw fail(node, "priority=\"\(priority)\" is outside 1...1000") }
        node.ignore(["symbolic", "placeholder", "firstItem", "secondItem", "constant", "identifier"])
        if second != nil && node.attributes.first(where: { $0.name == "secondItem" }) == nil {
            // A second attribute without an item refers to the container, as Xcode writes
            // aspect ratio constraints on the view itself.
        }
        return IBConstraint(
            id: id, firstItem: node.attributes.first { $0.name == "firstItem" }?.value ?? container,
            firstAttribute: first,
            relation: relation, secondItem: node.attributes.first { $0.name == "secondItem" }?.value,
            secondAttribute: second, multiplier: multiplier, constant: try number(node, "constant") ?? 0,
            priority: priority, identifier: node.attributes.first { $0.name == "identifier" }?.value,
            container: container, line: node.line)
    }

    /// The layout attributes as Xcode writes them, for errors.
    static let layoutAttributeNames = IBLayoutAttribute.allCases.map {
        $0 == .lastBaseline ? "baseline (or lastBaseline)" : $0.rawValue
    }.joined(separator: ", ")

    func connection(_ node: XMLNode) throws -> IBConnection? {
        node.visited = true
        _ = node.attr("id")
        func need(_ name: String) throws -> String {
            guard let v = node.attr(name), !v.isEmpty else { throw fail(node, "<\(node.name)> has no \(name)") }
            return v
        }
        switch node.name {
        case "outlet":
            return .outlet(property: try need("property"), destination: try need("destination"), line: node.line)
        case "outletCollection":
            node.ignore(["collectionClass", "appends"])
            return .outletCollection(
                property: try need("property"), destination: try need("destination"), line: node.line)
        case "action":
            return .action(
                selector: try need("selector"), destination: try need("destination"), eventType: node.attr("eventType"),
                line: node.line)
        case "segue":
            let kindText = try need("kind")
            guard let kind = IBSegueKind(rawValue: kindText) else {
                throw fail(
                    node,
                    "segue kind \"\(kindText)\" is not show, showDetail, presentation, popoverPresentation, embed, relationship, unwind, custom, or the older push, modal or replace"
                )
            }
            node.ignore([
                "popoverAnchorBarButtonItem", "popoverArrowDirection", "trigger", "splitViewControllerIsPrimaryVC",
                "customModuleProvider",
            ])
            for p in node.children("popoverArrowDirection") { ignoreAll(p) }
            var segue = IBSegue(
                id: node.attributes.first { $0.name == "id" }?.value ?? "", identifier: node.attr("identifier"),
                kind: kind,
                destination: try need("destination"), relationship: node.attr("relationship"),
                modalPresentationStyle: node.attr("modalPresentationStyle"),
                modalTransitionStyle: node.attr("modalTransitionStyle"), animates: node.attr("animates") != "NO",
                unwindAction: node.attr("unwindAction"), customClass: node.attr("customClass"),
                customModule: node.attr("customModule"), popoverAnchorView: node.attr("popoverAnchorView"),
                line: node.line)
            segue.destinationCreationSelector = node.attr("destinationCreationSelector")
            return .segue(segue)
        default:
            node.visited = false
            return nil
        }
    }

    func runtimeAttribute(_ node: XMLNode) throws -> IBRuntimeAttribute {
        guard let keyPath = node.attr("keyPath"), !keyPath.isEmpty else {
            throw fail(node, "<userDefinedRuntimeAttribute> has no keyPath")
        }
        let type = node.attr("type") ?? "string"
        let valueNode = node.children.first { $0.attributes.contains { $0.name == "key" && $0.value == "value" } }
        valueNode?.visited = true
        _ = valueNode?.attr("key")
        func scalar() throws -> String? {
            if let v = node.attr("value") { return v }
            return valueNode?.attr("value")
        }
        let value: IBRuntimeValue
        switch type {
        case "boolean":
            switch try scalar() {
            case "YES": value = .boolean(true)
            case "NO", nil: value = .boolean(false)
            case let s?: throw fail(node, "runtime attribute \(keyPath): value \"\(s)\" is not YES or NO")
            }
        case "number":
            guard let s = try scalar() else {
                throw fail(
                    node,
                    "runtime attribute \(keyPath): a number was expected (an <integer key=\"value\"> or a <real key=\"value\">)"
                )
            }
            guard let n = Double(s), n.isFinite else {
                throw fail(node, "runtime attribute \(keyPath): value \"\(s)\" is not a finite number")
            }
            value = .number(n)
        case "string", "localizedString": value = .string(try scalar() ?? "")
        case "image": value = .image(try scalar() ?? "")
        case "nil": value = .nil
        case "color":
            guard let v = valueNode, v.name == "color" else {
                throw fail(node, "runtime attribute \(keyPath): a <color key=\"value\"> was expected")
            }
            value = .color(try color(v))
        case "point":
            guard let v = valueNode, v.name == "point" else {
                throw fail(node, "runtime attribute \(keyPath): a <point key=\"value\"> was expected")
            }
            value = .point(IBPoint(x: try number(v, "x") ?? 0, y: try number(v, "y") ?? 0))
        case "size":
            guard let v = valueNode, v.name == "size" else {
                throw fail(node, "runtime attribute \(keyPath): a <size key=\"value\"> was expected")
            }
            value = .size(IBSize(width: try number(v, "width") ?? 0, height: try number(v, "height") ?? 0))
        case "rect":
            guard let v = valueNode, v.name == "rect" else {
                throw fail(node, "runtime attribute \(keyPath): a <rect key=\"value\"> was expected")
            }
            value = .rect(try rect(v))
        default:
            throw fail(
                node,
                "runtime attribute \(keyPath) has type \"\(type)\" (boolean, number, string, localizedString, point, size, rect, color, image or nil)"
            )
        }
        return IBRuntimeAttribute(keyPath: keyPath, value: value, line: node.line)
    }

    // MARK: - Warnings

    mutating func warn(_ node: XMLNode, name: String, _ message: String) {
        guard warned.insert(name).inserted else { return }
        warnings.append(StoryboardWarning(file: file, line: node.line, name: name, message: message))
    }

    /// Reports, once per name, every element the reader did not visit (its contents are
    /// skipped with it) and every attribute it did not read, in file order.
    mutating func report(_ node: XMLNode) {
        for a in node.attributes where !node.consumed.contains(a.name) {
            warn(node, name: "\(a.name) on <\(node.name)>", "attribute not understood; ignored")
        }
        for c in node.children {
            if c.visited {
                report(c)
            } else {
                warn(c, name: "<\(c.name)>", "element not understood here; skipped with its contents")
            }
        }
    }
}
