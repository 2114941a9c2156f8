import Gestures
import KioskConfig
import Testing
import TestSupport

@testable import Kiosk
@testable import KioskRuntime

@Suite("Config validation errors", .builtInApps)
struct ConfigValidationTests {
    @Test("an unknown key names the file, line, column and key, and what is allowed")
    func unknownKey() throws {
        let text = """
            gestures:
              tap:
                maximumDurration: 1
            """
        let found = try #require(issues(text))
        let issue = try #require(found.first)
        #expect(found.count == 1)
        #expect(issue.kind == .unknownKey)
        #expect(issue.key == "gestures.tap.maximumDurration")
        #expect(issue.source == .file(path: "kiosk.yaml", line: 3, column: 5))
        #expect(issue.description.hasPrefix("kiosk.yaml:3:5: error: gestures.tap.maximumDurration: unknown key"))
        #expect(issue.message.contains("did you mean 'maximumDuration'?"))
        #expect(issue.message.contains("Allowed here: maximumDuration, maximumDistance, multiTapInterval"))
    }

    @Test("an unknown top-level section lists the known ones")
    func unknownSection() throws {
        let found = try #require(issues("gestrues:\n  tap: {}\n"))
        #expect(found.map(\.kind) == [.unknownKey])
        #expect(found[0].key == "gestrues")
        #expect(found[0].message.contains("did you mean 'gestures'?"))
        #expect(found[0].message.contains("Allowed here: gestures, wallet, swipe"))
    }

    @Test("a wrong type names the key and the allowed range")
    func wrongType() throws {
        let text = """
            gestures:
              drag:
                minimumDistance: far
            """
        let issue = try #require(issues(text)?.first)
        #expect(issue.kind == .wrongType)
        #expect(issue.source == .file(path: "kiosk.yaml", line: 3, column: 22))
        #expect(issue.description == """
            kiosk.yaml:3:22: error: gestures.drag.minimumDistance: expected a number, at least 0 and at most 1000 points; found 'far'
            """)
    }

    @Test("a fraction for a whole-number key is a wrong type")
    func fractionForInteger() throws {
        let issue = try #require(issues("gestures:\n  velocity:\n    samples: 2.5\n")?.first)
        #expect(issue.kind == .wrongType)
        #expect(issue.key == "gestures.velocity.samples")
        #expect(issue.message == "expected a whole number, at least 2 and at most 1000 samples; found '2.5'")
    }

    @Test("a section where a value belongs, a list, an empty value are wrong types")
    func structuralWrongTypes() throws {
        let text = """
            gestures: 5
            wallet:
              gestures:
                tap:
                  maximumDuration: [1, 2]
                  maximumDistance:
            """
        let found = try #require(issues(text))
        #expect(found.map(\.kind) == [.wrongType, .wrongType, .wrongType])
        #expect(found.map(\.key) == [
            "gestures", "wallet.gestures.tap.maximumDuration", "wallet.gestures.tap.maximumDistance",
        ])
        #expect(found[0].message.hasPrefix("expected a section with keys tap, longPress, drag, velocity"))
        #expect(found[1].message.hasSuffix("found a list"))
        #expect(found[2].message.hasSuffix("found no value"))
    }

    @Test("negative durations and zero slop are out of range, with the range in the message")
    func outOfRange() throws {
        let text = """
            gestures:
              tap:
                maximumDuration: -0.1
                maximumDistance: 0
            """
        let found = try #require(issues(text))
        #expect(found.map(\.kind) == [.outOfRange, .outOfRange])
        #expect(found[0].description == """
            kiosk.yaml:3:22: error: gestures.tap.maximumDuration: -0.1 is out of range; \
            allowed: a number, more than 0 and at most 10 seconds
            """)
        #expect(found[1].description == """
            kiosk.yaml:4:22: error: gestures.tap.maximumDistance: 0 is out of range; \
            allowed: a number, more than 0 and at most 1000 points
            """)
    }

    @Test("NaN and infinity are out of every range")
    func notFinite() throws {
        let found = try #require(issues("gestures:\n  velocity:\n    window: .nan\n  drag:\n    minimumDistance: .inf\n"))
        #expect(found.map(\.kind) == [.outOfRange, .outOfRange])
    }

    @Test("a key given twice is an error at its second place")
    func duplicateKey() throws {
        let found = try #require(issues("gestures:\n  drag:\n    minimumDistance: 5\n    minimumDistance: 6\n"))
        #expect(found.map(\.kind) == [.duplicateKey])
        #expect(found[0].key == "minimumDistance")
        #expect(found[0].source == .file(path: "kiosk.yaml", line: 4, column: 5))
    }

    @Test("broken YAML is an error with its line")
    func brokenYAML() throws {
        let found = try #require(issues("gestures:\n  tap: [1, 2\n  drag: {}\n"))
        #expect(found.map(\.kind) == [.unreadable])
        guard case .file(let path, let line, _) = found[0].source else {
            Issue.record("expected a file source, got \(found[0].source)")
            return
        }
        #expect(path == "kiosk.yaml")
        #expect(line != nil)
        #expect(found[0].message.hasPrefix("not valid YAML"))
    }

    @Test("a missing file is an error naming it")
    func missingFile() throws {
        #expect {
            try SettingsLoader(environment: [:]).load(path: "/nonexistent/touchdeck.yaml")
        } throws: { error in
            (error as? ConfigError)?.description == "/nonexistent/touchdeck.yaml: error: no such file"
        }
    }

    @Test("a bad environment value names the variable, the key and the range")
    func badEnvironment() throws {
        let environment = [
            "TOUCHDECK_GESTURES_TAP_MAXIMUM_DURATION": "slow",
            "TOUCHDECK_WALLET_GESTURES_DRAG_MINIMUM_DISTANCE": "-3",
        ]
        let found = try #require(issues("", environment: environment))
        #expect(Set(found.map(\.description)) == [
            "environment variable TOUCHDECK_GESTURES_TAP_MAXIMUM_DURATION: error: gestures.tap.maximumDuration: "
                + "expected a number, more than 0 and at most 10 seconds; found 'slow'",
            "environment variable TOUCHDECK_WALLET_GESTURES_DRAG_MINIMUM_DISTANCE: error: "
                + "wallet.gestures.drag.minimumDistance: -3 is out of range; allowed: a number, at least 0 and at most 1000 points",
        ])
    }

    @Test("every problem in a file is reported, in file order")
    func allIssues() throws {
        let text = """
            gestures:
              tap:
                maximumDuration: 0
              bogus: 1
            swipe:
              gestures:
                velocity:
                  samples: many
            """
        let found = try #require(issues(text))
        #expect(found.map(\.key) == ["gestures.tap.maximumDuration", "gestures.bogus", "swipe.gestures.velocity.samples"])
        let error = ConfigError(issues: found)
        #expect(error.description.split(separator: "\n").count == 3)
    }
}
