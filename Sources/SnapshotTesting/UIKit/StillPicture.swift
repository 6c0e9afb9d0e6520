#if os(Linux)
import Foundation
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// Still pictures as iOS takes them for snapshot tests: a controller in a window of a
/// configuration's size, safe area and traits, laid out, appeared and drawn without the status
/// bar; a view or layer alone at its own size. Recorded by a `Stage` (no steps: the window as
/// it settles) and drawn by the `Compositor` over nothing, so what no view covers is
/// transparent.
enum StillPicture {
    /// The environment variable that gives the scale of images whose traits give none (1, 2
    /// or 3: the simulator the iOS references were recorded on).
    static let scaleVariable = "SNAPSHOT_TESTING_SCALE"

    /// The scale of an image whose traits give none: `SNAPSHOT_TESTING_SCALE` (1 to 4), else
    /// the current device's (`UIScreen.main.scale`, which `StageSettings.with` and
    /// `FLIPBOOK_DEVICE` choose, as the simulator a suite runs on does on iOS).
    static func defaultScale(_ env: [String: String] = ProcessInfo.processInfo.environment) -> CGFloat {
        if let v = env[scaleVariable].flatMap(Double.init), v >= 1, v <= 4 { return CGFloat(v) }
        return StageSettings.current.device.scale
    }

    /// The traits' scale, else `defaultScale()`.
    static func scale(for traits: UITraitCollection) -> CGFloat {
        traits.displayScale > 0 ? traits.displayScale : defaultScale()
    }

    /// The settings of a window of `size` with `safeArea` and `traits` (size classes and idiom
    /// from the traits, else a phone's compact by regular).
    static func settings(size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection) -> StageSettings {
        let idiom = traits.userInterfaceIdiom == .unspecified ? UIUserInterfaceIdiom.phone : traits.userInterfaceIdiom
        let device = Device(
            name: "Snapshot", identifier: "snapshot", model: idiom == .pad ? "iPad" : "iPhone", screenSize: size,
            scale: scale(for: traits), safeAreaInsets: safeArea, displayCornerRadius: 0, statusBarHeight: 0,
            hasHomeIndicator: safeArea.bottom > 0, idiom: idiom,
            horizontalSizeClass: traits.horizontalSizeClass == .unspecified
                ? (idiom == .pad ? .regular : .compact) : traits.horizontalSizeClass,
            verticalSizeClass: traits.verticalSizeClass == .unspecified ? .regular : traits.verticalSizeClass)
        return StageSettings(device: device, traits: traits)
    }

    /// A controller on a configuration (the view's own size when the configuration has none).
    static func controller(_ vc: UIViewController, config: ViewImageConfig, traits: UITraitCollection) throws -> UIImage
    {
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        // The view loads in the window's settings (fonts and traits read in viewDidLoad), unless
        // the size must be read from it first, as the library reads it.
        let size = config.size ?? vc.view.frame.size
        return try inWindow(vc, size: size, safeArea: config.safeArea, traits: traits) { _ in vc.view }
    }

    /// A view alone: `size`, else its frame's size, else its fitting size.
    static func view(_ view: UIView, size: CGSize?, traits: UITraitCollection) throws -> UIImage {
        let initialFrame = view.frame
        let superview = view.superview
        defer {
            view.removeFromSuperview()
            superview?.addSubview(view)
            view.frame = initialFrame
        }
        var size = size ?? view.frame.size
        if size.width == 0 || size.height == 0 {
            view.sizeToFit()
            size = view.frame.size
            if size.width == 0 || size.height == 0 {
                size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            }
        }
        let host = UIViewController()
        host.view.backgroundColor = nil
        view.frame = CGRect(origin: .zero, size: size)
        host.view.addSubview(view)
        return try inWindow(host, size: size, safeArea: .zero, traits: traits) { _ in view }
    }

    /// A layer alone, at its bounds' size, drawn in its own coordinates.
    static func layer(_ layer: CALayer, traits: UITraitCollection) throws -> UIImage {
        let superlayer = layer.superlayer
        let index = superlayer?.sublayers?.firstIndex { $0 === layer }
        let position = layer.position
        defer {
            layer.removeFromSuperlayer()
            layer.position = position
            if let superlayer, let index { superlayer.insertSublayer(layer, at: UInt32(index)) }
        }
        let size = layer.bounds.size
        let host = UIView(frame: CGRect(origin: .zero, size: size))
        layer.position = CGPoint(x: size.width * layer.anchorPoint.x, y: size.height * layer.anchorPoint.y)
        host.layer.addSublayer(layer)
        return try self.view(host, size: size, traits: traits)
    }

