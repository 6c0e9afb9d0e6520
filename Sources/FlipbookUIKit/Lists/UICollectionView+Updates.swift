import Foundation

/// A collection's changes (SEMANTICS.md §17): each asks the data source again, as
/// `reloadData()` does (the insertions' and deletions' animations are not drawn, and the
/// selection is cleared), and a new layout replaces the old one at once.
extension UICollectionView {
    /// `insertItems(at:)`.
    public func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    /// `deleteItems(at:)`.
    public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    /// `reloadItems(at:)`.
    public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    /// `moveItem(at:to:)`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// `insertSections(_:)`.
    public func insertSections(_ sections: IndexSet) { reloadData() }
    /// `deleteSections(_:)`.
    public func deleteSections(_ sections: IndexSet) { reloadData() }
    /// `reloadSections(_:)`.
    public func reloadSections(_ sections: IndexSet) { reloadData() }
    /// `moveSection(_:toSection:)`.
    public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    /// `reconfigureItems(at:)` (iOS 15).
    public func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Runs the updates, then reloads (`performBatchUpdates(_:completion:)`); the completion
    /// gets true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
    /// `setCollectionViewLayout(_:animated:)`: the new layout at once (the animation between
    /// layouts is not drawn).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }
    /// `setCollectionViewLayout(_:animated:completion:)`: the completion gets true.
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }
}

extension UITableView {
    /// `insertSections(_:with:)`: as `reloadData()`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// `deleteSections(_:with:)`: as `reloadData()`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// `moveRow(at:to:)`: as `reloadData()`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// `moveSection(_:toSection:)`: as `reloadData()`.
    public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    /// `reconfigureRows(at:)` (iOS 15): as `reloadData()`.
    public func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
}
