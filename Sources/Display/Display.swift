/// Putting pixels on screens: fbdev, DRM/KMS dumb buffers, PNG files.
