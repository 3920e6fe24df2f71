#include "CRsvg.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The types and functions of librsvg 2.54, cairo 1.16, GLib and libdeflate 1.14 that docgen calls,
   declared here rather than included: rsvg.h needs the include folders of GLib, GdkPixbuf and
   cairo, which only pkg-config knows (GLib's differs by architecture), and a SwiftPM C target
   cannot ask it. All of them are stable C ABIs. */
typedef struct {
    uint32_t domain;
    int code;
    char *message;
} docgen_gerror;
typedef struct {
    double x, y, width, height;
} docgen_rsvg_rectangle;
enum { docgen_cairo_format_rgb24 = 1 };

static struct {
    void *(*new_from_data)(const uint8_t *, size_t, docgen_gerror **);
    int (*render_document)(void *, void *, const docgen_rsvg_rectangle *, docgen_gerror **);
    void (*object_unref)(void *);
    void (*error_free)(docgen_gerror *);
    void *(*image_surface_create)(int, int, int);
    int (*surface_status)(void *);
    void (*surface_flush)(void *);
    unsigned char *(*image_surface_get_data)(void *);
    int (*image_surface_get_stride)(void *);
    void (*surface_destroy)(void *);
    void *(*create)(void *);
    void (*set_source_rgb)(void *, double, double, double);
    void (*paint)(void *);
    void (*destroy)(void *);
    void *(*alloc_compressor)(int);
    size_t (*zlib_compress)(void *, const void *, size_t, void *, size_t);
    size_t (*zlib_compress_bound)(void *, size_t);
    void (*free_compressor)(void *);
    uint32_t (*crc32)(uint32_t, const void *, size_t);
    int loaded;
    char problem[256];
} rsvg;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    const char *name = getenv("DOCGEN_LIBRSVG");
    void *library = dlopen(name && *name ? name : "librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(rsvg.problem, sizeof rsvg.problem, "%s", dlerror());
        return;
    }
    /* cairo and GLib are librsvg's own dependencies: looked up through it, they are the ones it uses. */
    *(void **)&rsvg.new_from_data = dlsym(library, "rsvg_handle_new_from_data");
    *(void **)&rsvg.render_document = dlsym(library, "rsvg_handle_render_document");
    *(void **)&rsvg.object_unref = dlsym(library, "g_object_unref");
    *(void **)&rsvg.error_free = dlsym(library, "g_error_free");
    *(void **)&rsvg.image_surface_create = dlsym(library, "cairo_image_surface_create");
    *(void **)&rsvg.surface_status = dlsym(library, "cairo_surface_status");
    *(void **)&rsvg.surface_flush = dlsym(library, "cairo_surface_flush");
    *(void **)&rsvg.image_surface_get_data = dlsym(library, "cairo_image_surface_get_data");
    *(void **)&rsvg.image_surface_get_stride = dlsym(library, "cairo_image_surface_get_stride");
    *(void **)&rsvg.surface_destroy = dlsym(library, "cairo_surface_destroy");
    *(void **)&rsvg.create = dlsym(library, "cairo_create");
    *(void **)&rsvg.set_source_rgb = dlsym(library, "cairo_set_source_rgb");
    *(void **)&rsvg.paint = dlsym(library, "cairo_paint");
    *(void **)&rsvg.destroy = dlsym(library, "cairo_destroy");
    /* libdeflate is under GdkPixbuf (through libtiff), so it is wherever librsvg is. The PNG is
       written here with its fastest level: a whole card took 97M instructions with zlib's
       compress2 at level 1 and 322M with cairo's own writer (libpng at its defaults), against
       71M with it. */
    void *deflate = dlopen("libdeflate.so.0", RTLD_NOW | RTLD_LOCAL);
    if (deflate) {
        *(void **)&rsvg.alloc_compressor = dlsym(deflate, "libdeflate_alloc_compressor");
        *(void **)&rsvg.zlib_compress = dlsym(deflate, "libdeflate_zlib_compress");
        *(void **)&rsvg.zlib_compress_bound = dlsym(deflate, "libdeflate_zlib_compress_bound");
        *(void **)&rsvg.free_compressor = dlsym(deflate, "libdeflate_free_compressor");
        *(void **)&rsvg.crc32 = dlsym(deflate, "libdeflate_crc32");
    }
    rsvg.loaded = rsvg.new_from_data && rsvg.render_document && rsvg.object_unref && rsvg.error_free &&
                  rsvg.image_surface_create && rsvg.surface_status && rsvg.surface_flush && rsvg.image_surface_get_data &&
                  rsvg.image_surface_get_stride && rsvg.surface_destroy && rsvg.create && rsvg.set_source_rgb && rsvg.paint &&
                  rsvg.destroy && rsvg.alloc_compressor && rsvg.zlib_compress && rsvg.zlib_compress_bound &&
                  rsvg.free_compressor && rsvg.crc32;
    if (!rsvg.loaded) snprintf(rsvg.problem, sizeof rsvg.problem, "a function of librsvg, cairo or libdeflate is missing");
}

