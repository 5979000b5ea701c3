// @ts-check
import { signInCompanyAccount } from './company-accounts.js';

/**
 * The stand-in provider's own sign-in page, at `/interaction/<uid>` (oidc-provider's
 * interaction URL): an email and a password from the demo company accounts, and Cancel, which
 * answers the SSO `access_denied` as a real provider does when the user gives up. A plain form
 * with no script, so tests drive it with two HTTP requests.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {{ providerName: string, action: string, email?: string, problem?: string }} page
 */
function sendPage(res, status, page) {
  const problem = page.problem ? `<p role="alert">${escapeHtml(page.problem)}</p>` : '';
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(page.providerName)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${escapeHtml(page.providerName)}</h1>
<p>Provedor de teste local: entre com uma conta de empresa de demonstração.</p>${problem}
<form method="post" action="${escapeHtml(page.action)}">
<label>E-mail <input name="email" type="email" autocomplete="username" value="${escapeHtml(page.email ?? '')}"></label>
<label>Senha <input name="password" type="password" autocomplete="current-password"></label>
<button name="action" value="login">Entrar</button>
<button name="action" value="cancel" formnovalidate>Cancelar</button>
</form></main></body></html>`;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // Browsers ask for the site's /favicon.ico by themselves, and WebKit reports a refused one
    // to the page as a violation of its policy.
    'Content-Security-Policy':
      "default-src 'none'; img-src 'self'; form-action 'self' http: https:",
    'X-Frame-Options': 'DENY',
  });
  res.end(html);
}

/** @param {IncomingMessage} req */
async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 8192) break;
  }
  return new URLSearchParams(body);
}

/**
 * @param {{ provider: import('oidc-provider').default, providerName: string,
 *   accounts: readonly import('./company-accounts.js').CompanyAccount[] }} deps
 * @returns {(req: IncomingMessage, res: ServerResponse) => Promise<boolean>} Answers the
 *   request when it is the sign-in page's, and tells whether it did.
 */
export function createSignInPage({ provider, providerName, accounts }) {
  return async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!/^\/interaction\/[\w-]+$/.test(path)) return false;
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      sendPage(res, 200, {
        providerName,
        action: path,
        email: String(details.params.login_hint ?? ''),
      });
      return true;
    }
    const form = await readForm(req);
    if (form.get('action') === 'cancel') {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in.',
      });
      return true;
    }
    const email = form.get('email') ?? '';
    const account = await signInCompanyAccount(accounts, email, form.get('password') ?? '');
    if (!account) {
      sendPage(res, 200, {
        providerName,
        action: path,
        email,
        problem: 'E-mail ou senha incorretos.',
      });
      return true;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub, amr: [...account.amr] } },
      { mergeWithLastSubmission: false },
    );
    return true;
  };
}
