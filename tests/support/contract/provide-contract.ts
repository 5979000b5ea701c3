import type { TestProject } from 'vitest/node';
import { readContractDocument } from '../../../dev-server/http/contract-validators.js';

/** Parses docs/openapi.yaml once for the whole run, and again when watch mode reruns tests. */
export default function setup(project: TestProject) {
  const provide = () => project.provide('contractDocument', readContractDocument());
  provide();
  project.onTestsRerun(provide);
}
