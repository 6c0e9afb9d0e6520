import Foundation

/// A view controller's editing state and its Edit/Done button (`editButtonItem`), as Apple
/// documents them: the item "toggles its title and associated state between Edit and Done",
/// and its action calls `setEditing(_:animated:)` with the opposite of `isEditing` and
/// `animated` true; `setEditing(_:animated:)` updates the item. The item is made on first
/// use, holds the controller weakly, and is the same object every time it is asked for. While
/// editing, its title is "Done" in the `.done` style (a bar draws it bold), otherwise "Edit" in
/// the `.plain` style, as UIKit's system items of those names; a navigation bar showing the
/// controller's item redraws the button at once (SEMANTICS.md §21).
struct EditingState {
    var isEditing = false
    var item: UIBarButtonItem?
}

extension UIViewController {
    /// The bar button item that toggles editing (`editButtonItem`).
    public var editButtonItem: UIBarButtonItem {
        if let item = editingState.item { return item }
        let item = UIBarButtonItem()
        item.run = { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editingState.item = item
        styleEditButton()
        return item
    }

    /// What the base `setEditing(_:animated:)` does.
    func applyEditing(_ editing: Bool) {
        editingState.isEditing = editing
        styleEditButton()
    }

    private func styleEditButton() {
        guard let item = editingState.item else { return }
        let system: UIBarButtonItem.SystemItem = editingState.isEditing ? .done : .edit
        item.title = system.title
        item.style = editingState.isEditing ? .done : .plain
        // A bar builds its buttons when it shows an item: show the top item again so that the
        // button on screen reads the new title.
        if let bar = navigationController?.navigationBar, bar.topItem === storedNavigationItem {
            bar.show(transition: nil)
        }
    }
}
