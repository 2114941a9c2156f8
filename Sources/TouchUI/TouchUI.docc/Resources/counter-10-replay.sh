.build/debug/counterkiosk trace build tour.touch -o tour.yaml
.build/debug/counterkiosk run counter --replay tour.yaml --display png:frames
ls frames
