import Foundation

/// The base of the haptic feedback generators (`UIFeedbackGenerator`, SEMANTICS.md §28.1).
/// A stage has no Taptic Engine: every call is accepted and recorded in `feedbackLog` so a
/// test can see which feedback a screen asked for.
open class UIFeedbackGenerator: NSObject {
    /// One recorded call: the generator's kind and what it was asked for, for example
    /// `"impact.medium 1.0"`, `"selection"`, `"notification.error"` or `"prepare"`.
    public struct Event: Equatable, Sendable {
        /// The generator's kind and the feedback.
        public let description: String
    }

    /// What this generator was asked to do, oldest first (Flipbook's own; not UIKit's).
    public private(set) var feedbackLog: [Event] = []

    /// `UIFeedbackGenerator()`.
    public override init() { super.init() }

    /// Readies the engine (`prepare()`); recorded, nothing else.
    open func prepare() { record("prepare") }

    func record(_ s: String) { feedbackLog.append(Event(description: s)) }
}

/// Impacts (`UIImpactFeedbackGenerator`).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The impact's mass (`UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum FeedbackStyle: Int, Sendable {
        /// 0.
        case light
        /// 1.
        case medium
        /// 2.
        case heavy
        /// 3 (iOS 13).
        case soft
        /// 4 (iOS 13).
        case rigid
    }

    /// The style given at creation.
    public let style: FeedbackStyle

    /// `UIImpactFeedbackGenerator(style:)`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// `UIImpactFeedbackGenerator()`: a medium impact, as UIKit's default.
    public convenience override init() { self.init(style: .medium) }

    /// An impact at full intensity (`impactOccurred()`).
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// An impact at `intensity` (`impactOccurred(intensity:)`), clamped to 0...1; NaN is
    /// recorded as 0.
    open func impactOccurred(intensity: CGFloat) {
        let i = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
        record("impact.\(style) \(Double(i))")
    }
}

/// Selection changes (`UISelectionFeedbackGenerator`).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed (`selectionChanged()`).
    open func selectionChanged() { record("selection") }
}

/// Outcomes (`UINotificationFeedbackGenerator`).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome (`UINotificationFeedbackGenerator.FeedbackType`).
    public enum FeedbackType: Int, Sendable {
        /// 0.
        case success
        /// 1.
        case warning
        /// 2.
        case error
    }

    /// A task ended with `notificationType` (`notificationOccurred(_:)`).
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notification.\(notificationType)")
    }
}
