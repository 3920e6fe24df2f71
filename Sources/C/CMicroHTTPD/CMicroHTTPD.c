#include "CMicroHTTPD.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <netinet/in.h>
#include <pthread.h>
#include <string.h>

/* libmicrohttpd's functions, looked up once. */
static struct {
    struct MHD_Daemon *(*start_daemon)(unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *, MHD_AccessHandlerCallback,
                                       void *, ...);
    const union MHD_DaemonInfo *(*get_daemon_info)(struct MHD_Daemon *, enum MHD_DaemonInfoType, ...);
    void (*stop_daemon)(struct MHD_Daemon *);
    int (*get_connection_values)(struct MHD_Connection *, enum MHD_ValueKind, MHD_KeyValueIterator, void *);
    struct MHD_Response *(*create_response_from_buffer)(size_t, void *, enum MHD_ResponseMemoryMode);
    struct MHD_Response *(*create_response_from_callback)(uint64_t, size_t, MHD_ContentReaderCallback, void *,
                                                          MHD_ContentReaderFreeCallback);
    void (*destroy_response)(struct MHD_Response *);
    enum MHD_Result (*add_response_header)(struct MHD_Response *, const char *, const char *);
    enum MHD_Result (*queue_response)(struct MHD_Connection *, unsigned int, struct MHD_Response *);
    void (*suspend_connection)(struct MHD_Connection *);
    void (*resume_connection)(struct MHD_Connection *);
    int loaded;
} mhd;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    *(void **)&mhd.start_daemon = dlsym(library, "MHD_start_daemon");
    *(void **)&mhd.get_daemon_info = dlsym(library, "MHD_get_daemon_info");
    *(void **)&mhd.stop_daemon = dlsym(library, "MHD_stop_daemon");
    *(void **)&mhd.get_connection_values = dlsym(library, "MHD_get_connection_values");
    *(void **)&mhd.create_response_from_buffer = dlsym(library, "MHD_create_response_from_buffer");
    *(void **)&mhd.create_response_from_callback = dlsym(library, "MHD_create_response_from_callback");
    *(void **)&mhd.destroy_response = dlsym(library, "MHD_destroy_response");
    *(void **)&mhd.add_response_header = dlsym(library, "MHD_add_response_header");
    *(void **)&mhd.queue_response = dlsym(library, "MHD_queue_response");
    *(void **)&mhd.suspend_connection = dlsym(library, "MHD_suspend_connection");
    *(void **)&mhd.resume_connection = dlsym(library, "MHD_resume_connection");
    mhd.loaded = mhd.start_daemon && mhd.get_daemon_info && mhd.stop_daemon && mhd.get_connection_values &&
                 mhd.create_response_from_buffer && mhd.create_response_from_callback && mhd.destroy_response &&
                 mhd.add_response_header && mhd.queue_response && mhd.suspend_connection && mhd.resume_connection;
}

int docgen_http_load(void) {
    pthread_once(&load_once, load);
    return mhd.loaded;
}

/* The URL as the client sent it: docgen decodes it itself, so that an encoded slash or dot
   (%2f, %2e) can be told from a real one. */
static size_t keep_escaped(void *cls, struct MHD_Connection *connection, char *url) {
    (void)cls, (void)connection;
    return strlen(url);
}

/* Called with the target as sent (path and query, ended where the HTTP version begins), before
   libmicrohttpd cuts the query off: what it returns is the access handler's `state`, here the
   target's length as a C string plus one, for docgen_http_target_has_nul. */
static void *note_target_length(void *cls, const char *uri, struct MHD_Connection *connection) {
    (void)cls, (void)connection;
    return (void *)(uintptr_t)(strlen(uri) + 1);
}

/* libmicrohttpd 0.9 keeps the request line in one buffer: the target starts at `url` and ends
   at the NUL it wrote over the space before `version`. When the target's C string (measured
   before the query was cut) ends sooner, the client sent a NUL. Only that layout is trusted. */
int docgen_http_target_has_nul(const char *url, const char *version, void *state) {
    if (!state || !url || !version || version <= url || version - url > (1 << 20) || version[-1] != '\0') return 0;
    size_t measured = (size_t)(uintptr_t)state - 1;
    size_t sent = (size_t)(version - 1 - url);
    return measured < sent;
}

struct MHD_Daemon *docgen_http_start(const char *host, uint16_t port, MHD_AccessHandlerCallback handler, void *context,
                                     struct docgen_http_limits limits) {
    if (!docgen_http_load()) return NULL;
    unsigned int flags = MHD_USE_AUTO_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME;
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
    return mhd.start_daemon(flags, port, NULL, NULL, handler, context,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_THREAD_POOL_SIZE, limits.threads,
                            MHD_OPTION_CONNECTION_LIMIT, limits.connections,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, limits.connectionsPerAddress,
                            MHD_OPTION_CONNECTION_TIMEOUT, limits.idleSeconds,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits.memoryPerConnection,
                            MHD_OPTION_URI_LOG_CALLBACK, note_target_length, NULL,
                            MHD_OPTION_UNESCAPE_CALLBACK, keep_escaped, NULL,
                            MHD_OPTION_END);
}

uint16_t docgen_http_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = mhd.get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

void docgen_http_stop_daemon(struct MHD_Daemon *daemon) {
    mhd.stop_daemon(daemon);
}

int docgen_http_get_connection_values(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                                      MHD_KeyValueIterator iterator, void *context) {
    return mhd.get_connection_values(connection, kind, iterator, context);
}

struct MHD_Response *docgen_http_create_response_from_buffer(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode) {
    return mhd.create_response_from_buffer(size, buffer, mode);
}

struct MHD_Response *docgen_http_create_response_from_callback(uint64_t size, size_t blockSize, MHD_ContentReaderCallback reader,
                                                               void *context, MHD_ContentReaderFreeCallback freeContext) {
    return mhd.create_response_from_callback(size, blockSize, reader, context, freeContext);
}

void docgen_http_destroy_response(struct MHD_Response *response) {
    mhd.destroy_response(response);
}

enum MHD_Result docgen_http_add_response_header(struct MHD_Response *response, const char *header, const char *content) {
    return mhd.add_response_header(response, header, content);
}

enum MHD_Result docgen_http_queue_response(struct MHD_Connection *connection, unsigned int status, struct MHD_Response *response) {
    return mhd.queue_response(connection, status, response);
}

void docgen_http_suspend_connection(struct MHD_Connection *connection) {
    mhd.suspend_connection(connection);
}

void docgen_http_resume_connection(struct MHD_Connection *connection) {
    mhd.resume_connection(connection);
}
