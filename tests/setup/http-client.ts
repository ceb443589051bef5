// HTTP clients of the test suites and the keep-alive rule they follow: a pooled connection is dropped
// by the client well before the server's idle timeout (HTTP_KEEP_ALIVE_TIMEOUT_MS, 65 s by default),
// so a test never sends a request on a socket the server is closing at that moment (ECONNRESET,
// "socket hang up" on a busy machine). fetch (undici) follows the server's `Keep-Alive: timeout=`
// hint less 2 s; Node's http.Agent ignores the hint and keeps idle sockets until the server closes them.
import http from 'node:http';

/** The servers' default idle timeout (app/.server/env.ts). */
export const SERVER_KEEP_ALIVE_MS = 65_000;
/** How long a pooled socket may stay idle on the client: well under the server's timeout. */
export const clientIdleMs = (serverKeepAliveMs = SERVER_KEEP_ALIVE_MS) =>
  Math.min(10_000, Math.floor(serverKeepAliveMs / 2));

/**
 * A keep-alive pool for raw requests (node:http): idle sockets are destroyed after `clientIdleMs`.
 * The agent's `timeout` also applies to a request in flight, where it only emits 'timeout'.
 */
export function keepAliveAgent({ serverKeepAliveMs = SERVER_KEEP_ALIVE_MS, maxSockets = 12 } = {}): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets, timeout: clientIdleMs(serverKeepAliveMs) });
}
