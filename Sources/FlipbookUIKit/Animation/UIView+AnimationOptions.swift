import Foundation
import FlipbookCore

extension UIView {
    /// `UIView.AnimationOptions`, with UIKit's raw values. The curve bits pick the timing;
    /// the other options are accepted and ignored unless a note says otherwise.
    public struct AnimationOptions: OptionSet, Sendable {
        /// UIKit's raw value.
        public let rawValue: UInt
        /// Options from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted, not modelled (layout is explicit here).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Accepted, not modelled (no events).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Accepted; new animations always start from the model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// The motion runs again and again until the scene ends; its completion never runs
        /// (SEMANTICS.md §5).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// The motion runs forwards then backwards (with `.repeat`, every run does).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Accepted; nested blocks use their own duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Accepted; nested blocks use their own curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Accepted, not modelled.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Accepted, not modelled.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Accepted, not modelled.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out, (0.42, 0), (0.58, 1): the default.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in, (0.42, 0), (1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out, (0, 0), (0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// `UIView.transition`: turns over about the vertical axis, the left side coming forward.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// `UIView.transition`: turns over about the vertical axis, the right side coming forward.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// `UIView.transition`: the old content curls up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// `UIView.transition`: the new content uncurls down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// `UIView.transition`: the old content dissolves into the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// `UIView.transition`: turns over about the horizontal axis, the top coming forward.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// `UIView.transition`: turns over about the horizontal axis, the bottom coming forward.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The cubic curve the curve bits select.
        public var curve: CubicBezier { UIView.curve(bits: rawValue) }
    }

    /// `UIView.KeyframeAnimationOptions`, with UIKit's raw values. The calculation modes are
    /// Core Animation's; the curve bits (the same as `AnimationOptions`') remap overall time.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// UIKit's raw value.
        public let rawValue: UInt
        /// Options from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted, not modelled (layout is explicit here).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Accepted, not modelled (no events).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Accepted; new animations always start from the model value.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Not modelled: runs once.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Not modelled: runs forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Accepted; nested blocks use their own duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Accepted, not modelled.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value held until the next keyframe's end (Core Animation's discrete mode).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Straight lines at constant speed (Core Animation's paced mode).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the values (Core Animation's cubic mode).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The smooth curve at constant speed (Core Animation's cubic paced mode).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear

        /// The cubic curve.
        public var bezier: CubicBezier {
            switch self {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }

    static func curve(bits: UInt) -> CubicBezier {
        switch (bits >> 16) & 0xF {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}
