import Foundation
import NorgExport
import NorgKit

/// `norg-bench --pathological`: every pathological shape at 1 MiB and 4 MiB; 4× the input may cost
/// at most 5× the time (best of a few runs each, so one noisy run doesn't decide) and make at most
/// 5× the HTML, and no shape's HTML may exceed 50× its input. Words after the flag keep only the
/// shapes whose names contain one of them.
enum PathologicalReport {
    static let allowedGrowth = 5.0
    static let allowedOutputRatio = 50.0
    /// NORG_PATHOLOGICAL_PARSE_ONLY=1 leaves out the HTML, to tell which half grows.
    static let parseOnly = ProcessInfo.processInfo.environment["NORG_PATHOLOGICAL_PARSE_ONLY"] == "1"
    /// NORG_PATHOLOGICAL_EXPORT=markdown or pandoc measures that export instead of the HTML.
    static let export = ProcessInfo.processInfo.environment["NORG_PATHOLOGICAL_EXPORT"]

    static func run(runs: Int, only filters: [String] = []) -> Bool {
        keepFreedMemory()
        // NORG_PATHOLOGICAL_MIB scales the small size, to tell noise from growth that keeps rising.
        let small = (Int(ProcessInfo.processInfo.environment["NORG_PATHOLOGICAL_MIB"] ?? "") ?? 1) << 20
        var allWithin = true
        let header = "   \(small >> 20) MiB      \(4 * small >> 20) MiB   growth   HTML ×input  growth"
        print("shape".padding(toLength: 34, withPad: " ", startingAt: 0) + header)
        for shape in PathologicalInputs.shapes
        where filters.isEmpty || filters.contains(where: { shape.name.contains($0) }) {
            let smallInput = shape.make(small)
            let largeInput = shape.make(4 * small)
            var smallOutput = 0, largeOutput = 0
            let smallTime = Measurement.run(shape.name, bytes: smallInput.count, runs: runs) {
                work(smallInput, output: &smallOutput)
            }.minSeconds
            let largeTime = Measurement.run(shape.name, bytes: largeInput.count, runs: runs) {
                work(largeInput, output: &largeOutput)
            }.minSeconds
            let growth = largeTime / max(smallTime, 1e-6)
            let outputRatio = max(Double(smallOutput) / Double(max(smallInput.count, 1)),
                                  Double(largeOutput) / Double(max(largeInput.count, 1)))
            let outputGrowth = Double(largeOutput) / Double(max(smallOutput, 1))
            let within = growth <= allowedGrowth
            let outputWithin = parseOnly || (outputRatio <= allowedOutputRatio && outputGrowth <= allowedGrowth)
            allWithin = allWithin && within && outputWithin
            print(shape.name.padding(toLength: 34, withPad: " ", startingAt: 0)
                + String(format: "%7.1f ms %8.1f ms   %5.2f×%@", smallTime * 1000, largeTime * 1000, growth, within ? "" : "  OVER")
                + (parseOnly ? "" : String(format: "   %8.2f×  %5.2f×%@", outputRatio, outputGrowth, outputWithin ? "" : "  OVER")))
        }
        print(allWithin ? "every shape within \(allowedGrowth)× (time and HTML) and \(allowedOutputRatio)× its input (HTML)"
              : "some shapes grew more than \(allowedGrowth)× or wrote more than \(allowedOutputRatio)× their input")
        return allWithin
    }

    /// glibc returns large blocks to the kernel on free, so each 4 MiB run pays fresh page faults
    /// that the 1 MiB runs (served from the heap) do not: up to 2× of "growth" that is the
    /// allocator, not the parser. Keeping freed memory makes both sizes run on a warm heap.
    /// Blocks above 32 MiB (the most `M_MMAP_THRESHOLD` accepts) would still be mapped and
    /// unmapped on every run, so mapping is turned off altogether (`M_MMAP_MAX` 0): a flood of
    /// one node per two bytes makes node arrays of 128 MiB at 4 MiB of input.
    private static func keepFreedMemory() {
        #if os(Linux)
        // <malloc.h>: M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_MMAP_THRESHOLD -3, M_MMAP_MAX -4.
        _ = glibcMallopt(-3, 32 << 20)
        _ = glibcMallopt(-4, 0)
        _ = glibcMallopt(-1, Int32.max)
        _ = glibcMallopt(-2, 256 << 20)
        #endif
    }

    /// Parses (and renders or exports, unless parse-only) `bytes`; `output` gets the output's size in bytes.
    private static func work(_ bytes: [UInt8], output: inout Int) -> Int {
        let document = NorgParser.parse(bytes: bytes)
        if parseOnly { return document.blocks.count }
        switch export {
        case "markdown": output = MarkdownExporter().markdownUTF8(for: document).count
        case "pandoc": output = PandocExporter().jsonUTF8(for: document).count
        default: output = BenchWorkloads.renderedSize(document)
        }
        return output + document.blocks.count
    }
}

#if os(Linux)
/// glibc's `mallopt`, which Swift's Glibc module does not export (it lives in <malloc.h>).
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
