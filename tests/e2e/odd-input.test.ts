import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oddText } from '../support/odd-text';
import { englishContext, narrowPhoneScreen } from './support/browser';
import { watchPageProblems } from './support/page-checks';
import { setUpPortal } from './support/portal-page';
import { stepsOn } from './support/steps';

const shared = setUpPortal();

let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  // The narrowest phone the portal supports: a long value must not push the form off it.
  context = await shared.browser.newContext({
    ...englishContext,
    viewport: narrowPhoneScreen,
  });
  page = await context.newPage();
  problems = watchPageProblems(page);
  await page.addInitScript(() => {
    window.addEventListener('unhandledrejection', (event) =>
      console.error(`unhandled rejection: ${String(event.reason)}`),
    );
  });
});

afterAll(async () => {
  await context?.close();
});

// Steps named and bounded: a loaded clean-clone run once timed this test out as a whole.
const step = stepsOn(() => page);

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

/** Puts text into a field the way a paste does: all at once, control characters included. */
async function paste(field: Locator, text: string) {
  await field.fill('');
  await field.evaluate((input, value) => {
    const element = input as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** The page is still the form it was, readable at 320 px, with the message under the field. */
async function expectFieldMessage(field: Locator, message: string) {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const description = await field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(description).toContain(message);
  expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await field.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
}

describe('odd input in every form, at 320 px', () => {
  it('sign-in: names the problem under the email or the password', async () => {
    await step('open the sign-in page', () => page.goto(`${shared.portal.url}/login`));
    const email = textbox('Email');
    const password = page.getByLabel('Password', { exact: true });
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });

    await step('a 10,000-character email and password pasted', async () => {
      await paste(email, `${oddText.tenThousand}@gofy.example`);
      await paste(password, oddText.tenThousand);
    });
    await step('sent', () => signIn.click());
    await step('the email named too long', () =>
      expectFieldMessage(email, 'at most 254 characters'),
    );

    await step('an email with a hidden character pasted and sent', async () => {
      await paste(email, `\u202e${oddText.arabic}@gofy.example`);
      await signIn.click();
    });
    await step('the email named', () => expectFieldMessage(email, 'hidden character'));

    await step('a valid email pasted and sent', async () => {
      await paste(email, 'ana.souza@gofy.example');
      await signIn.click();
    });
    await step('the password named too long', () =>
      expectFieldMessage(password, 'at most 128 characters'),
    );

    await step('a password with a control character pasted and sent', async () => {
      await paste(password, `gofy-demo-2026${oddText.nul}`);
      await signIn.click();
    });
    await step('the password named', () =>
      expectFieldMessage(password, 'hidden control character'),
    );
    expect(problems).toEqual([]);
  });

  it('forgot password: names the problem under the email', async () => {
    await page.goto(`${shared.portal.url}/forgot-password`);
    const email = textbox('Email');
    await paste(email, `${oddText.tenThousand}@gofy.example`);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expectFieldMessage(email, 'at most 254 characters');
    expect(
      shared.portal.service.outbox.latest('ana.souza@gofy.example', 'password-reset'),
    ).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('forgot password: a valid email of the longest length stays on the phone once sent', async () => {
    await page.goto(`${shared.portal.url}/forgot-password`);
    // 254 characters with no place to break: the confirmation repeats it to the user.
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(53)}.example`;
    expect(longest).toHaveLength(254);
    await textbox('Email').fill(longest);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText(longest).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });

  it('new password: names the problem under the password, then under the confirmation', async () => {
    await page.goto(`${shared.portal.url}/forgot-password`);
    await textbox('Email').fill('bruno.lima@gofy.example');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const link = shared.portal.service.outbox.latest('bruno.lima@gofy.example', 'password-reset');
    await page.goto(link?.variables.resetUrl ?? '');

    const password = page.getByLabel('New password', { exact: true });
    const confirmation = page.getByLabel('Confirm the new password', { exact: true });
    const save = page.getByRole('button', { name: 'Save the new password' });
    await paste(password, oddText.tenThousand);
    await paste(confirmation, oddText.tenThousand);
    await save.click();
    await expectFieldMessage(password, 'at most 128 characters');

    await paste(password, `a calm river under${oddText.nul}seven bridges`);
    await save.click();
    await expectFieldMessage(password, 'hidden control character');

    await paste(password, `${oddText.arabic} ${oddText.emojiZwj} ${oddText.hebrew}`);
    await save.click();
    await expectFieldMessage(confirmation, 'do not match');
    expect(problems).toEqual([]);
  });

  it('sign-up: names the problem under each field', async () => {
    await page.goto(`${shared.portal.url}/signup`);
    const cases: [string, string, string][] = [
      ['Your full name', oddText.tenThousand, 'at most 120 characters (this has 10000)'],
      ['Email', `${oddText.rightToLeftOverride}@x.example`, 'hidden character'],
      ['Phone', oddText.emojiZwj, 'Brazilian phone number'],
      ['Brokerage name', oddText.nul, 'hidden character'],
      ["Brokerage's CNPJ", oddText.emojiZwj, 'A CNPJ has 14 characters'],
      ['SUSEP registration (optional)', oddText.tenThousand, 'only the digits of the SUSEP'],
      ['Street', oddText.tenThousand, 'at most 200 characters'],
      ['Number', oddText.whitespaceOnly, 'Enter the number'],
      ['Complement (optional)', oddText.controls, 'hidden character'],
      ['District', oddText.tenThousand, 'at most 100 characters'],
      ['City', oddText.whitespaceOnly, 'Enter the city'],
    ];
    for (const [label, value] of cases) await paste(textbox(label), value);
    await paste(textbox('Postal code (CEP)'), '9'.repeat(10_000));
    expect(await textbox('Postal code (CEP)').inputValue()).toBe('99999-999');
    await expectFieldMessage(textbox('Postal code (CEP)'), 'only the first 8 were kept');

    await page.getByRole('button', { name: 'Send the request' }).click();
    for (const [label, , message] of cases) await expectFieldMessage(textbox(label), message);
    expect(shared.portal.service.signUpRequests()).toEqual([]);
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });
});
