import Display
import Kiosk
import KioskConfig
import KioskRuntime
import Logging
import TouchTrace

extension KioskHost {
    /// The idle logic for a run, from the config's `idle:` section; nil when
    /// every stage is off. `report` gets each stage entered and its time on
    /// the runner's clock. A bad attract recording or backlight is an error
    /// naming the config key.
    func makeIdle(_ settings: IdleSettings, instance: KioskAppInstance, runner: AppRunner, output: FrameOutput,
                  report: @escaping (IdleReport, Double) -> Void) throws -> IdleDirector? {
        let definition = configuration.app
        let schedule = settings.schedule
        guard schedule.isEnabled else { return nil }
        let source = configuration.configFile ?? "the environment"
        var attract: AttractPlayer?
        if schedule.attractAfter > 0 {
            if let path = settings.attractRecording ?? BundledFile.locate(definition.tourPath) {
                do {
                    // The tour aimed at the screen's shape: at display.rotation 90 its portrait variant.
                    let tour = try AttractTour.read(path, screen: runner.screen)
                    if let note = tour.note {
                        if tour.recording == nil { logger.warning("idle: \(note)") } else { logger.notice("idle: \(note)") }
                    }
                    attract = tour.recording.map { AttractPlayer(recording: $0, pause: settings.attractPause) }
                } catch {
                    throw KioskHostError.failed("\(source): idle.attract.recording: \(error)")
                }
            } else {
                let reason = definition.tourPath.isEmpty ? "the app has no tour" : "\(definition.tourPath) is not here"
                logger.warning("idle: the attract loop has no recording (\(reason); set idle.attract.recording): its stage only waits")
            }
        }
        if let backlight = settings.backlight {
            do { output.power.append(try BacklightPower(directory: backlight)) } catch {
                throw KioskHostError.failed("\(source): idle.blank.backlight: \(error)")
            }
        }
        if instance.reset == nil {
            logger.warning("idle: app \(definition.name) cannot be reset to its home state; its idle timeout only counts")
        }
        let director = IdleDirector(runner: runner, schedule: schedule, attract: attract, start: runner.time)
        director.resetApp = instance.reset
        let methods = output.power.map(\.powerMethod).joined(separator: " and ")
        let logger = logger
        director.setBlanked = { [unowned runner] blanked in
            do {
                try output.setBlanked(blanked, time: runner.time)
                if !methods.isEmpty { logger.notice("idle: screen \(blanked ? "off" : "on") (\(methods))") }
            } catch {
                logger.error("idle: switching the screen \(blanked ? "off" : "on") failed: \(error)")
            }
        }
        director.onStage = { stage, time in
            switch stage {
            case .home: logger.notice("idle: back to \(definition.name)'s home state")
            case .attract: logger.notice("idle: attract loop started")
            case .blank: logger.notice("idle: blanking the screen")
            case .wake: logger.notice("idle: woken by a touch (not delivered to the app)")
            }
            report(stage, time)
        }
        return director
    }
}
