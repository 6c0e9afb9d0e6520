import Foundation

extension IndexPath {
    /// A path to a row in a section (`IndexPath(row:section:)`).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A path to an item in a section (`IndexPath(item:section:)`).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section: the first index (`section`).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row in the section: the second index (`row`).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The item in the section: the second index (`item`).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
