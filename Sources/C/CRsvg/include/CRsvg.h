#ifndef DOCGEN_CRSVG_H
#define DOCGEN_CRSVG_H

#include <stddef.h>

/* An SVG drawn into a PNG through librsvg, which is loaded (dlopen) the first time one is drawn:
   librsvg needs cairo, pango, GLib, fontconfig and FreeType, about forty libraries with no static
   archives in Debian, and only a site with social cards draws any. The library opened is
   librsvg-2.so.2, or the file DOCGEN_LIBRSVG names. */

/* The version of the PNG writer below: a change to how a PNG is encoded changes it, so that PNGs
   kept by an earlier docgen are drawn again. */
#define DOCGEN_RSVG_WRITER_VERSION 2

/* Why no PNG was made. */
typedef enum {
    DOCGEN_RSVG_OK = 0,
    DOCGEN_RSVG_UNAVAILABLE, /* librsvg (or cairo or libdeflate under it) could not be loaded */
    DOCGEN_RSVG_UNREADABLE,  /* librsvg refused the SVG */
    DOCGEN_RSVG_FAILED,      /* drawing or encoding failed (out of memory) */
} docgen_rsvg_status;

typedef struct {
    docgen_rsvg_status status;
    /* The PNG file (malloc'd; free with docgen_rsvg_result_free), when status is OK. */
    unsigned char *png;
    size_t size;
    char message[512];
} docgen_rsvg_result;

/* Draws the SVG document `svg` (`length` bytes) into a `width` × `height` PNG, over white: the
   document's viewport is scaled to fill it. Nothing outside `svg` is read: with no base URL,
   librsvg loads no file it names, only `data:` URLs. The PNG is 8-bit RGB, its pixels deflated
   at libdeflate's fastest level; the same SVG and libraries make the same bytes. Safe to call from
   several threads at once. */
docgen_rsvg_result docgen_rsvg_png(const char *svg, size_t length, int width, int height);

void docgen_rsvg_result_free(docgen_rsvg_result *result);

#endif
