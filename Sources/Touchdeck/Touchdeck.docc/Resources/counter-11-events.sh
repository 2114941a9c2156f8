swift run -c release touchdeck trace build tour.touch -o tour.yaml
swift run -c release counter --replay tour.yaml --display png:frames
ls frames
swift run -c release counter --replay tour.yaml --display png:frames --events -
