swift run -c release touchdeck trace build tour.touch -o tour.yaml
swift run -c release counter --replay tour.yaml --display png:frames
ls frames
swift run -c release counter --replay tour.yaml --display png:frames --events -
{"time": 0.05, "event": "tapped", "count": 1}
{"time": 0.6, "event": "tapped", "count": 2}
{"time": 1.15, "event": "tapped", "count": 3}
