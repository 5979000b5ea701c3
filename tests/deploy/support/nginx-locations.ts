/**
 * The `location` blocks of an nginx file, and the one nginx picks for a path, so a test can
 * ask of the shipped configuration what nginx would do with a request without running it.
 */

export interface NginxLocation {
  /** `=`, `~`, `~*`, `^~`, or `''` for a plain prefix. */
  readonly modifier: string;
  readonly pattern: string;
  /** The block's directives, comments removed. */
  readonly body: string;
}

/** The top-level `location` blocks of `conf`, in their order. */
export function nginxLocations(conf: string): NginxLocation[] {
  const text = conf.replace(/#.*$/gm, '');
  const locations: NginxLocation[] = [];
  const start = /^[ \t]*location[ \t]+(?:(=|~\*?|\^~)[ \t]+)?(\S+)[ \t]*\{/gm;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    // Blocks nest (`if (...) { ... }` inside a location): find the brace that closes this one.
    let depth = 1;
    let end = start.lastIndex;
    while (depth > 0 && end < text.length) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}') depth -= 1;
      end += 1;
    }
    if (depth > 0) throw new Error(`location ${match[2]} is not closed`);
    locations.push({
      modifier: match[1] ?? '',
      pattern: match[2] ?? '',
      body: text.slice(start.lastIndex, end - 1),
    });
    start.lastIndex = end;
  }
  return locations;
}

/**
 * The location nginx serves `path` from: an exact match; else the longest prefix if it is
 * `^~`; else the first regular expression that matches, in the file's order; else the longest
 * prefix (nginx's documented order, `ngx_http_core_module`'s `location`).
 */
export function locationFor(
  locations: readonly NginxLocation[],
  path: string,
): NginxLocation | undefined {
  const exact = locations.find((l) => l.modifier === '=' && l.pattern === path);
  if (exact) return exact;
  const prefix = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && path.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = locations.find(
    (l) =>
      (l.modifier === '~' || l.modifier === '~*') &&
      new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(path),
  );
  return regex ?? prefix;
}

/** The value of the header a block adds with `add_header Name "value" always;`. */
export function addedHeader(location: NginxLocation, name: string): string | undefined {
  const pattern = new RegExp(`^\\s*add_header ${name} "([^"]*)" always;`, 'm');
  return pattern.exec(location.body)?.[1];
}
