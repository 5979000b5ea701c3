import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, inject, it } from 'vitest';

/** What one file of fault tests reports to the run's total (`fault-tally-setup.ts`). */
export interface FaultRecord {
  readonly file: string;
  readonly injected: number;
  readonly survived: number;
}

/**
 * Declares the fault tests of one file. Each `faultTest` injects one fault; when the file is
 * done, the faults are counted from the tests' own results (a fault is survived when its test
 * passed, hooks included), printed for the file, and handed to the run's total.
 */
export function faultTally(file: string) {
  const faults = new Set<string>();
  const survived = new Set<string>();

  afterAll(() => {
    const record: FaultRecord = { file, injected: faults.size, survived: survived.size };
    console.log(`${file}: ${record.survived} of ${record.injected} faults survived`);
    const directory = inject('faultTallyDir');
    if (directory) {
      mkdirSync(directory, { recursive: true });
      writeFileSync(path.join(directory, `${file}.json`), JSON.stringify(record));
    }
  });

  return function faultTest(name: string, body: () => Promise<void>, timeoutMs?: number) {
    // Results are matched by name: two faults with one name would be counted as one.
    if (faults.has(name)) throw new Error(`Two fault tests are named "${name}"`);
    faults.add(name);
    it(
      name,
      async ({ onTestFinished }) => {
        // Called after the afterEach hooks, whose checks (no page errors) count too.
        onTestFinished(({ task }) => {
          if (task.result?.state === 'pass') survived.add(name);
        });
        await body();
      },
      timeoutMs,
    );
  };
}
