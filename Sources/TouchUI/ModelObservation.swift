import Observation
import Synchronization

/// Watches the `@Observable` model properties a place read (a view's body,
/// a GeometryReader's content, a ForEach's rows, a modifier's body), ending
/// what the place watched before as it runs again, as SwiftUI keeps one
/// observation per view.
///
/// `withObservationTracking` alone cannot: each call registers an observer
/// with every model read, which goes only when a property it watches
/// changes. A body that ran again for its own `@State` or `@GestureState`
/// (every frame of a drag) added one each time, kept by the model until its
/// next change, when all of them fired at once: 253 after a 2.4-second drag
/// at 120 Hz, growing without bound on a kiosk whose model holds still. Its
/// cancellable form is SPI for SwiftUI, fed by runtime functions the
/// Observation library does not export; so each place also reads a
/// `SiteEpoch` of its own, and retiring that fires, and so cancels, the
/// observations the place made before.
enum ModelObservation {
    /// A place's observations are ended once this many have piled up (and
    /// when the place goes): at most this many stay with a model, and the
    /// retirement's cost is shared by as many evaluations.
    static let retireEvery = 8

    /// Runs `evaluate` (an evaluation of the place `epoch` belongs to) and
    /// watches the model properties it read; `onChange` runs on the first
    /// change (from whichever thread makes it) while this is the place's
    /// latest evaluation. An earlier one's handler, not yet retired, runs
    /// and does nothing.
    /// `handlersRun` counts the handlers run, retired ones' included.
    static func track<T>(_ epoch: SiteEpoch, handlersRun: Generation, onChange: @escaping @Sendable () -> Void,
                         _ evaluate: () -> T) -> T {
        if epoch.unretired >= retireEvery { epoch.retire() }
        let generation = epoch.generation, mine = generation.advance()
        return withObservationTracking {
            epoch.read()
            return evaluate()
        } onChange: {
            handlersRun.advance()
            if generation.value == mine { onChange() }
        }
    }
}

/// An atomic count shared with the change handlers. Each evaluation of a
/// place takes the next generation, and a handler acts only while its
/// generation is still the place's latest: so the firings caused by retiring
/// an epoch are told apart from a model's real changes.
final class Generation: Sendable {
    private let count = Atomic<Int>(0)
    /// The latest generation.
    var value: Int { count.load(ordering: .acquiring) }
    /// Counts one more; the new value.
    @discardableResult
    func advance() -> Int { count.add(1, ordering: .acquiringAndReleasing).newValue }
}

/// The epoch of one place (a body, a content closure, a modifier's body): an
/// `Observable` object that every evaluation of the place reads besides the
/// models, so that the place's earlier observations can be cancelled, which
/// the public `withObservationTracking` cannot do otherwise. Each evaluation
/// is counted a generation: retiring the epoch makes each observation that
/// read it fire, which cancels the observation everywhere (the models'
/// registrars too), after counting one more, so that those firings are told
/// apart from a model's change. Retired when it goes (its record dropped with the place).
///
/// The handlers hold its `generation`, not the epoch: the epoch's own
/// registrar keeps them, and they must not keep it.
final class SiteEpoch: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    /// The place's generation: advanced by each evaluation and each retirement.
    let generation = Generation()
    /// Evaluations that read it since it was last retired.
    private let reads = Atomic<Int>(0)

    /// Evaluations that read it since it was last retired (observations of
    /// the place its models may still keep): the property each evaluation
    /// reads and each retirement marks changed.
    var unretired: Int { reads.load(ordering: .relaxed) }

    /// Puts this epoch among what the enclosing observation watches.
    func read() {
        reads.add(1, ordering: .relaxed)
        registrar.access(self, keyPath: \.unretired)
    }

    /// Fires the observations that read it; their handlers see a newer generation.
    func retire() {
        guard reads.exchange(0, ordering: .relaxed) > 0 else { return }
        generation.advance()
        registrar.willSet(self, keyPath: \.unretired)
    }

    deinit { retire() }
}
