// `import UIKit` brings Foundation (NSObject, TimeInterval, CGRect, ...) and Core Graphics
// with it, so animator code expects them after `import FlipbookUIKit` too: Foundation and
// FlipbookCore (our Core Graphics and Core Animation values, `Timeline`) come along.
@_exported import Foundation
@_exported import FlipbookCore
