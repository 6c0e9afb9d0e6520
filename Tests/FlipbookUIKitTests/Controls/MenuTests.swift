import FlipbookUIKit
import XCTest

/// Menus, stored and never drawn (SEMANTICS.md §28.3).
final class MenuTests: XCTestCase {
    final class MenuOwner: UIContextMenuInteractionDelegate {
        var locations: [CGPoint] = []
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            locations.append(location)
            return UIContextMenuConfiguration(identifier: "row" as NSString, previewProvider: nil) { suggested in
                UIMenu(title: "Row", children: suggested + [UIAction(title: "Copy") { _ in }])
            }
        }
    }

    func testMenuKeepsItsTreeAndOptions() {
        var ran: [String] = []
        let share = UIAction(
            title: "Share", image: UIImage(systemName: "square.and.arrow.up"),
            identifier: UIAction.Identifier("share"), discoverabilityTitle: "Share it", state: .on
        ) { ran.append($0.title) }
        let delete = UIAction(title: "Delete", attributes: .destructive) { ran.append($0.title) }
        let inline = UIMenu(title: "", options: .displayInline, children: [delete])
        let menu = UIMenu(
            title: "Actions", image: nil, identifier: UIMenu.Identifier("actions"), options: [.destructive],
            children: [share, inline])
        XCTAssertEqual(menu.title, "Actions")
        XCTAssertEqual(menu.identifier.rawValue, "actions")
        XCTAssertEqual(menu.options, [.destructive])
        XCTAssertEqual(menu.children.count, 2)
        XCTAssertTrue(menu.children[0] === share)
        XCTAssertEqual((menu.children[1] as? UIMenu)?.options, .displayInline)
        XCTAssertEqual(share.state, UIMenuElement.State.on)
        XCTAssertEqual(delete.attributes, UIMenuElement.Attributes.destructive)
        XCTAssertEqual(share.discoverabilityTitle, "Share it")
        XCTAssertNotNil(share.image)
        // Two menus made without identifiers get different ones.
        XCTAssertNotEqual(UIMenu(children: []).identifier, UIMenu(children: []).identifier)
        let replaced = menu.replacingChildren([delete])
        XCTAssertEqual(replaced.identifier, menu.identifier)
        XCTAssertEqual(replaced.children.count, 1)
        XCTAssertEqual(menu.children.count, 2)
        XCTAssertEqual(ran, [])
    }

    func testButtonAndBarItemStoreTheirMenus() {
        let menu = UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in }])
        let button = UIButton(type: .system)
        XCTAssertNil(button.menu)
        XCTAssertFalse(button.showsMenuAsPrimaryAction)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        XCTAssertTrue(button.menu === menu)
        // UIKit declares both on UIControl; showsMenuAsPrimaryAction is documented false by default.
        let control: UIControl = UISwitch()
        XCTAssertFalse(control.showsMenuAsPrimaryAction)
        XCTAssertFalse(control.isContextMenuInteractionEnabled)
        XCTAssertTrue((button as UIControl).showsMenuAsPrimaryAction)
        let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: menu)
        XCTAssertTrue(item.menu === menu)
        XCTAssertEqual(item.title, "Sort")
        let system = UIBarButtonItem(systemItem: .add, primaryAction: nil, menu: menu)
        XCTAssertTrue(system.menu === menu)
        XCTAssertNil(UIBarButtonItem(title: "Plain").menu)
    }

    func testDeferredElementCachesUnlessUncached() {
        var calls = 0
        let cached = UIDeferredMenuElement { done in
            calls += 1
            done([UIAction(title: "Later") { _ in }])
        }
        XCTAssertEqual(cached.resolvedElements()?.map(\.title), ["Later"])
        XCTAssertEqual(cached.resolvedElements()?.count, 1)
        XCTAssertEqual(calls, 1)
        let uncached = UIDeferredMenuElement.uncached { done in
            calls += 1
            done([])
        }
        _ = uncached.resolvedElements()
        _ = uncached.resolvedElements()
        XCTAssertEqual(calls, 3)
        let pending = UIDeferredMenuElement { _ in }
        XCTAssertNil(pending.resolvedElements())
    }

    func testContextMenuInteractionAsksItsDelegate() {
        let owner = MenuOwner()
        let interaction = UIContextMenuInteraction(delegate: owner)
        // Not on a view yet: no press can happen.
        XCTAssertNil(interaction.configuration(at: .zero))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.addInteraction(interaction)
        view.addInteraction(interaction)
        XCTAssertEqual(view.interactions.count, 1)
        XCTAssertTrue(interaction.view === view)
        XCTAssertEqual(interaction.location(in: view), CGPoint(x: 20, y: 10))
        let config = interaction.configuration(at: CGPoint(x: 5, y: 6))
        XCTAssertEqual(owner.locations, [CGPoint(x: 5, y: 6)])
        XCTAssertEqual(config?.identifier as? NSString, "row")
        let menu = config?.makeMenu(suggestedActions: [UIAction(title: "Paste") { _ in }])
        XCTAssertEqual(menu?.children.map(\.title), ["Paste", "Copy"])
        XCTAssertNil(config?.makePreview())
        XCTAssertNil(interaction.configuration(at: CGPoint(x: CGFloat.nan, y: 0)))
        XCTAssertEqual(owner.locations.count, 1)
        view.removeInteraction(interaction)
        XCTAssertTrue(view.interactions.isEmpty)
        XCTAssertNil(interaction.view)
    }

    func testTableContextMenuHookDefaultsToNil() {
        final class D: NSObject, UITableViewDelegate {}
        let table = UITableView(frame: .zero, style: .plain)
        XCTAssertNil(
            D().tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 0), point: .zero))
    }
}

/// The collection view's context-menu hooks and menu sizes (SEMANTICS.md §28.3).
final class CollectionMenuHookTests: XCTestCase {
    final class Plain: NSObject, UICollectionViewDelegate {}
    final class Custom: NSObject, UICollectionViewDelegate {
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "\(indexPath.item)" as NSString)
        }
    }

    func testHooksDefaultToNilAndImplementationsAnswer() {
        let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let path = IndexPath(item: 4, section: 0)
        XCTAssertNil(Plain().collectionView(cv, contextMenuConfigurationForItemAt: path, point: .zero))
        XCTAssertNil(Plain().collectionView(cv, contextMenuConfigurationForItemsAt: [path], point: .zero))
        let d: UICollectionViewDelegate = Custom()
        XCTAssertEqual(
            d.collectionView(cv, contextMenuConfigurationForItemAt: path, point: .zero)?.identifier as? NSString, "4")
    }

    func testMenuElementSizeDefaultsToLarge() {
        // UIKit documents `.large` as the default preferred element size.
        let menu = UIMenu(children: [])
        XCTAssertEqual(menu.preferredElementSize, .large)
        menu.preferredElementSize = .small
        XCTAssertEqual(menu.preferredElementSize, .small)
    }
}
