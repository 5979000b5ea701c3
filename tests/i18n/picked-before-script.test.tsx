import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeCookie } from '../../src/config/languages';
import { I18nProvider, useI18n } from '../../src/i18n/i18n-context';
import { readChosenLocale } from '../../src/i18n/locale';
import { languagePickedBeforeScript } from '../../src/i18n/picked-before-script';

function prerenderedSwitch(value: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = `<label>Idioma <select name="language"><option value="pt-BR">Português</option><option value="en">English</option><option value="fr">Français</option></select></label>`;
  const select = page.querySelector('select');
  if (select) select.value = value;
  return page;
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clears the choice a test stored.
  document.cookie = `${localeCookie}=; Path=/; Max-Age=0`;
});

describe('the language picked before the script ran', () => {
  it('is the one the switch shows, when it is not the page’s', () => {
    expect(languagePickedBeforeScript(prerenderedSwitch('en'), 'pt-BR')).toBe('en');
  });

  it('is nothing when the switch still shows the page’s language', () => {
    expect(languagePickedBeforeScript(prerenderedSwitch('pt-BR'), 'pt-BR')).toBeUndefined();
  });

  it('is nothing for a value the portal does not speak, or a page without the switch', () => {
    expect(languagePickedBeforeScript(prerenderedSwitch('fr'), 'pt-BR')).toBeUndefined();
    expect(languagePickedBeforeScript(document.createElement('div'), 'pt-BR')).toBeUndefined();
  });

  it('is switched to once the page runs, and kept as a choice made with the switch', async () => {
    const onChosen = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider initialLocale="pt-BR" chosenBeforeScript={() => 'en'} onChosen={onChosen}>
        {children}
      </I18nProvider>
    );
    const { result } = renderHook(() => useI18n(), { wrapper });
    expect(result.current.locale).toBe('pt-BR');
    await waitFor(() => expect(result.current.locale).toBe('en'));
    expect(readChosenLocale()).toBe('en');
    expect(onChosen).toHaveBeenCalledWith('en');
  });
});
