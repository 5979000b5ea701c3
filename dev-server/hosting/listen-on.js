// @ts-check

/**
 * The URL to type into a browser for the address the server listens on.
 *
 * @param {import('node:net').AddressInfo} address
 */
function baseUrl(address) {
  // A wildcard address is not something to type into a browser.
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const hostname = wildcard
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${hostname}:${address.port}`;
}

/**
 * The connections of each server that listenOn started, and those of them with a request
 * under way: stopping must wait for an answer being sent, not for a socket the browser opened
 * ahead of time and may never use.
 *
 * @type {WeakMap<import('node:http').Server, { open: Set<import('node:net').Socket>,
 *   busy: Set<import('node:net').Socket>, stopping: boolean }>}
 */
const connections = new WeakMap();

/** @param {import('node:http').Server} server */
function trackConnections(server) {
  if (connections.has(server)) return;
  const state = {
    open: new Set(/** @type {import('node:net').Socket[]} */ ([])),
    busy: new Set(/** @type {import('node:net').Socket[]} */ ([])),
    stopping: false,
  };
  connections.set(server, state);
  server.on('connection', (socket) => {
    state.open.add(socket);
    socket.on('close', () => {
      state.open.delete(socket);
      state.busy.delete(socket);
    });
  });
  server.on('request', (req, res) => {
    const { socket } = req;
    state.busy.add(socket);
    res.on('close', () => {
      state.busy.delete(socket);
      if (state.stopping) socket.destroy();
    });
  });
}

/**
 * Starts listening and resolves to the base URL; rejects when the port cannot be taken.
 *
 * @param {import('node:http').Server} server
 * @param {number} port 0 for any free port.
 * @param {string} host
 * @returns {Promise<string>}
 */
export function listenOn(server, port, host) {
  trackConnections(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('The service is not listening on a TCP port'));
        return;
      }
      resolve(baseUrl(address));
    });
  });
}

/**
 * Stops taking connections and resolves once the answers under way are sent. Every other
 * connection is closed at once: an idle keep-alive one would hold the close up for its
 * timeout, and one a browser opened ahead of time, with no request yet, for a minute.
 *
 * @param {import('node:http').Server} server
 * @returns {Promise<void>}
 */
export function stopListening(server) {
  return new Promise((resolve, reject) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
    const state = connections.get(server);
    if (!state) return;
    state.stopping = true;
    for (const socket of state.open) {
      if (!state.busy.has(socket)) socket.destroy();
    }
  });
}
