import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Min and median throughput of one workload over repeated runs.
struct Measurement {
    var name: String
    var bytes: Int
    var seconds: [Double]

    var minSeconds: Double { seconds.min() ?? 0 }
    var medianSeconds: Double {
        let sorted = seconds.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
    /// Best run, in MB/s (10^6 bytes).
    var bestMBps: Double { Double(bytes) / 1e6 / max(minSeconds, 1e-9) }
    var medianMBps: Double { Double(bytes) / 1e6 / max(medianSeconds, 1e-9) }

    /// The workloads `--only` names (prefixes of their names); empty selects them all. Set once at
    /// start-up, before any measurement.
    nonisolated(unsafe) static var only: [String] = []

    /// `run`, unless `--only` leaves this workload out.
    static func selected(_ name: String, bytes: Int, runs: Int, _ work: () -> Int) -> Measurement? {
        guard only.isEmpty || only.contains(where: { name.hasPrefix($0) }) else { return nil }
        return run(name, bytes: bytes, runs: runs, work)
    }

    /// Runs `work` once to warm up, then `runs` times, timing each.
    static func run(_ name: String, bytes: Int, runs: Int, _ work: () -> Int) -> Measurement {
        var sink = work()
        var seconds: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            var result = 0
            let elapsed = clock.measure { result = work() }
            sink &+= result
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        blackHole(sink)
        return Measurement(name: name, bytes: bytes, seconds: seconds)
    }
}

@inline(never)
func blackHole(_ value: Int) {
    if value == 0x5EED_5EED { print("") }
}

/// The process's peak resident set size so far, in bytes. On Linux this reads `VmHWM`, which a new
/// program image starts afresh (`ru_maxrss` carries the parent's peak across fork and exec).
func peakResidentBytes() -> Int {
    #if os(Linux)
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
       let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
       let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") {
        return kilobytes * 1024
    }
    #endif
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
    #else
    getrusage(RUSAGE_SELF, &usage)
    return usage.ru_maxrss
    #endif
}
