import Foundation

/// The sections and items a diffable data source shows, in order
/// (`NSDiffableDataSourceSnapshot`). Identifiers are unique across the snapshot, as UIKit
/// requires; appending one that is already there is reported and skipped.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var order: [SectionIdentifierType] = []
    private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items marked for reloading (`reloadedItemIdentifiers`).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items marked for reconfiguring (`reconfiguredItemIdentifiers`).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// Sections (`numberOfSections`).
    public var numberOfSections: Int { order.count }
    /// Items (`numberOfItems`).
    public var numberOfItems: Int { sectionOfItem.count }
    /// The sections in order (`sectionIdentifiers`).
    public var sectionIdentifiers: [SectionIdentifierType] { order }
    /// Every item in order (`itemIdentifiers`).
    public var itemIdentifiers: [ItemIdentifierType] { order.flatMap { itemsBySection[$0] ?? [] } }
    /// A section's items (`itemIdentifiers(inSection:)`).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemsBySection[identifier] ?? []
    }
    /// A section's item count (`numberOfItems(inSection:)`).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemsBySection[identifier]?.count ?? 0
    }
    /// The section holding an item (`sectionIdentifier(containingItem:)`).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }
    /// An item's index in the whole snapshot (`indexOfItem(_:)`).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// A section's index (`indexOfSection(_:)`).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { order.firstIndex(of: identifier) }

    /// Adds sections at the end (`appendSections(_:)`).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for s in identifiers {
            guard itemsBySection[s] == nil else { warn("section \(s) is already in the snapshot"); continue }
            order.append(s)
            itemsBySection[s] = []
        }
    }
    /// Adds items to a section, the last by default (`appendItems(_:toSection:)`).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
    ) {
        guard let s = section ?? order.last, itemsBySection[s] != nil else {
            warn("appendItems: no such section (append a section first)")
            return
        }
        for i in identifiers {
            guard sectionOfItem[i] == nil else { warn("item \(i) is already in the snapshot"); continue }
            itemsBySection[s]!.append(i)
            sectionOfItem[i] = s
        }
    }
    /// Inserts items before another (`insertItems(_:beforeItem:)`).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        insert(identifiers, near: before, after: false)
    }
    /// Inserts items after another (`insertItems(_:afterItem:)`).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        insert(identifiers, near: after, after: true)
    }
    private mutating func insert(_ identifiers: [ItemIdentifierType], near anchor: ItemIdentifierType, after: Bool) {
        guard let s = sectionOfItem[anchor], var list = itemsBySection[s], let at = list.firstIndex(of: anchor) else {
            warn("insertItems: item \(anchor) is not in the snapshot")
            return
        }
        let fresh = identifiers.filter { sectionOfItem[$0] == nil }
        list.insert(contentsOf: fresh, at: after ? at + 1 : at)
        itemsBySection[s] = list
        for i in fresh { sectionOfItem[i] = s }
    }
    /// Removes items (`deleteItems(_:)`).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for i in identifiers {
            guard let s = sectionOfItem.removeValue(forKey: i) else { continue }
            itemsBySection[s]?.removeAll { $0 == i }
        }
    }
    /// Removes everything (`deleteAllItems()`).
    public mutating func deleteAllItems() { self = Self() }
    /// Removes sections and their items (`deleteSections(_:)`).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for s in identifiers {
            for i in itemsBySection[s] ?? [] { sectionOfItem[i] = nil }
            itemsBySection[s] = nil
            order.removeAll { $0 == s }
        }
    }
    /// Marks items to be asked for again (`reloadItems(_:)`).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    /// Marks items to be configured again (`reconfigureItems(_:)`).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    /// The item at a path, if any.
    func item(at ip: IndexPath) -> ItemIdentifierType? {
        guard ip.count == 2, order.indices.contains(ip.section), let list = itemsBySection[order[ip.section]],
            list.indices.contains(ip.item)
        else { return nil }
        return list[ip.item]
    }
    /// The path of an item, if present.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let s = sectionOfItem[item], let si = order.firstIndex(of: s),
            let ii = itemsBySection[s]?.firstIndex(of: item)
        else { return nil }
        return IndexPath(item: ii, section: si)
    }

    private func warn(_ message: String) {
        Stage.current?.log("NSDiffableDataSourceSnapshot: \(message)")
    }
}

