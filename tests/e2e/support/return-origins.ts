import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The suite origins the production build may send a user back to, as `.env` configures them. */
export function buildReturnOrigins(): string[] {
  const env = readFileSync(path.join(root, '.env'), 'utf8');
  const line = env.split('\n').find((entry) => entry.startsWith('REACT_APP_RETURN_ORIGINS='));
  if (!line) throw new Error('.env sets no REACT_APP_RETURN_ORIGINS');
  return line
    .slice('REACT_APP_RETURN_ORIGINS='.length)
    .split(',')
    .map((origin) => new URL(origin.trim()).origin);
}
