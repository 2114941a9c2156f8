// A PNG written a band of rows at a time, through libpng.
//
// libpng reports errors by longjmp out of its calls, which Swift code cannot
// host: this C file owns the setjmp and turns every error into a return value
// and a message. cairo's own PNG writer needs the whole image in memory at once.
#ifndef TOUCHDECK_PNG_STREAM_H
#define TOUCHDECK_PNG_STREAM_H

#include <stddef.h>
#include <stdint.h>

typedef struct touchdeck_png_stream touchdeck_png_stream;

/// Creates `path` for an opaque 8-bit RGB PNG of `width` × `height` pixels.
/// Returns NULL with a message in `message` when the file cannot be created.
touchdeck_png_stream *touchdeck_png_stream_open(const char *path, uint32_t width, uint32_t height,
                                                char *message, size_t message_size);

/// Appends `rows` rows of cairo RGB24 pixels (32 bits each, the top byte unused,
/// native endian), `stride` bytes apart. Returns 0, or -1 with a message.
int touchdeck_png_stream_write(touchdeck_png_stream *stream, const uint8_t *pixels, size_t stride, uint32_t rows,
                               char *message, size_t message_size);

/// Finishes the file (every row must have been written) and frees the stream,
/// also after an error. Returns 0, or -1 with a message.
int touchdeck_png_stream_close(touchdeck_png_stream *stream, char *message, size_t message_size);

#endif
