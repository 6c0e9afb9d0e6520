// libFuzzer target `storyboard`: the Interface Builder reader (`.storyboard`, `.xib`). Its
// invariants live in Tests/FlipbookCLITests/FuzzInvariants/StoryboardInvariants.swift, which
// FuzzCorpusTests replays the seeds through too. Built by fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data, size, StoryboardInvariants.check)
}
