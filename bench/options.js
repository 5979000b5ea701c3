// @ts-check
/**
 * The options of `npm run bench` (run.js's header says what each one does).
 */
import { parseArgs } from 'node:util';

/** @param {string[]} [args] */
export function readOptions(args = process.argv.slice(2)) {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '5' },
      'imposed-runs': { type: 'string' },
      builds: { type: 'string', default: '3' },
      pages: { type: 'string' },
      'write-docs': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      resume: { type: 'boolean', default: false },
      'report-only': { type: 'boolean', default: false },
      results: { type: 'string' },
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
    /** Page ids to measure (gofy-pt-BR, gofy-en, supabase, ...); all when absent. */
    pages: values.pages?.split(',').map((id) => id.trim()),
    writeDocs: values['write-docs'] ?? false,
    skipBuild: values['skip-build'] ?? false,
    resume: values.resume ?? false,
    reportOnly: values['report-only'] ?? false,
    /** A bench run's folder under bench/results/, for --resume and --report-only. */
    results: values.results,
  };
}
