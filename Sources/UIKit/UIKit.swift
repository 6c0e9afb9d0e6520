// `import UIKit` on Linux: this module exists only there (Package.swift declares it on Linux
// only, so it never shadows Apple's UIKit), and re-exports what a transition file gets from
// the real one: Foundation (with FoundationNetworking), Flipbook's UIKit API and the Core Animation and Core Graphics
// types (FlipbookUIKit re-exports Foundation and FlipbookCore itself). See docs/porting.md.
#if os(Linux)
@_exported import FlipbookUIKit
// URLSession, URLRequest and URLCache, which Foundation has on iOS and the toolchain keeps in
// FoundationNetworking on Linux, so an app's networking code compiles (no request gets an
// answer in a recording unless the machine has a network).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// Combine is built with this module, so that an app's `import Combine` finds it as on iOS; like
// Apple's UIKit, this module does not re-export it.
import Combine
#endif
