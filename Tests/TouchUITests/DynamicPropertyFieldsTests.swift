import Gestures
import Testing
@testable import TouchUI

/// A view with dynamic properties among plain fields of several sizes.
private nonisolated struct Mixed: View {
    let title: String
    @State private var count = 0
    let scale: Double
    @GestureState private var pressed = false
    @Namespace private var space
    init(title: String, scale: Double) {
        self.title = title
        self.scale = scale
    }
    var body: some View { Color.red }
}

private final class ClassHeld {
    @State var count = 0
}

private enum Choice {
    case counter(State<Int>)
}

@Suite("A view type's dynamic properties")
struct DynamicPropertyFieldsTests {
    @Test("found once from the type's field records, by name and place, plain fields left out")
    func fieldsOfAStruct() throws {
        let fields = try #require(DynamicPropertyFields(of: Mixed(title: "t", scale: 1)).fields)
        #expect(fields.map(\.label) == ["_count", "_pressed", "_space"])
        let offsets = fields.map(\.offset)
        #expect(offsets == offsets.sorted() && Set(offsets).count == 3)
        #expect(offsets.allSatisfy { $0 >= MemoryLayout<String>.size && $0 < MemoryLayout<Mixed>.size })
        #expect(DynamicPropertyFields(of: Color.red).fields?.isEmpty == true)
    }

    @Test("a class, an enum or a tuple is left to a Mirror")
    func othersUseAMirror() {
        #expect(DynamicPropertyFields(of: ClassHeld()).fields == nil)
        #expect(DynamicPropertyFields(of: Choice.counter(State(wrappedValue: 1))).fields == nil)
        #expect(DynamicPropertyFields(of: (1, State(wrappedValue: 2))).fields == nil)
    }
}
