import NorgHTML

/// The lines `norg render` writes for a site's link problems (`HTMLSite.linkProblems`), so it
/// doubles as a link checker: `path:line: unresolved link {…}`, in path order then line order.
enum LinkReport {
    /// Reports each problem on standard error; returns how many are broken links or images
    /// (what `--strict` fails on; an ambiguous wiki link works, to its first match).
    static func report(_ problems: [SiteLinkProblem], file: (String) -> String, io: CommandIO) -> Int {
        for problem in problems {
            io.report(line(for: problem, file: file))
        }
        return problems.count(where: \.isBroken)
    }

    /// One problem's line; `file` names a document by its site path as the user finds it.
    static func line(for problem: SiteLinkProblem, file: (String) -> String) -> String {
        "\(file(problem.path)):\(problem.line): \(problem.message)"
    }
}
