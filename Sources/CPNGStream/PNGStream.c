#include "PNGStream.h"

#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct touchdeck_png_stream {
    FILE *file;
    png_structp png;
    png_infop info;
    uint32_t width, height, written;
    char error[200];
};

static void on_error(png_structp png, png_const_charp text) {
    touchdeck_png_stream *stream = png_get_error_ptr(png);
    snprintf(stream->error, sizeof stream->error, "%s", text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void say(char *message, size_t size, const char *text) {
    if (message && size) snprintf(message, size, "%s", text);
}

static void release(touchdeck_png_stream *stream) {
    if (stream->png) png_destroy_write_struct(&stream->png, &stream->info);
    if (stream->file) fclose(stream->file);
    free(stream);
}

touchdeck_png_stream *touchdeck_png_stream_open(const char *path, uint32_t width, uint32_t height,
                                                char *message, size_t message_size) {
    touchdeck_png_stream *stream = calloc(1, sizeof *stream);
    if (!stream) {
        say(message, message_size, "out of memory");
        return NULL;
    }
    stream->width = width;
    stream->height = height;
    stream->file = fopen(path, "wb");
    if (!stream->file) {
        say(message, message_size, strerror(errno));
        release(stream);
        return NULL;
    }
    stream->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, stream, on_error, on_warning);
    stream->info = stream->png ? png_create_info_struct(stream->png) : NULL;
    if (!stream->png || !stream->info) {
        say(message, message_size, "libpng could not start");
        release(stream);
        return NULL;
    }
    if (setjmp(png_jmpbuf(stream->png))) {
        say(message, message_size, stream->error);
        release(stream);
        return NULL;
    }
    png_init_io(stream->png, stream->file);
    png_set_IHDR(stream->png, stream->info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(stream->png, stream->info);
    // cairo's RGB24 pixel is 0x00RRGGBB in a native 32-bit word.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    png_set_bgr(stream->png);
    png_set_filler(stream->png, 0, PNG_FILLER_AFTER);
#else
    png_set_filler(stream->png, 0, PNG_FILLER_BEFORE);
#endif
    return stream;
}

int touchdeck_png_stream_write(touchdeck_png_stream *stream, const uint8_t *pixels, size_t stride, uint32_t rows,
                               char *message, size_t message_size) {
    if (rows > stream->height - stream->written) {
        say(message, message_size, "more rows than the image has");
        return -1;
    }
    if (setjmp(png_jmpbuf(stream->png))) {
        say(message, message_size, stream->error);
        return -1;
    }
    for (uint32_t row = 0; row < rows; row++) {
        png_write_row(stream->png, (png_const_bytep)(pixels + (size_t)row * stride));
    }
    stream->written += rows;
    return 0;
}

int touchdeck_png_stream_close(touchdeck_png_stream *stream, char *message, size_t message_size) {
    int status = 0;
    if (stream->written != stream->height) {
        say(message, message_size, "the image was left unfinished");
        status = -1;
    } else if (setjmp(png_jmpbuf(stream->png))) {
        say(message, message_size, stream->error);
        status = -1;
    } else {
        png_write_end(stream->png, NULL);
        if (fflush(stream->file) != 0) {
            say(message, message_size, strerror(errno));
            status = -1;
        }
    }
    png_destroy_write_struct(&stream->png, &stream->info);
    stream->png = NULL;
    if (fclose(stream->file) != 0 && status == 0) {
        say(message, message_size, strerror(errno));
        status = -1;
    }
    stream->file = NULL;
    free(stream);
    return status;
}
