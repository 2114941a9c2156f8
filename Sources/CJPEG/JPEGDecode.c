#include "JPEGDecode.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct reporter {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
    char message[JMSG_LENGTH_MAX];
    int damaged;
};

static void on_error(j_common_ptr info) {
    struct reporter *reporter = (struct reporter *)info->err;
    info->err->format_message(info, reporter->message);
    longjmp(reporter->escape, 1);
}

// Warnings (level -1) are damaged data: premature end of file, corrupt
// entropy data. Both leave grey or garbage rows, so they count as errors.
static void on_message(j_common_ptr info, int level) {
    struct reporter *reporter = (struct reporter *)info->err;
    if (level < 0 && !reporter->damaged) {
        reporter->damaged = 1;
        info->err->format_message(info, reporter->message);
    }
}

static void say(char *message, size_t size, const char *text) {
    if (message && size) snprintf(message, size, "%s", text);
}

static void start(struct jpeg_decompress_struct *info, struct reporter *reporter) {
    memset(reporter, 0, sizeof *reporter);
    info->err = jpeg_std_error(&reporter->manager);
    reporter->manager.error_exit = on_error;
    reporter->manager.emit_message = on_message;
}

static int header(struct jpeg_decompress_struct *info, const uint8_t *data, size_t size, unsigned denominator) {
    jpeg_create_decompress(info);
    jpeg_mem_src(info, data, (unsigned long)size);
    jpeg_read_header(info, TRUE);
    info->scale_num = 1;
    info->scale_denom = denominator;
    // cairo's RGB24 is a native-endian 32-bit xRGB word: B, G, R, X in memory here.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info->out_color_space = JCS_EXT_BGRX;
#else
    info->out_color_space = JCS_EXT_XRGB;
#endif
    jpeg_calc_output_dimensions(info);
    return 0;
}

int touchdeck_jpeg_scaled_size(const uint8_t *data, size_t size, unsigned denominator,
                               uint32_t *width, uint32_t *height, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct reporter reporter;
    start(&info, &reporter);
    if (setjmp(reporter.escape)) {
        say(message, message_size, reporter.message);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    header(&info, data, size, denominator);
    *width = info.output_width;
    *height = info.output_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

int touchdeck_jpeg_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                        char *message, size_t message_size) {
    return touchdeck_jpeg_scaled_size(data, size, 1, width, height, message, message_size);
}

int touchdeck_jpeg_decode(const uint8_t *data, size_t size, unsigned denominator,
                          uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                          char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct reporter reporter;
    start(&info, &reporter);
    if (setjmp(reporter.escape)) {
        say(message, message_size, reporter.message);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    header(&info, data, size, denominator);
    if (info.output_width != width || info.output_height != height) {
        jpeg_destroy_decompress(&info);
        say(message, message_size, "the JPEG's size is not the one asked for");
        return -1;
    }
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
        if (reporter.damaged) break;
    }
    if (!reporter.damaged) jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    if (reporter.damaged) {
        say(message, message_size, reporter.message);
        return -1;
    }
    return 0;
}

int touchdeck_jpeg_encode(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, int quality,
                          uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    struct jpeg_compress_struct info;
    struct reporter reporter;
    memset(&reporter, 0, sizeof reporter);
    info.err = jpeg_std_error(&reporter.manager);
    reporter.manager.error_exit = on_error;
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    if (setjmp(reporter.escape)) {
        say(message, message_size, reporter.message);
        jpeg_destroy_compress(&info);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.in_color_space = JCS_EXT_BGRX;
#else
    info.in_color_space = JCS_EXT_XRGB;
#endif
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_size = size;
    return 0;
}
