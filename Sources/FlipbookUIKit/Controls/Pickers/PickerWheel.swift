import Foundation

/// One component of a `UIPickerView`: its rows on a cylinder (SEMANTICS.md §31). The wheel's
/// radius is half the picker's height, so the rows within a quarter turn either side of the
/// middle fill it; row i sits at the angle (i - p) h / R from the middle, p being the wheel's
/// position (the selected row when it is at rest) and h the row height: its centre at
/// R + R sin(angle) from the top, scaled by cos(angle) down and 0.85 + 0.15 cos(angle) across,
/// at opacity cos(angle). Rows a quarter turn or more away are not shown.
final class PickerWheel: UIView {
    /// The most rows shown at once (chosen: 400, for row heights of a point or so).
    static let maximumShownRows = 400
    /// A release faster than this flings the wheel, in points per millisecond (chosen: 0.3);
    /// a slower one settles on the nearest row.
    static let flingSpeed: CGFloat = 0.3
    /// A fling decays as a scroll view's does: its speed multiplied by this every millisecond
    /// (`UIScrollView.DecelerationRate.normal`, Apple's 0.998), stopping once less than
    /// `UIScrollView.decelerationRestDistance` is left.
    static let decelerationRate = Double(UIScrollView.DecelerationRate.normal.rawValue)

