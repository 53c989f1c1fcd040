import Foundation
import NorgKit

/// `norg-bench --pathological`: every pathological shape at 1 MiB and 4 MiB; 4× the input may cost
/// at most 5× the time (best of a few runs each, so one noisy run doesn't decide).
enum PathologicalReport {
    static let allowedGrowth = 5.0

    static func run(runs: Int) -> Bool {
        let small = 1 << 20
        var allWithin = true
        print("shape".padding(toLength: 34, withPad: " ", startingAt: 0) + "   1 MiB      4 MiB   growth")
        for shape in PathologicalInputs.shapes {
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
        return BenchWorkloads.renderedSize(document) + document.blocks.count
    }
}
