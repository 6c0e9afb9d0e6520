import Foundation
import FlipbookLayout
import FlipbookText

/// The Auto Layout engine of one view hierarchy (held by its root view): turns the active
/// constraints, the frames of views that translate their autoresizing masks, and content
/// sizes into rows of the `FlipbookLayout` solver, in a canonical order, and reads back the
/// frames (SEMANTICS.md §16.2).
///
/// Each solve gathers the rows again. When only constants changed since the last solve (a
/// constraint's `constant`, a pinned view's frame, an intrinsic size, an inset), the solver
/// is updated with `setConstant` (the incremental path); otherwise it is rebuilt.
final class LayoutEngine {
    /// A view's or an app layout guide's four variables, in its superview's (owning view's)
    /// coordinates.
    struct Box { var minX, minY, width, height: LayoutVariable }

    /// One term of a row's structure: an item's variable (0 minX, 1 minY, 2 width, 3 height).
    struct Term: Equatable {
        var item: ObjectIdentifier
        var order: Double
        var index: Int
        var coefficient: Double
    }

    /// A row for the solver: `sum(terms) + constant  relation  0`.
    struct Row {
        var terms: [Term]
        var constant: Double
        var relation: LayoutRelation
        var priority: Double
        var sortKey: [Double]
        /// The app constraint's `constant` folded into `constant` (0 for Flipbook's rows).
        var sourceConstant = 0.0
        /// The app's constraint, nil for a row Flipbook made (a pinned frame, a content size).
        var source: NSLayoutConstraint?

        func sameStructure(as o: Row) -> Bool {
            terms == o.terms && relation == o.relation && priority == o.priority && source === o.source
        }
    }

    private var solver = LayoutSolver()
    private var boxes: [ObjectIdentifier: Box] = [:]
    private var rows: [Row] = []
    private var ids: [LayoutConstraintID?] = []
    private var loggedConflicts: Set<[Int]> = []
    /// The views and guides placed at the last solve, in walk order. The engine lives in its
    /// root view's layout storage, so every view or guide it remembers is held weakly:
    /// holding the root (or anything that holds the root) strongly would be a cycle, and a
    /// finished scene's whole view tree would stay in memory.
    var placedViews: [UIView] { placedViewRefs.compactMap(\.object) }
    var placedGuides: [UILayoutGuide] { placedGuideRefs.compactMap(\.object) }
    private var placedViewRefs: [Unretained<UIView>] = []
    private var placedGuideRefs: [Unretained<UILayoutGuide>] = []
    /// How many solves rebuilt the solver and how many took the incremental path (for tests
    /// and the benchmark).
    private(set) var rebuilds = 0
    private(set) var incrementalUpdates = 0
    /// The number of rows of the last solve.
    var rowCount: Int { rows.count }
    /// `LayoutCycle.State.generation` when the engine last solved (-1: never).
    var solvedGeneration = -1
    /// The insets of the system guides the last solve read, by owning view and kind.
    private var guideInsetsUsed: [(view: Unretained<UIView>, kind: UILayoutGuide.Kind, insets: UIEdgeInsets)] = []

    /// Whether a system guide the last solve read has moved since (its view's frame in the
    /// window, and so its safe area, changed with the layout): then the layout runs again.
    func guidesMoved() -> Bool {
        guideInsetsUsed.contains { used in used.view.object.map { $0.guideInsets(used.kind) != used.insets } ?? false }
    }

    /// A system guide's insets, read once per solve.
    private func insets(_ owner: UIView, _ kind: UILayoutGuide.Kind) -> UIEdgeInsets {
        if let i = guideInsetsUsed.firstIndex(where: { $0.view.object === owner && $0.kind == kind }) {
            return guideInsetsUsed[i].insets
        }
        let value = owner.guideInsets(kind)
        guideInsetsUsed.append((Unretained(owner), kind, value))
        return value
    }

    /// A view's effective layout margins, read once per solve.
    private func margins(_ view: UIView) -> UIEdgeInsets { insets(view, .margins) }

    // MARK: - Gathering

