import { describe, expect, it } from 'vitest';
import {
  formatBrazilianPhone,
  isBrazilianPhone,
} from '../../../src/features/sign-up/brazilian-phone';

describe('Brazilian phone numbers', () => {
  it.each([
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['11987654321', '(11) 98765-4321'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['21 3456 7890', '(21) 3456-7890'],
  ])('accepts %j and writes it %j', (typed, written) => {
    expect(isBrazilianPhone(typed)).toBe(true);
    expect(formatBrazilianPhone(typed)).toBe(written);
  });

  it.each([
    ['too few digits', '1234-5678'],
    ['an area code not in use', '(20) 98765-4321'],
    ['a mobile number not starting with 9', '(11) 88765-4321'],
    ['a landline starting with 9', '(11) 9876-5432'],
    ['letters', '(11) 9876S-4321'],
  ])('refuses %s', (_label, typed) => {
    expect(isBrazilianPhone(typed)).toBe(false);
  });

  it('leaves a number it cannot read as the user typed it', () => {
    expect(formatBrazilianPhone('1234')).toBe('1234');
  });
});
