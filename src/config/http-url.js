// @ts-check

/**
 * Whether `value` is an http(s) URL that carries no credentials: a configured address a
 * broker's browser is sent to. One rule for every such setting (parse-config.js,
 * data-protection.js, company-links.js).
 *
 * @param {string} value
 */
export function isHttpUrl(value) {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}
