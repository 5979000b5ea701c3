import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppHeader } from '../../src/app/app-header';
import { localeCookie } from '../../src/config/languages';
import { I18nProvider, useI18n } from '../../src/i18n/i18n-context';
import * as locale from '../../src/i18n/locale';

vi.mock('../../src/config/config', () => import('../support/mock-config'));
vi.mock('../../src/i18n/locale', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/i18n/locale')>();
  return { ...actual, loadCatalogue: vi.fn(actual.loadCatalogue) };
});

const loadCatalogue = vi.mocked(locale.loadCatalogue);

/** A catalogue's arrival, held until the test lets it come (or fail). */
function heldArrival() {
  let arrive: () => void = () => {};
  let fail: () => void = () => {};
  const arrival = new Promise<void>((resolve, reject) => {
    arrive = resolve;
    fail = () => reject(new Error('offline'));
  });
  loadCatalogue.mockImplementationOnce(() => arrival);
  return {
    arrive: () => act(async () => arrive()),
    fail: () => act(async () => fail()),
  };
}

function renderEnglishPage() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider initialLocale="en">{children}</I18nProvider>
  );
  return renderHook(() => useI18n(), { wrapper }).result;
}

beforeAll(async () => {
  // The words are really there; only when the provider learns so is up to each test.
  await Promise.all(locale.locales.map((each) => locale.loadCatalogue(each)));
});

afterEach(() => {
  loadCatalogue.mockReset();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the choice a test stored.
  document.cookie = `${localeCookie}=; Path=/; Max-Age=0`;
});

describe('switching the language', () => {
  it('keeps the pick at once, and speaks it once its words arrive', async () => {
    const page = renderEnglishPage();
    const portuguese = heldArrival();
    act(() => {
      void page.current.setLocale('pt-BR');
    });
    expect(page.current.locale).toBe('en');
    expect(locale.readChosenLocale()).toBe('pt-BR');

    await portuguese.arrive();
    expect(page.current.locale).toBe('pt-BR');
  });

  it('speaks the language picked last, whatever order the words arrive in', async () => {
    const page = renderEnglishPage();
    const portuguese = heldArrival();
    act(() => {
      void page.current.setLocale('pt-BR');
    });
    const english = heldArrival();
    act(() => {
      void page.current.setLocale('en');
    });

    await english.arrive();
    await portuguese.arrive();
    expect(page.current.locale).toBe('en');
    expect(locale.readChosenLocale()).toBe('en');
  });

  it('stays in its language when the words cannot be fetched', async () => {
    const page = renderEnglishPage();
    const portuguese = heldArrival();
    act(() => {
      void page.current.setLocale('pt-BR');
    });
    await portuguese.fail();
    expect(page.current.locale).toBe('en');
  });
});

describe('the language switch', () => {
  function renderPortugueseHeader() {
    render(
      <I18nProvider initialLocale="pt-BR">
        <AppHeader />
      </I18nProvider>,
    );
    return () => screen.getByRole<HTMLSelectElement>('combobox');
  }

  it('shows the language picked at once, while the page waits for its words', async () => {
    const user = userEvent.setup();
    const languageSwitch = renderPortugueseHeader();
    const english = heldArrival();
    await user.selectOptions(languageSwitch(), 'English');
    // Still in Portuguese, the switch already on English.
    expect(screen.getByText('Idioma')).toBeInTheDocument();
    expect(languageSwitch().value).toBe('en');

    await english.arrive();
    expect(screen.getByText('Language')).toBeInTheDocument();
    expect(languageSwitch().value).toBe('en');
  });

  it('goes back to the language the page speaks, and says why, when the words cannot come', async () => {
    const user = userEvent.setup();
    const languageSwitch = renderPortugueseHeader();
    const english = heldArrival();
    await user.selectOptions(languageSwitch(), 'English');
    expect(languageSwitch().value).toBe('en');

    await english.fail();
    expect(screen.getByText('Idioma')).toBeInTheDocument();
    expect(languageSwitch().value).toBe('pt-BR');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível mudar o idioma agora. Verifique sua conexão e tente novamente.',
    );

    // Picked again, once the words can come: the message goes at once.
    const englishAgain = heldArrival();
    await user.selectOptions(languageSwitch(), 'English');
    expect(screen.queryByRole('alert')).toBeNull();
    await englishAgain.arrive();
    expect(screen.getByText('Language')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays on the last of quick picks while the words of earlier ones arrive', async () => {
    const user = userEvent.setup();
    const languageSwitch = renderPortugueseHeader();
    heldArrival();
    await user.selectOptions(languageSwitch(), 'English');
    const portuguese = heldArrival();
    await user.selectOptions(languageSwitch(), 'Português');
    const englishAgain = heldArrival();
    await user.selectOptions(languageSwitch(), 'English');

    // The words of a pick already overtaken settle nothing.
    await portuguese.arrive();
    expect(languageSwitch().value).toBe('en');
    await englishAgain.arrive();
    expect(languageSwitch().value).toBe('en');
    expect(screen.getByText('Language')).toBeInTheDocument();
  });
});