static void put32(unsigned char *at, uint32_t value) {
    at[0] = value >> 24, at[1] = value >> 16, at[2] = value >> 8, at[3] = value;
}

/* Appends a chunk of `length` bytes of `type`, whose data is already at `out + 8`. */
static size_t finish_chunk(unsigned char *out, const char *type, uint32_t length) {
    put32(out, length);
    memcpy(out + 4, type, 4);
    put32(out + 8 + length, (uint32_t)rsvg.crc32(0, out + 4, length + 4));
    return 12 + (size_t)length;
}

/* cairo's RGB24 pixels (native-endian 0x00RRGGBB words) as a PNG of 8-bit RGB rows, each with
   filter 0; NULL when memory runs out. */
static unsigned char *encode_png(const unsigned char *pixels, int width, int height, int stride, size_t *size) {
    size_t row = 1 + 3 * (size_t)width, raw_size = row * (size_t)height;
    unsigned char *raw = malloc(raw_size);
    if (!raw) return NULL;
    for (int y = 0; y < height; y++) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        unsigned char *target = raw + (size_t)y * row;
        *target++ = 0;
        for (int x = 0; x < width; x++) {
            uint32_t pixel = source[x];
            *target++ = pixel >> 16, *target++ = pixel >> 8, *target++ = pixel;
        }
    }
    void *compressor = rsvg.alloc_compressor(1);
    if (!compressor) {
        free(raw);
        return NULL;
    }
    size_t bound = rsvg.zlib_compress_bound(compressor, raw_size);
    unsigned char *png = malloc(8 + 25 + 12 + bound + 12);
    if (!png) {
        rsvg.free_compressor(compressor);
        free(raw);
        return NULL;
    }
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    memcpy(png, signature, 8);
    size_t at = 8;
    unsigned char *header = png + at + 8;
    put32(header, (uint32_t)width);
    put32(header + 4, (uint32_t)height);
    header[8] = 8, header[9] = 2, header[10] = 0, header[11] = 0, header[12] = 0; /* 8-bit RGB, not interlaced */
    at += finish_chunk(png + at, "IHDR", 13);
    size_t deflated = rsvg.zlib_compress(compressor, raw, raw_size, png + at + 8, bound);
    rsvg.free_compressor(compressor);
    free(raw);
    if (deflated == 0 || deflated > UINT32_MAX - 12) {
        free(png);
        return NULL;
    }
    at += finish_chunk(png + at, "IDAT", (uint32_t)deflated);
    at += finish_chunk(png + at, "IEND", 0);
    *size = at;
    return png;
}

docgen_rsvg_result docgen_rsvg_png(const char *svg, size_t length, int width, int height) {
    docgen_rsvg_result result = {.status = DOCGEN_RSVG_UNAVAILABLE, .png = NULL, .size = 0, .message = ""};
    pthread_once(&load_once, load);
    if (!rsvg.loaded) {
        snprintf(result.message, sizeof result.message, "%s", rsvg.problem);
        return result;
    }
    result.status = DOCGEN_RSVG_FAILED;
    if (width <= 0 || height <= 0 || width > 8192 || height > 8192) {
        snprintf(result.message, sizeof result.message, "an image of %d × %d pixels is not drawn", width, height);
        return result;
    }
    docgen_gerror *error = NULL;
    void *handle = rsvg.new_from_data((const uint8_t *)svg, length, &error);
    if (!handle) {
        result.status = DOCGEN_RSVG_UNREADABLE;
        snprintf(result.message, sizeof result.message, "%s", error && error->message ? error->message : "librsvg cannot read the SVG");
        if (error) rsvg.error_free(error);
        return result;
    }
    void *surface = rsvg.image_surface_create(docgen_cairo_format_rgb24, width, height);
    void *cairo = rsvg.create(surface);
    rsvg.set_source_rgb(cairo, 1, 1, 1);
    rsvg.paint(cairo);
    docgen_rsvg_rectangle viewport = {0, 0, width, height};
    int drawn = rsvg.surface_status(surface) == 0 && rsvg.render_document(handle, cairo, &viewport, &error);
    rsvg.destroy(cairo);
    rsvg.object_unref(handle);
    if (!drawn) {
        result.status = error ? DOCGEN_RSVG_UNREADABLE : DOCGEN_RSVG_FAILED;
        snprintf(result.message, sizeof result.message, "%s", error && error->message ? error->message : "the SVG could not be drawn");
        if (error) rsvg.error_free(error);
        rsvg.surface_destroy(surface);
        return result;
    }
    rsvg.surface_flush(surface);
    result.png = encode_png(rsvg.image_surface_get_data(surface), width, height, rsvg.image_surface_get_stride(surface), &result.size);
    rsvg.surface_destroy(surface);
    if (!result.png) {
        snprintf(result.message, sizeof result.message, "out of memory while writing the PNG");
        return result;
    }
    result.status = DOCGEN_RSVG_OK;
    return result;
}

void docgen_rsvg_result_free(docgen_rsvg_result *result) {
    free(result->png);
    result->png = NULL;
    result->size = 0;
}
