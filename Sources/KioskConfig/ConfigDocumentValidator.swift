import TouchdeckSupport
import Yams

/// Checks a config file's text against the schema: YAML syntax, unknown and
/// duplicate keys, types and ranges, each problem with its line and column.
/// swift-configuration ignores keys nobody asks for, hence this walk.
struct ConfigDocumentValidator {
    let path: String
    let tree: KeyTree

    init(path: String, schema: ConfigSchema) {
        self.path = path
        self.tree = KeyTree(schema: schema)
    }

    /// `text` composed as YAML, or the syntax problem that stops it, with its line and column.
    /// The file's one parse: the checks, the values and the `devices:` list all read this node.
    func compose(_ text: String) -> Composed {
        do {
            return .document(try Yams.compose(yaml: text))
        } catch let error as YamlError {
            return .unreadable(yamlIssue(error, text: text))
        } catch {
            return .unreadable(ConfigIssue(kind: .unreadable, source: source(nil), key: "", message: "not valid YAML: \(error)"))
        }
    }

    /// A file's text as YAML: its root node (nil for an empty file), or why it is not YAML.
    enum Composed {
        case document(Node?)
        case unreadable(ConfigIssue)
    }

    /// Every problem in a composed file, in file order; empty when it is valid.
    func issues(in root: Node?) -> [ConfigIssue] {
        guard let root, !isNull(root) else { return [] }  // An empty file sets nothing.
        var issues: [ConfigIssue] = []
        walk(root, against: tree, key: [], into: &issues)
        return issues
    }

    private func walk(_ node: Node, against expected: KeyTree, key: [String], into issues: inout [ConfigIssue]) {
        switch expected {
        case .leaf(let spec):
            if let problem = check(node, spec) {
                issues.append(ConfigIssue(
                    kind: problem.kind, source: source(node.mark), key: dotted(key), message: problem.message))
            }
        case .list(let item, let required):
            walkList(node, item: item, required: required, key: key, into: &issues)
        case .section(let names, let children):
            if isNull(node) { return }  // `gestures:` with nothing under it.
            guard let mapping = node.mapping else {
                let message = "expected a section with keys \(names.joined(separator: ", ")); found \(describe(node))"
                issues.append(ConfigIssue(kind: .wrongType, source: source(node.mark), key: dotted(key), message: message))
                return
            }
            for (keyNode, valueNode) in mapping {
                guard let name = keyNode.scalar?.string else {
                    issues.append(ConfigIssue(
                        kind: .wrongType, source: source(keyNode.mark), key: dotted(key),
                        message: "keys must be plain names; found \(describe(keyNode))"))
                    continue
                }
                let childKey = key + [name]
                guard let child = children[name] else {
                    issues.append(ConfigIssue(
                        kind: .unknownKey, source: source(keyNode.mark), key: dotted(childKey),
                        message: unknownKeyMessage(name, known: names)))
                    continue
                }
                walk(valueNode, against: child, key: childKey, into: &issues)
            }
        }
    }

    /// A list: each entry a section like `item` holding every `required` key.
    /// Entries are named `devices[1]`, `devices[2]`, … in messages.
    private func walkList(_ node: Node, item: KeyTree, required: [String], key: [String], into issues: inout [ConfigIssue]) {
        if isNull(node) { return }
        guard let sequence = node.sequence else {
            issues.append(ConfigIssue(kind: .wrongType, source: source(node.mark), key: dotted(key),
                                      message: "expected a list of entries (lines starting with '- '); found \(describe(node))"))
            return
        }
        for (index, entry) in sequence.enumerated() {
            let entryKey = Array(key.dropLast()) + ["\(key.last ?? "")[\(index + 1)]"]
            guard let mapping = entry.mapping else {
                issues.append(ConfigIssue(kind: .wrongType, source: source(entry.mark), key: dotted(entryKey),
                                          message: "expected an entry with keys \(required.joined(separator: ", ")), …; found \(describe(entry))"))
                continue
            }
            walk(entry, against: item, key: entryKey, into: &issues)
            let present = Set(mapping.keys.compactMap { $0.scalar?.string })
            for name in required where !present.contains(name) {
                issues.append(ConfigIssue(kind: .wrongType, source: source(entry.mark), key: dotted(entryKey + [name]),
                                          message: "missing; every entry needs \(required.joined(separator: " and "))"))
            }
        }
    }

