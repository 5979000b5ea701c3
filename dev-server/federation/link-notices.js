// @ts-check

/**
 * The notices of a company account linked to an account or unlinked from it
 * (account-notices.js): a new way into the account, or one gone, is a change the owner must
 * hear of, as of a passkey. The provider is named as its owner knows it ("Microsoft"), beside
 * the company account's email.
 */

/**
 * @typedef {object} LinkNoticeDependencies
 * @property {import('../notices/account-notices.js').AccountNotices} notify
 * @property {import('./federation-context.js').FederationContext} federation
 * @property {import('../activity/note-activity.js').NoteActivity} noteActivity
 */

/**
 * @param {LinkNoticeDependencies} deps
 * @param {import('node:http').IncomingMessage} req
 * @param {import('../accounts/users.js').User} user The account's owner.
 * @param {'company-account-linked' | 'company-account-unlinked'} template
 * @param {import('./federated-links.js').FederatedLink} link
 */
export function tellOwnerOfLink(deps, req, user, template, link) {
  const provider = deps.federation.providers.get(link.provider);
  deps.notify(req, user, template, {
    provider: provider?.name ?? link.provider,
    companyEmail: link.email,
  });
  deps.noteActivity(req, user, {
    kind:
      template === 'company-account-linked' ? 'company_account_linked' : 'company_account_unlinked',
    provider: link.provider,
  });
}
