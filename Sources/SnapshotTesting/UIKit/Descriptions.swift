#if os(Linux)
import Foundation
import FlipbookUIKit

/// UIKit's `recursiveDescription` and `_printHierarchy`, written as the library stores them
/// (memory addresses left out): one line a view, "   | " a level deeper.
enum ViewDescription {
    /// `%g`: six significant digits, no trailing zeros ("24.3333", "133.667", "320").
    static func number<F: BinaryFloatingPoint>(_ v: F) -> String {
        let d = Double(v)
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return String(format: "%g", d)
    }

    /// The class name as UIKit prints it: UIKit's own classes bare ("UILabel"), an app's
    /// Swift classes with their module ("MyApp.BadgeView").
    static func className(_ object: AnyObject) -> String {
        let full = String(reflecting: type(of: object))
        for module in ["FlipbookUIKit.", "UIKit.", "QuartzCore."] where full.hasPrefix(module) {
            return String(full.dropFirst(module.count))
        }
        return full
    }

    /// The layer's class as UIKit prints it: labels draw through `_UILabelLayer`, windows
    /// through `UIWindowLayer`; an image view's layer is a plain `CALayer` (Flipbook's own
    /// layer classes behind them are not UIKit's names).
    static func layerName(_ view: UIView) -> String {
        if view is UILabel { return "_UILabelLayer" }
        let name = className(view.layer)
        switch name {
        case "ImageViewLayer": return "CALayer"
        case "WindowLayer": return "UIWindowLayer"
        default: return name
        }
    }

    /// A label's text as UIKit's description quotes it: past 25 characters, the first 25 and
    /// "..." (the simulator's description of a label holding a 157-character sentence reads
    /// `text = 'When an assertion first r...'`).
    static func quoted(_ text: String) -> String {
        text.count > 25 ? String(text.prefix(25)) + "..." : text
    }

