swift run -c release touchdeck trace build tour.touch -o tour.yaml
