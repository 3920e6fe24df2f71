/// The largest inputs docgen reads. Each is generous for real documentation and keeps a build's
/// memory within about a gigabyte; the manual's Limits page gives the measurements behind them.
public enum InputLimits {
    /// A chapter's size: 64 MB, 64 times the largest chapters of real sites (about 1 MB). A
    /// chapter takes about 16 times its size in memory while its page is made.
    public static let chapterBytes = 64 << 20

    /// A CSV file's size: 64 MB, enough for a million rows of a dozen numbers.
    public static let dataFileBytes = 64 << 20

    /// The cells (rows × columns) of one CSV file, and of all the bench tables on one page:
    /// 3,000,000, a 100,000-row benchmark of 30 columns or a million rows of a name and two
    /// numbers. Every cell is written into the page.
    public static let tableCells = 3_000_000

    /// `bytes` as a message says it, in MB of 2²⁰ bytes to a tenth, rounded up (so a size over a
    /// limit never reads as the limit): `64 MB`, `190.8 MB`.
    public static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 20) - 1) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }
}
