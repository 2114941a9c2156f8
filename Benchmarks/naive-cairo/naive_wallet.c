/* The wallet scene redrawn from scratch every frame with cairo and pango: the
 * baseline `touchdeck bench render` compares its damage-tracking, caching
 * renderer against. Geometry mirrors Sources/Render/BenchmarkScenes.swift. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cairo.h>
#include <pango/pangocairo.h>

typedef struct { double r, g, b; } rgb;
typedef struct { const char *brand, *number, *name, *expiry; rgb from, to; } card;

static const card cards[5] = {
    {"VISA", "4000 1234 5678 9010", "JOHN APPLESEED", "12/28", {0x1A / 255., 0x1F / 255., 0x71 / 255.}, {0x2E / 255., 0x5B / 255., 0xFF / 255.}},
    {"mastercard", "5500 0000 0000 0004", "JANE APPLESEED", "03/27", {0xEB / 255., 0x00 / 255., 0x1B / 255.}, {0xF7 / 255., 0x9E / 255., 0x1B / 255.}},
    {"DISCOVER", "6011 0009 9013 9424", "TIM COOKSON", "08/26", {0xE0 / 255., 0x4E / 255., 0x00 / 255.}, {0xFF / 255., 0xB3 / 255., 0x47 / 255.}},
    {"AMEX", "3782 822463 10005", "ANNA CHEN", "11/29", {0x2E / 255., 0x77 / 255., 0xBB / 255.}, {0x6C / 255., 0xC3 / 255., 0xF0 / 255.}},
    {"JCB", "3530 1113 3330 0000", "KENJI SATO", "05/30", {0x0B / 255., 0x6D / 255., 0x3E / 255.}, {0x44 / 255., 0xC7 / 255., 0x67 / 255.}},
};

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void text(cairo_t *cr, const char *s, double x, double y, double w, double h, double size, int weight,
                 PangoAlignment align, const char *family) {
    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *font = pango_font_description_from_string(family);
    pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
    pango_font_description_set_weight(font, weight);
    pango_layout_set_font_description(layout, font);
    pango_layout_set_text(layout, s, -1);
    pango_layout_set_width(layout, (int)(w * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_alignment(layout, align);
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    cairo_move_to(cr, x, y + round((h - logical.height / (double)PANGO_SCALE) / 2));
    pango_cairo_show_layout(cr, layout);
    pango_font_description_free(font);
    g_object_unref(layout);
}

static void box_pass(unsigned char *p, int step, int count, int radius, unsigned char *line) {
    for (int i = 0; i < count; i++) line[i] = p[i * step];
    unsigned window = 2 * radius + 1, sum = 0;
    for (int i = 0; i < radius && i < count; i++) sum += line[i];
    for (int i = 0; i < count; i++) {
        if (i + radius < count) sum += line[i + radius];
        if (i - radius - 1 >= 0) sum -= line[i - radius - 1];
        p[i * step] = (unsigned char)((sum + window / 2) / window);
    }
}

/* The card's shadow, blurred from scratch: what a renderer without caches does. */
static void shadow(cairo_t *cr, double x, double y, double w, double h, double r, double scale) {
    int radius = (int)fmax(1, round(2 * 6 * scale / 3)), margin = 3 * radius + 2;
    int mw = (int)ceil(w * scale) + 2 * margin, mh = (int)ceil(h * scale) + 2 * margin;
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, mw, mh);
    cairo_t *m = cairo_create(mask);
    cairo_translate(m, margin, margin);
    cairo_scale(m, scale, scale);
    rounded_rect(m, 0, 0, w, h, r);
    cairo_fill(m);
    cairo_destroy(m);
    cairo_surface_flush(mask);
    unsigned char *data = cairo_image_surface_get_data(mask);
    int stride = cairo_image_surface_get_stride(mask);
    unsigned char *line = malloc(mw > mh ? mw : mh);
    for (int pass = 0; pass < 3; pass++)
        for (int row = 0; row < mh; row++) box_pass(data + row * stride, 1, mw, radius, line);
    for (int pass = 0; pass < 3; pass++)
        for (int col = 0; col < mw; col++) box_pass(data + col, stride, mh, radius, line);
    free(line);
    cairo_surface_mark_dirty(mask);
    cairo_save(cr);
    cairo_translate(cr, x, y + 4);
    cairo_scale(cr, 1 / scale, 1 / scale);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.35);
    cairo_mask_surface(cr, mask, -margin, -margin);
    cairo_restore(cr);
    cairo_surface_destroy(mask);
}

