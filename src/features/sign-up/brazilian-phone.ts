/**
 * Brazilian phone numbers: a two-digit area code (DDD), then eight digits for a landline
 * (starting 2 to 5) or nine for a mobile (starting with 9). People type them with or without
 * the country code, brackets, spaces and hyphens; all of those are accepted.
 */

const areaCodes = new Set(
  (
    '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 ' +
    '51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 ' +
    '93 94 95 96 97 98 99'
  ).split(' '),
);

/** The national digits (area code and number), without a leading country code 55. */
function nationalDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return (digits.length === 12 || digits.length === 13) && digits.startsWith('55')
    ? digits.slice(2)
    : digits;
}

export function isBrazilianPhone(input: string): boolean {
  if (!/^[\d\s()+.-]+$/.test(input)) return false;
  const digits = nationalDigits(input);
  if (!areaCodes.has(digits.slice(0, 2))) return false;
  if (digits.length === 11) return digits[2] === '9';
  if (digits.length === 10) return /[2-5]/.test(digits[2] ?? '');
  return false;
}

/**
 * `11987654321` → `(11) 98765-4321`. Applied when the user leaves the field, not while
 * typing: reformatting under the caret would move it. Anything not a valid number is left
 * as typed, for the user to correct.
 */
export function formatBrazilianPhone(input: string): string {
  if (!isBrazilianPhone(input)) return input;
  const digits = nationalDigits(input);
  const split = digits.length === 11 ? 7 : 6;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, split)}-${digits.slice(split)}`;
}
