swift run -c release counter --layout
