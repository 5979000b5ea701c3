import { describe, expect, it } from 'vitest';
import { activityEventWordsEn } from '../../src/i18n/activity-event-words-en';
import { activityEventWordsPtBR } from '../../src/i18n/activity-event-words-pt-br';
import { fillPlaceholders } from '../../src/i18n/catalogue';
import {
  type ActivityEventTranslate,
  activityEventTitle,
} from '../../src/words/activity-event-title';

// Both pages that list the account's activity title an event with this one function: every kind
// the contract names has words of its own, and a kind a newer SSO adds still reads as something.
const kinds = [
  'password_changed',
  'password_reset',
  'second_factor_on',
  'second_factor_off',
  'recovery_codes_new',
  'passkey_added',
  'passkey_removed',
  'company_account_linked',
  'company_account_unlinked',
  'sessions_ended',
  'reported_not_me',
] as const;

function translator(catalogue: Record<string, string>): ActivityEventTranslate {
  return ((key: string, values?: Record<string, string>) =>
    fillPlaceholders(catalogue[key] ?? key, values)) as ActivityEventTranslate;
}

describe.each([
  ['en', translator(activityEventWordsEn)],
  ['pt-BR', translator(activityEventWordsPtBR)],
])('an activity event titled in %s', (_locale, text) => {
  it('gives every change the contract names words of its own, none of them "other"', () => {
    const titles = kinds.map((kind) => activityEventTitle({ kind, provider: 'google' }, text));
    expect(new Set(titles).size).toBe(kinds.length);
    expect(titles).not.toContain(text('activity.other'));
    expect(titles.join(' ')).not.toMatch(/activity\.|\{/);
  });

  it('tells a sign-in by its result', () => {
    const titles = ['signed_in', 'refused', 'locked'].map((result) =>
      activityEventTitle({ kind: 'sign_in', result }, text),
    );
    expect(new Set(titles).size).toBe(3);
  });

  it('calls a kind it does not know "other", never a blank or a key', () => {
    const title = activityEventTitle({ kind: 'brokerage_switched' }, text);
    expect(title).toBe(text('activity.other'));
    expect(title).not.toBe('');
    expect(title).not.toContain('activity.');
  });
});
