import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  examplePostalCode,
  formatPostalCode,
  isCompletePostalCode,
  maskDigitCount,
} from '../../../src/features/sign-up/postal-code-format';

const cep = '00000-000';

describe('writing a postal code after its mask', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    ['01310.100', '01310-100'],
    [' 01310 100 ', '01310-100'],
    ['013101009', '01310-100'],
    ['CEP 01310-100', '01310-100'],
  ])('writes %j as %j', (typed, written) => {
    expect(formatPostalCode(typed, cep)).toBe(written);
  });

  it('follows another configured mask', () => {
    expect(formatPostalCode('1234567', '0000 000')).toBe('1234 567');
    expect(maskDigitCount('0000 000')).toBe(7);
  });

  it('is complete once it has every digit of the mask', () => {
    expect(isCompletePostalCode('01310-10', cep)).toBe(false);
    expect(isCompletePostalCode('01310-100', cep)).toBe(true);
  });

  it('keeps the caret after the same digit once a separator is added', () => {
    // "013101|" typed at the end becomes "01310-1|".
    expect(caretAfterDigits('01310-1', 6)).toBe(7);
    // A caret after the third digit stays after it.
    expect(caretAfterDigits('01310-100', 3)).toBe(3);
    expect(caretAfterDigits('01310-100', 0)).toBe(0);
  });

  it('gives an example in the shape of the mask, for hints', () => {
    expect(examplePostalCode(cep)).toBe('01310-100');
  });
});