    /// One view's line: `<UILabel; frame = (16 20; 288 33.6667); text = 'Hi'; ...; layer = <_UILabelLayer>>`.
    static func line(_ view: UIView) -> String {
        let f = view.frame
        var parts = ["frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))"]
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(quoted(text))'") }
        let t = view.transform
        if !(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0) {
            parts.append(
                "transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { number(Double($0)) }.joined(separator: ", "))]")
        }
        if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if view.isHidden { parts.append("hidden = YES") }
        if !view.isOpaque { parts.append("opaque = NO") }
        let mask = view.autoresizingMask
        if !mask.isEmpty {
            let names: [(UIView.AutoresizingMask, String)] = [
                (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
                (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
            ]
            parts.append("autoresize = " + names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+"))
        }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        if let g = view.gestureRecognizers, !g.isEmpty { parts.append("gestureRecognizers = <NSArray>") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        parts.append("layer = <\(layerName(view))>")
        return "<\(className(view)); " + parts.joined(separator: "; ") + ">"
    }

    /// The view and its subviews, depth first, without a final newline.
    static func recursive(_ view: UIView) -> String {
        var lines: [String] = []
        func walk(_ v: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + line(v))
            for s in v.subviews { walk(s, depth: depth + 1) }
        }
        walk(view, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The controller tree: `<Class>, state: appeared, view: <UIView>`, "not in the window" for a
    /// loaded view off screen, "(view not loaded)", children then the presented controller.
    static func hierarchy(_ vc: UIViewController) -> String {
        var lines: [String] = []
        func viewName(_ c: UIViewController, _ v: UIView) -> String {
            let name = className(v)
            if name == "UIView", c is UINavigationController || c is UITabBarController {
                return "UILayoutContainerView"
            }
            return name
        }
        func walk(_ c: UIViewController, depth: Int) {
            var line = String(repeating: "   | ", count: depth) + "<\(className(c))>"
            if let v = c.viewIfLoaded {
                let shown = v.window != nil && !v.isHidden
                line += ", state: \(shown ? "appeared" : "disappeared"), view: <\(viewName(c, v))>"
                if v.window == nil { line += " not in the window" }
            } else {
                line += ", state: disappeared, view: (view not loaded)"
            }
            lines.append(line)
            for child in c.children { walk(child, depth: depth + 1) }
            if let p = c.presentedViewController, p.presentingViewController === c { walk(p, depth: depth + 1) }
        }
        walk(vc, depth: 0)
        return lines.joined(separator: "\n")
    }
}

/// Puts a controller in a window of the configuration, runs `body`, and takes it out.
func inPreparedWindow<T>(
    _ vc: UIViewController, config: ViewImageConfig, traits: UITraitCollection, body: () -> T
) -> T {
    let traits = UITraitCollection(traitsFrom: [config.traits, traits])
    let size = config.size ?? vc.view.frame.size
    let settings = StillPicture.settings(size: size, safeArea: config.safeArea, traits: traits)
    return StageSettings.with(settings) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = vc
        defer { window.rootViewController = nil }
        window.makeKeyAndVisible()
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        return body()
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view's `recursiveDescription` at its own size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view's `recursiveDescription`, laid out at `size` (else its own) with `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            let initialFrame = view.frame
            let superview = view.superview
            defer {
                view.removeFromSuperview()
                superview?.addSubview(view)
                view.frame = initialFrame
            }
            let size = size ?? view.frame.size
            let host = UIViewController()
            view.frame = CGRect(origin: .zero, size: size)
            host.view.addSubview(view)
            return inPreparedWindow(host, config: ViewImageConfig(size: size), traits: traits) {
                if size.width == 0 || size.height == 0 {
                    view.sizeToFit()
                    view.setNeedsLayout()
                    view.layoutIfNeeded()
                }
                return ViewDescription.recursive(view)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller tree with each controller's state (`_printHierarchy`).
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { vc in
            inPreparedWindow(vc, config: ViewImageConfig(), traits: UITraitCollection()) {
                ViewDescription.hierarchy(vc)
            }
        }
    }

    /// The controller's view's `recursiveDescription` on a configuration's size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view's `recursiveDescription` on `config` (or at `size`) with `traits`.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { vc in
            inPreparedWindow(
                vc,
                config: ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits),
                traits: traits
            ) { ViewDescription.recursive(vc.view) }
        }
    }
}

extension Snapshotting where Value == CGPath, Format == String {
    /// The path's elements, one a line ("MoveTo (0.0, 0.0)"), a blank line before each later
    /// subpath, numbers with one to three decimals.
    public static var elementsDescription: Snapshotting {
        let f = NumberFormatter()
        f.decimalSeparator = "."
        f.numberStyle = .decimal
        f.maximumFractionDigits = 3
        f.minimumFractionDigits = 1
        f.usesGroupingSeparator = false
        return elementsDescription(numberFormatter: f)
    }

    /// The path's elements with numbers written by `numberFormatter`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        SimplySnapshotting.lines.pullback { path in
            var s = ""
            path.applyWithBlock { element in
                let e = element.pointee
                let (name, count): (String, Int) =
                    switch e.type {
                    case .moveToPoint: ("MoveTo", 1)
                    case .addLineToPoint: ("LineTo", 1)
                    case .addQuadCurveToPoint: ("QuadCurveTo", 2)
                    case .addCurveToPoint: ("CurveTo", 3)
                    case .closeSubpath: ("Close", 0)
                    }
                if e.type == .moveToPoint && !s.isEmpty { s += "\n" }
                s += name + " "
                s += (0..<count).map { i -> String in
                    let p = e.points[i]
                    let x = numberFormatter.string(from: NSNumber(value: Double(p.x))) ?? "\(p.x)"
                    let y = numberFormatter.string(from: NSNumber(value: Double(p.y))) ?? "\(p.y)"
                    return "(\(x), \(y))"
                }.joined(separator: " ")
                s += "\n"
            }
            return s
        }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
    /// The path's elements (`CGPath`'s `elementsDescription`).
    public static var elementsDescription: Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription.pullback { $0.cgPath }
    }

    /// The path's elements with numbers written by `numberFormatter`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter).pullback { $0.cgPath }
    }
}
#endif
