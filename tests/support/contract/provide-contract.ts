import { readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { parse } from 'yaml';
import { contractFile, isJsonObject } from './contract-document';

function readContractFile() {
  const parsed: unknown = parse(readFileSync(contractFile, 'utf8'));
  if (!isJsonObject(parsed)) throw new Error(`${contractFile} is not a YAML mapping`);
  return parsed;
}

/** Parses docs/openapi.yaml once for the whole run, and again when watch mode reruns tests. */
export default function setup(project: TestProject) {
  const provide = () => project.provide('contractDocument', readContractFile());
  provide();
  project.onTestsRerun(provide);
}
