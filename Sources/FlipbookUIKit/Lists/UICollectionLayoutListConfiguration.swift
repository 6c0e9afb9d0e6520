import Foundation

/// The description of a list layout (`UICollectionLayoutListConfiguration`, SEMANTICS.md §28.2):
/// every appearance lays out as one full-width row of 44 points per item; the swipe action
/// providers are asked by `UICollectionView.swipeActionsConfiguration(forItemAt:leading:)`.
public struct UICollectionLayoutListConfiguration {
    /// The list's look (`UICollectionLayoutListConfiguration.Appearance`); stored.
    public enum Appearance: Int, Sendable {
        /// 0.
        case plain
        /// 1.
        case grouped
        /// 2.
        case insetGrouped
        /// 3.
        case sidebar
        /// 4.
        case sidebarPlain
    }

    /// Where section headers and footers come from (`HeaderMode`, `FooterMode`); stored.
    public enum HeaderMode: Int, Sendable {
        /// 0: none.
        case none
        /// 1: supplementary views.
        case supplementary
        /// 2: the first item of each section.
        case firstItemInSection
    }

    /// Where section footers come from (`FooterMode`); stored.
    public enum FooterMode: Int, Sendable {
        /// 0: none.
        case none
        /// 1: supplementary views.
        case supplementary
    }

    /// Gives the swipe actions of the item at an index path, nil for none
    /// (`SwipeActionsConfigurationProvider`).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The appearance given at creation (`appearance`).
    public var appearance: Appearance
    /// Stored (`showsSeparators`; default true).
    public var showsSeparators = true
    /// Stored (`backgroundColor`).
    public var backgroundColor: UIColor?
    /// Stored (`headerMode`; default `.none`).
    public var headerMode: HeaderMode = .none
    /// Stored (`footerMode`; default `.none`).
    public var footerMode: FooterMode = .none
    /// Stored (`headerTopPadding`).
    public var headerTopPadding: CGFloat?
    /// The leading swipe actions (`leadingSwipeActionsConfigurationProvider`).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The trailing swipe actions (`trailingSwipeActionsConfigurationProvider`).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// `UICollectionLayoutListConfiguration(appearance:)`.
    public init(appearance: Appearance) { self.appearance = appearance }

    /// One full-width row of 44 points per item (the height of iOS's list rows, Apple's Human
    /// Interface Guidelines' minimum tap target).
    func makeSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let section = NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item]))
        section.listConfiguration = self
        return section
    }
}

extension NSCollectionLayoutSection {
    /// A list section (`list(using:layoutEnvironment:)`).
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        configuration.makeSection()
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout of list sections (`list(using:)`).
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout(section: configuration.makeSection())
    }
}

extension UICollectionView {
    /// The swipe actions the item's list section's configuration gives for its leading or
    /// trailing edge, nil when its section is no list or gives none (Flipbook's own: the
    /// question UIKit asks when a list row is swiped).
    public func swipeActionsConfiguration(forItemAt indexPath: IndexPath, leading: Bool)
        -> UISwipeActionsConfiguration?
    {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            indexPath.section >= 0, indexPath.section < numberOfSections,
            let list = layout.section(at: indexPath.section)?.listConfiguration
        else { return nil }
        let provider =
            leading
            ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }
}
