import Configuration
import Gestures

/// Resolves every schema key through swift-configuration, environment over
/// file, and checks the environment's values (the file's are checked by the
/// schema walk before).
///
/// Precedence for a gesture key of app `wallet`, first found wins:
/// `TOUCHDECK_WALLET_GESTURES_…`, file `wallet.gestures.…`,
/// `TOUCHDECK_GESTURES_…`, file `gestures.…`, the default. The more specific
/// key wins; for the same key the environment beats the file.
struct ConfigResolver {
    let schema: ConfigSchema
    let environment: KeyMappingProvider<EnvironmentVariablesProvider>
    let reader: ConfigReader

    init(schema: ConfigSchema, environment: [String: String], file: (any ConfigProvider)?) {
        self.schema = schema
        let prefix = ConfigKey([SettingsLoader.environmentPrefix])
        self.environment = EnvironmentVariablesProvider(environmentVariables: environment).prefixKeys(with: prefix)
        var providers: [any ConfigProvider] = [self.environment]
        if let file { providers.append(file) }
        self.reader = ConfigReader(providers: providers)
    }

    /// Problems with environment variables that set schema keys.
    func environmentIssues() -> [ConfigIssue] {
        KeyTree(schema: schema).leaves.compactMap { entry in
            let key = AbsoluteConfigKey(entry.key.split(separator: ".").map(String.init))
            guard let raw = try? environment.value(forKey: key, type: .string),
                case .string(let text) = raw.value?.content
            else { return nil }
            let source = ConfigSource.environment(variable: raw.encodedKey)
            let expected = "expected \(entry.spec.allowedDescription)"
            let typed: LookupResult
            do {
                typed = try environment.value(forKey: key, type: entry.spec.type.configType)
            } catch {
                return ConfigIssue(kind: .wrongType, source: source, key: entry.key, message: "\(expected); found '\(text)'")
            }
            guard let value = typed.value.flatMap({ SettingValue(content: $0.content) }) else {
                return ConfigIssue(kind: .wrongType, source: source, key: entry.key, message: "\(expected); found '\(text)'")
            }
            if let problem = entry.spec.rangeProblem(value) {
                return ConfigIssue(kind: .outOfRange, source: source, key: entry.key, message: problem)
            }
            return nil
        }
    }

    /// The settings; call after `environmentIssues()` and the file's issues came back empty.
    func resolve() -> TouchdeckSettings {
        let global = GestureSettingsSchema.apply(gestureValues(scopes: [[ConfigSchema.gesturesSection]]), to: GestureSettings())
        var apps: [String: AppSettings] = [:]
        for app in schema.apps {
            let scopes = [[app.name, ConfigSchema.gesturesSection], [ConfigSchema.gesturesSection]]
            let gestures = GestureSettingsSchema.apply(gestureValues(scopes: scopes), to: GestureSettings())
            var values: [String: SettingValue] = [:]
            for spec in app.keys {
                if let value = lookup(spec, key: [app.name] + spec.components) ?? spec.defaultValue {
                    values[spec.key] = value
                }
            }
            apps[app.name] = AppSettings(gestures: gestures, values: values)
        }
        return TouchdeckSettings(gestures: global, apps: apps)
    }

    /// Gesture keys found under the first scope that sets each.
    private func gestureValues(scopes: [[String]]) -> [String: SettingValue] {
        var values: [String: SettingValue] = [:]
        for spec in schema.gestureKeys {
            for scope in scopes {
                if let value = lookup(spec, key: scope + spec.components) {
                    values[spec.key] = value
                    break
                }
            }
        }
        return values
    }

    private func lookup(_ spec: SettingSpec, key components: [String]) -> SettingValue? {
        let key = ConfigKey(components)
        switch spec.type {
        case .number: return reader.double(forKey: key).map(SettingValue.number)
        case .integer: return reader.int(forKey: key).map(SettingValue.integer)
        case .boolean: return reader.bool(forKey: key).map(SettingValue.boolean)
        case .string: return reader.string(forKey: key).map(SettingValue.string)
        }
    }
}

extension SettingType {
    var configType: ConfigType {
        switch self {
        case .number: .double
        case .integer: .int
        case .boolean: .bool
        case .string: .string
        }
    }
}

extension SettingValue {
    init?(content: ConfigContent) {
        switch content {
        case .double(let value): self = .number(value)
        case .int(let value): self = .integer(value)
        case .bool(let value): self = .boolean(value)
        case .string(let value): self = .string(value)
        default: return nil
        }
    }
}
