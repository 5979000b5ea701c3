import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../dev-server/server.js', import.meta.url));
let child: ChildProcessWithoutNullStreams | undefined;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
});

/**
 * Starts server.js and resolves with everything it printed by the time it printed `until`
 * (by default the demo accounts, which follow the URL it listens on).
 */
async function start(args: string[], env: Record<string, string> = {}, until = 'Demo accounts:') {
  const started = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
  });
  child = started;
  let stdout = '';
  let stderr = '';
  started.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  await new Promise<void>((resolve, reject) => {
    started.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (stdout.includes(until)) resolve();
    });
    started.once('exit', () => reject(new Error(`server.js exited early:\n${stderr}`)));
  });
  const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1] ?? '';
  return { process: started, stdout, url, stderr: () => stderr };
}

describe('server.js', () => {
  it('prints its URL and the demo emails, never a password', async () => {
    const { stdout, url } = await start(['--port', '0']);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stdout).toContain('ana.souza@gofy.example, bruno.lima@gofy.example');
    expect(stdout).not.toContain('gofy-demo-2026');
  });

  it('names where to open the build it serves by name, not address, as passkeys need', async () => {
    const build = await mkdtemp(join(tmpdir(), 'gofy-build-'));
    const { stdout, url } = await start(['--port', '0', '--static', build], {}, 'Open the portal');
    const port = new URL(url).port;
    expect(stdout).toContain(`Open the portal at http://localhost:${port}\n`);
    await rm(build, { recursive: true });
  });

  it('answers the API at the URL it printed', async () => {
    const { url } = await start(['--port', '0']);
    expect((await fetch(`${url}/api/sso/whoami`)).status).toBe(401);
  });

  it('logs each API request to stderr', async () => {
    const server = await start(['--port', '0']);
    await fetch(`${server.url}/api/postal-code/01310100`);
    // Written when the answer has gone, which may be after the client has read it.
    await expect.poll(server.stderr).toMatch(/GET \/api\/postal-code\/01310100 200 \d+ms/);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('exits with 0 on %s', async (signal) => {
    const { process: server } = await start(['--port', '0']);
    server.kill(signal);
    const [code] = await once(server, 'exit');
    expect(code).toBe(0);
  });

  it('refuses to listen beyond this machine without SSO_PORTAL_URL, naming it', async () => {
    const server = spawn(process.execPath, [script, '--port', '0', '--host', '0.0.0.0'], {
      env: { ...process.env, SSO_PORTAL_URL: '' },
    });
    child = server;
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    server.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    // Either it exits, as it must, or it says it listens, which is the failure.
    const outcome = await Promise.race([
      once(server, 'exit').then(([code]) => `exit ${code}`),
      new Promise<string>((resolve) => {
        server.stdout.on('data', () => {
          if (output.includes('listening on')) resolve('listening');
        });
      }),
    ]);
    expect(outcome).toBe('exit 1');
    expect(output).toContain('SSO_PORTAL_URL');
  });

  it('refuses bad settings with exit code 2 and names each one', async () => {
    const server = spawn(process.execPath, [script, '--port', 'eighty'], {
      env: { ...process.env, SSO_SESSION_TTL_SECONDS: '-5', SSO_ALLOWED_ORIGINS: 'not a url' },
    });
    child = server;
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const [code] = await once(server, 'exit');
    expect(code).toBe(2);
    expect(stderr).toContain('--port');
    expect(stderr).toContain('SSO_SESSION_TTL_SECONDS');
    expect(stderr).toContain('SSO_ALLOWED_ORIGINS');
  });
});
