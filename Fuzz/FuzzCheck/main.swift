import DocgenFuzzChecks

/// libFuzzer entry point: see `FuzzChecks.check` for the properties checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let problem = FuzzChecks.check(bytes) {
        fatalError("FuzzCheck: \(problem)")
    }
    return 0
}
