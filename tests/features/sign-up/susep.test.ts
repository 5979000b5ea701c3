import { describe, expect, it } from 'vitest';
import { isSusepRegistration } from '../../../src/validation/susep.js';

describe('a SUSEP registration', () => {
  it.each(['202031738', '10.2012345.8', '10-2012345-8', '100 012345 6', '12345'])(
    'is accepted as %s',
    (input) => {
      expect(isSusepRegistration(input)).toBe(true);
    },
  );

  it.each([
    ['1234', 'four digits'],
    ['1234567890123456', 'sixteen digits'],
    ['SUSEP 202031738', 'words before the number'],
    ['.202031738', 'punctuation first'],
    ['202031738-', 'punctuation last'],
    ['2020317３8', 'a full-width digit'],
    ['1 2 3 4 5 6 7 8 9 0 1', 'more characters than the service keeps'],
  ])('is refused as %s (%s)', (input) => {
    expect(isSusepRegistration(input)).toBe(false);
  });
});
