import type { Contract } from './check-exchange';
import { isUnderContract, splitTarget } from './contract-scope';
import { type Exchange, takeRecordedTraffic } from './recorded-traffic';

export interface TrafficChecks {
  /**
   * Hold requests to the contract too. On for the component tests, where the portal's clients
   * send them; off for the service tests, which send broken requests on purpose.
   */
  readonly requests: boolean;
}

/**
 * What the exchanges break of the contract, one line each. Only the local service's answers
 * are judged: stub servers answer broken things on purpose.
 */
export async function trafficProblems(
  exchanges: readonly Exchange[],
  checks: TrafficChecks,
): Promise<string[]> {
  const inScope = exchanges.filter(({ request }) =>
    isUnderContract(splitTarget(request.target).pathname),
  );
  if (inScope.length === 0) return [];

  // Loaded only by test files whose servers saw API traffic.
  const { requestProblems, responseProblems } = await import('./check-exchange');
  const { contractDocument } = await import('./contract-document');
  const { contractSchemas } = await import('./schema-validator');
  const contract: Contract = { document: contractDocument(), schemas: contractSchemas() };

  const lines: string[] = [];
  for (const { source, request, response } of inScope) {
    const problems = checks.requests ? requestProblems(contract, request) : [];
    for (const problem of problems) {
      lines.push(`${request.method} ${request.target} sent to the ${source}: ${problem}`);
    }
    if (source !== 'local service' || !response) continue;
    for (const problem of responseProblems(contract, request, response)) {
      lines.push(`${request.method} ${request.target} answered ${response.status}: ${problem}`);
    }
  }
  return lines;
}

/**
 * Fails the test that just ran when its servers sent or received anything the contract
 * (docs/openapi.yaml) does not allow.
 */
export async function checkRecordedTraffic(checks: TrafficChecks): Promise<void> {
  const lines = await trafficProblems(takeRecordedTraffic(), checks);
  if (lines.length === 0) return;
  throw new Error(
    `Outside the contract (docs/openapi.yaml):\n${lines.map((line) => `  - ${line}`).join('\n')}`,
  );
}
