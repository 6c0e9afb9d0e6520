import Foundation

/// The attachments UIKit's class methods make (SEMANTICS.md §24, "Attachments"): a limit
/// (a rope: at most `length` apart), a pin (two items sharing a point, free to turn about it
/// within `attachmentRange`, against `frictionTorque`), a fixed attachment (two items welded)
/// and a sliding one (an item, or two items relative to each other, moving only along an axis,
/// without turning, within `attachmentRange`). Each is solved in the animator's constraint
/// passes by impulses on the velocities and a correction of the positions.
extension UIAttachmentBehavior {
    enum Kind {
        /// A rod or a spring of `length` (the initialisers').
        case distance
        case limit
        /// The relative angle when made.
        case pin(restAngle: Double)
        case fixed(restAngle: Double)
        /// The axis (a unit vector), the perpendicular offset and the angle (one item's, or
        /// the second's less the first's) when made; the travel is measured along the axis from
        /// the anchor (one item) or from the first item's centre less the value when made (two).
        case sliding(axis: CGVector, perpendicular: Double, alongAtRest: Double, restAngle: Double)
    }

    /// Two items that stay no farther than the distance between the points when made
    /// (`limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)`).
    public class func limitAttachment(
        with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) -> UIAttachmentBehavior {
        let b = UIAttachmentBehavior(
            item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        b.kind = .limit
        return b
    }

    /// Two items joined at `point` (in the reference coordinates), each free to turn about it
    /// (`pinAttachment(with:attachedTo:attachmentAnchor:)`).
    public class func pinAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint
    )
        -> UIAttachmentBehavior
    {
        let b = joined(item1, item2, at: point)
        b.kind = .pin(restAngle: relativeAngle(item1, item2))
        return b
    }

