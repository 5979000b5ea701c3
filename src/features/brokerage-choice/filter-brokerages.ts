import type { Membership } from '../../api/brokerage-memberships';

/** Above this many brokerages the picker offers a search field. */
export const searchFrom = 9;

const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/**
 * The brokerages whose name holds `query` (ignoring case and accents), or whose CNPJ's shown
 * digits hold the digits typed: a broker may type "0001" or "45.", as a CNPJ is written.
 */
export function filterBrokerages(
  brokerages: readonly Membership[],
  query: string,
): readonly Membership[] {
  const words = folded(query.trim());
  if (words === '') return brokerages;
  const digits = query.replace(/\D/g, '');
  return brokerages.filter(
    (brokerage) =>
      folded(brokerage.name).includes(words) ||
      (digits !== '' && brokerage.cnpj.replace(/\D/g, '').includes(digits)),
  );
}
