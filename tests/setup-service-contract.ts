import { afterAll, afterEach } from 'vitest';
import { checkRecordedTraffic } from './support/contract/check-recorded-traffic';

// Every answer the local service gave during a test must be one docs/openapi.yaml describes.
// Requests are not judged here: service tests send broken ones on purpose.
afterEach(() => checkRecordedTraffic({ requests: false }));
// What was sent in a file's beforeAll or afterAll.
afterAll(() => checkRecordedTraffic({ requests: false }));
