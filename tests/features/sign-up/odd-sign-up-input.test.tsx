import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpPage } from '../../../src/app/lazy-pages';
import { accountEn } from '../../../src/i18n/account-messages-en';
import { accountPtBR } from '../../../src/i18n/account-messages-pt-br';
import { en } from '../../../src/i18n/messages-en';
import { ptBR } from '../../../src/i18n/messages-pt-br';
import { oddText } from '../../support/odd-text';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// The page's code is compiled on first use; that belongs to setting up, not to the first test.
beforeAll(async () => {
  await SignUpPage.preload();
});

const stub = stubServices(['sso', 'postal-code']);

beforeEach(() => {
  stub.on('POST /api/sso/signup', { status: 202, body: {} });
});

// What the account pages say: their own messages and the portal's (the email field's, say).
const catalogues = {
  en: { ...en, ...accountEn },
  'pt-BR': { ...ptBR, ...accountPtBR },
} as const;
const signUps = () => stub.requests.filter((request) => request.path === '/api/sso/signup');

type English = (typeof catalogues)['en'];
/** The plain messages: a label or a problem, never one with plural forms. */
type Labels = Readonly<{
  [Key in keyof English as English[Key] extends string ? Key : never]: string;
}>;
const valid: Readonly<Record<string, string>> = {
  'field.name': 'Carla Dias',
  'field.email': 'carla@corretora-dias.example',
  'field.phone': '11987654321',
  'field.brokerage': 'Dias Corretora de Seguros',
  'field.cnpj': '11.222.333/0001-81',
  'field.street': 'Avenida Paulista',
  'field.number': '1000',
  'field.district': 'Bela Vista',
  'field.city': 'São Paulo',
  'field.state': 'SP',
};

/** Fills the form (the postal code left empty, so no lookup runs), pasting `odd` over one field. */
async function fillAndSend(t: Labels, label: keyof Labels, odd: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: t['signUp.title'] });
  for (const [key, value] of Object.entries(valid)) {
    if (key === 'field.postalCode' || key === label) continue;
    // The fields around the odd one are only set, as autofill would: simulating a person
    // clicking and pasting into each took most of the test's time in jsdom.
    fireEvent.change(screen.getByLabelText(t[key as keyof Labels]), { target: { value } });
  }
  // By label: as a person finds a field, and far cheaper in jsdom than by role and name.
  await user.click(screen.getByLabelText(t[label]));
  await user.paste(odd);
  await user.click(screen.getByRole('button', { name: t['action.sendRequest'] }));
  return screen.getByRole('textbox', { name: t[label] });
}

describe.each(['en', 'pt-BR'] as const)(
  'asking for an account in %s, given odd input',
  (locale) => {
    const t = catalogues[locale];
    const tooLong = (max: number, count: number) =>
      t['validation.tooLong'].replace('{max}', String(max)).replace('{count}', String(count));

    it.each([
      ['field.name', oddText.tenThousand, tooLong(120, 10_000)],
      ['field.brokerage', oddText.tenThousand, tooLong(120, 10_000)],
      ['field.street', oddText.tenThousand, tooLong(200, 10_000)],
      ['field.number', oddText.tenThousand, tooLong(20, 10_000)],
      ['field.complement', oddText.tenThousand, tooLong(100, 10_000)],
      ['field.district', oddText.tenThousand, tooLong(100, 10_000)],
      ['field.city', oddText.tenThousand, tooLong(100, 10_000)],
      ['field.phone', oddText.tenThousand, t['validation.phone.invalid']],
      ['field.email', `${oddText.tenThousand}@x.example`, t['validation.email.tooLong']],
      ['field.name', oddText.nul, t['validation.hiddenCharacter']],
      ['field.name', oddText.rightToLeftOverride, t['validation.hiddenCharacter']],
      ['field.street', oddText.controls, t['validation.hiddenCharacter']],
      ['field.email', `\u202e${valid['field.email']}`, t['validation.email.hiddenCharacter']],
      ['field.phone', oddText.emojiZwj, t['validation.phone.invalid']],
      ['field.cnpj', oddText.emojiZwj, t['validation.cnpj.incomplete']],
      ['field.cnpj', '11.222.333/0001-8١', t['validation.cnpj.invalid']],
      ['field.susep', oddText.tenThousand, t['validation.susep.invalid']],
      ['field.name', oddText.whitespaceOnly, t['validation.name.required']],
      ['field.city', oddText.whitespaceOnly, t['validation.city.required']],
    ] as const)('says what is wrong under %s, and sends nothing', async (label, odd, message) => {
      renderPortal('/signup', { locale });
      const field = await fillAndSend(t, label, odd);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(signUps()).toEqual([]);
    });

    it('says so when a paste had more digits than a postal code, and keeps the first ones', async () => {
      stub.on('GET /api/postal-code/01310100', {
        status: 404,
        body: { error: { code: 'not_found' } },
      });
      const user = userEvent.setup();
      renderPortal('/signup', { locale });
      const field = await screen.findByRole('textbox', { name: t['field.postalCode'] });
      await user.click(field);
      await user.paste('01310100'.repeat(1250));
      expect(field).toHaveValue('01310-100');
      const message = t['validation.postalCode.extraDigits'].replaceAll('{digits}', '8');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      await user.tab();
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    });

    it('sends a name in a right-to-left script with emoji, trimmed but whole', async () => {
      stub.on('GET /api/postal-code/01310100', {
        status: 404,
        body: { error: { code: 'not_found' } },
      });
      renderPortal('/signup', { locale });
      const user = userEvent.setup();
      const name = `${oddText.arabic} ${oddText.emojiZwj}`;
      await fillAndSend(t, 'field.name', `  ${name}  `);
      await user.click(screen.getByRole('textbox', { name: t['field.postalCode'] }));
      await user.paste('01310100');
      await screen.findByText(t['lookup.notFound']);
      await user.click(screen.getByRole('button', { name: t['action.sendRequest'] }));
      await screen.findByRole('heading', { name: t['signUp.sent.title'] });
      expect(signUps().map((request) => JSON.parse(request.body))).toEqual([
        expect.objectContaining({
          name,
          address: expect.objectContaining({ postalCode: '01310-100' }),
        }),
      ]);
    });
  },
);
