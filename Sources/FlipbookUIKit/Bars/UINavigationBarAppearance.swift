import Foundation

/// Bar metrics for `setBackgroundImage(_:for:)` (`UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable {
    /// 0.
    case `default` = 0
    /// 1.
    case compact
    /// 101.
    case defaultPrompt = 101
    /// 102.
    case compactPrompt
}

/// A bar's look (`UIBarAppearance`, `UINavigationBarAppearance`): its background colour or
/// image, its shadow line and its title attributes (SEMANTICS.md §17).
open class UINavigationBarAppearance: NSObject {
    /// The fill behind the bar; nil draws the default translucent fill.
    open var backgroundColor: UIColor?
    /// An image stretched over the bar (`backgroundImage`).
    open var backgroundImage: UIImage?
    /// Stored (`backgroundEffect`); the fill is not blurred.
    open var backgroundEffect: AnyObject?
    /// The line under the bar; nil draws none (`shadowColor`).
    open var shadowColor: UIColor?
    /// An image drawn as the line under the bar (`shadowImage`).
    open var shadowImage: UIImage?
    /// The title's attributes (`.font`, `.foregroundColor` are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes (`.font`, `.foregroundColor` are drawn).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    var usesDefaultFill = true

    /// The default look (`UINavigationBarAppearance()`).
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// `UINavigationBarAppearance(idiom:)`.
    public convenience init(idiom: UIUserInterfaceIdiom) { self.init() }

    /// The translucent system fill and the hairline (`configureWithDefaultBackground()`).
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        usesDefaultFill = true
        shadowColor = UINavigationBar.defaultShadow
    }

    /// An opaque fill of the system background colour (white) and the hairline
    /// (`configureWithOpaqueBackground()`).
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        usesDefaultFill = false
        shadowColor = UINavigationBar.defaultShadow
    }

    /// No fill and no line (`configureWithTransparentBackground()`).
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        usesDefaultFill = false
        shadowColor = nil
    }

    /// A copy (`copy()`).
    open override func copy() -> Any {
        let c = UINavigationBarAppearance()
        c.backgroundColor = backgroundColor; c.backgroundImage = backgroundImage
        c.backgroundEffect = backgroundEffect; c.shadowColor = shadowColor; c.shadowImage = shadowImage
        c.titleTextAttributes = titleTextAttributes; c.largeTitleTextAttributes = largeTitleTextAttributes
        c.usesDefaultFill = usesDefaultFill
        return c
    }
}
