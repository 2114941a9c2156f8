import Foundation

/// Where `@AppStorage` keeps its values, as `UserDefaults` does for SwiftUI:
/// a key–value store the kiosk's views share. ``standard`` is the one views
/// use; it lives in memory until the kiosk shell gives it a file
/// (``persist(to:)``): then it starts from the file's values and writes the
/// file again (atomically) on every change, so values outlive a restart.
/// A live kiosk keeps it in its state directory; tests and replays keep it
/// in memory, so they start from the same values on every run.
public final class AppStorageStore: @unchecked Sendable {
    /// A stored value, as the file holds it.
    enum Stored: Codable, Equatable {
        case bool(Bool), int(Int), double(Double), string(String), data(Data)
    }

    /// The values, the file, the observers: guarded by `lock` (the
    /// observers' closures are not `Sendable`, so not a `Mutex`'s).
    fileprivate struct State {
        var values: [String: Stored] = [:]
        var file: String?
        var observers: [Int: (key: String, changed: () -> Void)] = [:]
        var next = 0
    }

    fileprivate let lock = NSLock()
    fileprivate var stateValue = State()

    /// Runs `body` on the state under the lock.
    private var state: LockedState { LockedState(store: self) }

    fileprivate struct LockedState {
        let store: AppStorageStore
        func withLock<R>(_ body: (inout State) -> R) -> R {
            store.lock.lock()
            defer { store.lock.unlock() }
            return body(&store.stateValue)
        }
    }

    /// The store `@AppStorage` uses (unless a view host is given another).
    public static let standard = AppStorageStore()

    /// The store `@SceneStorage` uses: in memory for the run.
    static let scene = AppStorageStore()

    /// An empty store in memory.
    public init() {}

    /// Keeps the values in the file at `path` from now on: the file's values
    /// (if it exists) replace those in memory, and every change writes it.
    /// A file that cannot be read is logged and the store starts empty.
    public func persist(to path: String) {
        var loaded: [String: Stored] = [:]
        if FileManager.default.fileExists(atPath: path) {
            do {
                loaded = try JSONDecoder().decode([String: Stored].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                ViewWarnings.once("@AppStorage: \(path) cannot be read (\(error)); starting with no stored values")
            }
        }
        state.withLock {
            $0.values = loaded
            $0.file = path
        }
    }

    /// Forgets every value (and empties the file, if any).
    public func removeAll() {
        let (file, snapshot) = state.withLock { state -> (String?, [String: Stored]) in
            state.values = [:]
            return (state.file, state.values)
        }
        if let file { write(snapshot, to: file) }
    }

    func value(for key: String) -> Stored? { state.withLock { $0.values[key] } }

    func set(_ value: Stored?, for key: String) {
        let (changed, file, snapshot, observers) = state.withLock { state -> (Bool, String?, [String: Stored], [() -> Void]) in
            guard state.values[key] != value else { return (false, nil, [:], []) }
            state.values[key] = value
            return (true, state.file, state.values, state.observers.values.filter { $0.key == key }.map(\.changed))
        }
        guard changed else { return }
        if let file { write(snapshot, to: file) }
        for observer in observers { observer() }
    }

    /// Calls `changed` whenever `key`'s value changes, until the token goes.
    func observe(_ key: String, changed: @escaping () -> Void) -> Observation {
        let id = state.withLock { state -> Int in
            state.next += 1
            state.observers[state.next] = (key, changed)
            return state.next
        }
        return Observation(store: self, id: id)
    }

    fileprivate func stopObserving(_ id: Int) {
        state.withLock { _ = $0.observers.removeValue(forKey: id) }
    }

    private func write(_ values: [String: Stored], to path: String) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            let directory = (path as NSString).deletingLastPathComponent
            if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
            try encoder.encode(values).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            ViewWarnings.once("@AppStorage: \(path) cannot be written (\(error)); values are kept in memory only")
        }
    }

    /// An observation of a key; ends when released.
    final class Observation {
        private weak var store: AppStorageStore?
        private let id: Int
        init(store: AppStorageStore, id: Int) {
            self.store = store
            self.id = id
        }
        deinit { store?.stopObserving(id) }
    }
}

/// A value kept in the kiosk's app storage under `key`, as SwiftUI's
/// `@AppStorage`: reading it gives the stored value (or the default),
/// setting it stores it, and every view reading the key runs its body again.
/// `store` (a `UserDefaults` suite in SwiftUI) is accepted and not used: the
/// kiosk keeps one store, ``AppStorageStore/standard``.
@propertyWrapper
public struct AppStorage<Value>: DynamicViewProperty {
    private let key: String
    private let defaultValue: Value
    private let encode: (Value) -> AppStorageStore.Stored?
    private let decode: (AppStorageStore.Stored) -> Value?
    private let handle = Handle()

    final class Handle {
        var store: AppStorageStore?
    }

    /// The observation kept for the view's identity.
    final class Link {
        var observation: AppStorageStore.Observation?
        weak var store: AppStorageStore?
    }

    init(key: String, defaultValue: Value, encode: @escaping (Value) -> AppStorageStore.Stored?,
         decode: @escaping (AppStorageStore.Stored) -> Value?) {
        self.key = key
        self.defaultValue = defaultValue
        self.encode = encode
        self.decode = decode
    }

    /// The store before the view is linked: the standard one (the scene's, for `@SceneStorage`).
    var unlinkedStore = AppStorageStore.standard