/// A collection's data source that shows a snapshot (`UICollectionViewDiffableDataSource`).
/// `apply(_:animatingDifferences:)` reloads the collection (the differences are not
/// animated; the cells are those of the new snapshot at once).
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a header or footer.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    /// The snapshot type.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// Headers and footers (`supplementaryViewProvider`).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Becomes the collection's data source (`init(collectionView:cellProvider:)`).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows a snapshot (`apply(_:animatingDifferences:completion:)`).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }
    /// Shows a snapshot at once (`applySnapshotUsingReloadData(_:completion:)`).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }
    /// A copy of the current snapshot (`snapshot()`).
    open func snapshot() -> Snapshot { current }
    /// The item at a path (`itemIdentifier(for:)`).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// An item's path (`indexPath(for:)`).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    /// The section at an index (`sectionIdentifier(for:)`).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}

/// A table's data source that shows a snapshot (`UITableViewDiffableDataSource`); applying
/// reloads the table.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UITableViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    /// The snapshot type.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// Stored: rows change at once (`defaultRowAnimation`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes the table's data source (`init(tableView:cellProvider:)`).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows a snapshot (`apply(_:animatingDifferences:completion:)`).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }
    /// A copy of the current snapshot (`snapshot()`).
    open func snapshot() -> Snapshot { current }
    /// The item at a path (`itemIdentifier(for:)`).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// An item's path (`indexPath(for:)`).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }
    /// Override for header titles (`tableView(_:titleForHeaderInSection:)`).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Override for footer titles (`tableView(_:titleForFooterInSection:)`).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// A key for a registration's pool: the object's identity while it lives.
final class RegistrationToken {
    var identifier: String { "registration-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" }
}

extension UICollectionView {
    /// A cell class with its configuration, registered on first use
    /// (`UICollectionView.CellRegistration`).
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let token = RegistrationToken()
        let handler: Handler
        let nib: UINib?
        /// Creates a registration (`init(handler:)`).
        public init(handler: @escaping Handler) {
            self.handler = handler
            nib = nil
        }
        /// A registration whose cells come from a nib (`init(cellNib:handler:)`).
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            nib = cellNib
        }
    }

    /// A header or footer class with its configuration (`UICollectionView.SupplementaryRegistration`).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let token = RegistrationToken()
        let elementKind: String
        let handler: Handler
        let nib: UINib?
        /// Creates a registration (`init(elementKind:handler:)`).
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind; self.handler = handler
            nib = nil
        }
        /// A registration whose views come from a nib (`init(supplementaryNib:elementKind:handler:)`).
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind; self.handler = handler
            nib = supplementaryNib
        }
    }

    /// A cell of the registration's class, configured for `item`
    /// (`dequeueConfiguredReusableCell(using:for:item:)`).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let id = registration.token.identifier
        if !registrationIDs.contains(id) {
            registrationIDs.insert(id)
            if let nib = registration.nib {
                register(nib, forCellWithReuseIdentifier: id)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: id)
            }
        }
        let cell =
            dequeueReusableCell(withReuseIdentifier: id, for: indexPath) as? Cell
            ?? Cell(registeredWithReuseIdentifier: id)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A header or footer of the registration's class, configured
    /// (`dequeueConfiguredReusableSupplementary(using:for:)`).
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let id = registration.token.identifier
        if !registrationIDs.contains(id) {
            registrationIDs.insert(id)
            if let nib = registration.nib {
                register(nib, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: id)
            } else {
                register(
                    Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: id)
            }
        }
        let v =
            dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: id, for: indexPath)
            as? Supplementary ?? Supplementary(registeredWithReuseIdentifier: id)
        registration.handler(v, registration.elementKind, indexPath)
        return v
    }
}
