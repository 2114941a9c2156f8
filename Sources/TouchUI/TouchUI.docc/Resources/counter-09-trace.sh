.build/debug/counterkiosk trace build tour.touch -o tour.yaml
