import Foundation
import FlipbookCore

/// A pan from a screen edge (`UIScreenEdgePanGestureRecognizer`, SEMANTICS.md §7): it begins
/// only for a touch that starts within `edgeRegionSize` points of one of `edges`; any other
/// touch fails it at once, and the other recognizers that see the touch may begin.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from (`edges`; default none, so it never begins).
    open var edges: UIRectEdge = []

    /// How far from a screen edge a touch may start and still begin an edge pan, in points
    /// (20; **chosen**: UIKit keeps its region in a private property and documents only that
    /// the pan starts "near an edge of the screen"; 20 points is the width of the strip a
    /// thumb lands in when it slides in from the bezel, SEMANTICS.md §7).
    public static let edgeRegionSize: CGFloat = 20

    /// The screen the edges belong to, in the coordinates scripts are given in (the window's):
    /// the window of the recognizer's view, else the recording stage's window.
    var screenBounds: CGRect? { view?.window?.bounds ?? Stage.current?.window.bounds }

    /// Whether a touch starting at `p` is within `edgeRegionSize` of one of `edges`.
    func startsInEdgeRegion(_ p: CGPoint) -> Bool {
        guard let b = screenBounds else { return false }
        let r = Self.edgeRegionSize
        if edges.contains(.left) && p.x <= b.minX + r && p.x >= b.minX - r { return true }
        if edges.contains(.right) && p.x >= b.maxX - r && p.x <= b.maxX + r { return true }
        if edges.contains(.top) && p.y <= b.minY + r && p.y >= b.minY - r { return true }
        if edges.contains(.bottom) && p.y >= b.maxY - r && p.y <= b.maxY + r { return true }
        return false
    }

    override func plan(_ touch: TouchInput, frames: FrameClock) -> GesturePlan {
        guard startsInEdgeRegion(touch.firstLocation) else {
            // Fails as the finger touches down, so the other recognizers need not wait for it.
            return GesturePlan(recognizesAt: nil, failsAt: touch.startTime, events: [])
        }
        return super.plan(touch, frames: frames)
    }

    /// Plays a finger's path on this recognizer alone: a pan as `UIGestureRecognizer.play(_:)`
    /// when the first sample is within the edge region of `edges`; otherwise the recognizer
    /// fails at the first sample's time and delivers nothing.
    public override func play(_ script: GestureScript) {
        let first = script.samples[0]
        guard startsInEdgeRegion(first.location) else {
            guard let stage = Stage.current else { return }
            stage.schedule(at: stage.now + first.time, "gesture .failed") { [self] in
                self.state = .failed
                stage.log("gesture \\(String(describing: type(of: self))) .failed (outside its edges)")
            }
            return
        }
        super.play(script)
    }
}

/// Edges of a rectangle (`UIRectEdge`).
public struct UIRectEdge: OptionSet, Sendable {
    /// UIKit's raw value.
    public let rawValue: UInt
    /// Edges from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
