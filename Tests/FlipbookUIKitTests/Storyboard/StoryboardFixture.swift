import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// What the storyboard tests share: reading a storyboard written out in a test and making
/// its initial view controller, and finding the views it made by their ids in the file.
enum StoryboardFixture {
    /// The initial view controller of the storyboard `xml`, read as the file `file`.
    static func initialViewController(_ xml: String, file: String) throws -> UIViewController {
        let doc = try StoryboardReader.read(data: Data(xml.utf8), file: file)
        return try XCTUnwrap(UIStoryboard(document: doc, bundle: nil).instantiateInitialViewController())
    }

    /// Every view made from the file at or below `root`, by its id in the file.
    static func viewsByID(below root: UIView) -> [String: UIView] {
        var out: [String: UIView] = [:]
        var stack = [root]
        while let v = stack.popLast() {
            if let id = v.interfaceBuilder?.object.id { out[id] = v }
            stack += v.subviews
        }
        return out
    }
}