    /// Two items welded at `point`: neither moves nor turns relative to the other
    /// (`fixedAttachment(with:attachedTo:attachmentAnchor:)`).
    public class func fixedAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        let b = joined(item1, item2, at: point)
        b.kind = .fixed(restAngle: relativeAngle(item1, item2))
        return b
    }

    /// An item that moves only along `axis` through `point`, without turning
    /// (`slidingAttachment(with:attachmentAnchor:axisOfTranslation:)`).
    public class func slidingAttachment(
        with item: UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    )
        -> UIAttachmentBehavior
    {
        let b = UIAttachmentBehavior(item: item, attachedToAnchor: point)
        let u = unit(axis), c = item.center
        let d = (Double(c.x - point.x), Double(c.y - point.y))
        b.kind = .sliding(
            axis: u, perpendicular: d.0 * -Double(u.dy) + d.1 * Double(u.dx), alongAtRest: 0,
            restAngle: DynamicBody(item: item).angle)
        return b
    }

    /// Two items that move relative to each other only along `axis`, without turning
    /// (`slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)`).
    public class func slidingAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint,
        axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        let b = UIAttachmentBehavior(item: item1, attachedTo: item2)
        let u = unit(axis), c1 = item1.center, c2 = item2.center
        let d = (Double(c2.x - c1.x), Double(c2.y - c1.y))
        b.kind = .sliding(
            axis: u, perpendicular: d.0 * -Double(u.dy) + d.1 * Double(u.dx),
            alongAtRest: d.0 * Double(u.dx) + d.1 * Double(u.dy), restAngle: relativeAngle(item1, item2))
        return b
    }

    /// Two items attached at a point of the reference coordinates: each one's offset to it.
    private static func joined(_ item1: UIDynamicItem, _ item2: UIDynamicItem, at point: CGPoint)
        -> UIAttachmentBehavior
    {
        func offset(_ item: UIDynamicItem) -> UIOffset {
            let a = DynamicBody(item: item).angle, dx = point.x - item.center.x, dy = point.y - item.center.y
            // Into the item's own axes (its rotation undone).
            return UIOffset(horizontal: dx * cos(a) + dy * sin(a), vertical: -dx * sin(a) + dy * cos(a))
        }
        return UIAttachmentBehavior(
            item: item1, offsetFromCenter: offset(item1), attachedTo: item2, offsetFromCenter: offset(item2))
    }

    private static func relativeAngle(_ a: UIDynamicItem, _ b: UIDynamicItem) -> Double {
        DynamicBody(item: b).angle - DynamicBody(item: a).angle
    }

    private static func unit(_ v: CGVector) -> CGVector {
        let n = hypot(v.dx, v.dy)
        return n > 0 && n.isFinite ? CGVector(dx: v.dx / n, dy: v.dy / n) : CGVector(dx: 1, dy: 0)
    }

    // MARK: - Solving

    func solveKind(_ animator: UIDynamicAnimator, h: Double) {
        switch kind {
        case .distance: return
        case .limit: solveRod(animator, slack: true)
        case .pin(let rest):
            solvePoint(animator)
            solvePinRotation(animator, rest: rest, h: h)
        case .fixed(let rest):
            solvePoint(animator)
            solveAngle(animator, rest: rest)
        case .sliding(let axis, let perpendicular, let along, let rest):
            solveSliding(animator, axis: axis, perpendicular: perpendicular, alongAtRest: along)
            solveAngle(animator, rest: rest)
        }
    }

    /// The two attachment points made one: the relative velocity there removed by an impulse
    /// through both items' mass and inertia, and the gap closed in proportion to the masses.
    private func solvePoint(_ animator: UIDynamicAnimator) {
        let e = ends(animator)
        guard let a = e[0].0, let b = e[1].0 else { return }
        let (rax, ray, rbx, rby) = (e[0].1, e[0].2, e[1].1, e[1].2)
        let ma = a.inverseMass, mb = b.inverseMass, ia = a.inverseInertia, ib = b.inverseInertia
        let k11 = ma + mb + ia * ray * ray + ib * rby * rby
        let k12 = -ia * rax * ray - ib * rbx * rby
        let k22 = ma + mb + ia * rax * rax + ib * rbx * rbx
        let det = k11 * k22 - k12 * k12
        guard abs(det) > 1e-12 else { return }
        let (vax, vay) = a.velocity(atOffset: rax, ray), (vbx, vby) = b.velocity(atOffset: rbx, rby)
        let (wx, wy) = (vbx - vax, vby - vay)
        let jx = (k22 * wx - k12 * wy) / det, jy = (k11 * wy - k12 * wx) / det
        a.applyImpulse(jx, jy, atOffset: rax, ray)
        b.applyImpulse(-jx, -jy, atOffset: rbx, rby)
        guard ma + mb > 0 else { return }
        let gx = e[1].3 - e[0].3, gy = e[1].4 - e[0].4
        a.x += gx * ma / (ma + mb); a.y += gy * ma / (ma + mb)
        b.x -= gx * mb / (ma + mb); b.y -= gy * mb / (ma + mb)
    }

    /// The bodies' angles to keep: the first and second item's, or one item's alone.
    private func angleEnds(_ animator: UIDynamicAnimator) -> (DynamicBody, DynamicBody?) {
        (animator.body(items[0]), items.count > 1 ? animator.body(items[1]) : nil)
    }

    /// No relative turning: the relative spin removed and the angle brought back to `rest`
    /// (the second item's less the first's, or one item's own).
    private func solveAngle(_ animator: UIDynamicAnimator, rest: Double) {
        let (a, b) = angleEnds(animator)
        let ia = a.inverseInertia, ib = b?.inverseInertia ?? 0
        guard ia + ib > 0 else { return }
        let relative = (b?.spin ?? 0) - a.spin
        a.spin += relative * ia / (ia + ib)
        b?.spin -= relative * ib / (ia + ib)
        let err = (b.map { $0.angle - a.angle } ?? -a.angle) - (b == nil ? -rest : rest)
        a.angle += err * ia / (ia + ib)
        b?.angle -= err * ib / (ia + ib)
        a.hasTurned = true
        b?.hasTurned = true
    }

    /// A pin's turn: within `attachmentRange` of the angle when made, slowed by `frictionTorque`.
    private func solvePinRotation(_ animator: UIDynamicAnimator, rest: Double, h: Double) {
        let (a, bo) = angleEnds(animator)
        guard let b = bo else { return }
        let ia = a.inverseInertia, ib = b.inverseInertia
        guard ia + ib > 0 else { return }
        if frictionTorque > 0 {
            // At most frictionTorque × h of angular impulse a step, shared by the passes.
            let limit = Double(frictionTorque) * h / Double(UIDynamicAnimator.iterations)
            let l = min(max((b.spin - a.spin) / (ia + ib), -limit), limit)
            a.spin += l * ia
            b.spin -= l * ib
        }
        let turn = b.angle - a.angle - rest
        let lo = Double(attachmentRange.minimum), hi = Double(attachmentRange.maximum)
        guard turn < lo || turn > hi else { return }
        let err = turn < lo ? turn - lo : turn - hi
        let relative = b.spin - a.spin
        if relative * err > 0 {
            a.spin += relative * ia / (ia + ib)
            b.spin -= relative * ib / (ia + ib)
        }
        a.angle += err * ia / (ia + ib)
        b.angle -= err * ib / (ia + ib)
    }

    /// Movement only along the axis: the perpendicular velocity (relative, for two items)
    /// removed and the perpendicular offset kept, the travel along it kept in `attachmentRange`.
    private func solveSliding(
        _ animator: UIDynamicAnimator, axis u: CGVector, perpendicular: Double, alongAtRest: Double
    ) {
        let ux = Double(u.dx), uy = Double(u.dy), px = -uy, py = ux
        let a = animator.body(items[0])
        let b: DynamicBody? = items.count > 1 ? animator.body(items[1]) : nil
        let ma = a.inverseMass, mb = b?.inverseMass ?? 0
        guard ma + mb > 0 else { return }
        // The separation: the second item from the first, or the item from the anchor.
        func separation() -> (Double, Double) {
            b.map { ($0.x - a.x, $0.y - a.y) } ?? (a.x - anchorPoint.x, a.y - anchorPoint.y)
        }
        func relativeVelocity() -> (Double, Double) { b.map { ($0.vx - a.vx, $0.vy - a.vy) } ?? (a.vx, a.vy) }
        // Signs: for one item the separation grows with it; for two, with the second.
        let sa = b == nil ? 1.0 : -1.0
        func move(along nx: Double, _ ny: Double, by err: Double, removing w: Double) {
            let share = b == nil ? 1.0 : ma / (ma + mb)
            a.vx -= sa * w * nx * share; a.vy -= sa * w * ny * share
            a.x -= sa * err * nx * share; a.y -= sa * err * ny * share
            if let b {
                let other = mb / (ma + mb)
                b.vx -= w * nx * other; b.vy -= w * ny * other
                b.x -= err * nx * other; b.y -= err * ny * other
            }
        }
        var (dx, dy) = separation()
        var (vx, vy) = relativeVelocity()
        move(along: px, py, by: dx * px + dy * py - perpendicular, removing: vx * px + vy * py)
        (dx, dy) = separation()
        (vx, vy) = relativeVelocity()
        let along = dx * ux + dy * uy - alongAtRest, speed = vx * ux + vy * uy
        let lo = Double(attachmentRange.minimum), hi = Double(attachmentRange.maximum)
        if along < lo { move(along: ux, uy, by: along - lo, removing: min(speed, 0)) }
        if along > hi { move(along: ux, uy, by: along - hi, removing: max(speed, 0)) }
    }
}
