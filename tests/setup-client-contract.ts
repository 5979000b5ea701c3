import { afterAll, afterEach } from 'vitest';
import { checkRecordedTraffic } from './support/contract/check-recorded-traffic';

// Every request the portal's clients sent during a test, to a stub server or the local
// service, must be one docs/openapi.yaml allows; the local service's answers are held to it
// too.
afterEach(() => checkRecordedTraffic({ requests: true }));
afterAll(() => checkRecordedTraffic({ requests: true }));
