/// The schema as a tree of sections and keys, for walking a parsed file.
indirect enum KeyTree: Sendable {
    /// A key with a value.
    case leaf(SettingSpec)
    /// A section (a YAML mapping): child names in schema order, and the children.
    case section(names: [String], children: [String: KeyTree])
    /// A list whose entries are each a section like `item`, with `required` keys.
    case list(item: KeyTree, required: [String])

    static let empty = KeyTree.section(names: [], children: [:])

    /// The whole file: `gestures:` and one section per app (its keys plus `gestures:`).
    init(schema: ConfigSchema) {
        let gestures = KeyTree(specs: schema.gestureKeys)
        var root = KeyTree.empty
        root.insert(gestures, at: [ConfigSchema.gesturesSection])
        for app in schema.apps {
            var section = KeyTree(specs: app.keys)
            if app.takesGestures { section.insert(gestures, at: [ConfigSchema.gesturesSection]) }
            root.insert(section, at: [app.name])
        }
        for list in schema.lists {
            root.insert(.list(item: KeyTree(specs: list.itemKeys), required: list.required), at: [list.name])
        }
        self = root
    }

    /// A section holding `specs` at their dotted paths.
    init(specs: [SettingSpec]) {
        var tree = KeyTree.empty
        for spec in specs { tree.insert(.leaf(spec), at: spec.components) }
        self = tree
    }

    /// Puts `subtree` at `path`, creating sections on the way. A leaf in the
    /// way is replaced (schemas are written by us, not read from outside).
    mutating func insert(_ subtree: KeyTree, at path: [String]) {
        guard let first = path.first else {
            self = subtree
            return
        }
        guard case .section(var names, var children) = self else {
            self = .empty
            insert(subtree, at: path)
            return
        }
        var child = children[first] ?? .empty
        child.insert(subtree, at: Array(path.dropFirst()))
        if children[first] == nil { names.append(first) }
        children[first] = child
        self = .section(names: names, children: children)
    }

    /// Every leaf with its full dotted key, in schema order.
    var leaves: [(key: String, spec: SettingSpec)] {
        switch self {
        case .leaf(let spec):
            return [("", spec)]
        case .list:
            return []  // Lists come from the file alone, not the environment.
        case .section(let names, let children):
            return names.flatMap { name -> [(key: String, spec: SettingSpec)] in
                guard let child = children[name] else { return [] }
                return child.leaves.map { (key: $0.key.isEmpty ? name : name + "." + $0.key, spec: $0.spec) }
            }
        }
    }
}
