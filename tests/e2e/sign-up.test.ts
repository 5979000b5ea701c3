import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishContext, launchChromium } from './support/browser';
import { watchPageProblems } from './support/page-checks';
import { startPortal } from './support/portal-server';

let browser: Browser;
let portal: Awaited<ReturnType<typeof startPortal>>;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  browser = await launchChromium();
  portal = await startPortal();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

beforeEach(async () => {
  context = await browser.newContext(englishContext);
  page = await context.newPage();
  problems = watchPageProblems(page);
});

afterEach(async () => {
  await context.close();
  // An unknown postal code is answered 404, which the browser reports; the test asks for it.
  expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
});

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

async function openFromSignIn() {
  await page.goto(`${portal.url}/login`);
  await page.getByRole('link', { name: 'Ask for an account' }).click();
  await page.getByRole('heading', { name: 'Ask for a gofy account' }).waitFor();
}

async function fillAboutYou(email: string) {
  await textbox('Your full name').fill('Carla Dias');
  await textbox('Email').fill(email);
  await textbox('Phone').fill('11987654321');
  await textbox('Brokerage name').fill('Dias Corretora de Seguros');
}

describe('asking for an account', () => {
  it('fills the address from a postal code of the data set, and sends the request', async () => {
    await openFromSignIn();
    await fillAboutYou('carla@corretora-dias.example');
    await textbox('Postal code (CEP)').pressSequentially('01310100');
    expect(await textbox('Postal code (CEP)').inputValue()).toBe('01310-100');
    await page.getByText('Address filled in from the postal code.').waitFor();
    expect(await textbox('Street').inputValue()).toBe('Avenida Paulista');
    expect(await textbox('District').inputValue()).toBe('Bela Vista');
    expect(await textbox('City').inputValue()).toBe('São Paulo');
    expect(await textbox('State').inputValue()).toBe('SP');

    await textbox('Number').fill('1000');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await page.getByRole('heading', { name: 'We received your request' }).waitFor();
    expect(portal.service.signUpRequests()).toEqual([
      expect.objectContaining({
        email: 'carla@corretora-dias.example',
        phone: '(11) 98765-4321',
        address: expect.objectContaining({ postalCode: '01310-100', number: '1000' }),
      }),
    ]);
  });

  it('falls back to typing the address by hand for an unknown postal code', async () => {
    await openFromSignIn();
    await fillAboutYou('diego@corretora-nova.example');
    await textbox('Postal code (CEP)').pressSequentially('99999999');
    await page.getByText('We do not know this postal code').waitFor();
    expect(await textbox('Street').inputValue()).toBe('');

    await textbox('Street').fill('Rua das Flores');
    await textbox('Number').fill('12');
    await textbox('District').fill('Centro');
    await textbox('City').fill('Cidade Nova');
    await textbox('State').fill('mg');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await page.getByRole('heading', { name: 'We received your request' }).waitFor();
    expect(portal.service.signUpRequests().at(-1)).toMatchObject({
      email: 'diego@corretora-nova.example',
      address: { street: 'Rua das Flores', state: 'MG' },
    });
  });
});
