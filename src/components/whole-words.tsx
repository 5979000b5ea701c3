import type { ReactNode } from 'react';

/**
 * `text` with its lines broken only where a reader expects them. Every browser may end a line
 * after a hyphen, which split "e-mail" into "e-" and "mail" and an example number into halves
 * ("98765-", "4321"; "0001-", "81"): each hyphen is kept with the letter or digit on either
 * side, in a span of three characters that never wraps, too short to widen any column, so an
 * email address with a hyphen still breaks where it must. A slash may end a line: a CNPJ
 * ("11.222.333/0001-81") is wider than a 320 px phone's column with text at 200%, and breaks
 * there, in two whole parts, rather than wherever it overflows.
 */
export function wholeWords(text: string): ReactNode {
  return text.split(/([\p{L}\d](?:-[\p{L}\d])+|\/)/u).map((part, index) => {
    if (index % 2 === 0) return part;
    // The parts of one text never change places: where each is, is what tells it apart.
    const key = index;
    return part === '/' ? (
      [part, <wbr key={key} />]
    ) : (
      <span key={key} className="nowrap">
        {part}
      </span>
    );
  });
}