static void draw_card(cairo_t *cr, const card *c, double x, double y, double w, double h, double scale) {
    double k = w / 320, bottom = h / k;
    shadow(cr, x, y, w, h, 14 * k, scale);
    cairo_pattern_t *gradient = cairo_pattern_create_linear(x, y, x + w, y + h);
    cairo_pattern_add_color_stop_rgb(gradient, 0, c->from.r, c->from.g, c->from.b);
    cairo_pattern_add_color_stop_rgb(gradient, 1, c->to.r, c->to.g, c->to.b);
    rounded_rect(cr, x, y, w, h, 14 * k);
    cairo_set_source(cr, gradient);
    cairo_fill(cr);
    cairo_pattern_destroy(gradient);
    cairo_pattern_t *gold = cairo_pattern_create_linear(x + 22 * k, y + 62 * k, x + 64 * k, y + 94 * k);
    cairo_pattern_add_color_stop_rgb(gold, 0, 0xF2 / 255., 0xD5 / 255., 0x7E / 255.);
    cairo_pattern_add_color_stop_rgb(gold, 1, 0xB0 / 255., 0x8D / 255., 0x2E / 255.);
    rounded_rect(cr, x + 22 * k, y + 62 * k, 42 * k, 32 * k, 6 * k);
    cairo_set_source(cr, gold);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(gold);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.25);
    cairo_set_line_width(cr, k);
    cairo_stroke(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    const char *sans = "DejaVu Sans,Noto Sans CJK SC";
    text(cr, c->brand, x + w - 192 * k, y + 14 * k, 170 * k, 32 * k, 24 * k, 800, PANGO_ALIGN_RIGHT, sans);
    text(cr, c->number, x + 22 * k, y + (bottom - 88) * k, 276 * k, 28 * k, 21 * k, 700, PANGO_ALIGN_LEFT, sans);
    text(cr, c->name, x + 22 * k, y + (bottom - 46) * k, 160 * k, 20 * k, 13 * k, 700, PANGO_ALIGN_LEFT, sans);
    text(cr, "VALID THRU", x + 188 * k, y + (bottom - 45) * k, 62 * k, 18 * k, 9 * k, 400, PANGO_ALIGN_LEFT, sans);
    text(cr, c->expiry, x + 248 * k, y + (bottom - 46) * k, 52 * k, 20 * k, 13 * k, 700, PANGO_ALIGN_LEFT, sans);
}

static void draw_frame(cairo_t *cr, double W, double H, double scale, int frame) {
    cairo_identity_matrix(cr);
    cairo_scale(cr, scale, scale);
    cairo_set_source_rgb(cr, 0xF2 / 255., 0xF2 / 255., 0xF7 / 255.);
    cairo_paint(cr);
    double ch = (H - 116) / 1.8, cw = ch * 1.586;
    if (cw > W - 70) { cw = W - 70; ch = cw / 1.586; }
    double spacing = ch * 0.2, x0 = (W - cw) / 2;
    /* The front card follows a finger, as in the Swift benchmark's drag frames. */
    double dx = W * 0.22 * sin(frame * 2 * M_PI / 150), dy = -H * 0.12 * sin(frame * 2 * M_PI / 95);
    for (int i = 4; i >= 1; i--) draw_card(cr, &cards[i], x0, 100 + (4 - i) * spacing, cw, ch, scale);
    cairo_set_source_rgb(cr, 0, 0, 0);
    text(cr, "Wallet", 20, 24, 300, 44, 34, 800, PANGO_ALIGN_LEFT, "DejaVu Sans,Noto Sans CJK SC");
    double px = W - 56, py = 28, s = 34, c = s / 2, arm = s * 0.26;
    cairo_arc(cr, px + c, py + c, c, 0, 2 * M_PI);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_fill(cr);
    cairo_move_to(cr, px + c - arm, py + c); cairo_line_to(cr, px + c + arm, py + c);
    cairo_move_to(cr, px + c, py + c - arm); cairo_line_to(cr, px + c, py + c + arm);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_set_line_width(cr, s * 0.09);
    cairo_stroke(cr);
    draw_card(cr, &cards[0], x0 + dx, 100 + 4 * spacing + dy, cw, ch, scale);
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: %s WIDTH HEIGHT SCALE FRAMES [out.png]\n", argv[0]);
        return 2;
    }
    int width = atoi(argv[1]), height = atoi(argv[2]), frames = atoi(argv[4]);
    double scale = atof(argv[3]);
    if (width <= 0 || height <= 0 || width > 16384 || height > 16384 || !(scale > 0) || frames <= 0) {
        fprintf(stderr, "naive_wallet: bad size, scale or frame count\n");
        return 2;
    }
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options(cr, options);
    cairo_font_options_destroy(options);
    double *times = malloc(sizeof(double) * frames);
    draw_frame(cr, width / scale, height / scale, scale, 0); /* warm font caches */
    for (int f = 0; f < frames; f++) {
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        draw_frame(cr, width / scale, height / scale, scale, f + 1);
        cairo_surface_flush(surface);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        times[f] = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
    }
    qsort(times, frames, sizeof(double), compare);
    double median = frames % 2 ? times[frames / 2] : (times[frames / 2 - 1] + times[frames / 2]) / 2;
    if (argc > 5) cairo_surface_write_to_png(surface, argv[5]);
    printf("%.4f\n", median);
    free(times);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return 0;
}
