import FlipbookCore

/// Where a layer's contents image sits (`CALayerContentsGravity`), with Core Animation's names.
///
/// Core Animation names the vertical cases for an upward y axis, and an iOS layer does not
/// flip its contents (`contentsAreFlipped()` is false), so `.top` shows the image at the
/// bottom of the layer on screen and `.bottom` at the top (**observed**, and Apple's page on
/// `contentsGravity` says so). Flipbook reproduces that exchange; `UIView.contentMode` does
/// not have it (`.top` is the top). SEMANTICS.md §14.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string ("resize", "resizeAspect", "top", ...).
    public let rawValue: String
    /// Wraps a string; an unknown one draws as `.resize`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Stretched to the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Fit inside, aspect kept, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Cover the bounds, aspect kept, centred.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// Natural size, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Natural size at the layer's bottom edge on iOS (see the type's comment).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Natural size at the layer's top edge on iOS (see the type's comment).
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Natural size, left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Natural size, right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Natural size, bottom-left corner on iOS.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Natural size, bottom-right corner on iOS.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Natural size, top-left corner on iOS.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Natural size, top-right corner on iOS.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")

    /// Where the image shows on screen: the vertical names exchanged (see the type's comment).
    var onScreen: ContentGravity {
        switch rawValue {
        case "resizeAspect": return .resizeAspect
        case "resizeAspectFill": return .resizeAspectFill
        case "center": return .center
        case "top": return .bottom
        case "bottom": return .top
        case "left": return .left
        case "right": return .right
        case "topLeft": return .bottomLeft
        case "topRight": return .bottomRight
        case "bottomLeft": return .topLeft
        case "bottomRight": return .topRight
        default: return .resize
        }
    }

    /// The Core Animation name of an on-screen placement (the inverse of `onScreen`).
    init(onScreen g: ContentGravity) {
        switch g {
        case .resize: self = .resize
        case .resizeAspect: self = .resizeAspect
        case .resizeAspectFill: self = .resizeAspectFill
        case .center: self = .center
        case .top: self = .bottom
        case .bottom: self = .top
        case .left: self = .left
        case .right: self = .right
        case .topLeft: self = .bottomLeft
        case .topRight: self = .bottomRight
        case .bottomLeft: self = .topLeft
        case .bottomRight: self = .topRight
        }
    }
}

extension CALayer {
    /// The layer's image (`CALayer.contents`): a `CGImage`, drawn in the bounds by
    /// `contentsGravity` above the background colour and below the sublayers. Anything else
    /// (a `UIImage`, a string) draws nothing, as in Core Animation. Default nil. Not animated.
    public var contents: Any? {
        get { content.image.map { CGImage(content: $0) } }
        set {
            content.image = (newValue as? CGImage)?.content
            content.drawing = nil
        }
    }

    /// How `contents` sits in the bounds (`CALayer.contentsGravity`); default `.resize`.
    public var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(onScreen: content.gravity) }
        set { content.gravity = newValue.onScreen }
    }
}
