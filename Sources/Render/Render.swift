/// Drawing scenes with cairo and pango: layer caches, damage tracking.
