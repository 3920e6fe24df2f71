import DocgenFuzzChecks

/// libFuzzer entry point: see `FuzzChecks.chapter` for the properties checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let problem = FuzzChecks.chapter(bytes) {
        fatalError("FuzzChapter: \(problem)")
    }
    return 0
}
