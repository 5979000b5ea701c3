import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Two cores shared with a build and a browser: give asynchronous UI a little more room than
// testing-library's one second before calling it a failure.
configure({ asyncUtilTimeout: 3000 });
