#include <nettle/sha1.h>
