#ifndef DOCGEN_CMICROHTTPD_H
#define DOCGEN_CMICROHTTPD_H

/* GNU libmicrohttpd, loaded (dlopen) when `docgen serve` starts its server: linked at start-up,
   it and GnuTLS with the eight libraries GnuTLS needs cost every docgen process about 3 ms
   (a program that does nothing: 1.0 ms, 4.0 ms linked with libmicrohttpd), and only serve uses
   it. The header is included for its types; its functions are called through the ones below,
   since the library is not linked (a direct MHD_ call fails to link). */

#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* Loads libmicrohttpd once; nonzero when it and every function below are there. */
int docgen_http_load(void);

/* One thread per connection (so a slow client or a long event stream holds only its own
   thread), bound to `host` (an IPv4 or IPv6 address) and `port` (0 for any free port). NULL when
   the library is not loaded, the address is bad or the port taken. */
struct MHD_Daemon *docgen_http_start(const char *host, uint16_t port, MHD_AccessHandlerCallback handler, void *context,
                                     unsigned int timeoutSeconds, unsigned int connectionLimit);

/* The port the daemon listens on (the one the system chose when 0 was asked for). */
uint16_t docgen_http_port(struct MHD_Daemon *daemon);

/* libmicrohttpd's functions of the same names, once loaded. */
void docgen_http_stop_daemon(struct MHD_Daemon *daemon);
int docgen_http_get_connection_values(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                                      MHD_KeyValueIterator iterator, void *context);
struct MHD_Response *docgen_http_create_response_from_buffer(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode);
struct MHD_Response *docgen_http_create_response_from_callback(uint64_t size, size_t blockSize, MHD_ContentReaderCallback reader,
                                                               void *context, MHD_ContentReaderFreeCallback freeContext);
void docgen_http_destroy_response(struct MHD_Response *response);
enum MHD_Result docgen_http_add_response_header(struct MHD_Response *response, const char *header, const char *content);
enum MHD_Result docgen_http_queue_response(struct MHD_Connection *connection, unsigned int status, struct MHD_Response *response);

#endif
