import ky, { type Options } from 'ky';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** ky's calls of one service, each answering the response once it has come. */
export type HttpCalls = {
  readonly [M in Method]: (url: string, options?: Options) => Promise<Response>;
};

function withHeaders(options: Options | undefined, added: Readonly<Record<string, string>>) {
  const headers = new Headers(options?.headers as HeadersInit | undefined);
  for (const [name, value] of Object.entries(added)) headers.set(name, value);
  return { ...options, headers };
}

/**
 * The code that meets a bot challenge (challenge/meet-challenge.ts), a chunk of its own. Asked
 * for from here alone, the company sign-in's return included, so that it is one chunk: the
 * sign-in page's first script names each chunk, and has no bytes for a second.
 */
export const loadChallengeCode = () => import('./challenge/meet-challenge');

/** Whether a refusal asks for a challenge (`ChallengeRequiredError`), from a copy of its body. */
async function asksForChallenge(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } } | null;
    const code = body?.error?.code;
    return code === 'challenge_required' || code === 'challenge_invalid';
  } catch {
    return false;
  }
}

/**
 * ky, as service-client.ts creates each service's client with it, and the one rule every call
 * shares that needs more than ky. Under risk the SSO refuses a guarded
 * request (a sign-in, a reset, a request for an account) with a challenge to solve first, a
 * 403: the code that answers it comes only with such a refusal (challenge/meet-challenge.ts),
 * and what the caller gets is the answer to the request once the challenge is met.
 */
function create(options: Options): HttpCalls {
  const instance = ky.create(options);
  const call =
    (method: Method) =>
    async (url: string, callOptions?: Options): Promise<Response> => {
      const response = await instance[method](url, callOptions);
      if (!(await asksForChallenge(response))) return response;
      const { answerChallenge } = await loadChallengeCode();
      return answerChallenge(response, (headers) =>
        instance[method](url, withHeaders(callOptions, headers)),
      );
    };
  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  };
}

export default { create };