    unowned let picker: UIPickerView
    let component: Int
    var rowCount = 0
    var rowHeight = UIPickerView.standardRowHeight
    var askedWidth: CGFloat?
    var width: CGFloat { bounds.width }
    /// The selected row, or -1 without rows.
    var selected = -1
    /// Where the wheel is turned to, in rows (fractional while it is dragged).
    var position: CGFloat = 0
    /// The views shown, by row.
    private(set) var rowViews: [Int: UIView] = [:]
    private var dragStart: CGFloat = 0
    private var selectedBeforeDrag = -1
    /// Counts turns, so that a settling overtaken by a newer one does nothing at its end.
    private var generation = 0

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PickerWheel.panned))
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PickerWheel.tapped))
    }

    required init?(coder: NSCoder) { fatalError("a picker's wheel is not made from a file") }

    var radius: CGFloat { bounds.height / 2 }

    /// The rows shown with the wheel at `p`: those less than a quarter turn from the middle.
    func shownRows(at p: CGFloat) -> ClosedRange<Int>? {
        guard rowCount > 0, radius > 0, radius.isFinite, p.isFinite else { return nil }
        let reach = (CGFloat.pi / 2) * radius / rowHeight
        // Worked out in floating point and clamped before it becomes an index: a row height of
        // a hair makes the reach vast.
        let last = CGFloat(rowCount - 1)
        let lo = Int(min(max(0, (p - reach).rounded(.up)), last + 1))
        let hi = Int(max(min(last, (p + reach).rounded(.down)), -1))
        guard lo <= hi else { return nil }
        let limit = Self.maximumShownRows / 2
        let mid = min(max(Int(p.rounded()), lo), hi)
        return max(lo, mid - limit)...min(hi, mid + limit)
    }

    func dropRows() {
        for v in rowViews.values { v.removeFromSuperview() }
        rowViews = [:]
    }

    /// Lays the rows out for the wheel at `position`: the rows shown there, and as well those
    /// of `keeping` (for a turn: the rows shown at its start stay, faded out, while they move).
    func layoutRows(keeping: ClosedRange<Int>? = nil) {
        let shown = shownRows(at: position)
        var wanted = Set<Int>()
        if let shown { wanted.formUnion(shown) }
        if let keeping { wanted.formUnion(keeping.clamped(to: 0...max(0, rowCount - 1))) }
        if rowCount == 0 { wanted = [] }
        for (row, v) in rowViews where !wanted.contains(row) {
            v.removeFromSuperview()
            rowViews[row] = nil
        }
        for row in wanted.sorted() {
            let old = rowViews[row]
            let v: UIView
            if let d = picker.delegate {
                v = d.pickerView(picker, viewForRow: row, forComponent: component, reusing: old)
            } else {
                v = picker.standardRowView(row: row, component: component, reusing: old)
            }
            if v !== old {
                old?.removeFromSuperview()
                v.isUserInteractionEnabled = false
                addSubview(v)
                rowViews[row] = v
                place(v, row: row, newlyShown: true)
            } else {
                place(v, row: row, newlyShown: false)
            }
        }
    }

    /// Places a row's view on the cylinder.
    private func place(_ v: UIView, row: Int, newlyShown: Bool) {
        let r = radius
        let raw = r > 0 ? (CGFloat(row) - position) * rowHeight / r : .pi
        let angle = min(max(raw, -.pi / 2), .pi / 2)
        let c = cos(angle)
        let visible = abs(raw) < .pi / 2
        let apply = {
            if v is PickerRowLabel {
                v.bounds = CGRect(x: 0, y: 0, width: self.bounds.width, height: self.rowHeight)
            }
            v.center = CGPoint(x: self.bounds.width / 2, y: r + r * sin(angle))
            // A scale of 0 has no inverse: a row a quarter turn away is kept a hair tall.
            v.transform = CGAffineTransform(scaleX: 0.85 + 0.15 * c, y: max(c, 0.001))
            v.alpha = visible ? c : 0
        }
        if newlyShown {
            // A row that comes into view during a turn appears where it is, not from the corner.
            UIView.performWithoutAnimation(apply)
        } else {
            apply()
        }
    }

    /// Turns the wheel to `target` rows, over `UIPickerView.settleDuration` when animated.
    func turn(to target: CGFloat, animated: Bool, completion: (() -> Void)?) {
        generation += 1
        let gen = generation
        guard animated, target != position else {
            position = target
            layoutRows()
            completion?()
            return
        }
        let before = shownRows(at: position)
        // The rows of the turn's end are put in place first, at the start, so they move in.
        let after = shownRows(at: target)
        layoutRows(keeping: after)
        position = target
        UIView.animate(
            withDuration: UIPickerView.settleDuration,
            animations: { self.layoutRows(keeping: before) },
            completion: { _ in
                guard gen == self.generation else { return }
                self.layoutRows()
                completion?()
            })
    }

    /// The row nearest `p` rows, within the wheel's rows (a NaN is the position now).
    func nearestRow(to p: Double) -> Int {
        let x = p.isNaN ? Double(position) : p.rounded()
        return Int(min(max(x, 0), Double(rowCount - 1)))
    }

    /// Turns the wheel to `target` as a fling decays: under the scroll view's rate, with the
    /// speed that comes to rest exactly on the row, one position a stage frame.
    func decelerate(to target: Int, stage: Stage, completion: @escaping () -> Void) {
        generation += 1
        let gen = generation
        let r = Self.decelerationRate, start = Double(position)
        let v = (Double(target) - start) * (1 - r)
        let origin = stage.now, h = Double(rowHeight)
        var k = 1
        while true {
            let ms = Double(k) / stage.fps * 1000
            let left = pow(r, ms)
            let done = abs(v) * left / (1 - r) * h < Double(UIScrollView.decelerationRestDistance) || ms > 60_000
            let p = CGFloat(start + v * (1 - left) / (1 - r))
            stage.schedule(at: origin + Double(k) / stage.fps, "picker deceleration") { [weak self] in
                guard let self, self.generation == gen else { return }
                self.position = done ? CGFloat(target) : p
                self.layoutRows()
                if done { completion() }
            }
            if done { break }
            k += 1
        }
    }

    /// A tap (played on the window) on a row turns the wheel to it, and the delegate is told
    /// when the turn ends: the row whose place on the cylinder is nearest the finger, from
    /// y = R + R sin(angle).
    func tapped(_ g: UITapGestureRecognizer) {
        guard g.state == .ended, rowCount > 0, picker.isUserInteractionEnabled, let w = window, radius > 0 else {
            return
        }
        let y = convert(g.location(in: nil), from: w).y
        let sine = min(max((y - radius) / radius, -1), 1)
        let nearest = (position + asin(sine) * radius / rowHeight).rounded()
        guard nearest.isFinite else { return }
        let row = Int(min(max(nearest, 0), CGFloat(rowCount - 1)))
        guard row != selected else { return }
        let before = selected
        selected = row
        turn(to: CGFloat(row), animated: true) { [weak self] in
            guard let self else { return }
            self.picker.wheelSettled(self, from: before)
        }
    }

    /// A vertical pan turns the wheel with the finger, a row for every row height moved;
    /// released, it settles on the nearest row and the delegate is told when that row is new.
    func panned(_ g: UIPanGestureRecognizer) {
        guard rowCount > 0, picker.isUserInteractionEnabled else { return }
        switch g.state {
        case .began:
            generation += 1
            dragStart = position
            selectedBeforeDrag = selected
        case .changed:
            let p = dragStart - g.translation(in: self).y / rowHeight
            position = min(max(p.isFinite ? p : dragStart, 0), CGFloat(rowCount - 1))
            layoutRows()
        case .ended, .cancelled:
            let before = selectedBeforeDrag
            let settled = { [weak self] in
                guard let self else { return }
                self.picker.wheelSettled(self, from: before)
            }
            // Points per millisecond, down the screen: the wheel turns the other way.
            let speed = g.velocity(in: self).y / 1000
            if g.state == .ended, abs(speed) > Self.flingSpeed, let stage = Stage.current {
                let r = Self.decelerationRate
                let rest = Double(position) - Double(speed / rowHeight) / (1 - r)
                selected = nearestRow(to: rest)
                decelerate(to: selected, stage: stage, completion: settled)
            } else {
                selected = nearestRow(to: Double(position))
                turn(to: CGFloat(selected), animated: true, completion: settled)
            }
        default:
            break
        }
    }
}
