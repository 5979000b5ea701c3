import { describe, expect, it } from 'vitest';
import { setUpPortalPage } from './support/portal-page';

const e2e = setUpPortalPage({
  // An unknown postal code is answered 404, which the browser reports; the test asks for it.
  expectedProblems: /status of 404/,
});

const textbox = (name: string) => e2e.page.getByRole('textbox', { name, exact: true });

async function openFromSignIn() {
  await e2e.page.goto(`${e2e.portal.url}/login`);
  await e2e.page.getByRole('link', { name: 'Ask for an account' }).click();
  await e2e.page.getByRole('heading', { name: 'Ask for a gofy account' }).waitFor();
}

async function fillAboutYou(email: string) {
  await textbox('Your full name').fill('Carla Dias');
  await textbox('Email').fill(email);
  await textbox('Phone').fill('11987654321');
  await textbox('Brokerage name').fill('Dias Corretora de Seguros');
  await textbox("Brokerage's CNPJ").fill('11222333000181');
}

describe('asking for an account', () => {
  it('checks the CNPJ by its check digits, alphanumeric ones too, and prints it as usual', async () => {
    await openFromSignIn();
    const cnpj = textbox("Brokerage's CNPJ");
    await cnpj.fill('11.222.333/0001-82');
    await cnpj.press('Tab');
    await e2e.page.getByText('This CNPJ is not valid. Check what you typed.').waitFor();
    expect(await cnpj.getAttribute('aria-invalid')).toBe('true');

    await cnpj.fill('12abc34501de35');
    await cnpj.press('Tab');
    expect(await cnpj.inputValue()).toBe('12.ABC.345/01DE-35');
    expect(await cnpj.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says what the data is for above the button, the policy opening in a new tab', async () => {
    await openFromSignIn();
    const policy = e2e.page.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(await policy.getAttribute('target')).toBe('_blank');
    const [above, button] = await Promise.all([
      policy.boundingBox(),
      e2e.page.getByRole('button', { name: 'Send the request' }).boundingBox(),
    ]);
    expect(above && button && above.y + above.height <= button.y).toBe(true);
    // The form stays in its tab, with what was typed; the policy, elsewhere, is not visited.
    expect(await policy.getAttribute('href')).toBe('https://gofy.example/privacidade');
    expect(await policy.getAttribute('rel')).toContain('noopener');
  });

  it('fills the address from a postal code of the data set, and sends the request', async () => {
    await openFromSignIn();
    await fillAboutYou('carla@corretora-dias.example');
    await textbox('Postal code (CEP)').pressSequentially('01310100');
    expect(await textbox('Postal code (CEP)').inputValue()).toBe('01310-100');
    await e2e.page.getByText('Address filled in from the postal code.').waitFor();
    expect(await textbox('Street').inputValue()).toBe('Avenida Paulista');
    expect(await textbox('District').inputValue()).toBe('Bela Vista');
    expect(await textbox('City').inputValue()).toBe('São Paulo');
    expect(await e2e.page.getByRole('combobox', { name: 'State' }).inputValue()).toBe('SP');

    await textbox('Number').fill('1000');
    await textbox('SUSEP registration (optional)').fill('10.2012345.8');
    await e2e.page.getByRole('button', { name: 'Send the request' }).click();
    await e2e.page.getByRole('heading', { name: 'We received your request' }).waitFor();
    // What happens next, and when: the service's review time.
    await e2e.page.getByText('We answer within 2 business days.').waitFor();
    expect(e2e.portal.service.signUpRequests()).toEqual([
      expect.objectContaining({
        email: 'carla@corretora-dias.example',
        phone: '(11) 98765-4321',
        cnpj: '11222333000181',
        susep: '10.2012345.8',
        address: expect.objectContaining({ postalCode: '01310-100', number: '1000' }),
      }),
    ]);
  });

  it('takes the looked-up address away when the code changes to one it does not know', async () => {
    await openFromSignIn();
    await fillAboutYou('elisa@corretora-sul.example');
    const code = textbox('Postal code (CEP)');
    await code.pressSequentially('01310100');
    await e2e.page.getByText('Address filled in from the postal code.').waitFor();
    await textbox('Number').fill('1000');

    await code.fill('');
    await code.pressSequentially('99999999');
    await e2e.page.getByText('We do not know this postal code').waitFor();
    // Nothing of Avenida Paulista is left to be sent with the wrong code; the number typed is.
    for (const label of ['Street', 'District', 'City']) {
      expect(await textbox(label).inputValue()).toBe('');
    }
    expect(await e2e.page.getByRole('combobox', { name: 'State' }).inputValue()).toBe('');
    expect(await textbox('Number').inputValue()).toBe('1000');
    expect(
      await e2e.page
        .getByText('We do not know this postal code')
        .evaluate((note) => getComputedStyle(note).backgroundColor),
    ).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('falls back to typing the address by hand for an unknown postal code', async () => {
    await openFromSignIn();
    await fillAboutYou('diego@corretora-nova.example');
    await textbox('Postal code (CEP)').pressSequentially('99999999');
    await e2e.page.getByText('We do not know this postal code').waitFor();
    expect(await textbox('Street').inputValue()).toBe('');

    await textbox('Street').fill('Rua das Flores');
    await textbox('Number').fill('12');
    await textbox('District').fill('Centro');
    await textbox('City').fill('Cidade Nova');
    await e2e.page.getByRole('combobox', { name: 'State' }).selectOption('MG');
    await e2e.page.getByRole('button', { name: 'Send the request' }).click();
    await e2e.page.getByRole('heading', { name: 'We received your request' }).waitFor();
    expect(e2e.portal.service.signUpRequests().at(-1)).toMatchObject({
      email: 'diego@corretora-nova.example',
      address: { street: 'Rua das Flores', state: 'MG' },
    });
  });
});