    /// The kind and message of what is wrong with a leaf's value, or nil.
    private func check(_ node: Node, _ spec: SettingSpec) -> (kind: ConfigIssue.Kind, message: String)? {
        let expected = "expected \(spec.allowedDescription)"
        guard let scalar = node.scalar, !isNull(node) else {
            let found = isNull(node) ? "no value" : describe(node)
            return (.wrongType, "\(expected); found \(found)")
        }
        guard let value = Self.value(of: scalar, as: spec.type) else {
            return (.wrongType, "\(expected); found \(describe(node))")
        }
        if let problem = spec.rangeProblem(value) { return (.outOfRange, problem) }
        return nil
    }

    /// A scalar read as `type` the way swift-configuration's YAML snapshot reads it.
    static func value(of scalar: Node.Scalar, as type: SettingType) -> SettingValue? {
        switch type {
        case .number: Double.construct(from: scalar).map(SettingValue.number)
        case .integer: Int.construct(from: scalar).map(SettingValue.integer)
        case .boolean: Bool.construct(from: scalar).map(SettingValue.boolean)
        case .string: .string(scalar.string)
        }
    }

    private func unknownKeyMessage(_ name: String, known: [String]) -> String {
        var message = "unknown key"
        message += closestName(to: name, among: known).map { "; did you mean '\($0)'?" } ?? "."
        let list = known.isEmpty ? "none" : known.joined(separator: ", ")
        return message + " Allowed here: \(list)"
    }

    private func yamlIssue(_ error: YamlError, text: String) -> ConfigIssue {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return ConfigIssue(kind: .unreadable, source: source(mark), key: "", message: "not valid YAML: \(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams refuses duplicates before we see the tree; find the second
            // occurrence of the first duplicate by a line search.
            let name = duplicates.sorted().first ?? ""
            let place = secondOccurrence(ofKey: name, in: text, after: context.mark)
                ?? (context.mark.line, context.mark.column)
            return ConfigIssue(
                kind: .duplicateKey, source: .file(path: path, line: place.line, column: place.column), key: name,
                message: "given more than once in the same section")
        default:
            return ConfigIssue(kind: .unreadable, source: source(nil), key: "", message: "not valid YAML: \(error)")
        }
    }

    /// Where `name:` starts a line for the second time at or after `start`'s line.
    private func secondOccurrence(ofKey name: String, in text: String, after start: Mark) -> (line: Int, column: Int)? {
        var count = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where index + 1 >= start.line {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(name + ":") else { continue }
            count += 1
            if count == 2 { return (index + 1, line.count - trimmed.count + 1) }
        }
        return nil
    }

    private func source(_ mark: Mark?) -> ConfigSource {
        .file(path: path, line: mark?.line, column: mark?.column)
    }

    private func dotted(_ key: [String]) -> String { key.joined(separator: ".") }

    private func isNull(_ node: Node) -> Bool {
        guard let scalar = node.scalar else { return false }
        return YAMLNull.isNull(scalar)
    }

    private func describe(_ node: Node) -> String {
        switch node {
        case .mapping: "a section (mapping)"
        case .sequence: "a list"
        case .scalar(let scalar): "'\(scalar.string)'"
        case .alias: "an alias"
        }
    }
}

/// YAML's plain null spellings (`~`, `null`, empty), as Yams reads them.
private enum YAMLNull {
    static func isNull(_ scalar: Node.Scalar) -> Bool {
        guard case .plain = scalar.style else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}
