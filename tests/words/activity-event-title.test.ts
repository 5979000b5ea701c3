import { describe, expect, it } from 'vitest';
import { activityEventKinds } from '../../src/api/activity';
import { activityEventWordsEn } from '../../src/i18n/activity-event-words-en';
import { activityEventWordsPtBR } from '../../src/i18n/activity-event-words-pt-br';
import { fillPlaceholders } from '../../src/i18n/catalogue';
import {
  type ActivityEventTranslate,
  activityEventTitle,
} from '../../src/words/activity-event-title';

// Both pages that list the account's activity title an event with this one function: every kind
// the portal reads from the contract has words of its own, and a kind a newer SSO adds still reads as something.
const kinds = activityEventKinds.filter((kind) => kind !== 'sign_in');

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