    /// What one walk of the hierarchy found.
    private struct Gathered {
        var order: [ObjectIdentifier: Double] = [:]
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        /// Views and guides that get variables, by identity.
        var needed: [ObjectIdentifier: AnyObject] = [:]
    }

    private func gather(_ root: UIView) -> Gathered {
        var g = Gathered()
        var stack: [UIView] = [root]
        var i = 0.0
        while let v = stack.popLast() {
            g.order[ObjectIdentifier(v)] = i
            for (k, guide) in v.layoutStorage.guides.enumerated() {
                g.order[ObjectIdentifier(guide)] = i + Double(k + 1) / Double(v.layoutStorage.guides.count + 1)
            }
            i += 1
            g.views.append(v)
            g.constraints.append(contentsOf: v.layoutStorage.constraints)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return g
    }

    // MARK: - Solving

    /// Gathers the rows of `root`'s hierarchy, updates or rebuilds the solver, and stores each
    /// placed view's solved frame in `layoutStorage.engineFrame`.
    func solve(root: UIView) {
        guideInsetsUsed = []
        var g = gather(root)
        var newRows: [Row] = []
        for c in g.constraints {
            if let r = row(for: c, &g) { newRows.append(r) }
        }
        if fitting != nil { need(root, &g) }
        // Every view and guide that takes part gets its variables; a view translating its
        // mask, or the root, is pinned to its frame; any other view gets its content size.
        let neededItems = g.needed.values.sorted { g.order[ObjectIdentifier($0)]! < g.order[ObjectIdentifier($1)]! }
        for item in neededItems {
            if let guide = item as? UILayoutGuide, guide.kind == .scrollContent {
                // A scroll view's content guide starts at the content's origin: only its
                // size is free.
                let o = g.order[ObjectIdentifier(guide)]!
                for k in 0..<2 {
                    newRows.append(
                        Row(
                            terms: [Term(item: ObjectIdentifier(guide), order: o, index: k, coefficient: 1)],
                            constant: 0, relation: .equal, priority: 1000, sortKey: [0, o, Double(k)], source: nil))
                }
            }
            guard let v = item as? UIView else { continue }
            let o = g.order[ObjectIdentifier(v)]!
            let id = ObjectIdentifier(v)
            if v === root, let (target, p) = fitting {
                // systemLayoutSizeFitting: the origin fixed, the size pulled towards the target.
                for (k, value, priority) in [
                    (0, 0.0, 1000.0), (1, 0, 1000), (2, target.width, p.0), (3, target.height, p.1),
                ] {
                    newRows.append(
                        Row(
                            terms: [Term(item: id, order: o, index: k, coefficient: 1)], constant: -value,
                            relation: .equal, priority: LayoutEngine.clamp(priority), sortKey: [0, o, Double(k)],
                            source: nil))
                }
            }
            if v === root && fitting != nil {
                contentRows(v, o, &newRows)
            } else if v.superview == nil || v.translatesAutoresizingMaskIntoConstraints {
                let f = v.untransformedFrame
                for (k, value) in [f.minX, f.minY, f.width, f.height].enumerated() {
                    newRows.append(
                        Row(
                            terms: [Term(item: id, order: o, index: k, coefficient: 1)], constant: -value,
                            relation: .equal, priority: 1000, sortKey: [0, o, Double(k)], source: nil))
                }
            } else {
                contentRows(v, o, &newRows)
            }
        }
        newRows.sort { LayoutEngine.lexicographicallyPrecedes($0.sortKey, $1.sortKey) }

        if !update(to: newRows) { rebuild(newRows, items: neededItems, g) }
        rowIndex = [:]
        for (k, r) in rows.enumerated() { if let c = r.source { rowIndex[c.serial] = k } }
        pendingConstants = []
        lastItems = neededItems.map { Unretained($0) }
        readBack(neededItems)
    }

    /// The app constraints' rows by serial, for the constant-only path.
    private var rowIndex: [Int: Int] = [:]
    /// The items of the last solve, in walk order.
    private var lastItems: [Unretained<AnyObject>] = []
    /// Constraints of this hierarchy whose constant changed since the last solve.
    var pendingConstants: [NSLayoutConstraint] = []
    /// `LayoutCycle.State.structureGeneration` when the engine last solved.
    var solvedStructureGeneration = -1

    /// The cheapest path, when nothing but constraints' constants changed since the last
    /// solve: each changed row's constant goes to the solver's `setConstant` without gathering
    /// the rows again, and the frames are read back. Returns false to take the full path.
    func applyPendingConstants() -> Bool {
        // A view of the last solve that is gone: gather again.
        let items = lastItems.compactMap(\.object)
        guard items.count == lastItems.count else { return false }
        for c in pendingConstants {
            guard c.constant.isFinite, let k = rowIndex[c.serial], rows[k].source === c, let id = ids[k] else {
                return false
            }
            // The row's constant is (everything else) - c.constant.
            let value = rows[k].constant + rows[k].sourceConstant - Double(c.constant)
            guard value != rows[k].constant else { continue }
            do { try solver.setConstant(id, value) } catch { return false }
            rows[k].constant = value
            rows[k].sourceConstant = Double(c.constant)
        }
        pendingConstants = []
        incrementalUpdates += 1
        readBack(items)
        return true
    }

    /// Reads the solved frames into the views and guides.
    private func readBack(_ neededItems: [AnyObject]) {
        // The frames of the last solve: a superview lays out again only where the engine's
        // answer changed (SEMANTICS.md §16.3), not where a frame was set by hand since.
        var previous: [ObjectIdentifier: CGRect] = [:]
        for v in placedViews {
            if let f = v.layoutStorage.engineFrame { previous[ObjectIdentifier(v)] = f }
            v.layoutStorage.engineFrame = nil
        }
        placedViewRefs = []
        placedGuideRefs = []
        let scale = Double(UIScreen.main.scale)
        for item in neededItems {
            guard let box = boxes[ObjectIdentifier(item)] else { continue }
            let x = solver.value(of: box.minX), y = solver.value(of: box.minY)
            let w = solver.value(of: box.width), h = solver.value(of: box.height)
            let frame = LayoutEngine.pixelAligned(x: x, y: y, width: w, height: h, scale: scale)
            if fitting != nil { continue }
            if let v = item as? UIView {
                guard v.superview != nil, !v.translatesAutoresizingMaskIntoConstraints else { continue }
                v.layoutStorage.engineFrame = frame
                placedViewRefs.append(Unretained(v))
                if let label = v as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
                    frame.width + 0.25 < label.cachedIntrinsicContentSize.width
                        || frame.width > (label.layoutStorage.wrappingWidth ?? .infinity) + 0.25
                {
                    // Wrap within the solved width and lay out again (the layout's next pass).
                    label.layoutStorage.wrappingWidth = frame.width
                    label.invalidateIntrinsicContentSize()
                }
                if frame != previous[ObjectIdentifier(v)] && frame != v.untransformedFrame {
                    v.superview?.layoutStorage.needsLayout = true
                }
            } else if let guide = item as? UILayoutGuide {
                guide.solvedFrame = frame
                placedGuideRefs.append(Unretained(guide))
                if guide.kind == .scrollContent, let scroll = guide.owningView as? UIScrollView,
                    scroll.takesContentSizeFromLayout
                {
                    // Constraints to the content guide set the content size (its origin
                    // variables take part in no row).
                    // origin variables take part in no row); zoomed, it is that size scaled, as
                    // the zoomed view's frame is (SEMANTICS.md §28).
                    guide.solvedFrame.origin = .zero
                    let z = scroll.zoomScale
                    let size = z == 1 ? frame.size : CGSize(width: frame.width * z, height: frame.height * z)
                    if scroll.contentSize != size { scroll.contentSize = size }
                }
            }
        }
    }

    /// The content-size rows of a view placed by constraints: its size at most its intrinsic
    /// size at its hugging priority, at least at its compression resistance.
    private func contentRows(_ v: UIView, _ o: Double, _ rows: inout [Row]) {
        let id = ObjectIdentifier(v)
        let size = v.cachedIntrinsicContentSize
        for (axis, value) in [size.width, size.height].enumerated() where value >= 0 && value.isFinite {
            let hug = Double(axis == 0 ? v.layoutStorage.hugging.0 : v.layoutStorage.hugging.1)
            let cr = Double(
                axis == 0 ? v.layoutStorage.compressionResistance.0 : v.layoutStorage.compressionResistance.1)
            let t = [Term(item: id, order: o, index: 2 + axis, coefficient: 1)]
            rows.append(
                Row(
                    terms: t, constant: -value, relation: .lessThanOrEqual, priority: LayoutEngine.clamp(hug),
                    sortKey: [1, o, Double(axis), 0], source: nil))
            rows.append(
                Row(
                    terms: t, constant: -value, relation: .greaterThanOrEqual, priority: LayoutEngine.clamp(cr),
                    sortKey: [1, o, Double(axis), 1], source: nil))
        }
    }

    /// The size `root` takes when free, pulled towards `target` (`systemLayoutSizeFitting`).
    func fit(root: UIView, target: CGSize, priorities: (Double, Double)) -> CGSize {
        fitting = (target, priorities)
        defer { fitting = nil }
        solve(root: root)
        guard let b = boxes[ObjectIdentifier(root)] else { return target }
        let f = LayoutEngine.pixelAligned(
            x: 0, y: 0, width: solver.value(of: b.width), height: solver.value(of: b.height),
            scale: Double(UIScreen.main.scale))
        return f.size
    }

    /// Set while `fit` solves.
    private var fitting: (CGSize, (Double, Double))?

    /// The incremental path: same rows but for constants. Returns false to rebuild.
    private func update(to newRows: [Row]) -> Bool {
        guard newRows.count == rows.count, !rows.isEmpty else { return newRows.isEmpty && rows.isEmpty }
        for (a, b) in zip(rows, newRows) where !a.sameStructure(as: b) { return false }
        for (k, r) in newRows.enumerated() where r.constant != rows[k].constant {
            guard let id = ids[k] else { return false }
            do { try solver.setConstant(id, r.constant) } catch { return false }
        }
        rows = newRows
        incrementalUpdates += 1
        return true
    }

    private func rebuild(_ newRows: [Row], items: [AnyObject], _ g: Gathered) {
        rebuilds += 1
        solver = LayoutSolver()
        boxes = [:]
        names = [:]
        for item in items {
            let n = LayoutItem.shortName(item, order: g.order[ObjectIdentifier(item)] ?? -1)
            names[ObjectIdentifier(item)] = Unretained(item)
            boxes[ObjectIdentifier(item)] = Box(
                minX: solver.makeVariable("\(n).minX"), minY: solver.makeVariable("\(n).minY"),
                width: solver.makeVariable("\(n).width"), height: solver.makeVariable("\(n).height"))
        }
        rows = newRows
        ids = Array(repeating: nil, count: newRows.count)
        for k in newRows.indices { add(k) }
    }

    private func expression(_ r: Row) -> LinearExpression {
        var e = LinearExpression(r.constant)
        for t in r.terms {
            guard let b = boxes[t.item] else { continue }
            let v = [b.minX, b.minY, b.width, b.height][t.index]
            e = e + LinearExpression(v, t.coefficient)
        }
        return e
    }

    /// Adds row `k`; on a conflict among required rows, breaks the app constraint made last
    /// of those in conflict (the new row or one added before it) and logs UIKit's message.
    private func add(_ k: Int) {
        var attempts = 0
        while attempts < 64 {
            attempts += 1
            let r = rows[k]
            do {
                ids[k] = try solver.add(
                    LayoutConstraint(expression(r), r.relation, LinearExpression(0), priority: r.priority))
                return
            } catch .unsatisfiable(let conflicting) {
                let involved = conflicting.compactMap { id in ids.firstIndex { $0 == id } } + [k]
                let breakable = involved.filter { rows[$0].source != nil }
                guard let victim = breakable.max(by: { rows[$0].source!.serial < rows[$1].source!.serial }) else {
                    return  // Flipbook's own rows conflict (a pinned view and its own content): skip.
                }
                reportConflict(involved: involved, broken: victim)
                if victim == k { return }
                if let id = ids[victim] { try? solver.remove(id) }
                ids[victim] = nil
            } catch {
                if let c = r.source { LayoutReport.invalid("NSLayoutConstraint \(c) could not be solved: \(error)") }
                return
            }
        }
    }

    private func reportConflict(involved: [Int], broken: Int) {
        let key = involved.map { rows[$0].source?.serial ?? -($0 + 1) }.sorted() + [rows[broken].source!.serial]
        guard loggedConflicts.insert(key).inserted else { return }
        let listed = involved.sorted { LayoutEngine.lexicographicallyPrecedes(rows[$0].sortKey, rows[$1].sortKey) }
        LayoutReport.unsatisfiable(listed.map { describe(rows[$0]) }, broken: describe(rows[broken]))
    }

    private func describe(_ r: Row) -> String {
        if let c = r.source { return c.description }
        // A pinned frame, as UIKit prints its autoresizing-mask constraints.
        guard let t = r.terms.first else { return "<NSLayoutConstraint>" }
        let name = placedName(t.item)
        let attr = ["minX", "minY", "width", "height"][t.index]
        return "<NSAutoresizingMaskLayoutConstraint \(name).\(attr) == \(LayoutItem.number(-r.constant))   (active)>"
    }

    /// The items of the last rebuild, by identity, to name them in messages.
    private var names: [ObjectIdentifier: Unretained<AnyObject>] = [:]
    private func placedName(_ id: ObjectIdentifier) -> String {
        names[id]?.object.map { LayoutItem.name($0) } ?? "item"
    }

    // MARK: - Rows of constraints

    /// The row of an app constraint, or nil (reported) when it cannot take part.
    private func row(for c: NSLayoutConstraint, _ g: inout Gathered) -> Row? {
        guard c.constant.isFinite, c.multiplier.isFinite else { return nil }
        var items: [AnyObject] = []
        for t in c.firstTerms + c.secondTerms {
            guard let item = t.item, let view = LayoutItem.view(of: item), g.order[ObjectIdentifier(view)] != nil else {
                return nil  // an item gone or in another hierarchy: skipped
            }
            if let guide = item as? UILayoutGuide, g.order[ObjectIdentifier(guide)] == nil {
                // A system guide sorts just after its owning view's own guides.
                let rank: Double
                switch guide.kind {
                case .safeArea: rank = 0.997
                case .margins: rank = 0.998
                case .scrollFrame: rank = 0.9985
                case .scrollContent: rank = 0.9995
                default: rank = 0.999
                }
                g.order[ObjectIdentifier(guide)] = g.order[ObjectIdentifier(view)]! + rank
            }
            items.append(item)
        }
        if c.secondTerms.isEmpty && c.firstTerms.count == 1 && !c.firstAttribute.isDimension {
            LayoutReport.invalid(
                "A constraint cannot be made between \(LayoutItem.name(c.firstItem)).\(c.firstAttribute.name) and a constant: \(c)"
            )
            return nil
        }
        if let a = c.firstTerms.first?.attribute, let b = c.secondTerms.first?.attribute,
            !(a.isDimension && b.isDimension), a.axis != b.axis || a.isDimension != b.isDimension
        {
            LayoutReport.invalid("Invalid pairing of layout attributes \(a.name) and \(b.name): \(c)")
            return nil
        }
        // The coordinate space: the nearest common ancestor of the items' views.
        var host = LayoutItem.view(of: items[0])!
        for item in items.dropFirst() {
            guard let h = UIView.nearestCommonAncestor(host, LayoutItem.view(of: item)!) else { return nil }
            host = h
        }
        var e = Expr()
        for t in c.firstTerms { e.add(attribute(t.attribute, of: t.item!, in: host, &g), t.coefficient) }
        for t in c.secondTerms {
            e.add(attribute(t.attribute, of: t.item!, in: host, &g), -t.coefficient * c.multiplier)
        }
        e.constant -= c.constant
        let relation: LayoutRelation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let first = g.order[ObjectIdentifier(items[0])]!
        let second = c.secondTerms.first.flatMap { $0.item }.map { g.order[ObjectIdentifier($0)]! } ?? -1
        let key: [Double] = [
            2, first, Double(c.firstAttribute.rawValue), Double(c.relation.rawValue), second,
            Double(c.secondAttribute.rawValue), c.multiplier, Double(c.priority.rawValue), Double(c.serial),
        ]
        return Row(
            terms: e.terms(g.order), constant: e.constant, relation: relation,
            priority: LayoutEngine.clamp(Double(c.priority.rawValue)), sortKey: key, sourceConstant: Double(c.constant),
            source: c)
    }

    /// A linear expression over items' variables, merged by (item, variable).
    struct Expr {
        var coefficients: [ObjectIdentifier: [Double]] = [:]
        var constant = 0.0
        mutating func add(_ other: Expr, _ k: Double) {
            for (id, cs) in other.coefficients {
                var mine = coefficients[id] ?? [0, 0, 0, 0]
                for i in 0..<4 { mine[i] += cs[i] * k }
                coefficients[id] = mine
            }
            constant += other.constant * k
        }
        mutating func add(_ id: ObjectIdentifier, _ index: Int, _ k: Double) {
            var mine = coefficients[id] ?? [0, 0, 0, 0]
            mine[index] += k
            coefficients[id] = mine
        }
        func terms(_ order: [ObjectIdentifier: Double]) -> [Term] {
            var out: [Term] = []
            for (id, cs) in coefficients {
                for i in 0..<4 where cs[i] != 0 {
                    out.append(Term(item: id, order: order[id] ?? -1, index: i, coefficient: cs[i]))
                }
            }
            return out.sorted { ($0.order, $0.index) < ($1.order, $1.index) }
        }
    }

    private func need(_ item: AnyObject, _ g: inout Gathered) {
        let id = ObjectIdentifier(item)
        if g.needed[id] == nil { g.needed[id] = item }
    }

    /// The left/top edge and the size of an item along an axis, in `host`'s coordinates.
    private func span(_ item: AnyObject, vertical: Bool, in host: UIView, _ g: inout Gathered) -> (
        origin: Expr, size: Expr
    ) {
        let o = vertical ? 1 : 0, s = vertical ? 3 : 2
        var origin = Expr(), size = Expr()
        if let v = item as? UIView {
            need(v, &g)
            size.add(ObjectIdentifier(v), s, 1)
            if v === host {
                origin.constant = vertical ? v.bounds.minY : v.bounds.minX
            } else {
                origin.add(ObjectIdentifier(v), o, 1)
                origin = mappedPoint(origin, from: v.superview!, to: host, vertical: vertical, &g)
            }
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            need(owner, &g)
            switch guide.kind {
            case .app, .stackSpacer:
                need(guide, &g)
                origin.add(ObjectIdentifier(guide), o, 1)
                size.add(ObjectIdentifier(guide), s, 1)
            case .scrollContent:
                // The content area starts at the origin of the scroll view's bounds space
                // (whatever the offset); its size is solved and becomes the content size.
                need(guide, &g)
                size.add(ObjectIdentifier(guide), s, 1)
            default:
                let insets = self.insets(owner, guide.kind)
                let lead = vertical ? insets.top : insets.left
                let trail = vertical ? insets.bottom : insets.right
                origin.constant = (vertical ? owner.bounds.minY : owner.bounds.minX) + lead
                size.add(ObjectIdentifier(owner), s, 1)
                size.constant = -lead - trail
            }
            origin = mappedPoint(origin, from: owner, to: host, vertical: vertical, &g)
        }
        return (origin, size)
    }

    /// A coordinate along one axis in `space`'s coordinates, in `host`'s: each view on the
    /// way up adds its origin and takes off its bounds origin.
    private func mappedPoint(_ p: Expr, from space: UIView, to host: UIView, vertical: Bool, _ g: inout Gathered)
        -> Expr
    {
        var e = p
        var v: UIView? = space
        while let cur = v, cur !== host {
            need(cur, &g)
            e.add(ObjectIdentifier(cur), vertical ? 1 : 0, 1)
            e.constant -= vertical ? cur.bounds.minY : cur.bounds.minX
            v = cur.superview
        }
        return e
    }

    /// An attribute of an item as an expression in `host`'s coordinates.
    private func attribute(_ a: NSLayoutConstraint.Attribute, of item: AnyObject, in host: UIView, _ g: inout Gathered)
        -> Expr
    {
        if let scroll = item as? UIScrollView, scroll === host, scroll.takesContentSizeFromLayout,
            [.left, .right, .top, .bottom, .leading, .trailing].contains(a)
        {
            // A constraint between a scroll view's edge and a view inside it attaches to the
            // content area, as Apple's Auto Layout Guide says ("Working with Scroll Views");
            // its width, height and centres stay the frame's.
            let guide = scroll.contentLayoutGuide
            if g.order[ObjectIdentifier(guide)] == nil {
                g.order[ObjectIdentifier(guide)] = g.order[ObjectIdentifier(scroll)]! + 0.9995
            }
            return attribute(a, of: guide, in: host, &g)
        }
        let vertical = a.axis == .vertical
        let (origin, size) = span(item, vertical: vertical, in: host, &g)
        let view = item as? UIView
        let rtl = (LayoutItem.view(of: item)?.effectiveUserInterfaceLayoutDirection ?? .leftToRight) == .rightToLeft
        var margins = UIEdgeInsets.zero
        if let view,
            [
                .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                .centerXWithinMargins, .centerYWithinMargins,
            ].contains(a)
        {
            margins = self.margins(view)
        }
        var e = Expr()
        func edge(_ far: Bool, inset: CGFloat) {
            e.add(origin, 1)
            if far { e.add(size, 1); e.constant -= inset } else { e.constant += inset }
        }
        switch a {
        case .left, .top: edge(false, inset: 0)
        case .right, .bottom: edge(true, inset: 0)
        case .leading: edge(rtl, inset: 0)
        case .trailing: edge(!rtl, inset: 0)
        case .width, .height: e.add(size, 1)
        case .centerX, .centerY:
            e.add(origin, 1); e.add(size, 0.5)
        case .leftMargin: edge(false, inset: margins.left)
        case .rightMargin: edge(true, inset: margins.right)
        case .topMargin: edge(false, inset: margins.top)
        case .bottomMargin: edge(true, inset: margins.bottom)
        case .leadingMargin: edge(rtl, inset: rtl ? margins.right : margins.left)
        case .trailingMargin: edge(!rtl, inset: rtl ? margins.left : margins.right)
        case .centerXWithinMargins:
            e.add(origin, 1); e.add(size, 0.5); e.constant += (margins.left - margins.right) / 2
        case .centerYWithinMargins:
            e.add(origin, 1); e.add(size, 0.5); e.constant += (margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline:
            if let label = view as? UILabel, let b = label.baselines() {
                // The text block is centred in the bounds: top + (height - textHeight) / 2 + offset.
                e.add(origin, 1); e.add(size, 0.5)
                e.constant += (a == .firstBaseline ? b.first : b.last) - b.textHeight / 2
            } else {
                edge(true, inset: 0)
            }
        case .notAnAttribute: break
        }
        // Right to left, leading and trailing measure from the right: UIKit mirrors them, so
        // that `leading == superview.leading + 20` is 20 points in from the right edge.
        if rtl, [.leading, .trailing, .leadingMargin, .trailingMargin].contains(a) {
            var m = Expr()
            m.add(e, -1)
            return m
        }
        return e
    }

    // MARK: - Queries

    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let b = boxes[ObjectIdentifier(item)] else { return false }
        return [b.minX, b.minY, b.width, b.height].contains { solver.isAmbiguous($0) }
    }

    /// `exerciseAmbiguityInLayout()`'s work: moves the first of the item's variables that the
    /// constraints leave free by 10 points (then by -10 if that is refused), keeping every
    /// required constraint and the error of every optional one as it is, so that the frames
    /// read back are another solution as good as the last; the move is then taken back out
    /// of the solver, and the frames stay until the next solve. Returns whether it moved.
    func exercise(_ item: AnyObject) -> Bool {
        guard let b = boxes[ObjectIdentifier(item)] else { return false }
        let before = optionalErrors()
        // From the frame shown (a second call moves on from the first one's).
        let shown: CGRect? = (item as? UIView)?.layoutStorage.engineFrame ?? (item as? UILayoutGuide)?.solvedFrame
        for (k, v) in [b.minX, b.minY, b.width, b.height].enumerated() where solver.isAmbiguous(v) {
            let x0 = shown.map { Double([$0.minX, $0.minY, $0.width, $0.height][k]) } ?? solver.value(of: v)
            for delta in [10.0, -10.0] {
                guard let id = try? solver.add(LayoutConstraint(v, .equal, x0 + delta)) else { continue }
                let after = optionalErrors()
                let same = zip(before, after).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0)) }
                if same && abs(solver.value(of: v) - (x0 + delta)) <= 1e-6 { readBack(lastItems.compactMap(\.object)) }
                try? solver.remove(id)
                if same { return true }
            }
        }
        return false
    }

    /// How far each optional row in the solver is from holding, in row order.
    private func optionalErrors() -> [Double] {
        var out: [Double] = []
        for (k, r) in rows.enumerated() where r.priority < 1000 && ids[k] != nil {
            var value = r.constant
            for t in r.terms {
                guard let b = boxes[t.item] else { continue }
                value += t.coefficient * solver.value(of: [b.minX, b.minY, b.width, b.height][t.index])
            }
            switch r.relation {
            case .equal: out.append(abs(value))
            case .lessThanOrEqual: out.append(max(0, value))
            case .greaterThanOrEqual: out.append(max(0, -value))
            }
        }
        return out
    }

    static func isAmbiguous(_ item: AnyObject, in view: UIView) -> Bool {
        var root = view
        while let s = root.superview { root = s }
        root.runLayoutIfNeeded()
        return root.layoutStorage.engine?.isAmbiguous(item) ?? false
    }

    // MARK: - Helpers

    static func clamp(_ p: Double) -> Double { p.isFinite ? min(max(p, 1), 1000) : 1000 }

    static func lexicographicallyPrecedes(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where x != y { return x < y }
        return a.count < b.count
    }

    /// Edges rounded to the screen's pixels, as UIKit rounds the frames Auto Layout gives.
    static func pixelAligned(x: Double, y: Double, width: Double, height: Double, scale: Double) -> CGRect {
        func r(_ v: Double) -> Double { v.isFinite ? (v * scale).rounded() / scale : 0 }
        let x0 = r(x), y0 = r(y), x1 = r(x + width), y1 = r(y + height)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

extension UIView {
    /// For benchmarks: the rows of the last solve of the engine this view is the root of,
    /// and how often it rebuilt the solver and updated it incrementally.
    public var layoutStorageEngineCounts: (rows: Int, rebuilds: Int, incremental: Int) {
        guard let e = layoutStorage.engine else { return (0, 0, 0) }
        return (e.rowCount, e.rebuilds, e.incrementalUpdates)
    }

    /// The frame from the centre and the bounds, ignoring the transform: what Auto Layout
    /// reads and writes (UIKit sets `center` and `bounds`, so a transform stays on top).
    var untransformedFrame: CGRect {
        let s = bounds.size, a = layer.anchorPoint, c = center
        return CGRect(x: c.x - a.x * s.width, y: c.y - a.y * s.height, width: s.width, height: s.height)
    }
}

extension UILabel {
    /// The first and last baselines from the top of the text block, and its height.
    func baselines() -> (first: CGFloat, last: CGFloat, textHeight: CGFloat)? {
        guard let content = textContent else { return nil }
        let width: Double? =
            numberOfLines == 1 ? nil : Double(bounds.width > 0 ? bounds.width : preferredMaxLayoutWidth)
        guard let m = try? TextLayout.measure(content, maxWidth: width) else { return nil }
        let last = Double(m.lineCount - 1) * m.lineHeight + m.baseline
        return (CGFloat(m.baseline), CGFloat(last), CGFloat(m.size.height))
    }
}

/// A reference that does not keep its object alive (the layout engine's memory of the views
/// and guides of its hierarchy, which its root view owns).
struct Unretained<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
