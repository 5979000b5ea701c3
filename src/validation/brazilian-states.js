// @ts-check
/**
 * Brazil's 27 federative units, by the two letters the post office and every form use, with
 * the names a broker picks them by. Read by the sign-up form's state picker and by the local
 * SSO service, which refuses anything else (docs/openapi.yaml).
 */
export const brazilianStates = Object.freeze(
  /** @type {const} */ ([
    ['AC', 'Acre'],
    ['AL', 'Alagoas'],
    ['AP', 'Amapá'],
    ['AM', 'Amazonas'],
    ['BA', 'Bahia'],
    ['CE', 'Ceará'],
    ['DF', 'Distrito Federal'],
    ['ES', 'Espírito Santo'],
    ['GO', 'Goiás'],
    ['MA', 'Maranhão'],
    ['MT', 'Mato Grosso'],
    ['MS', 'Mato Grosso do Sul'],
    ['MG', 'Minas Gerais'],
    ['PA', 'Pará'],
    ['PB', 'Paraíba'],
    ['PR', 'Paraná'],
    ['PE', 'Pernambuco'],
    ['PI', 'Piauí'],
    ['RJ', 'Rio de Janeiro'],
    ['RN', 'Rio Grande do Norte'],
    ['RS', 'Rio Grande do Sul'],
    ['RO', 'Rondônia'],
    ['RR', 'Roraima'],
    ['SC', 'Santa Catarina'],
    ['SP', 'São Paulo'],
    ['SE', 'Sergipe'],
    ['TO', 'Tocantins'],
  ]).map(([code, name]) => Object.freeze({ code, name })),
);

/** The two-letter codes alone, as the contract's `address.state` takes them. */
export const brazilianStateCodes = /** @type {readonly string[]} */ (
  Object.freeze(brazilianStates.map((state) => state.code))
);
