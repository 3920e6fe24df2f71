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

/* What one server may hold, so that no client can exhaust it. */
struct docgen_http_limits {
    unsigned int connections;           /* open at once, in all */
    unsigned int connectionsPerAddress; /* open at once from one client address */
    unsigned int idleSeconds;           /* a connection that sends and receives nothing is closed */
    size_t memoryPerConnection;         /* request headers beyond it get 431 */
    unsigned int threads;               /* polling threads (epoll); none is held by a slow client */
};

/* A few polling threads (epoll where the system has it), not one thread per connection, so a
   thousand slow clients cost a thousand sockets and no threads; streamed responses wait by
   suspending their connection (docgen_http_suspend). Bound to `host` (an IPv4 or IPv6 address)
   and `port` (0 for any free port). NULL when the library is not loaded, the address is bad or
   the port taken. */
struct MHD_Daemon *docgen_http_start(const char *host, uint16_t port, MHD_AccessHandlerCallback handler, void *context,
                                     struct docgen_http_limits limits);

/* Nonzero when the request target had a NUL byte, which the C string `url` cannot show: it ends
   there, and the rest would be lost. `version` and `state` are the access handler's arguments. */
int docgen_http_target_has_nul(const char *url, const char *version, void *state);

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
void docgen_http_suspend_connection(struct MHD_Connection *connection);
void docgen_http_resume_connection(struct MHD_Connection *connection);

#endif
