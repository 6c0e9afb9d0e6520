// `import UIKit` on Linux: this module exists only there (Package.swift declares it on Linux
// only, so it never shadows Apple's UIKit), and re-exports what a transition file gets from
// the real one: Foundation, Flipbook's UIKit API and the Core Animation and Core Graphics
// types (FlipbookUIKit re-exports Foundation and FlipbookCore itself). See docs/porting.md.
#if os(Linux)
@_exported import FlipbookUIKit
#endif
