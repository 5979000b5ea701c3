// @ts-check
/**
 * The options of `npm run bench` (run.js's header says what each one does).
 */
import { parseArgs } from 'node:util';

export function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'imposed-runs': { type: 'string' },
      builds: { type: 'string', default: '3' },
      'write-docs': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const imposedRuns = Number(values['imposed-runs'] ?? runs);
  const builds = Number(values.builds);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  if (!Number.isInteger(imposedRuns) || imposedRuns < 0)
    throw new Error('--imposed-runs must be a whole number');
  if (!Number.isInteger(builds) || builds < 1)
    throw new Error('--builds must be a positive integer');
  return {
    runs,
    imposedRuns,
    builds,
    writeDocs: values['write-docs'] ?? false,
    skipBuild: values['skip-build'] ?? false,
  };
}
