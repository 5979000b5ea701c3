import { describe, expect, it } from 'vitest';
import type { Membership } from '../../../src/api/brokerage-memberships';
import { filterBrokerages } from '../../../src/features/brokerage-choice/filter-brokerages';

const brokerage = (name: string, cnpj: string): Membership => ({
  id: name,
  name,
  cnpj,
  role: 'broker',
  apps: [],
  requires: [],
  lastUsedAt: null,
});

const list = [
  brokerage('Mendes Corretora', '45.***.***/0001-34'),
  brokerage('Corretora São Paulo', '12.***.***/0002-90'),
  brokerage('Vida 777', '98.***.***/0001-10'),
];
const names = (query: string) => filterBrokerages(list, query).map((b) => b.name);

describe('filtering brokerages', () => {
  it('keeps every brokerage for an empty or blank query', () => {
    expect(names('  ')).toHaveLength(3);
  });

  it('matches a part of the name, whatever its case and accents', () => {
    expect(names('SAO pa')).toEqual(['Corretora São Paulo']);
  });

  it('matches the digits of the CNPJ, with or without its punctuation', () => {
    expect(names('0002')).toEqual(['Corretora São Paulo']);
    expect(names('/0001-10')).toEqual(['Vida 777']);
    expect(names('45.')).toEqual(['Mendes Corretora']);
  });

  it('matches digits in a name as well as in a CNPJ', () => {
    expect(names('777')).toEqual(['Vida 777']);
  });

  it('matches nothing when neither name nor CNPJ holds the query', () => {
    expect(names('horizonte')).toEqual([]);
  });
});
