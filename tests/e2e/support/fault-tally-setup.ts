import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { FaultRecord } from './fault-tally';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each file of fault tests leaves its count, for the total printed at the end. */
    faultTallyDir: string;
  }
}

/**
 * Vitest runs each test file on its own, so no file sees the others' faults: each leaves its
 * count in a directory of this run, and the total across files is printed once they are done.
 */
export default function setup(project: TestProject) {
  const directory = mkdtempSync(path.join(tmpdir(), 'gofy-faults-'));
  project.provide('faultTallyDir', directory);

  return () => {
    const records = readdirSync(directory).map(
      (name) => JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as FaultRecord,
    );
    rmSync(directory, { recursive: true, force: true });
    if (records.length === 0) return;
    const survived = records.reduce((sum, record) => sum + record.survived, 0);
    const injected = records.reduce((sum, record) => sum + record.injected, 0);
    console.log(`faults survived: ${survived} / ${injected} injected`);
  };
}