    /// A path filled in black (even-odd when `evenOdd`) at `scale`, in its bounds.
    static func path(_ path: CGPath, bounds: CGRect, evenOdd: Bool, scale: CGFloat) throws -> UIImage {
        let shape = CAShapeLayer()
        shape.frame = CGRect(origin: .zero, size: bounds.size)
        var move = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
        shape.path = withUnsafePointer(to: &move) { path.copy(using: $0) } ?? path
        shape.fillColor = UIColor.black.cgColor
        shape.fillRule = evenOdd ? .evenOdd : .nonZero
        return try layer(shape, traits: UITraitCollection(displayScale: scale))
    }

    /// Puts `vc` at the root of a window made for the configuration, records the window as it
    /// settles and draws it, then takes `vc` out again.
    private static func inWindow(
        _ vc: UIViewController, size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection,
        subject: (UIWindow) -> UIView
    ) throws -> UIImage {
        guard size.width > 0, size.height > 0 else { return emptyImage() }
        let settings = settings(size: size, safeArea: safeArea, traits: traits)
        return try StageSettings.with(settings) {
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.backgroundColor = nil
            window.rootViewController = vc
            defer { window.rootViewController = nil }
            window.makeKeyAndVisible()
            vc.view.setNeedsLayout()
            vc.view.layoutIfNeeded()
            _ = subject(window)
            let timeline = try Stage(window: window).record {}
            let tree = timeline.presentation(at: timeline.duration)
            let scale = settings.device.scale
            let bitmap = try Compositor().render(tree, scale: Double(scale), transparent: true)
            return SnapshotImages.image(bitmap, scale: scale)
        }
    }

    /// The library's picture for a view of zero size: a red 400 x 80 label saying so.
    static func emptyImage() -> UIImage {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
        label.backgroundColor = .red
        label.text =
            "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."
        label.textAlignment = .center
        label.numberOfLines = 3
        return (try? view(label, size: label.frame.size, traits: UITraitCollection()))
            ?? SnapshotImages.image(Bitmap(width: 1, height: 1, fill: (255, 0, 0, 255))!, scale: 1)
    }
}

/// The image of a value that could not be drawn: the empty picture (the comparison then fails).
func drawn(_ body: () throws -> UIImage) -> UIImage {
    (try? body()) ?? StillPicture.emptyImage()
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view at its own size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The controller on `config` (its size, safe area and traits, with `traits` on top), or
    /// at `size`, drawn as a PNG at the traits' scale and compared with
    /// `Diffing.image(precision:perceptualPrecision:)`.
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
        )
        .pullback { vc in
            drawn {
                try StillPicture.controller(
                    vc,
                    config: ViewImageConfig(
                        safeArea: config.safeArea, size: size ?? config.size, traits: config.traits),
                    traits: traits)
            }
        }
    }

    /// The controller at `size` (or its view's size) with `traits`. `drawHierarchyInKeyWindow`
    /// draws the same picture here: there is no host application's key window.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        .image(
            on: ViewImageConfig(), precision: precision, perceptualPrecision: perceptualPrecision, size: size,
            traits: traits)
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view at its own size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view alone at `size` (else its frame's size, else its fitting size), with `traits`.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
        )
        .pullback { view in drawn { try StillPicture.view(view, size: size, traits: traits) } }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer at its bounds' size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The layer at its bounds' size, at the traits' scale.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init())
        -> Snapshotting
    {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
        )
        .pullback { layer in drawn { try StillPicture.layer(layer, traits: traits) } }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
    /// The path filled in black in its bounds at 1x.
    public static var image: Snapshotting { .image() }

    /// The path filled in black (non-zero rule) in its bounds, at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { path in
                drawn {
                    try StillPicture.path(
                        path.cgPath, bounds: path.bounds, evenOdd: path.usesEvenOddFillRule, scale: scale)
                }
            }
    }
}

extension Snapshotting where Value == CGPath, Format == UIImage {
    /// The path filled in black (even-odd) in its bounding box at 1x.
    public static var image: Snapshotting { .image() }

    /// The path filled in black (even-odd rule, the library's default drawing mode) in its
    /// bounding box, at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { path in
                drawn { try StillPicture.path(path, bounds: path.boundingBoxOfPath, evenOdd: true, scale: scale) }
            }
    }
}
#endif
