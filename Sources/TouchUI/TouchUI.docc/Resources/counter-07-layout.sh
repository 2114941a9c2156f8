swift build
.build/debug/counterkiosk run counter --layout
