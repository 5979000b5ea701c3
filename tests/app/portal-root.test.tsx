import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PortalRoot } from '../../src/app/portal-root';
import { parseConfig } from '../../src/config/parse-config';
import { validEnv } from '../support/portal-env';

vi.mock('../../src/config/config', () => ({
  // As the built page would see a .env without the SSO URL and with a wordy application id.
  getConfig: () =>
    parseConfig({
      ...validEnv,
      REACT_APP_SSO_API_URL: undefined,
      REACT_APP_APPLICATION_ID: 'seven',
    }),
}));

describe('a portal built with a broken configuration', () => {
  it('names every bad variable instead of showing a blank page', async () => {
    render(<PortalRoot locale="en" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('gofy is not configured correctly');
    expect(screen.getByText(/REACT_APP_SSO_API_URL is missing/)).toBeInTheDocument();
    expect(screen.getByText(/REACT_APP_APPLICATION_ID is not valid/)).toBeInTheDocument();
  });
});
