import Foundation

/// The traits of an environment (`UITraitCollection`): accepted where UIKit takes one
/// (`UIImage(named:in:compatibleWith:)`) and ignored; Flipbook has one light appearance.
open class UITraitCollection: NSObject {}
