import Geometry
import Testing

@Suite("WIDTHxHEIGHT")
struct DimensionsTests {
    @Test("sizes are read with x, X or ×, fractions and spaces allowed",
          arguments: [("1280x800", 1280.0, 800.0), ("640X400", 640, 400), ("1024×600", 1024, 600), ("12.5x7", 12.5, 7),
                      (" 800 x 480 ", 800, 480), ("1x16384", 1, 16384)])
    func sizes(_ text: String, _ width: Double, _ height: Double) throws {
        #expect(try Size(parsingDimensions: text) == Size(width: width, height: height))
    }

    @Test("anything else is refused, and the error quotes the text",
          arguments: ["", "1280", "0x800", "axb", "1280x800x2", "-5x5", "x480", "800x", "nanx480", "infx480", "800x16385", "0.5x480"])
    func refused(_ text: String) {
        #expect(throws: DimensionsError(text: text)) { try Size(parsingDimensions: text) }
        #expect(DimensionsError(text: text).description.hasSuffix("found '\(text)'"))
    }

    @Test("a size's text reads back as the same size", arguments: [Size(width: 800, height: 480), Size(width: 800.5, height: 1920)])
    func roundTrip(_ size: Size) throws {
        #expect(try Size(parsingDimensions: size.dimensionsDescription) == size)
    }

    @Test("whole sizes print without a fraction")
    func wholeText() {
        #expect(Size(width: 800, height: 480).dimensionsDescription == "800x480")
    }
}
