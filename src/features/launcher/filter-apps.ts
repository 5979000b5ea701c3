/**
 * Brokers type "automacao" as often as "automação", and in any case: both sides are compared
 * without accents or case.
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

/** Whether every word of `query` appears in one of `texts` (the card's name, its description). */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const haystack = fold(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
