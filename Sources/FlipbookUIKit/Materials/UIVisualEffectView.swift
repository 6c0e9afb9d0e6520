import Foundation
import FlipbookCore

/// A view that blurs what lies behind it (`UIVisualEffectView`, SEMANTICS.md §17,
/// "Materials"): its layer carries the effect's backdrop filter, resolved against the view's
/// appearance, and its subviews go in `contentView`, drawn over the blur.
open class UIVisualEffectView: UIView {
    /// Where the effect view's subviews go (`contentView`): it fills the bounds and follows them.
    public let contentView: UIView

    /// The blur or vibrancy drawn (`effect`); nil draws nothing. Setting it inside an
    /// animation block animates the blur from (or to) nothing: its radius, saturation and
    /// tint grow together, as dimming views do.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// An effect view with `effect` (`init(effect:)`); its frame starts empty.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// An effect view without an effect (`UIVisualEffectView()`): it draws nothing until one
    /// is set.
    public convenience init() { self.init(effect: nil) }

    /// An effect view without an effect, at `frame` (`UIVisualEffectView(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// `init?(coder:)`: the effect a storyboard or nib describes (`<blurEffect style=>`); the
    /// file's content view is read onto `contentView`.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        effect = StoryboardViews.effect(coder)
        super.init(coder: coder)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// The filter for the current effect and traits: a blur's, a vibrancy's, or none.
    var resolvedFilter: BackdropFilter? {
        if let vibrancy = effect as? UIVibrancyEffect {
            return vibrancy.backdropFilter(for: traitCollection.userInterfaceStyle)
        }
        guard let blur = effect as? UIBlurEffect else { return nil }
        return blur.backdropFilter(for: traitCollection.userInterfaceStyle)
    }

    /// Sets the layer's filter; inside an animation block the change is animated.
    func applyEffect() { layer.backdropFilter = resolvedFilter }

    override func traitsDidChange() {
        super.traitsDidChange()
        UIView.performWithoutAnimation { applyEffect() }
    }
}
