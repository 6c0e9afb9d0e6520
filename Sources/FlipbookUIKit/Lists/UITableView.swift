import Foundation
import FlipbookCore

/// Supplies a table's rows (`UITableViewDataSource`).
public protocol UITableViewDataSource: AnyObject {
    /// Sections (`numberOfSections(in:)`; default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// Rows in a section (`tableView(_:numberOfRowsInSection:)`).
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row (`tableView(_:cellForRowAt:)`), usually dequeued.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// A header title (`tableView(_:titleForHeaderInSection:)`; default nil).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// A footer title (`tableView(_:titleForFooterInSection:)`; default nil).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (`tableView(_:canEditRowAt:)`; default true, as UIKit
    /// assumes every row editable when it is not implemented).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be moved (`tableView(_:canMoveRowAt:)`; default true).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// A row's deletion or insertion was confirmed (`tableView(_:commit:forRowAt:)`); the
    /// delete button that confirms one is not drawn (SEMANTICS.md §17).
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// A row was moved by its reorder control (`tableView(_:moveRowAt:to:)`); never sent here.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The section index's titles (`sectionIndexTitles(for:)`; default nil); not drawn.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section an index title stands for (`tableView(_:sectionForSectionIndexTitle:at:)`;
    /// default the title's position).
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}

