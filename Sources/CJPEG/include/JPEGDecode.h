// A JPEG decoded from memory into cairo's pixel format, through libjpeg-turbo.
//
// libjpeg reports errors by calling an exit routine that must not return, which
// Swift code cannot host: this C file owns the setjmp and turns every error
// (and every warning about damaged data: a truncated file decodes as grey
// otherwise) into a return value and a message.
#ifndef TOUCHDECK_JPEG_DECODE_H
#define TOUCHDECK_JPEG_DECODE_H

#include <stddef.h>
#include <stdint.h>

/// Reads the width and height of the JPEG in `data` from its header, without
/// decoding it. Returns 0, or -1 with a message.
int touchdeck_jpeg_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                        char *message, size_t message_size);

/// The size the JPEG decodes to at 1/`denominator` of its own (1, 2, 4 or 8),
/// libjpeg's scaling in the DCT domain. Returns 0, or -1 with a message.
int touchdeck_jpeg_scaled_size(const uint8_t *data, size_t size, unsigned denominator,
                               uint32_t *width, uint32_t *height, char *message, size_t message_size);

/// Decodes the JPEG at 1/`denominator` of its size into `pixels`: `height`
/// rows of `width` cairo RGB24 pixels (32 bits, the top byte unused, native
/// endian), `stride` bytes apart; `width` and `height` must be what
/// `touchdeck_jpeg_scaled_size` gave. Returns 0, or -1 with a message.
int touchdeck_jpeg_decode(const uint8_t *data, size_t size, unsigned denominator,
                          uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                          char *message, size_t message_size);

/// Encodes `height` rows of `width` cairo RGB24 pixels, `stride` bytes apart,
/// as a baseline JPEG of `quality` (1–100). On success returns 0 and a buffer
/// in `*out` of `*out_size` bytes that the caller frees with free(); else -1
/// with a message.
int touchdeck_jpeg_encode(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, int quality,
                          uint8_t **out, size_t *out_size, char *message, size_t message_size);

#endif
