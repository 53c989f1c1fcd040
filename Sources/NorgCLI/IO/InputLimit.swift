/// The most bytes a command reads of one file or of standard input (`--max-input SIZE`), so an
/// endless input (`/dev/zero`, a pipe that never ends) is refused with one line instead of
/// filling memory until the process dies. Reads stop at one byte past it (`DescriptorReading`).
struct InputLimit: Equatable, CustomStringConvertible {
    /// The limit in bytes.
    let bytes: Int

    /// 256 MiB: room for any notes written by hand, and a bound on what one read may take.
    static let standard = InputLimit(bytes: 256 << 20)

    /// The option every command takes (`CommandOption.maxInput`), read before the command runs.
    static let option = "--max-input"

    /// A limit of `bytes` bytes.
    init(bytes: Int) {
        self.bytes = bytes
    }

    /// A size as `--max-input` takes it: a byte count, or one followed by `K`, `M` or `G` (also
    /// `KiB`, `MiB`, `GiB`; any case), powers of 1024; nil for anything else or a size past
    /// `Int`'s range.
    init?(parsing text: String) {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let count = Int(digits) else { return nil }
        let shift: Int
        switch text.dropFirst(digits.count).lowercased() {
        case "": shift = 0
        case "k", "kib": shift = 10
        case "m", "mib": shift = 20
        case "g", "gib": shift = 30
        default: return nil
        }
        let (value, overflow) = count.multipliedReportingOverflow(by: 1 << shift)
        guard !overflow, value < Int.max else { return nil }
        self.bytes = value
    }

    /// The limit `--max-input` gives (the last one wins); the standard limit when it is not given.
    static func given(_ arguments: CommandArguments) throws(CommandError) -> InputLimit {
        guard let text = arguments.value(CommandOption.maxInput) else { return .standard }
        guard let parsed = InputLimit(parsing: text) else {
            throw .usage("\(option): '\(text)' is not a size; write bytes, or a number with K, M or G")
        }
        return parsed
    }

    /// `256 MiB`, `1 KiB`, `100 bytes`: the largest binary unit that divides the limit.
    var description: String {
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes > 0 && bytes % (1 << shift) == 0 {
            return "\(bytes >> shift) \(unit)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }

    /// The failure for an input `name` (a path, or `standard input`) that holds more than the limit.
    func refusal(_ name: String) -> CommandError {
        .failure("\(name): larger than the input limit of \(self) (\(Self.option) SIZE to change it)")
    }
}
