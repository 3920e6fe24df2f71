#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/* The URL as the client sent it: docgen decodes it itself, so that an encoded slash or dot
   (%2f, %2e) can be told from a real one. */
static inline size_t docgen_http_keep_escaped(void *cls, struct MHD_Connection *connection, char *url) {
    (void)cls; (void)connection;
    return strlen(url);
}

/* MHD_start_daemon is variadic, which Swift cannot call: one thread per connection (so a slow
   client or a long event stream holds only its own thread), bound to `host` (an IPv4 or IPv6
   address) and `port` (0 for any free port). NULL when the address is bad or the port taken. */
static inline struct MHD_Daemon *docgen_http_start(const char *host, uint16_t port, MHD_AccessHandlerCallback handler,
                                                   void *context, unsigned int timeoutSeconds, unsigned int connectionLimit) {
    unsigned int flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_USE_ITC;
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    const struct sockaddr *address;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    if (inet_pton(AF_INET, host, &v4.sin_addr) == 1) {
        v4.sin_family = AF_INET;
        v4.sin_port = htons(port);
        address = (const struct sockaddr *)&v4;
    } else if (inet_pton(AF_INET6, host, &v6.sin6_addr) == 1) {
        v6.sin6_family = AF_INET6;
        v6.sin6_port = htons(port);
        address = (const struct sockaddr *)&v6;
        flags |= MHD_USE_IPv6;
    } else {
        return NULL;
    }
    return MHD_start_daemon(flags, port, NULL, NULL, handler, context,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeoutSeconds,
                            MHD_OPTION_CONNECTION_LIMIT, connectionLimit,
                            MHD_OPTION_UNESCAPE_CALLBACK, docgen_http_keep_escaped, NULL,
                            MHD_OPTION_END);
}

/* The port the daemon listens on (the one the system chose when 0 was asked for). */
static inline uint16_t docgen_http_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}
