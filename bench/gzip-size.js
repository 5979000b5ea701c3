// @ts-check
/**
 * Bytes of a page's scripts as served with gzip. Chromium asks for brotli, which the servers
 * prefer, so the transfer sizes Lighthouse reports are brotli's; the budget is stated in gzip,
 * which every client and CDN speaks.
 */
import { get } from 'node:http';

/**
 * @param {string} url
 * @returns {Promise<number>} Body bytes as sent, compressed or not.
 */
function gzipBodyBytes(url) {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        if (response.statusCode === 200) resolve(bytes);
        else reject(new Error(`${url} answered ${response.statusCode}`));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * @param {readonly string[]} urls
 * @returns {Promise<number>}
 */
export async function gzipBytes(urls) {
  const sizes = await Promise.all(urls.map(gzipBodyBytes));
  return sizes.reduce((total, size) => total + size, 0);
}
