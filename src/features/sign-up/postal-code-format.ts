/**
 * Postal codes written after a configured mask (`REACT_APP_POSTAL_CODE_FORMAT`): `0` stands
 * for a digit and every other character is filled in for the user, as `00000-000` for
 * Brazil's CEP. Only digits are ever taken from what was typed or pasted.
 */

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** How many digits a complete code has. */
export function maskDigitCount(mask: string): number {
  return [...mask].filter((char) => char === '0').length;
}

/**
 * Writes the digits of `input` into the mask. A separator appears only once a digit follows
 * it, so deleting back over one never gets stuck; digits past the mask's count are dropped.
 */
export function formatPostalCode(input: string, mask: string): string {
  const digits = digitsOf(input).slice(0, maskDigitCount(mask));
  let written = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    written += char === '0' ? digits[next++] : char;
  }
  return written;
}

export function isCompletePostalCode(value: string, mask: string): boolean {
  return digitsOf(value).length === maskDigitCount(mask);
}

/**
 * Where the caret goes in the formatted value so that it stays after the same digit it was
 * after in what the user typed.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/** An example code in the mask's shape, for hints: `01310-100` for the CEP. */
export function examplePostalCode(mask: string): string {
  return formatPostalCode('0131010012345678', mask);
}
