import { describe, expect, it } from 'vitest';
import { cnpjCharacters, formatCnpj, isCnpj } from '../../../src/validation/cnpj.js';

describe('a CNPJ', () => {
  it.each([
    ['11.222.333/0001-81', 'printed with its dots, slash and hyphen'],
    ['11222333000181', 'as bare digits'],
    [' 11 222 333 0001 81 ', 'with spaces'],
    ['12.ABC.345/01DE-35', 'in the alphanumeric form registered since July 2026'],
    ['12abc34501de35', 'alphanumeric, typed in lower case'],
  ])('is accepted %s (%s)', (input) => {
    expect(isCnpj(input)).toBe(true);
  });

  it.each([
    ['11.222.333/0001-82', 'a wrong second check digit'],
    ['11.222.333/0001-91', 'a wrong first check digit'],
    ['12.ABC.345/01DE-53', 'alphanumeric with its check digits swapped'],
    ['12.ABC.345/01DE-3A', 'a letter among the check digits'],
    ['11.222.333/0001-8', 'thirteen characters'],
    ['11.222.333/0001-810', 'fifteen characters'],
    ['00.000.000/0000-00', 'fourteen equal digits, which pass the arithmetic'],
    ['11111111111111', 'fourteen ones'],
    ['11.222.333/0001-8l', 'a letter l for a one'],
    ['11_222_333_0001_81', 'separators no one prints it with'],
    ['', 'nothing'],
  ])('is refused with %s (%s)', (input) => {
    expect(isCnpj(input)).toBe(false);
  });

  it('is read without its punctuation and in capitals', () => {
    expect(cnpjCharacters(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });

  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['112', '11.2'],
    ['11222333', '11.222.333'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018199', '11.222.333/0001-81'],
  ])('is printed from %s as %s', (typed, printed) => {
    expect(formatCnpj(typed)).toBe(printed);
  });
});
