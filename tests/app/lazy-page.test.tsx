import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../src/app/lazy-page';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function renderLazy(load: () => Promise<() => ReactNode>) {
  renderPage(lazyPage(load));
}

function renderPage(Page: ReturnType<typeof lazyPage>) {
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
}

const { reload } = vi.hoisted(() => ({ reload: vi.fn() }));
vi.mock('../../src/app/reload-page', () => ({ reloadPage: reload }));

afterEach(() => {
  vi.restoreAllMocks();
  reload.mockReset();
});

describe('a page whose chunk is missing', () => {
  it('reloads the whole page once to pick up the new version', async () => {
    renderLazy(() => Promise.reject(new Error('Loading chunk 42 failed')));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('shows the error instead of reloading in a loop', async () => {
    // React reports the error the boundary catches; here that error is the expected outcome.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('gofy.reloadedForMissingChunk', String(Date.now()));
    renderLazy(() => Promise.reject(new Error('Loading chunk 42 failed')));
    expect(await screen.findByText('failed: Loading chunk 42 failed')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('renders the page and forgets the earlier reload when the chunk loads', async () => {
    sessionStorage.setItem('gofy.reloadedForMissingChunk', '1');
    renderLazy(() => Promise.resolve(() => <p>the page</p>));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(sessionStorage.getItem('gofy.reloadedForMissingChunk')).toBeNull();
  });
});

describe('a browser that refuses storage', () => {
  const refuseStorage = () =>
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });

  it('still renders the page', async () => {
    refuseStorage();
    renderLazy(() => Promise.resolve(() => <p>the page</p>));
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('shows a missing chunk instead of reloading, as it could not tell a second reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    refuseStorage();
    renderLazy(() => Promise.reject(new Error('Loading chunk 42 failed')));
    expect(await screen.findByText('failed: Loading chunk 42 failed')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a page fetched ahead of the visit', () => {
  it('opens in the same render, without the fallback', async () => {
    const load = vi.fn(() => Promise.resolve(() => <p>the page</p>));
    const Page = lazyPage(load);
    await Page.preload();
    renderPage(Page);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('is fetched again at the visit when fetching ahead failed', async () => {
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(() => <p>the page</p>);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    renderPage(Page);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a page restored from the back/forward cache', () => {
  const restore = () =>
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

  it('reloads when its code was still on the way, as that download may never finish', async () => {
    let arrive: (page: () => ReactNode) => void = () => {};
    renderLazy(() => new Promise((resolve) => (arrive = resolve)));
    expect(screen.getByText('loading')).toBeInTheDocument();
    restore();
    expect(reload).toHaveBeenCalledOnce();
    // Settled, so the page stops watching before the next test restores its own.
    arrive(() => <p>the page</p>);
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('stays as it is when its code had arrived', async () => {
    renderLazy(() => Promise.resolve(() => <p>the page</p>));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    restore();
    expect(reload).not.toHaveBeenCalled();
  });

  it('stays as it is when its code could not be fetched, as the error already shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('gofy.reloadedForMissingChunk', '1');
    renderLazy(() => Promise.reject(new Error('offline')));
    expect(await screen.findByText('failed: offline')).toBeInTheDocument();
    restore();
    expect(reload).not.toHaveBeenCalled();
  });
});
