import Foundation
import NorgKit

/// `norg-bench --pathological`: every pathological shape at 1 MiB and 4 MiB; 4× the input may cost
/// at most 5× the time (best of a few runs each, so one noisy run doesn't decide). Words after the
/// flag keep only the shapes whose names contain one of them.
enum PathologicalReport {
    static let allowedGrowth = 5.0
    /// NORG_PATHOLOGICAL_PARSE_ONLY=1 leaves out the HTML, to tell which half grows.
    static let parseOnly = ProcessInfo.processInfo.environment["NORG_PATHOLOGICAL_PARSE_ONLY"] == "1"

    static func run(runs: Int, only filters: [String] = []) -> Bool {
        // NORG_PATHOLOGICAL_MIB scales the small size, to tell noise from growth that keeps rising.
        let small = (Int(ProcessInfo.processInfo.environment["NORG_PATHOLOGICAL_MIB"] ?? "") ?? 1) << 20
        var allWithin = true
        let header = "   \(small >> 20) MiB      \(4 * small >> 20) MiB   growth"
        print("shape".padding(toLength: 34, withPad: " ", startingAt: 0) + header)
        for shape in PathologicalInputs.shapes
        where filters.isEmpty || filters.contains(where: { shape.name.contains($0) }) {
            let smallInput = shape.make(small)
            let largeInput = shape.make(4 * small)
            let smallTime = Measurement.run(shape.name, bytes: smallInput.count, runs: runs) {
                work(smallInput)
            }.minSeconds
            let largeTime = Measurement.run(shape.name, bytes: largeInput.count, runs: runs) {
                work(largeInput)
            }.minSeconds
            let growth = largeTime / max(smallTime, 1e-6)
            let within = growth <= allowedGrowth
            allWithin = allWithin && within
            print(shape.name.padding(toLength: 34, withPad: " ", startingAt: 0)
                + String(format: "%7.1f ms %8.1f ms   %5.2f×%@", smallTime * 1000, largeTime * 1000, growth, within ? "" : "  OVER"))
        }
        print(allWithin ? "every shape within \(allowedGrowth)×" : "some shapes grew more than \(allowedGrowth)×")
        return allWithin
    }

    private static func work(_ bytes: [UInt8]) -> Int {
        let document = NorgParser.parse(bytes: bytes)
        if parseOnly { return document.blocks.count }
        return BenchWorkloads.renderedSize(document) + document.blocks.count
    }
}
