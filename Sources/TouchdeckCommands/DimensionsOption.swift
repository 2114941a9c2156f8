import ArgumentParser
import Geometry

/// `WIDTHxHEIGHT` options (`--screen`, `--size`, bench sizes), all read by
/// Geometry's one rule (`Size(parsingDimensions:)`); a bad value is a usage
/// error naming the option.
enum DimensionsOption {
    static func parse(_ text: String, option: String) throws -> Size {
        do {
            return try Size(parsingDimensions: text)
        } catch {
            throw ValidationError("\(option): \(error)")
        }
    }

}
