import { signedIn } from './suite-stub';

/** Carla's brokerages, as the local service's demo data has them (masked as whoami sends). */
export const mendes = {
  id: 'mendes-corretora',
  name: 'Mendes Corretora',
  cnpj: '45.***.***/0001-34',
  role: 'owner',
  apps: ['pipeline', 'insured', 'multiquote', 'automation', 'schedule', 'notifications'],
  requires: [],
} as const;

export const parceira = {
  id: 'parceira-vida',
  name: 'Parceira Vida Corretora',
  cnpj: '98.***.***/0001-10',
  role: 'broker',
  apps: ['pipeline', 'insured'],
  requires: ['code'],
} as const;

export const horizonte = {
  id: 'horizonte',
  name: 'Corretora Horizonte',
  cnpj: '23.***.***/0001-55',
  role: 'assistant',
  apps: ['schedule'],
  requires: ['company'],
} as const;

type Member = typeof mendes | typeof parceira | typeof horizonte;

/** whoami's answer for Carla acting for `active`, a member of `brokerages`. */
export function actingFor(active: Member, brokerages: readonly Member[] = [mendes, parceira]) {
  const body = signedIn(active.apps, { name: 'Carla Mendes' });
  return {
    user: { ...body.user, email: 'carla.mendes@gofy.example', brokerages: [...brokerages] },
    session: { ...body.session, activeBrokerageId: active.id },
  };
}

export const proofRequired = (requires: readonly string[]) => ({
  status: 403,
  body: {
    error: {
      code: 'brokerage_proof_required',
      message: 'This brokerage asks for more proof.',
      requires,
    },
  },
});
