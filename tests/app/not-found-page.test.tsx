import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../support/render-portal';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

describe('an unknown address', () => {
  it('says the page was not found and links to the main page', () => {
    renderPortal('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the main page' })).toHaveAttribute('href', '/');
  });
});
