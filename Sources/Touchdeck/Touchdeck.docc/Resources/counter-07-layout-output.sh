swift run -c release counter --layout
{"screen": [800, 480], "views": [{"id": "counter.button", "frame": [280, 242, 240, 80]}]}
