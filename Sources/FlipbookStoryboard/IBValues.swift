/// A rectangle as Interface Builder writes it (`<rect key="frame" x= y= width= height=>`).
public struct IBRect: Equatable, Sendable {
    public var x, y, width, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A size (`<size key=... width= height=>`).
public struct IBSize: Equatable, Sendable {
    public var width, height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A point (`<point key=... x= y=>`).
public struct IBPoint: Equatable, Sendable {
    public var x, y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Edge insets (`<inset>`, `<edgeInsets>`, `<directionalEdgeInsets>`): top, left (leading),
/// bottom, right (trailing).
public struct IBInsets: Equatable, Sendable {
    public var top, left, bottom, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// `<autoresizingMask>`: which margins and sizes follow the superview.
public struct IBAutoresizingMask: OptionSet, Equatable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// UIKit's `UIView.AutoresizingMask` bits, in the same order.
    public static let flexibleMinX = IBAutoresizingMask(rawValue: 1 << 0)
    public static let widthSizable = IBAutoresizingMask(rawValue: 1 << 1)
    public static let flexibleMaxX = IBAutoresizingMask(rawValue: 1 << 2)
    public static let flexibleMinY = IBAutoresizingMask(rawValue: 1 << 3)
    public static let heightSizable = IBAutoresizingMask(rawValue: 1 << 4)
    public static let flexibleMaxY = IBAutoresizingMask(rawValue: 1 << 5)
}

/// A colour as written: components in a colour space, a system colour's name, or a name in
/// the asset catalog.
public enum IBColor: Equatable, Sendable {
    /// `red= green= blue= alpha=` in `space` (`sRGB`, `displayP3`, `calibratedRGB`,
    /// `deviceRGB`, ...: the `customColorSpace`, else the `colorSpace`).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: String)
    /// `white= alpha=` in `space` (`calibratedWhite`, `genericGamma22GrayColorSpace`, ...).
    case white(white: Double, alpha: Double, space: String)
    /// `systemColor="systemBackgroundColor"` or the older `cocoaTouchSystemColor="darkTextColor"`.
    case system(String)
    /// `name="Brand"`: a colour set of the asset catalog.
    case named(String)
}

/// A font as written (`<fontDescription>` or the older `<font>`).
public struct IBFont: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        /// `type="system"` (with `weight=`), `boldSystem`, `italicSystem`.
        case system, boldSystem, italicSystem
        /// `name="Avenir-Heavy" family="Avenir"`.
        case custom
        /// `style="UICTFontTextStyleHeadline"`: a Dynamic Type style.
        case textStyle
    }
    public var kind: Kind
    /// The size in points; for a text style, 0 (the style decides).
    public var pointSize: Double
    /// `weight="semibold"` and so on for system fonts.
    public var weight: String?
    /// The PostScript name for a custom font.
    public var name: String?
    /// The family of a custom font.
    public var family: String?
    /// The text style's name (`UICTFontTextStyleBody`).
    public var textStyle: String?

    public init(
        kind: Kind, pointSize: Double, weight: String? = nil, name: String? = nil, family: String? = nil,
        textStyle: String? = nil
    ) {
        self.kind = kind
        self.pointSize = pointSize
        self.weight = weight
        self.name = name
        self.family = family
        self.textStyle = textStyle
    }
}

/// A layout attribute of a constraint (`firstAttribute="leading"`), as UIKit names them.
public enum IBLayoutAttribute: String, Equatable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline = "baseline"
    case firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
}

/// A constraint (`<constraint>`). `firstItem` is filled in with the containing view's id when
/// the file leaves it out, as Interface Builder does for constraints on the view itself.
public struct IBConstraint: Equatable, Sendable {
    public enum Relation: String, Equatable, Sendable {
        case equal, lessThanOrEqual, greaterThanOrEqual
    }
    public var id: String
    public var firstItem: String
    public var firstAttribute: IBLayoutAttribute
    public var relation: Relation
    public var secondItem: String?
    public var secondAttribute: IBLayoutAttribute?
    /// `multiplier="2"` or a ratio `multiplier="16:9"` (16 / 9).
    public var multiplier: Double
    public var constant: Double
    /// 1000 (required) when not written.
    public var priority: Double
    public var identifier: String?
    /// The id of the view whose `<constraints>` holds it.
    public var container: String
    public var line: Int
}

