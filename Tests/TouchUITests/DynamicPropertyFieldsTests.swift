import Gestures
import Testing
@testable import TouchUI

/// A view with dynamic properties among plain fields of several sizes.
private struct Mixed: View {
    let title: String
    @State private var count = 0
    let scale: Double
    @GestureState private var pressed = false
    @Namespace private var space
    var body: some View { Color.red }
}

private final class ClassHeld {
    @State var count = 0
}

@Suite("A view type's dynamic properties")
struct DynamicPropertyFieldsTests {
    @Test("found once from the type's field records, by name and place, plain fields left out")
    func fieldsOfAStruct() throws {
        let fields = try #require(DynamicPropertyFields(of: Mixed.self).fields)
        #expect(fields.map(\.label) == ["_count", "_pressed", "_space"])
        let offsets = fields.map(\.offset)
        #expect(offsets == offsets.sorted() && Set(offsets).count == 3)
        #expect(offsets.allSatisfy { $0 >= MemoryLayout<String>.size && $0 < MemoryLayout<Mixed>.size })
        #expect(DynamicPropertyFields(of: Color.self).fields?.isEmpty == true)
    }

    @Test("a class is left to a Mirror")
    func classesUseAMirror() {
        #expect(DynamicPropertyFields(of: ClassHeld.self).fields == nil)
    }
}
