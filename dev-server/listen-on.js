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
 * Starts listening and resolves to the base URL; rejects when the port cannot be taken.
 *
 * @param {import('node:http').Server} server
 * @param {number} port 0 for any free port.
 * @param {string} host
 * @returns {Promise<string>}
 */
export function listenOn(server, port, host) {
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
 * Stops taking connections and resolves once the open ones are done; idle keep-alive
 * connections are closed at once, or they would hold the close up for their timeout.
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
  });
}
