import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCatalogues, textsOf } from './all-catalogues';

interface Term {
  readonly thing: string;
  readonly en: RegExp | undefined;
  readonly ptBR: RegExp | undefined;
  readonly neverPtBR: RegExp | undefined;
  readonly neverEn: RegExp | undefined;
}

/** A pattern of the table as a whole-word, case-blind expression; empty cells give none. */
function wholeWords(cell: string): RegExp | undefined {
  const pattern = cell.trim().replace(/^`|`$/g, '').replaceAll('\\|', '|');
  return pattern ? new RegExp(`(?<![\\p{L}-])(?:${pattern})(?![\\p{L}])`, 'iu') : undefined;
}

/** The table of docs/glossary.md: the one place the portal's words are written down. */
function readGlossary(): Term[] {
  // Vitest runs from the repository's root; jsdom's import.meta.url is not a file URL.
  const text = readFileSync(path.resolve('docs/glossary.md'), 'utf8');
  const rows = text.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((row) => {
    // Cells split on the pipes that are not escaped inside a pattern.
    const [thing = '', en = '', ptBR = '', neverPtBR = '', neverEn = ''] = row
      .slice(1, -1)
      .split(/(?<!\\)\|/);
    return {
      thing: thing.trim(),
      en: wholeWords(en),
      ptBR: wholeWords(ptBR),
      neverPtBR: wholeWords(neverPtBR),
      neverEn: wholeWords(neverEn),
    };
  });
}

const glossary = readGlossary();
// Placeholders are names for the code, not words for the reader: `{email}` is not "email".
const words = (text: string) => text.replace(/\{\w+\}/g, '');

describe('the glossary', () => {
  it('is read from docs/glossary.md, row by row', () => {
    expect(glossary.map((term) => term.thing)).toEqual(
      expect.arrayContaining(['signing in', 'password', 'passkey', 'device', 'insured person']),
    );
    expect(glossary.find((term) => term.thing === 'device')?.neverPtBR?.test('aparelho')).toBe(
      true,
    );
  });

  describe.each(allCatalogues)('the %s catalogue', (_, english, portuguese) => {
    it('says each thing in Portuguese with the word the English one uses', () => {
      const strays: string[] = [];
      for (const [key, message] of Object.entries(english)) {
        const source = textsOf(message).map(words).join(' ');
        const translation = textsOf(portuguese[key]).map(words).join(' ');
        for (const term of glossary) {
          if (term.en?.test(source) && term.ptBR && !term.ptBR.test(translation)) {
            strays.push(`${key}: "${term.thing}" without ${term.ptBR.source}`);
          }
        }
      }
      expect(strays).toEqual([]);
    });

    it('never uses a word the glossary sets aside', () => {
      const strays: string[] = [];
      for (const [key, message] of Object.entries(portuguese)) {
        for (const text of textsOf(message).map(words)) {
          for (const term of glossary) {
            const found = term.neverPtBR && text.match(term.neverPtBR);
            if (found) strays.push(`pt-BR ${key}: "${found[0]}"`);
          }
        }
      }
      for (const [key, message] of Object.entries(english)) {
        for (const text of textsOf(message).map(words)) {
          for (const term of glossary) {
            const found = term.neverEn && text.match(term.neverEn);
            if (found) strays.push(`en ${key}: "${found[0]}"`);
          }
        }
      }
      expect(strays).toEqual([]);
    });
  });
});
