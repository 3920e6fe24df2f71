import DocgenFuzzChecks

/// libFuzzer entry point: see `FuzzChecks.csv` for the properties checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let problem = FuzzChecks.csv(bytes) {
        fatalError("FuzzCSV: \(problem)")
    }
    return 0
}
