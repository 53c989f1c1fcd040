import Foundation
import Testing
import NorgKit
@testable import NorgUI

@Suite struct TaskStatusMenuTests {
    @Test func menuListsEveryStatusOnce() {
        #expect(TaskStatusMenu.statuses.count == TaskStatus.allCases.count)
        #expect(Set(TaskStatusMenu.statuses) == Set(TaskStatus.allCases))
    }

    @Test func menuPutsOpenWorkFirstAndCancelledLast() {
        #expect(TaskStatusMenu.statuses.first == .undone)
        #expect(TaskStatusMenu.statuses.last == .cancelled)
    }

    @Test func accessibilityActionsOfferEveryOtherStatusInMenuOrder() {
        for status in TaskStatus.allCases {
            let alternatives = TaskStatusMenu.alternatives(to: status)
            #expect(!alternatives.contains(status))
            #expect(alternatives == TaskStatusMenu.statuses.filter { $0 != status })
        }
    }

    @Test func tappingTogglesDoneAndUndone() {
        #expect(TaskStatus.done.toggled == .undone)
        for status in TaskStatus.allCases where status != .done {
            #expect(status.toggled == .done)
        }
    }

    @Test func listMarkersStylePerLevel() {
        #expect(ListMarker.ordinal(3, level: 1).text == "3.")
        #expect(ListMarker.ordinal(3, level: 2).text == "c.")
        #expect(ListMarker.ordinal(4, level: 3).text == "iv.")
        #expect(ListMarker.ordinal(2, level: 4).text == "2.")
        #expect(ListMarker.bullet(level: 1).text != ListMarker.bullet(level: 2).text)
        #expect(ListMarker.bullet(level: 4).text == ListMarker.bullet(level: 1).text)
    }

    @Test func letterAndRomanNumbersCoverLargeCounts() {
        #expect(ListMarker.letters(26) == "z")
        #expect(ListMarker.letters(27) == "aa")
        #expect(ListMarker.roman(1994) == "mcmxciv")
        #expect(ListMarker.roman(4000) == "4000")
    }
}

@Suite struct StringCatalogTests {
    private func catalog() throws -> [String: Any] {
        let url = try #require(Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings"))
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return try #require(object as? [String: Any])
    }

    @Test func catalogNamesEveryStatusInEnglishGermanAndFrench() throws {
        let root = try catalog()
        #expect(root["sourceLanguage"] as? String == "en")
        let strings = try #require(root["strings"] as? [String: Any])
        for status in TaskStatus.allCases {
            let entry = try #require(strings["task.status.\(status.rawValue)"] as? [String: Any], "\(status)")
            let localizations = try #require(entry["localizations"] as? [String: Any])
            for language in ["en", "de", "fr"] {
                let unit = (localizations[language] as? [String: Any])?["stringUnit"] as? [String: Any]
                let value = unit?["value"] as? String
                #expect(value?.isEmpty == false, "\(status) has no \(language) name")
            }
        }
    }

    /// The keys NorgUI's sources name in `LocalizedStringResource("key", …)`, read from the files.
    private func keysInSources() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/NorgUI").standardizedFileURL
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var keys: Set<String> = []
        let marker = "LocalizedStringResource(\""
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            var rest = text[...]
            while let start = rest.range(of: marker) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                keys.insert(String(rest[..<end]))
            }
        }
        return keys
    }

    @Test func catalogHoldsExactlyTheKeysNorgUIUses() throws {
        let strings = try #require(try catalog()["strings"] as? [String: Any])
        let used = try keysInSources()
        #expect(used.isSuperset(of: TaskStatus.allCases.map { "task.status.\($0.rawValue)" }))
        #expect(Set(strings.keys) == used)
    }

    @Test func everyCatalogStringHasEnglishGermanAndFrench() throws {
        let strings = try #require(try catalog()["strings"] as? [String: Any])
        for (key, value) in strings {
            let localizations = (value as? [String: Any])?["localizations"] as? [String: Any]
            for language in ["en", "de", "fr"] {
                let unit = (localizations?[language] as? [String: Any])?["stringUnit"] as? [String: Any]
                #expect((unit?["value"] as? String)?.isEmpty == false, "\(key) has no \(language) text")
            }
        }
    }
}
