import Foundation

/// The iOS 14 column style (SEMANTICS.md §32): each column's controller, wrapped in a
/// navigation controller when it is not one (as Apple documents), shown and hidden by
/// column; collapsing stacks the columns on the primary's navigation controller.
extension UISplitViewController {
    /// Puts `vc` in `column` (`setViewController(_:for:)`): a controller that is not a
    /// navigation controller is wrapped in a new one, except that a second one set in the
    /// secondary column is pushed onto the secondary's wrapper, as UIKit does. Nil empties the
    /// column. A classic split view controller, or the supplementary column of a two-column
    /// one, reports the call and changes nothing.
    public func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            report("setViewController(_:for: .\(column)) on a classic split view controller: use viewControllers")
            return
        }
        guard column != .supplementary || style == .tripleColumn else {
            report("setViewController(_:for: .supplementary) on a two-column split view controller")
            return
        }
        let wasCollapsed = collapsedState == true
        if wasCollapsed { uncollapseColumns() }
        defer {
            if wasCollapsed { collapsedState = nil }
            relayColumns(animated: false)
        }
        let old = columnNavigation[column]
        guard let vc else {
            old?.viewIfLoaded?.removeFromSuperview()
            old?.removeFromParent()
            columnControllers[column] = nil
            columnNavigation[column] = nil
            return
        }
        if column == .secondary, !(vc is UINavigationController), let old, old !== columnControllers[column],
            !old.viewControllers.contains(where: { $0 === vc })
        {
            columnControllers[column] = vc
            old.setStackForSplit(old.viewControllers + [vc])
            return
        }
        let nav = (vc as? UINavigationController) ?? UINavigationController(rootViewController: vc)
        if let old, old !== nav {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columnControllers[column] = vc
        columnNavigation[column] = nav
        if nav.parent !== self { addChild(nav) }
    }

    /// The controller set for `column` (`viewController(for:)`), as it was set (not its
    /// navigation controller, chosen); nil for a classic split view controller.
    public func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : columnControllers[column]
    }

    /// Shows `column` (`show(_:)`). Expanded: the primary or the supplementary comes in as the
    /// split behaviour places it; the secondary takes away overlaid columns. Collapsed: the
    /// stack is cut or grown to end at that column's top, at once.
    public func show(_ column: Column) {
        guard style != .unspecified else { report("show(.\(column)) on a classic split view controller"); return }
        if isCollapsed {
            showCollapsed(column)
            return
        }
        let mode = normalised(displayMode)
        switch column {
        case .primary where !showsPrimary(mode):
            change(to: shownMode(columns: style == .tripleColumn ? 2 : 1), animated: true)
        case .supplementary where style == .tripleColumn && mode == .secondaryOnly:
            change(to: shownMode(columns: 1), animated: true)
        case .secondary where mode == .oneOverSecondary || mode == .twoOverSecondary:
            change(to: .secondaryOnly, animated: true)
        default: break
        }
    }

    /// Hides `column` (`hide(_:)`). Expanded: the primary leaves (the supplementary stays, in
    /// three columns), the supplementary leaves with it; the secondary cannot be hidden (the
    /// call is reported). Collapsed: the stack is cut to end before that column, at once.
    public func hide(_ column: Column) {
        guard style != .unspecified else { report("hide(.\(column)) on a classic split view controller"); return }
        if isCollapsed {
            switch column {
            case .secondary: showCollapsed(style == .tripleColumn ? .supplementary : .primary)
            case .supplementary: showCollapsed(.primary)
            default: break
            }
            return
        }
        let mode = normalised(displayMode)
        switch column {
        case .primary where showsPrimary(mode):
            change(to: style == .tripleColumn ? shownMode(columns: 1) : .secondaryOnly, animated: true)
        case .supplementary where mode != .secondaryOnly:
            change(to: .secondaryOnly, animated: true)
        case .secondary:
            report("hide(.secondary): the secondary column is always shown")
        default: break
        }
    }

    func showsPrimary(_ mode: DisplayMode) -> Bool {
        switch mode {
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return true
        case .oneBesideSecondary, .oneOverSecondary: return style != .tripleColumn
        default: return false
        }
    }

    /// The columns stacked in a collapse, in order.
    private var stackedColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    private func showCollapsed(_ column: Column) {
        guard let nav = collapsedColumnNavigation, nav === columnNavigation[.primary] else { return }
        var list: [UIViewController] = []
        for c in stackedColumns {
            list += stacksBeforeCollapse[c] ?? []
            if c == column { break }
        }
        if !list.isEmpty { nav.setStackForSplit(list) }
    }

    /// Collapses the columns: the `.compact` column's navigation controller when one is set;
    /// else the primary's, with the supplementary's and the secondary's stacks pushed on it up
    /// to the column the delegate puts on top (proposed: `.secondary`).
    func collapseColumns() {
        currentMode = .automatic
        stacksBeforeCollapse = [:]
        if let compact = columnNavigation[.compact] {
            collapsedColumnNavigation = compact
        } else if let primary = columnNavigation[.primary] {
            let top =
                delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            var list: [UIViewController] = []
            for c in stackedColumns {
                guard let nav = columnNavigation[c] else { continue }
                stacksBeforeCollapse[c] = nav.viewControllers
                if c != .primary { nav.viewIfLoaded?.removeFromSuperview() }
                list += nav.viewControllers
                if c == top { break }
            }
            for c in stackedColumns where c != .primary && stacksBeforeCollapse[c] != nil {
                columnNavigation[c]?.setStackForSplit([])
            }
            primary.setStackForSplit(list)
            collapsedColumnNavigation = primary
        } else {
            collapsedColumnNavigation = columnNavigation[.secondary]
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Gives each column its stack back; controllers pushed while collapsed stay on the
    /// secondary's.
    func uncollapseColumns() {
        guard let primary = columnNavigation[.primary], collapsedColumnNavigation === primary,
            !stacksBeforeCollapse.isEmpty
        else {
            stacksBeforeCollapse = [:]
            collapsedColumnNavigation = nil
            return
        }
        let known = stacksBeforeCollapse.values.flatMap { $0 }
        let extra = primary.viewControllers.filter { vc in !known.contains { $0 === vc } }
        primary.setStackForSplit(stacksBeforeCollapse[.primary] ?? primary.viewControllers)
        for c in stackedColumns where c != .primary {
            guard var list = stacksBeforeCollapse[c], let nav = columnNavigation[c] else { continue }
            if c == .secondary { list += extra }
            nav.setStackForSplit(list)
        }
        stacksBeforeCollapse = [:]
        collapsedColumnNavigation = nil
    }

    func expandColumns(first: Bool) {
        currentMode = .automatic
        columnNavigation[.compact]?.viewIfLoaded?.removeFromSuperview()
        uncollapseColumns()
        if !first {
            askExpandingMode()
            delegate?.splitViewControllerDidExpand(self)
        }
    }
}