/// A table's layout and selection callbacks (`UITableViewDelegate`); all optional. Heights
/// returning `UITableView.automaticDimension` (the default) mean "the table's own".
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A section's header view is about to be shown (`tableView(_:willDisplayHeaderView:forSection:)`).
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// A section's footer view is about to be shown (`tableView(_:willDisplayFooterView:forSection:)`).
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// Whether a finger on the row highlights it (`tableView(_:shouldHighlightRowAt:)`;
    /// default true).
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A finger highlighted the row (`tableView(_:didHighlightRowAt:)`).
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The finger left the row (`tableView(_:didUnhighlightRowAt:)`).
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// A tap is about to select the row: the row to select instead, or nil for none
    /// (`tableView(_:willSelectRowAt:)`; default the row).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The actions shown when the row is swiped from its leading edge
    /// (`tableView(_:leadingSwipeActionsConfigurationForRowAt:)`; default nil); asked by
    /// `swipeActionsConfiguration(forRowAt:leading:)`, never drawn (SEMANTICS.md §28.2).
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The actions shown when the row is swiped from its trailing edge
    /// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`; default nil).
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The context menu for a long press on the row
    /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`; default nil); never shown.
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// Estimates (`tableView(_:estimatedHeightForRowAt:)` and the header and footer forms;
    /// default `automaticDimension`): never asked, Flipbook measures every row it lays out.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// The row's editing control (`tableView(_:editingStyleForRowAt:)`; default `.delete`).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The delete button's title (`tableView(_:titleForDeleteConfirmationButtonForRowAt:)`;
    /// default nil: "Delete").
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether the row is indented while editing (`tableView(_:shouldIndentWhileEditingRowAt:)`;
    /// default true).
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// `tableView(_:willBeginEditingRowAt:)` and `tableView(_:didEndEditingRowAt:)`: never sent.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a moved row may go (`tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`;
    /// default the proposed one).
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// A row's cell left the screen (`tableView(_:didEndDisplaying:forRowAt:)`).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A header or footer view left the screen (`didEndDisplayingHeaderView`, `...FooterView`).
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    /// The detail button of a row was tapped (`tableView(_:accessoryButtonTappedForRowWith:)`).
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// A row is about to be deselected: the row to deselect instead, or nil
    /// (`tableView(_:willDeselectRowAt:)`; default the row).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row's indentation (`tableView(_:indentationLevelForRowAt:)`; default 0): not applied.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
}

/// A vertically scrolling list of rows in sections (`UITableView`, SEMANTICS.md §17).
///
/// Only the rows in the bounds have cells; a cell scrolled out goes back to its identifier's
/// pool and `dequeueReusableCell(withIdentifier:for:)` hands it out again.
open class UITableView: UIScrollView {
    /// The table's look (`UITableView.Style`).
    public enum Style: Int, Sendable {
        /// Full-width rows, sticky headers, `systemBackground`.
        case plain
        /// Sections as bands on `systemGroupedBackground`, titles in small capitals.
        case grouped
        /// Grouped sections inset by the margin, with 10 pt rounded corners.
        case insetGrouped
    }
    /// Where `scrollToRow` puts the row (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// Row animations (`UITableView.RowAnimation`): stored; rows change at once.
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }
    /// "Size it yourself" (`UITableView.automaticDimension`, -1 as in UIKit).
    public static let automaticDimension: CGFloat = -1
    /// A row's height without a delegate or `rowHeight`: 44 pt (Apple's Human Interface
    /// Guidelines' minimum hit target and UIKit's default cell height).
    public static let defaultRowHeight: CGFloat = 44

    /// The style (`style`).
    public let style: Style
    /// The rows' supplier (`dataSource`).
    open weak var dataSource: UITableViewDataSource? { didSet { needsReload = true; setNeedsLayout() } }
    /// Every row's height, or `automaticDimension` to size cells (`rowHeight`; default
    /// automatic, as in UIKit since iOS 11).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { needsReload = true; setNeedsLayout() } }
    /// Stored: heights are measured for every row at reload (`estimatedRowHeight`).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Section header height (`sectionHeaderHeight`; automatic: the style's).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Section footer height (`sectionFooterHeight`; automatic: the style's).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Whether the table came from a file with Xcode's grouped 18-point header height: a
    /// titled header is then sized as UIKit sizes it, 55⅓ points for the first section and 38
    /// for the others (what Interface Builder lays out; SEMANTICS.md §19).
    var fileGroupedHeights = false
    /// Stored: headers' heights are known at reload (`estimatedSectionHeaderHeight`; default
    /// automatic, as in UIKit since iOS 11).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Stored (`estimatedSectionFooterHeight`; default automatic).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Stored (`sectionHeaderTopPadding`, iOS 15; default automatic). Flipbook's header
    /// heights already hold the padding its figures were measured with.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// The separators' colour (`separatorColor`; `.separator`).
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The separators' insets (`separatorInset`; left 16, or 20 on wide screens, when unset).
    open var separatorInset: UIEdgeInsets? { didSet { setNeedsLayout() } }
    /// What `separatorInset` is measured from (`separatorInsetReference`, iOS 11).
    public enum SeparatorInsetReference: Int, Sendable {
        /// The insets are offsets from the cell's edges (the default).
        case fromCellEdges
        /// The insets are offsets from the automatic insets (the ones an unset
        /// `separatorInset` gives: the row's margin or its text's leading edge).
        case fromAutomaticInsets
    }
    /// What `separatorInset` is measured from (`separatorInsetReference`; `.fromCellEdges`).
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { setNeedsLayout() } }
    /// Separator style (`separatorStyle`).
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    /// `.singleLine` draws separators (`separatorStyle`).
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// Whether rows can be selected (`allowsSelection`).
    open var allowsSelection = true
    /// Whether several rows can be selected (`allowsMultipleSelection`).
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode (`isEditing`): set with `setEditing(_:animated:)`,
    /// which puts each visible cell in the same mode; the editing controls (delete and insert
    /// circles, reorder grips) are not drawn (SEMANTICS.md §17).
    open var isEditing = false {
        didSet { for cell in visibleCells { cell.setEditing(isEditing, animated: false) } }
    }
    /// `setEditing(_:animated:)`.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Whether rows can be selected while editing (`allowsSelectionDuringEditing`; default false).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing
    /// (`allowsMultipleSelectionDuringEditing`; default false).
    open var allowsMultipleSelectionDuringEditing = false
    /// A view above the first section (`tableHeaderView`), its height kept.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview(); if let v = tableHeaderView { addSubview(v) }; needsReload = true;
            setNeedsLayout()
        }
    }
    /// A view below the last section (`tableFooterView`), its height kept.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview(); if let v = tableFooterView { addSubview(v) }; needsReload = true;
            setNeedsLayout()
        }
    }

    /// The view behind the rows (`backgroundView`; default nil): kept behind every cell,
    /// header and footer and sized to the table's bounds, so it stays put while the rows
    /// scroll, as UIKit's does.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }
    /// Stored (`sectionIndexColor`; default nil): the section index is not drawn.
    open var sectionIndexColor: UIColor?
    /// Stored (`sectionIndexBackgroundColor`; default nil): the section index is not drawn.
    open var sectionIndexBackgroundColor: UIColor?
    /// Stored (`sectionIndexTrackingBackgroundColor`; default nil): the section index is not
    /// drawn.
    open var sectionIndexTrackingBackgroundColor: UIColor?

    private var registered: [String: UITableViewCell.Type] = [:]
    /// A storyboard's prototype cells by reuse identifier: each call makes a new cell.
    var prototypeCells: [String: () -> UITableViewCell?] = [:]
    /// A static table's section from a file (`dataMode="static"`): its titles and its cells,
    /// made once.
    public struct StaticSection {
        public var headerTitle: String?
        public var footerTitle: String?
        public var cells: [UITableViewCell]
    }
    /// A file's static sections, which `UITableViewController` answers from; nil for a table
    /// of dynamic rows.
    var staticSections: [StaticSection]?
    /// The custom row heights of a file's prototype cells (`rowHeight` on a
    /// `<tableViewCell>`), by reuse identifier.
    var prototypeRowHeights: [String: CGFloat] = [:]
    private var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Header and footer views registered with a nib, by reuse identifier.
    var headerFooterNibs: [String: () -> UITableViewHeaderFooterView?] = [:]
    private var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    private var pool: [String: [UITableViewCell]] = [:]
    private var visible: [IndexPath: UITableViewCell] = [:]
    private var headers: [Int: UIView] = [:]
    private var footers: [Int: UIView] = [:]
    /// The separators of the empty rows below a plain table's last row.
    var emptyRowSeparators: [UIView] = []
    private var selected: [IndexPath] = []
    private var needsReload = true
    private var geometry = TableGeometry(sections: [], height: 0)
    private var laidOutWidth: CGFloat = -1

    /// Creates a table (`init(frame:style:)`).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// A plain table.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// `init?(coder:)`: the style, heights, separators and selection a storyboard or nib
    /// describes; the file's prototype cells are registered by the loader.
    public required init?(coder: NSCoder) {
        style = StoryboardViews.tableStyle(coder)
        super.init(coder: coder)
        if StoryboardViews.object(coder)?.colors["backgroundColor"] == nil {
            backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        }
        StoryboardViews.read(coder, into: self)
    }

    /// The leading margin: 16 pt, 20 pt when the table is 414 pt wide or more (UIKit's system
    /// layout margins on compact and on Plus/Max phones).
    public var rowMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    // MARK: - Registration and reuse

    /// Registers a cell class for an identifier (`register(_:forCellReuseIdentifier:)`). The
    /// last registration wins: a class replaces a storyboard prototype or a nib of the same
    /// identifier, as in UIKit.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if cellClass != nil { prototypeCells[identifier] = nil }
        if let c = cellClass as? UITableViewCell.Type {
            registered[identifier] = c
        } else {
            registered[identifier] = nil
        }
    }

    /// A cell from the pool, or a new one of the registered class
    /// (`dequeueReusableCell(withIdentifier:for:)`); an unregistered identifier is a
    /// programming error in UIKit: here it reports `StageError.invalidRequest` and returns a
    /// default cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let c = dequeueReusableCell(withIdentifier: identifier) { return c }
        Stage.current?.report(
            .invalidRequest(
                what: "dequeueReusableCell(withIdentifier: \"\(identifier)\"): no class registered for this identifier",
                time: Stage.current?.now ?? 0))
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A pooled cell, a new registered one, or nil (`dequeueReusableCell(withIdentifier:)`).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var p = pool[identifier], let c = p.popLast() {
            pool[identifier] = p
            c.prepareForReuse()
            return c
        }
        if let make = prototypeCells[identifier], let cell = make() { return cell }
        return registered[identifier].map { $0.init(registeredWithReuseIdentifier: identifier) }
    }

    /// Registers a header or footer class for an identifier
    /// (`register(_:forHeaderFooterViewReuseIdentifier:)`); nil removes the registration. The
    /// last registration wins over a nib of the same identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterNibs[identifier] = nil
        registeredHeaderFooters[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A pooled header or footer view, a new one of the registered class or nib, or nil
    /// (`dequeueReusableHeaderFooterView(withIdentifier:)`).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var p = headerFooterPool[identifier], let v = p.popLast() {
            headerFooterPool[identifier] = p
            v.prepareForReuse()
            return v
        }
        let made =
            headerFooterNibs[identifier]?()
            ?? registeredHeaderFooters[identifier].map {
                $0.init(registeredWithReuseIdentifier: identifier)
            }
        made?.dequeuedBy = self
        return made
    }

    /// The header view shown for a section, if any (`headerView(forSection:)`).
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headers[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for a section, if any (`footerView(forSection:)`).
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footers[section] as? UITableViewHeaderFooterView
    }

    /// Puts a header or footer view this table handed out back in its pool, when it is not
    /// shown.
    private func recycle(_ view: UIView?) {
        guard let v = view as? UITableViewHeaderFooterView, v.dequeuedBy === self, let id = v.reuseIdentifier,
            v.superview == nil, !(headerFooterPool[id]?.contains { $0 === v } ?? false)
        else { return }
        headerFooterPool[id, default: []].append(v)
    }

    private func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.setSelected(false, animated: false)
        if let id = cell.reuseIdentifier { pool[id, default: []].append(cell) }
    }

    // MARK: - Data

    /// Forgets every cell and asks the data source again (`reloadData()`).
    open func reloadData() {
        for (_, c) in visible.sorted(by: { $0.key < $1.key }) { enqueue(c) }
        visible = [:]
        for (_, v) in headers.sorted(by: { $0.key < $1.key }) { v.removeFromSuperview(); recycle(v) }
        for (_, v) in footers.sorted(by: { $0.key < $1.key }) { v.removeFromSuperview(); recycle(v) }
        headers = [:]; footers = [:]
        selected = []
        needsReload = true
        rebuild()
    }

    /// Sections now (`numberOfSections`).
    public var numberOfSections: Int { ensureGeometry(); return geometry.sections.count }
    /// Rows in a section now (`numberOfRows(inSection:)`).
    public func numberOfRows(inSection section: Int) -> Int {
        ensureGeometry()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rows.count : 0
    }

    /// Inserting rows: the data source is asked again, as `reloadData()` (the row
    /// animation is not drawn) (`insertRows(at:with:)`).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Deleting rows: as `insertRows` (`deleteRows(at:with:)`).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloading rows: as `reloadData()` (`reloadRows(at:with:)`).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloading sections: as `reloadData()` (`reloadSections(_:with:)`).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Runs the updates, then reloads (`performBatchUpdates(_:completion:)`).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
    /// `beginUpdates()`: nothing; `endUpdates()` reloads.
    open func beginUpdates() {}
    /// Reloads (`endUpdates()`).
    open func endUpdates() { reloadData() }

    private func ensureGeometry() {
        if needsReload || laidOutWidth != bounds.width { rebuild() }
    }

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    private func headerTitle(_ s: Int) -> String? { dataSource?.tableView(self, titleForHeaderInSection: s) }
    private func footerTitle(_ s: Int) -> String? { dataSource?.tableView(self, titleForFooterInSection: s) }

    /// A header's height (SEMANTICS.md §17): the delegate's, then the style's: plain
    /// `sectionHeaderHeight` (28 pt when automatic) with a title or a view, 0 without, whatever
    /// `sectionHeaderHeight` says (Xcode writes 28 for every plain table); grouped
    /// `sectionHeaderHeight`, else 38 pt with a title, 17.5 pt without (35 pt between untitled
    /// sections with the footer's 17.5).
    private func headerHeight(_ s: Int) -> CGFloat {
        let d = tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? Self.automaticDimension
        if d >= 0 { return d }
        let hasView = probeView(tableDelegate?.tableView(self, viewForHeaderInSection: s))
        let titled = headerTitle(s) != nil || hasView
        if style == .plain && !titled { return 0 }
        if fileGroupedHeights && titled && sectionHeaderHeight == 18 { return s == 0 ? 55 + 1.0 / 3 : 38 }
        if sectionHeaderHeight >= 0 { return sectionHeaderHeight }
        switch style {
        case .plain: return titled ? 28 : 0
        case .grouped, .insetGrouped: return titled ? 38 : 17.5
        }
    }

    /// A footer's height: the delegate's; plain `sectionFooterHeight` (28 pt when automatic)
    /// with a title or a view, else 0; grouped `sectionFooterHeight`, else 38 pt with a title,
    /// 17.5 without.
    private func footerHeight(_ s: Int) -> CGFloat {
        let d = tableDelegate?.tableView(self, heightForFooterInSection: s) ?? Self.automaticDimension
        if d >= 0 { return d }
        let hasView = probeView(tableDelegate?.tableView(self, viewForFooterInSection: s))
        let titled = footerTitle(s) != nil || hasView
        if style == .plain && !titled { return 0 }
        if sectionFooterHeight >= 0 { return sectionFooterHeight }
        switch style {
        case .plain: return titled ? 28 : 0
        case .grouped, .insetGrouped: return titled ? 38 : 17.5
        }
    }

    /// Whether the delegate gave a view when asked only to size its section; a dequeued
    /// header or footer view not shown goes back to the pool.
    private func probeView(_ view: UIView?) -> Bool {
        recycle(view)
        return view != nil
    }

    /// The x and width of rows: full width, or inset by the margin for `.insetGrouped`.
    private var rowSpan: (x: CGFloat, width: CGFloat) {
        style == .insetGrouped ? (rowMargin, max(0, bounds.width - 2 * rowMargin)) : (0, bounds.width)
    }

    private func measure(_ ip: IndexPath) -> CGFloat {
        let d = tableDelegate?.tableView(self, heightForRowAt: ip) ?? Self.automaticDimension
        if d >= 0 { return d }
        if rowHeight >= 0 { return rowHeight }
        // Self-sizing: the data source's cell for the row, measured, then pooled.
        guard let ds = dataSource else { return Self.defaultRowHeight }
        let cell = ds.tableView(self, cellForRowAt: ip)
        if cell.contentView.constraints.isEmpty,
            let h = cell.fileRowHeight ?? cell.reuseIdentifier.flatMap({ prototypeRowHeights[$0] })
        {
            // A file's prototype of a custom height, with nothing in its content view to size it.
            if visible[ip] !== cell { enqueue(cell) }
            return h
        }
        configure(cell, ip)
        cell.frame = CGRect(x: 0, y: 0, width: rowSpan.width, height: Self.defaultRowHeight)
        cell.layoutIfNeeded()
        let h = cell.naturalHeight(width: cell.contentView.bounds.width)
        if visible[ip] !== cell { enqueue(cell) }
        return h.isFinite ? h : Self.defaultRowHeight
    }

    private func rebuild() {
        needsReload = false
        laidOutWidth = bounds.width
        let span = rowSpan
        var y: CGFloat = 0
        if let h = tableHeaderView {
            h.frame = CGRect(x: 0, y: 0, width: bounds.width, height: h.frame.height)
            y = h.frame.height
        }
        var sections: [TableGeometry.Section] = []
        let n = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        for s in 0..<n {
            let hh = headerHeight(s)
            let header = CGRect(x: 0, y: y, width: bounds.width, height: hh)
            y += hh
            let count = max(0, dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0)
            var rows: [CGRect] = []
            rows.reserveCapacity(count)
            for r in 0..<count {
                let h = max(0, measure(IndexPath(row: r, section: s)))
                rows.append(CGRect(x: span.x, y: y, width: span.width, height: h))
                y += h
            }
            let fh = footerHeight(s)
            let footer = CGRect(x: 0, y: y, width: bounds.width, height: fh)
            y += fh
            sections.append(.init(header: header, rows: rows, footer: footer))
        }
        if let f = tableFooterView {
            f.frame = CGRect(x: 0, y: y, width: bounds.width, height: f.frame.height)
            y += f.frame.height
        }
        geometry = TableGeometry(sections: sections, height: y)
        contentSize = CGSize(width: bounds.width, height: y)
        tile()
    }

    // MARK: - Placing cells

    open override func layoutSubviews() {
        super.layoutSubviews()
        ensureGeometry()
        tile()
        placeBackgroundView()
    }

    override func contentOffsetDidChange() {
        tile()
        placeBackgroundView()
    }

    /// The background view over the visible bounds, behind everything else.
    private func placeBackgroundView() {
        guard let v = backgroundView else { return }
        v.frame = bounds
        if subviews.first !== v { sendSubviewToBack(v) }
    }

    private func configure(_ cell: UITableViewCell, _ ip: IndexPath) {
        cell.tableMargin = rowMargin
        if separatorInsetReference == .fromAutomaticInsets, let inset = separatorInset {
            // Offsets from the automatic insets; a separator cannot start before the cell's edge.
            let automatic = cell.textLeadingForSeparator(default: rowMargin)
            cell.tableSeparatorInset = UIEdgeInsets(
                top: 0, left: max(0, automatic + inset.left), bottom: 0, right: max(0, inset.right))
        } else {
            let left = separatorInset?.left ?? rowMargin
            cell.tableSeparatorInset = UIEdgeInsets(
                top: 0, left: cell.textLeadingForSeparator(default: left), bottom: 0, right: separatorInset?.right ?? 0)
        }
        cell.separator.backgroundColor = separatorColor
        cell.separatorHeight = 1 / max(1, Stage.current?.scale ?? UIScreen.main.scale)
        // The content view stops above the separator's hairline, as UIKit's does.
        cell.separatorReserve = separatorStyle == .singleLine ? cell.separatorHeight : 0
        let rows = geometry.sections.indices.contains(ip.section) ? geometry.sections[ip.section].rows.count : 0
        let last = ip.row == rows - 1
        cell.showsSeparator = separatorStyle == .singleLine && (style == .plain || !last)
        if style == .plain {
            if cell.backgroundColor == nil { cell.backgroundColor = .systemBackground }
        } else if cell.backgroundColor == UIColor.systemBackground || cell.backgroundColor == nil {
            cell.backgroundColor = .secondarySystemGroupedBackground
        }
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if ip.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
            cell.clipsToBounds = !corners.isEmpty
        }
    }

    /// Makes cells for the rows in the bounds and pools the rest; places headers (sticky in
    /// a plain table: a header stays at the top of the visible area until its section's end
    /// pushes it up).
    private var tiling = false

    private func tile() {
        guard !needsReload, dataSource != nil, !tiling else { return }
        tiling = true
        defer { tiling = false }
        let view = bounds
        var want: [IndexPath: CGRect] = [:]
        for (s, sec) in geometry.sections.enumerated() {
            guard sec.top < view.maxY, sec.bottom > view.minY else { continue }
            for (r, rect) in sec.rows.enumerated() where rect.maxY > view.minY && rect.minY < view.maxY {
                want[IndexPath(row: r, section: s)] = rect
            }
        }
        for (ip, c) in visible.sorted(by: { $0.key < $1.key }) where want[ip] == nil {
            enqueue(c)
            visible[ip] = nil
        }
        for ip in want.keys.sorted() where visible[ip] == nil {
            guard let ds = dataSource else { break }
            let cell = ds.tableView(self, cellForRowAt: ip)
            visible[ip] = cell
            configure(cell, ip)
            cell.setSelected(selected.contains(ip), animated: false)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
        }
        for (ip, c) in visible.sorted(by: { $0.key < $1.key }) {
            if c.superview !== self { insertSubview(c, at: 0) }
            c.frame = want[ip] ?? c.frame
            c.layoutIfNeeded()
        }
        placeSupplementaries(view)
        placeEmptyRowSeparators(view)
    }

    /// A plain table goes on drawing separators below its last row, one per empty row of
    /// `rowHeight` (44 pt when automatic), to the bottom of the bounds, as iOS does; not a
    /// grouped table, and not when a `tableFooterView` is set (the documented way to hide
    /// them) or `separatorStyle` is `.none` (SEMANTICS.md §17).
    private func placeEmptyRowSeparators(_ view: CGRect) {
        var frames: [CGRect] = []
        if style == .plain, separatorStyle == .singleLine, tableFooterView == nil {
            let h = rowHeight > 0 ? rowHeight : Self.defaultRowHeight
            let line = 1 / max(1, Stage.current?.scale ?? UIScreen.main.scale)
            let left = separatorInset?.left ?? rowMargin
            let width = max(0, bounds.width - left - (separatorInset?.right ?? 0))
            // The first empty row whose separator can meet the view, then one per row.
            let skipped = max(0, ((view.minY - geometry.height) / h).rounded(.down))
            var y = geometry.height + (skipped + 1) * h
            while y - line < view.maxY, frames.count < 2_000 {
                frames.append(CGRect(x: left, y: y - line, width: width, height: line))
                y += h
            }
        }
        while emptyRowSeparators.count < frames.count { emptyRowSeparators.append(UIView(frame: .zero)) }
        while emptyRowSeparators.count > frames.count { emptyRowSeparators.removeLast().removeFromSuperview() }
        for (v, f) in zip(emptyRowSeparators, frames) {
            v.frame = f
            v.backgroundColor = separatorColor
            if v.superview !== self { insertSubview(v, at: 0) }
        }
    }

    private func placeSupplementaries(_ view: CGRect) {
        let top = view.minY + adjustedContentInset.top
        for (s, sec) in geometry.sections.enumerated() {
            var hr = sec.header
            if style == .plain && hr.height > 0 {
                // Sticky: pinned under the top inset, pushed up by the section's end.
                hr.origin.y = min(max(hr.minY, top), sec.footer.minY - hr.height)
            }
            headers[s] = place(headers[s], hr, visibleIn: view) { self.makeHeader(s) }
            footers[s] = place(footers[s], sec.footer, visibleIn: view) { self.makeFooter(s) }
        }
    }

    private func place(_ current: UIView?, _ rect: CGRect, visibleIn view: CGRect, make: () -> UIView?) -> UIView? {
        guard rect.height > 0, rect.maxY > view.minY, rect.minY < view.maxY else {
            current?.removeFromSuperview()
            recycle(current)
            return nil
        }
        guard let v = current ?? make() else { return nil }
        if v.superview !== self { addSubview(v) } else { bringSubviewToFront(v) }
        v.frame = rect
        return v
    }

    private func makeHeader(_ s: Int) -> UIView? {
        if let v = tableDelegate?.tableView(self, viewForHeaderInSection: s) {
            (v as? UITableViewHeaderFooterView)?.adopt(style: style, header: true, margin: rowMargin)
            tableDelegate?.tableView(self, willDisplayHeaderView: v, forSection: s)
            return v
        }
        guard let t = headerTitle(s) else { return nil }
        return SectionTitleView(title: t, style: style, header: true, margin: rowMargin)
    }

    private func makeFooter(_ s: Int) -> UIView? {
        if let v = tableDelegate?.tableView(self, viewForFooterInSection: s) {
            (v as? UITableViewHeaderFooterView)?.adopt(style: style, header: false, margin: rowMargin)
            tableDelegate?.tableView(self, willDisplayFooterView: v, forSection: s)
            return v
        }
        guard let t = footerTitle(s) else { return nil }
        return SectionTitleView(title: t, style: style, header: false, margin: rowMargin)
    }

    // MARK: - Queries

    /// The cell showing a row, if it is visible (`cellForRow(at:)`).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { ensureGeometry(); return visible[indexPath] }
    /// A row's rectangle in the table's content (`rectForRow(at:)`); `.zero` for no such row.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        ensureGeometry()
        guard geometry.sections.indices.contains(indexPath.section),
            geometry.sections[indexPath.section].rows.indices.contains(indexPath.row)
        else { return .zero }
        return geometry.sections[indexPath.section].rows[indexPath.row]
    }
    /// A section header's rectangle (`rectForHeader(inSection:)`), unpinned.
    open func rectForHeader(inSection section: Int) -> CGRect {
        ensureGeometry()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].header : .zero
    }
    /// A section footer's rectangle (`rectForFooter(inSection:)`).
    open func rectForFooter(inSection section: Int) -> CGRect {
        ensureGeometry()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].footer : .zero
    }
    /// The row under a point in content coordinates (`indexPathForRow(at:)`).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        ensureGeometry()
        for (s, sec) in geometry.sections.enumerated() where point.y >= sec.top && point.y < sec.bottom {
            for (r, rect) in sec.rows.enumerated() where rect.contains(point) { return IndexPath(row: r, section: s) }
        }
        return nil
    }
    /// The row a cell shows, if visible (`indexPath(for:)`).
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }
    /// The visible rows, in order (`indexPathsForVisibleRows`).
    open var indexPathsForVisibleRows: [IndexPath]? { ensureGeometry(); return visible.keys.sorted() }
    /// The visible cells, in row order (`visibleCells`).
    open var visibleCells: [UITableViewCell] { (indexPathsForVisibleRows ?? []).compactMap { visible[$0] } }
    /// The selected row (`indexPathForSelectedRow`): the first selected.
    open var indexPathForSelectedRow: IndexPath? { selected.first }
    /// The selected rows (`indexPathsForSelectedRows`), nil when none.
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects a row, draws it grey, and scrolls as asked (`selectRow(at:animated:scrollPosition:)`);
    /// the delegate is not told, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let ip = indexPath else {
            for s in selected { deselectRow(at: s, animated: animated) }
            return
        }
        guard allowsSelection, rectForRow(at: ip) != .zero else { return }
        if !allowsMultipleSelection { for s in selected where s != ip { deselectRow(at: s, animated: animated) } }
        if !selected.contains(ip) { selected.append(ip) }
        visible[ip]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: ip, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row (`deselectRow(at:animated:)`).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// A tap on a row, as a finger's would: on a recording stage with the row on screen, a tap
    /// at the row's centre played on the window (hit-testing, highlight, then selection as
    /// `UIView.playTaps(_:)` does, SEMANTICS.md §17); else the row is selected at once and the
    /// delegate told `tableView(_:didSelectRowAt:)`.
    public func tapRow(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        if let window, Stage.current != nil, let cell = visible[indexPath],
            let script = try? TapScript.taps(
                at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window), count: 1)
        {
            window.playTaps(script)
            return
        }
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        cellForRow(at: indexPath)?.performSelectionSegues()
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// A finger went down at `point`: the row under it is highlighted if the delegate agrees;
    /// returns that row.
    func rowTouchDown(at point: CGPoint) -> IndexPath? {
        guard allowsSelection, let ip = indexPathForRow(at: point) else { return nil }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true else { return ip }
        visible[ip]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: ip)
        return ip
    }

    /// The finger lifted from the row: `willSelectRowAt` may redirect or refuse, the
    /// highlight goes, the previously selected row is deselected (the delegate hears
    /// `didDeselectRowAt`), the row is selected and `didSelectRowAt` runs.
    func rowTouchUp(_ ip: IndexPath) {
        let chosen: IndexPath? = tableDelegate.map { $0.tableView(self, willSelectRowAt: ip) } ?? ip
        if visible[ip]?.isHighlighted == true {
            visible[ip]?.setHighlighted(false, animated: false)
            tableDelegate?.tableView(self, didUnhighlightRowAt: ip)
        }
        guard let chosen else { return }
        if !allowsMultipleSelection {
            for old in selected where old != chosen {
                deselectRow(at: old, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: old)
            }
        }
        selectRow(at: chosen, animated: false, scrollPosition: .none)
        visible[chosen]?.performSelectionSegues()
        tableDelegate?.tableView(self, didSelectRowAt: chosen)
    }

    /// Scrolls so the row is at the top, middle or bottom of the area inside the adjusted
    /// insets (`.none`: the least scroll that shows it), clamped to the content
    /// (`scrollToRow(at:at:animated:)`).
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let r = rectForRow(at: indexPath)
        guard r != .zero else { return }
        let i = adjustedContentInset
        let visibleHeight = bounds.height - i.top - i.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = r.minY - i.top
        case .middle: y = r.midY - i.top - visibleHeight / 2
        case .bottom: y = r.maxY - i.top - visibleHeight
        case .none:
            if r.minY < y + i.top {
                y = r.minY - i.top
            } else if r.maxY > y + i.top + visibleHeight {
                y = r.maxY - i.top - visibleHeight
            }
        }
        let range = offsetRange
        y = min(max(y, range.min.y), range.max.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}

/// Every section's rectangles, in content coordinates.
struct TableGeometry {
    struct Section {
        var header: CGRect
        var rows: [CGRect]
        var footer: CGRect
        var top: CGFloat { header.minY }
        var bottom: CGFloat { footer.maxY }
    }
    var sections: [Section]
    var height: CGFloat
}

/// A titled header or footer as UIKit draws it by default (SEMANTICS.md §17): plain, a
/// `secondarySystemBackground` bar with the title in 15 pt bold at the margin; grouped, no
/// background and the title upper-cased in 13 pt `secondaryLabel`, 7 pt above the rows (a
/// footer's 7 pt below them), at the margin (twice the margin for `.insetGrouped`).
final class SectionTitleView: UIView {
    let label = UILabel(frame: .zero)
    let style: UITableView.Style
    let header: Bool
    let margin: CGFloat

    init(title: String, style: UITableView.Style, header: Bool, margin: CGFloat) {
        self.style = style; self.header = header; self.margin = margin
        super.init(frame: .zero)
        if style == .plain {
            backgroundColor = .secondarySystemBackground
            label.font = .boldSystemFont(ofSize: 15)
            label.text = title
        } else {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.text = header ? title.uppercased() : title
        }
        addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let s = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let x = style == .insetGrouped ? 2 * margin : margin
        let w = max(0, bounds.width - x - margin)
        let y: CGFloat
        if style == .plain {
            y = ((bounds.height - s.height) / 2).rounded()
        } else if header {
            y = bounds.height - 7 - s.height
        } else {
            y = 7
        }
        label.frame = CGRect(x: x, y: y, width: w, height: s.height)
    }
}

extension UITableViewCell {
    /// The separator's left inset: past the image when there is one, else `left`.
    func textLeadingForSeparator(default left: CGFloat) -> CGFloat {
        if let img = imageViewIfMade?.image { return left + img.size.width + 16 }
        return left
    }
}
