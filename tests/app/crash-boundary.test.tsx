import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrashBoundary } from '../../src/app/crash-boundary';
import { I18nProvider } from '../../src/i18n/i18n-context';

const reload = vi.hoisted(() => vi.fn());
vi.mock('../../src/app/reload-page', () => ({ reloadPage: reload }));

afterEach(() => {
  vi.restoreAllMocks();
  reload.mockClear();
});

function Throws({ error }: { readonly error: Error }): never {
  throw error;
}

function renderCrash(error: Error) {
  // React reports the error the boundary catches; here that error is the expected outcome.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <I18nProvider initialLocale="en">
      <CrashBoundary>
        <Throws error={error} />
      </CrashBoundary>
    </I18nProvider>,
  );
}

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 7 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('a page that cannot be shown', () => {
  it('says the page could not be loaded when its code did not arrive, with a Reload', () => {
    renderCrash(chunkLoadError());
    expect(
      screen.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection, then reload');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says the same for a stylesheet that did not arrive', () => {
    const error = Object.assign(new Error('Loading CSS chunk 7 failed.'), {
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
    renderCrash(error);
    expect(
      screen.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
  });

  it('says something went wrong for a bug, with a Reload that reloads the page', async () => {
    renderCrash(new TypeError('x is undefined'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
