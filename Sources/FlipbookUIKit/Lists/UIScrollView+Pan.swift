import Foundation
import FlipbookCore

/// A scroll view's own pan (`UIScrollView.panGestureRecognizer`): a `UIPanGestureRecognizer`
/// that takes part in the arbitration of the recognizers under the finger like any other
/// (SEMANTICS.md §17 "Scroll views in the gesture arbiter"). It begins at the first sample
/// when the finger goes on to move at least `hysteresis` points, as UIKit's pan does not
/// begin for a touch that stays put (so taps on rows and buttons win); it does not begin when
/// the scroll view cannot scroll along the finger's first movement (UIKit's scroll views
/// refuse such pans, which is how a sideways carousel inside a vertical list works); and it
/// waits for a screen-edge pan under the same finger to fail (the system's edge pans come
/// first in UIKit).
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    /// How far the finger must move for a pan, in points (chosen: 10, as a tap's allowance).
    static let hysteresis: CGFloat = 10

    override func plan(_ touch: TouchInput, frames: FrameClock) -> GesturePlan {
        guard case .path(let s) = touch, let scroll = view as? UIScrollView, scroll.isScrollEnabled else {
            return GesturePlan(recognizesAt: nil, failsAt: touch.startTime, events: [])
        }
        let a = s.samples[0].location
        guard
            let moved = s.samples.first(where: { hypot($0.location.x - a.x, $0.location.y - a.y) >= Self.hysteresis })
        else { return GesturePlan(recognizesAt: nil, failsAt: touch.endTime, events: []) }
        let dx = abs(moved.location.x - a.x), dy = abs(moved.location.y - a.y)
        let along = dx > dy ? scroll.scrollsHorizontally : scroll.scrollsVertically
        guard along else { return GesturePlan(recognizesAt: nil, failsAt: touch.startTime, events: []) }
        return continuousPlan(touch, frames: frames)
    }
}

extension UIScrollView {
    /// Whether the content can move sideways: wider than the bounds inside the adjusted
    /// insets, or `alwaysBounceHorizontal`.
    var scrollsHorizontally: Bool {
        let i = adjustedContentInset
        return contentSize.width > bounds.width - i.left - i.right || alwaysBounceHorizontal
    }
    /// Whether the content can move up and down: taller than the bounds inside the adjusted
    /// insets, or `alwaysBounceVertical`.
    var scrollsVertically: Bool {
        let i = adjustedContentInset
        return contentSize.height > bounds.height - i.top - i.bottom || alwaysBounceVertical
    }

    /// The pan's action: `.began` takes the offset as the drag's start (stopping a
    /// deceleration or a bounce), `.changed` follows the finger (rubber-banded past the
    /// edges), `.ended` releases with the pan's velocity (points per second, given to the
    /// delegate in points per millisecond), `.cancelled` releases at rest.
    func handlePan(_ g: UIPanGestureRecognizer) {
        guard let stage = Stage.current else { return }
        switch g.state {
        case .began:
            scrollGeneration += 1
            panGeneration = scrollGeneration
            dragStart = contentOffset
            isDragging = true
            isDecelerating = false
            delegate?.scrollViewWillBeginDragging(self)
            showIndicators()
        case .changed:
            guard panGeneration == scrollGeneration else { return }
            drag(by: g.translation(in: self))
        case .ended, .cancelled:
            guard panGeneration == scrollGeneration, isDragging else { return }
            drag(by: g.translation(in: self))
            if g.state == .ended { refreshControl?.dragEnded(in: self) }  // Controls/UIRefreshControl.swift
            let v = g.state == .ended ? g.velocity(in: self) : .zero
            release(velocity: CGPoint(x: -v.x / 1000, y: -v.y / 1000), stage: stage, gen: scrollGeneration)
        default:
            break
        }
    }
}

extension UIScrollView {
    /// The spring back from past an edge: critically damped, x(t) = (x0 + (v0 + w x0) t)
    /// e^(-w t) for the distance x past the edge (x0 at the release, v0 the release velocity
    /// in points per second), with w = 2 pi / 0.4 s (**chosen**: the critically damped form
    /// public reimplementations of UIKit's bounce use; UIKit does not document its figures).
    public static let bounceAngularFrequency: Double = 2 * .pi / 0.4

    /// Springs the offset back inside `offsetRange`, one offset per stage frame, each axis on
    /// its own; done when both are within `decelerationRestDistance` of the edge (then the
    /// offset lands on it) and the delegate hears `scrollViewDidEndDecelerating`.
    func bounceBack(velocity v0: CGPoint, stage: Stage, gen: Int) {
        let start = contentOffset, target = clamped(start), origin = stage.now
        let w = Self.bounceAngularFrequency
        let x0 = Double(start.x - target.x), y0 = Double(start.y - target.y)
        // Past-the-edge velocities only count along an axis that is past its edge.
        let vx = x0 != 0 ? Double(v0.x) * 1000 : 0, vy = y0 != 0 ? Double(v0.y) * 1000 : 0
        func at(_ t: Double, _ d0: Double, _ v: Double) -> Double { (d0 + (v + w * d0) * t) * exp(-w * t) }
        var k = 1
        while true {
            let t = Double(k) / stage.fps
            let dx = at(t, x0, vx), dy = at(t, y0, vy)
            let rest = Double(Self.decelerationRestDistance)
            let done = (abs(dx) < rest && abs(dy) < rest && t * w > 2) || t > 10
            stage.schedule(at: origin + t, "scroll bounce") { [weak self] in
                guard let self, self.scrollGeneration == gen else { return }
                if done {
                    self.contentOffset = target
                    self.isDecelerating = false
                    self.delegate?.scrollViewDidEndDecelerating(self)
                    self.hideIndicators()
                } else {
                    self.contentOffset = CGPoint(x: target.x + CGFloat(dx), y: target.y + CGFloat(dy))
                }
            }
            if done { break }
            k += 1
        }
    }
}

extension UIScrollView {
    /// Row and item taps through hit-testing (`UIView.playTaps(_:)`): when a table or a
    /// collection view is under the finger and no enabled control lies between the finger and
    /// it, each tap highlights the row or item under it at touch down and, when the finger
    /// lifts `TapScript.tapDuration` later, selects it and tells the delegate, as UIKit's
    /// lists do (a control in a cell takes the tap instead).
    static func selectTapped(_ taps: TapScript, from root: UIView, chain: [UIView]) {
        guard let index = chain.firstIndex(where: { $0 is UITableView || $0 is UICollectionView }),
            !chain[..<index].contains(where: { ($0 as? UIControl)?.isEnabled == true }),
            let stage = RecordingState.current.stage
        else { return }
        let list = chain[index]
        let origin = stage.now
        for tap in taps.taps {
            var hit: IndexPath?
            stage.schedule(at: origin + tap.time, "list touch down") { [weak list, root] in
                guard let list else { return }
                let p = list.convert(tap.location, from: root)
                hit = (list as? UITableView)?.rowTouchDown(at: p) ?? (list as? UICollectionView)?.itemTouchDown(at: p)
            }
            stage.schedule(at: origin + tap.time + TapScript.tapDuration, "list touch up") { [weak list] in
                guard let list, let ip = hit else { return }
                (list as? UITableView)?.rowTouchUp(ip)
                (list as? UICollectionView)?.itemTouchUp(ip)
            }
        }
    }
}