    private var store: AppStorageStore { handle.store ?? unlinkedStore }

    public var wrappedValue: Value {
        get { store.value(for: key).flatMap(decode) ?? defaultValue }
        nonmutating set { store.set(encode(newValue), for: key) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let store = self.store, key = self.key, encode = self.encode, decode = self.decode, defaultValue = self.defaultValue
        return Binding(get: { store.value(for: key).flatMap(decode) ?? defaultValue },
                       set: { store.set(encode($0), for: key) })
    }

    func link(in graph: ViewGraph, key storageKey: String, owner: String) {
        link(in: graph, key: storageKey, owner: owner, store: graph.appStorage)
    }

    /// Links to `store` (the graph's app or scene storage).
    func link(in graph: ViewGraph, key storageKey: String, owner: String, store: AppStorageStore) {
        handle.store = store
        let link = graph.storage(for: storageKey + "#appstorage") { Link() }
        guard link.observation == nil || link.store !== store else { return }
        let flag = graph.changes
        link.store = store
        link.observation = store.observe(key) { flag.mark(Transaction.current, view: owner) }
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, encode: { .bool($0) }, decode: { if case .bool(let v) = $0 { v } else { nil } })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { .int($0) }, decode: { if case .int(let v) = $0 { v } else { nil } })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, encode: { .double($0) }, decode: AppStorageStore.Stored.double(from:))
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { .string($0) }, decode: { if case .string(let v) = $0 { v } else { nil } })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, encode: { .string($0.absoluteString) }, decode: AppStorageStore.Stored.url(from:))
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, encode: { .data($0) }, decode: { if case .data(let v) = $0 { v } else { nil } })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { .int($0.rawValue) },
                  decode: { if case .int(let v) = $0 { Value(rawValue: v) } else { nil } })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { .string($0.rawValue) },
                  decode: { if case .string(let v) = $0 { Value(rawValue: v) } else { nil } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .bool($0) } }, decode: { if case .bool(let v) = $0 { v } else { nil } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .int($0) } }, decode: { if case .int(let v) = $0 { v } else { nil } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .double($0) } }, decode: AppStorageStore.Stored.double(from:))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .string($0) } }, decode: { if case .string(let v) = $0 { v } else { nil } })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .string($0.absoluteString) } }, decode: AppStorageStore.Stored.url(from:))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, encode: { $0.map { .data($0) } }, decode: { if case .data(let v) = $0 { v } else { nil } })
    }
}

extension AppStorageStore.Stored {
    /// A double, or an int read as one (a number written by hand in the file).
    static func double(from stored: Self) -> Double? {
        switch stored {
        case .double(let v): v
        case .int(let v): Double(v)
        default: nil
        }
    }

    static func url(from stored: Self) -> URL? {
        if case .string(let v) = stored { URL(string: v) } else { nil }
    }
}

/// A value kept for the scene, as SwiftUI's `@SceneStorage`: a kiosk has one
/// scene that is never restored from a previous launch, so the value lives in
/// memory for the run, shared by the views that use the key.
@propertyWrapper
public struct SceneStorage<Value>: DynamicViewProperty {
    private var inner: AppStorage<Value>

    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        inner = AppStorage(wrappedValue: wrappedValue, key)
        inner.unlinkedStore = .scene
    }

    public init(wrappedValue: Value, _ key: String) where Value == Int {
        inner = AppStorage(wrappedValue: wrappedValue, key)
        inner.unlinkedStore = .scene
    }

    public init(wrappedValue: Value, _ key: String) where Value == Double {
        inner = AppStorage(wrappedValue: wrappedValue, key)
        inner.unlinkedStore = .scene
    }

    public init(wrappedValue: Value, _ key: String) where Value == String {
        inner = AppStorage(wrappedValue: wrappedValue, key)
        inner.unlinkedStore = .scene
    }

    public init(wrappedValue: Value, _ key: String) where Value == URL {
        inner = AppStorage(wrappedValue: wrappedValue, key)
        inner.unlinkedStore = .scene
    }

    public init(wrappedValue: Value, _ key: String) where Value == Data {
        inner = AppStorage(wrappedValue: wrappedValue, key)
        inner.unlinkedStore = .scene
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        inner = AppStorage(wrappedValue: wrappedValue, key)
        inner.unlinkedStore = .scene
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        inner = AppStorage(wrappedValue: wrappedValue, key)
        inner.unlinkedStore = .scene
    }

    public init(_ key: String) where Value == Bool? {
        inner = AppStorage(key)
        inner.unlinkedStore = .scene
    }

    public init(_ key: String) where Value == Int? {
        inner = AppStorage(key)
        inner.unlinkedStore = .scene
    }

    public init(_ key: String) where Value == Double? {
        inner = AppStorage(key)
        inner.unlinkedStore = .scene
    }

    public init(_ key: String) where Value == String? {
        inner = AppStorage(key)
        inner.unlinkedStore = .scene
    }

    public init(_ key: String) where Value == URL? {
        inner = AppStorage(key)
        inner.unlinkedStore = .scene
    }

    public init(_ key: String) where Value == Data? {
        inner = AppStorage(key)
        inner.unlinkedStore = .scene
    }

    public var wrappedValue: Value {
        get { inner.wrappedValue }
        nonmutating set { inner.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { inner.projectedValue }

    func link(in graph: ViewGraph, key: String, owner: String) {
        inner.link(in: graph, key: key, owner: owner, store: graph.sceneStorage)
    }
}
