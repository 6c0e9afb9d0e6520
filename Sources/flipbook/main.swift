import Foundation
import FlipbookCLI

FlipbookCLI.main()
