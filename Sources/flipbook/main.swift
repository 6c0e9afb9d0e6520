import Foundation
import FlipbookCLI
import FlipbookShowcase

// The showcase's scenes through the command line's own entry point, which records a run's
// scenes first in children of this executable (FlipbookCLI/SceneIsolation.swift).
FlipbookCLI.main(scenes: Showcase.scenes)
