import Foundation
import Testing
@testable import NorgCLI

/// Every command reads its arguments by one grammar, from its option table: `--name value` and
/// `--name=value`, `--` ending the options, one message for an unknown option, and `--help` only
/// where it stands as an option (issue 32, finding 8).
@Suite struct CommandGrammarTests {
    private static let table: [CommandOption] = [
        .value("--under", "TITLE", "a title"),
        .value("--output", "OUT", aliases: ["-o"], "a path"),
        .value("--theme", "THEME", choices: ["auto", "light", "dark"], "a theme"),
        .flag("--json", "JSON"),
    ] + CommandOption.common

    private func read(_ arguments: [String]) throws(CommandError) -> (arguments: CommandArguments, helpRequested: Bool) {
        try CommandGrammar.read(arguments, options: Self.table, command: "test")
    }

    @Test func anOptionsValueMayFollowItOrBeJoinedWithAnEqualsSign() throws {
        for line in [["--under", "Work", "a.norg"], ["--under=Work", "a.norg"], ["a.norg", "--under", "Work"]] {
            let read = try read(line).arguments
            #expect(read.value(Self.table[0]) == "Work")
            #expect(read.operands == ["a.norg"])
        }
        // Only the first `=` splits: the value may hold more.
        #expect(try read(["--under=a=b"]).arguments.value(Self.table[0]) == "a=b")
        #expect(try read(["-o", "x.html"]).arguments.value(Self.table[1]) == "x.html")
        #expect(try read(["-o=x.html"]).arguments.value(Self.table[1]) == "x.html")
        // The last one given wins for `value`, and all are kept in order.
        let twice = try read(["--under", "A", "--under=B"]).arguments
        #expect(twice.value(Self.table[0]) == "B")
        #expect(twice.values(Self.table[0]) == ["A", "B"])
    }

    @Test func theValueOfAnOptionIsNeverReadAsAnOptionItself() throws {
        let read = try read(["--under", "--help", "notes"])
        #expect(!read.helpRequested)
        #expect(read.arguments.value(Self.table[0]) == "--help")
        #expect(read.arguments.operands == ["notes"])
        #expect(try self.read(["--under", "--json"]).arguments.has(Self.table[3]) == false)
    }

    @Test func everythingAfterTheEndOfOptionsIsAnOperand() throws {
        let read = try read(["--json", "--", "--help", "-h", "--under", "-"])
        #expect(!read.helpRequested)
        #expect(read.arguments.operands == ["--help", "-h", "--under", "-"])
        #expect(try self.read(["-"]).arguments.operands == ["-"])
    }

    @Test func helpStandingAsAnOptionWinsOverEverythingElse() throws {
        #expect(try read(["--help"]).helpRequested)
        #expect(try read(["-h", "a.norg"]).helpRequested)
        // Even on a line that is otherwise wrong.
        #expect(try read(["--bogus", "--help"]).helpRequested)
        #expect(try read(["--help", "--under"]).helpRequested)
    }

    @Test func mistakesAreRefusedWithOneMessageEach() {
        let cases: [([String], String)] = [
            (["--bogus"], "unknown option '--bogus'; run `norg test --help`"),
            (["-x"], "unknown option '-x'; run `norg test --help`"),
            (["--under"], "--under needs a value: TITLE"),
            (["--under="], "--under needs a value: TITLE"),
            (["--json=yes"], "--json takes no value"),
            (["--theme", "blue"], "--theme: 'blue' is not auto, light or dark"),
            (["--theme"], "--theme needs a value: auto, light or dark"),
        ]
        for (line, message) in cases {
            #expect(throws: CommandError.usage(message)) { try read(line) }
        }
    }

    @Test func everyCommandRefusesAnUnknownOptionTheSameWay() {
        for command in NorgCommandLine.commands {
            let output = TaskCommandOutput()
            #expect(output.run([command.name, "--no-such-option", "x"]) == 2)
            #expect(output.err == "norg \(command.name): unknown option '--no-such-option'; run `norg \(command.name) --help`\n")
            #expect(output.out == "")
        }
    }

    @Test func everyCommandsTableSpellsEachOptionOnce() {
        for command in NorgCommandLine.commands {
            let spellings = command.allOptions.flatMap(\.spellings)
            #expect(Set(spellings).count == spellings.count, "\(command.name) declares a spelling twice")
            #expect(spellings.allSatisfy { $0.hasPrefix("-") && $0 != "-" && $0 != "--" && !$0.contains("=") })
        }
    }

    @Test func everyCommandsHelpListsEveryOptionOfItsTable() {
        for command in NorgCommandLine.commands {
            let output = TaskCommandOutput()
            #expect(output.run([command.name, "--help"]) == 0)
            #expect(output.out.hasPrefix("usage: norg \(command.name) "))
            for option in command.allOptions {
                #expect(output.out.contains("\n  \(option.heading)"), "\(command.name) --help lacks \(option.heading)")
            }
            for option in command.options {
                #expect(output.out.contains(option.synopsis), "\(command.name)'s usage lacks \(option.synopsis)")
            }
        }
    }

    @Test func aHelpOptionValueIsDataNotARequestForHelp() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let notes = try folder.write("notes.norg", "* --help\n- ( ) under the heading\n* Other\n- ( ) elsewhere\n")
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", "--under", "--help", notes]) == 0)
        #expect(output.out == "\(notes):2: undone under the heading\n")
        // After `--`, `--help` names a file: reading it fails, no help is printed.
        let named = TaskCommandOutput()
        #expect(named.run(["ast", "--", "--help"]) == 1)
        #expect(named.out == "")
        #expect(named.err.hasPrefix("norg ast: "))
        #expect(named.err.contains("--help"))
    }

    @Test(.enabled(if: NorgExecutable.path != nil, "needs the built norg executable"))
    func aFileNamedHelpIsReadAfterTheEndOfOptions() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("--help", "* Title\n")
        let result = try NorgExecutable.shell("\"$NORG\" ast --format skeleton -- --help > out.txt", in: folder.path)
        #expect(result.status == 0)
        #expect(folder.read("out.txt") == "(document (heading 1 (title (text))))\n")
    }

    @Test func everyValueOptionOfEveryCommandTakesBothForms() throws {
        for command in NorgCommandLine.commands {
            for option in command.allOptions where !option.isFlag {
                let value = option.choices.first ?? "v"
                let spaced = try CommandGrammar.read([option.name, value], options: command.allOptions, command: command.name)
                let joined = try CommandGrammar.read(["\(option.name)=\(value)"], options: command.allOptions, command: command.name)
                #expect(spaced.arguments.value(option) == value)
                #expect(joined.arguments.value(option) == value)
            }
        }
    }

    /// `norg --help` once printed `upgrade-tasksRewrite`: a name and its text are always apart,
    /// by two spaces in one column, or on the next line for a name too wide for the column.
    @Test func aHelpTableNeverRunsANameIntoItsText() {
        let table = CommandHelp.table([("short", "one"), ("a-name-much-wider-than-the-column", "two words")])
        #expect(table == """
              short  one
              a-name-much-wider-than-the-column
                     two words

            """)
        let wrapped = CommandHelp.table([("x", String(repeating: "word ", count: 40))])
        #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= CommandHelp.width })
        #expect(wrapped.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("     word") })
    }
}
