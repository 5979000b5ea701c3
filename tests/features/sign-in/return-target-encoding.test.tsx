import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { leavePortal } from '../../../src/app/leave-portal';
import { renderPortal } from '../../support/render-portal';
import { signedInBody } from '../../support/stub-server';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/app/leave-portal', () => ({ leavePortal: vi.fn() }));

const sso = stubServices(['sso'], {
  settings: { REACT_APP_RETURN_ORIGINS: 'https://pipeline.qa.gofy.example' },
  refuseUnexpected: false,
});

beforeEach(() => {
  sso.on('GET /api/sso/whoami', { body: signedInBody });
});

afterEach(() => {
  vi.mocked(leavePortal).mockReset();
});

it('follows a return target with encoded characters in it exactly, decoded only once', async () => {
  const target = 'https://pipeline.qa.gofy.example/busca?q=a%20b%26c#m%C3%B3dulo';
  renderPortal(`/login?redirect=${encodeURIComponent(target)}`);
  await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(target));
});

it('keeps an encoded query in a portal path as it was', async () => {
  const { history } = renderPortal(`/login?redirect=${encodeURIComponent('/?q=a%2526b')}`);
  await waitFor(() => expect(history.at(-1)).toBe('/?q=a%2526b'));
});
