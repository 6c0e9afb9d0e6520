import Foundation
import FlipbookCLI
import FlipbookShowcase

exit(FlipbookCLI.run(Array(CommandLine.arguments.dropFirst()), scenes: Showcase.scenes))
