import Foundation

/// Tells an object to update its results for the search bar's text
/// (`UISearchResultsUpdating`).
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text or state changed (`updateSearchResults(for:)`).
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate (`UISearchControllerDelegate`).
public protocol UISearchControllerDelegate: AnyObject {
    /// Before the search becomes active (`willPresentSearchController(_:)`).
    func willPresentSearchController(_ searchController: UISearchController)
    /// After it became active (`didPresentSearchController(_:)`).
    func didPresentSearchController(_ searchController: UISearchController)
    /// Before it ends (`willDismissSearchController(_:)`).
    func willDismissSearchController(_ searchController: UISearchController)
    /// After it ended (`didDismissSearchController(_:)`).
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search controller (`UISearchController`, SEMANTICS.md §26): owns a search bar; typing in
/// it makes the search active and asks `searchResultsUpdater` to update its results at each
/// change; Cancel ends it. Simplified: no presentation runs (the results controller is not
/// shown over the screen) and a navigation item's `searchController` is stored, its bar not
/// drawn in the navigation bar; put `searchBar` in a view (a table's header) to draw it.
open class UISearchController: UIViewController {
    /// The controller of the results (`searchResultsController`).
    public let searchResultsController: UIViewController?
    /// The bar (`searchBar`).
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.barHeight))
    /// Asked to update the results (`searchResultsUpdater`), held weakly.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The delegate (`delegate`), held weakly.
    open weak var delegate: UISearchControllerDelegate?
    /// Stored (`obscuresBackgroundDuringPresentation`).
    open var obscuresBackgroundDuringPresentation = true
    /// Stored (`dimsBackgroundDuringPresentation`, deprecated).
    open var dimsBackgroundDuringPresentation = true
    /// Stored (`hidesNavigationBarDuringPresentation`).
    open var hidesNavigationBarDuringPresentation = true
    /// Stored (`automaticallyShowsCancelButton`).
    open var automaticallyShowsCancelButton = true
    /// Stored (`automaticallyShowsSearchResultsController`; default true).
    open var automaticallyShowsSearchResultsController = true
    /// Stored (`automaticallyShowsScopeBar`; default true).
    open var automaticallyShowsScopeBar = true
    /// Stored (`showsSearchResultsController`).
    open var showsSearchResultsController = false
    /// Whether the search is active (`isActive`): set when editing begins; setting it false
    /// ends editing.
    open var isActive = false {
        didSet {
            guard oldValue != isActive else { return }
            if !isActive { searchBar.searchTextField.resignFirstResponder() }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    /// `UISearchController(searchResultsController:)`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        searchBar.cancelButton.addAction(UIAction { [weak self] _ in self?.cancel() }, for: .touchUpInside)
    }

    /// `UISearchController()`: results shown in the searching controller.
    public convenience init() { self.init(searchResultsController: nil) }

    /// Present for source compatibility.
    public required init?(coder: NSCoder) { return nil }

    func beginSearch() {
        guard !isActive else { return }
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        isActive = true
        delegate?.didPresentSearchController(self)
    }

    func updateResults() { searchResultsUpdater?.updateSearchResults(for: self) }

    func cancel() {
        guard isActive else { return }
        delegate?.willDismissSearchController(self)
        searchBar.text = ""
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        isActive = false
        delegate?.didDismissSearchController(self)
    }
}
