// @ts-check
/**
 * A login flow as Ory's API (Kratos) returns it for a project with password sign-in: a CSRF
 * token, the identifier, the password and the submit button, each a UI node with the message
 * ids and English texts Kratos sends. A real page would fetch it first
 * (`/self-service/login/browser`); here it is written out, so the form draws without Ory.
 */

const issuedAt = new Date();
const flowId = '00000000-0000-4000-8000-000000000001';

/**
 * @param {string} origin Where the flow's form posts, which the page never does here.
 * @returns {import('@ory/elements-react').LoginFlowContainer['flow']}
 */
export function passwordLoginFlow(origin) {
  return {
    id: flowId,
    type: 'browser',
    state: 'choose_method',
    refresh: false,
    requested_aal: 'aal1',
    issued_at: issuedAt,
    created_at: issuedAt,
    updated_at: issuedAt,
    expires_at: new Date(issuedAt.getTime() + 60 * 60 * 1000),
    request_url: `${origin}/self-service/login/browser`,
    ui: {
      action: `${origin}/self-service/login?flow=${flowId}`,
      method: 'POST',
      nodes: [
        {
          type: 'input',
          group: 'default',
          attributes: {
            name: 'csrf_token',
            type: 'hidden',
            value: 'bench-csrf-token',
            required: true,
            disabled: false,
            node_type: 'input',
          },
          messages: [],
          meta: {},
        },
        {
          type: 'input',
          group: 'default',
          attributes: {
            name: 'identifier',
            type: 'text',
            value: '',
            required: true,
            autocomplete: 'username webauthn',
            disabled: false,
            node_type: 'input',
          },
          messages: [],
          meta: { label: { id: 1070002, text: 'Email', type: 'info', context: { title: 'Email' } } },
        },
        {
          type: 'input',
          group: 'password',
          attributes: {
            name: 'password',
            type: 'password',
            required: true,
            autocomplete: 'current-password',
            disabled: false,
            node_type: 'input',
          },
          messages: [],
          meta: { label: { id: 1070001, text: 'Password', type: 'info' } },
        },
        {
          type: 'input',
          group: 'password',
          attributes: {
            name: 'method',
            type: 'submit',
            value: 'password',
            disabled: false,
            node_type: 'input',
          },
          messages: [],
          meta: { label: { id: 1010022, text: 'Sign in with password', type: 'info' } },
        },
      ],
    },
  };
}