/// A layout guide: `<viewLayoutGuide key="safeArea">` (and a scroll view's
/// `contentLayoutGuide`, `frameLayoutGuide`), or the older `<viewControllerLayoutGuide
/// type="top">`.
public struct IBLayoutGuide: Equatable, Sendable {
    public var id: String
    /// `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`, `top`, `bottom`.
    public var key: String
    public init(id: String, key: String) {
        self.id = id
        self.key = key
    }
}

/// What a segue does (`kind=`).
public enum IBSegueKind: String, Equatable, Sendable {
    case show, showDetail, presentation, popoverPresentation, embed, relationship, unwind, custom
    /// Deprecated spellings Xcode still reads: `push` (show), `modal` (presentation), `replace`.
    case push, modal, replace
}

/// One `<connections>` entry.
public enum IBConnection: Equatable, Sendable {
    /// `<outlet property= destination=>`: set `property` of the owner to the destination.
    case outlet(property: String, destination: String, line: Int)
    /// `<outletCollection property= destination=>`: append the destination to `property`.
    case outletCollection(property: String, destination: String, line: Int)
    /// `<action selector= destination= eventType=>`: call `selector` on the destination when
    /// the owner (a control, a gesture recognizer, a bar button item) sends `eventType`.
    case action(selector: String, destination: String, eventType: String?, line: Int)
    /// `<segue>`.
    case segue(IBSegue)
}

/// A segue (`<segue destination= kind= identifier=>`).
public struct IBSegue: Equatable, Sendable {
    public var id: String
    public var identifier: String?
    public var kind: IBSegueKind
    /// The destination controller's id; for an unwind segue, the scene's exit.
    public var destination: String
    /// `rootViewController` or `viewControllers` for a relationship.
    public var relationship: String?
    public var modalPresentationStyle: String?
    public var modalTransitionStyle: String?
    /// Whether the transition animates (`animates="NO"` turns it off).
    public var animates: Bool
    /// For an unwind segue, the action (`unwindToList:`).
    public var unwindAction: String?
    public var customClass: String?
    public var customModule: String?
    /// For a popover, the anchor view's id.
    public var popoverAnchorView: String?
    public var line: Int
    /// The source controller's `@IBSegueAction` that makes the destination with the coder
    /// (`destinationCreationSelector="makeDetail:"`, iOS 13).
    public var destinationCreationSelector: String?
}

/// A value of a user-defined runtime attribute.
public enum IBRuntimeValue: Equatable, Sendable {
    case boolean(Bool)
    case number(Double)
    case string(String)
    case point(IBPoint)
    case size(IBSize)
    case rect(IBRect)
    case color(IBColor)
    case image(String)
    case `nil`
}

/// `<userDefinedRuntimeAttribute type= keyPath= value=>`.
public struct IBRuntimeAttribute: Equatable, Sendable {
    public var keyPath: String
    public var value: IBRuntimeValue
    public var line: Int
    public init(keyPath: String, value: IBRuntimeValue, line: Int) {
        self.keyPath = keyPath
        self.value = value
        self.line = line
    }
}

/// A button's `<state key="normal" title= image=>` (and its colours).
public struct IBButtonState: Equatable, Sendable {
    /// `normal`, `highlighted`, `selected`, `disabled`.
    public var state: String
    public var title: String?
    public var image: String?
    public var backgroundImage: String?
    public var titleColor: IBColor?
    public var titleShadowColor: IBColor?
    /// The image's `<preferredSymbolConfiguration>`: `pointSize=` (with
    /// `configurationType="pointSize"`), `scale=` and `weight=` as written.
    public var symbolPointSize: Double?
    public var symbolScale: String?
    public var symbolWeight: String?
    /// The image's catalog as written (`catalog="system"`: a symbol).
    public var imageCatalog: String?
    public init(
        state: String, title: String? = nil, image: String? = nil, backgroundImage: String? = nil,
        titleColor: IBColor? = nil, titleShadowColor: IBColor? = nil
    ) {
        self.state = state
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
        self.titleColor = titleColor
        self.titleShadowColor = titleShadowColor
    }
}
