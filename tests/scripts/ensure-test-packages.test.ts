import { describe, expect, it } from 'vitest';
import { ensureTestPackages } from '../../scripts/ensure-test-packages.js';

// What each Debian package puts on the machine, as Debian 12 ships it.
const provides: Record<string, string> = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
  'firefox-esr': '/usr/bin/firefox-esr',
  'webkit2gtk-driver': '/usr/bin/WebKitWebDriver',
  xvfb: '/usr/bin/Xvfb',
  xauth: '/usr/bin/xauth',
  'nginx-light': '/usr/sbin/nginx',
};
const everyPackage = Object.keys(provides);

type Run = { command: string; args: readonly string[]; env?: Record<string, string> };

/**
 * A Debian machine with `installed` packages, where apt-get install installs what it is asked
 * for (under sudo too) and nothing runs for real.
 */
function debianMachine(options: {
  installed: readonly string[];
  uid?: number;
  passwordlessSudo?: boolean;
  env?: Record<string, string>;
  extraFiles?: readonly string[];
  aptGetInstallStatus?: number;
}) {
  const files = new Set([
    ...options.installed.map((name) => provides[name]),
    ...(options.extraFiles ?? []),
  ]);
  const runs: Run[] = [];
  const printed: string[] = [];
  const looked: string[] = [];
  const system = {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...options.env },
    uid: options.uid ?? 1000,
    isExecutable(file: string) {
      looked.push(file);
      return files.has(file);
    },
    run(command: string, args: readonly string[], runOptions?: { env?: Record<string, string> }) {
      runs.push({ command, args, ...(runOptions?.env ? { env: runOptions.env } : {}) });
      if (command === 'sudo') {
        if (!options.passwordlessSudo) return 1;
        const commandAt = args.findIndex((arg) => !arg.startsWith('-') && !arg.includes('='));
        if (args[commandAt] === 'apt-get' && args[commandAt + 1] === 'install') {
          install(args.slice(commandAt + 1));
        }
        return 0;
      }
      if (command === 'apt-get' && args[0] === 'install') {
        if (options.aptGetInstallStatus) return options.aptGetInstallStatus;
        install(args);
      }
      return 0;
    },
    print(line: string) {
      printed.push(line);
    },
  };
  function install(args: readonly string[]) {
    for (const name of args.filter((arg) => arg in provides)) files.add(provides[name]);
  }
  return { system, runs, printed, looked };
}

const aptGetInstall = ['install', '-y', '--no-install-recommends'];

describe('the Debian packages step before the tests', () => {
  it('with every package there, installs nothing and says nothing, having looked for each', () => {
    const machine = debianMachine({ installed: everyPackage, uid: 0 });

    expect(ensureTestPackages(machine.system)).toBe(0);

    expect(machine.runs).toEqual([]);
    expect(machine.printed).toEqual([]);
    expect(machine.looked).toEqual(expect.arrayContaining(Object.values(provides)));
  });

  it('as root, installs exactly the missing packages with apt-get, non-interactively', () => {
    const machine = debianMachine({
      installed: ['chromium', 'webkit2gtk-driver', 'xauth', 'nginx-light'],
      uid: 0,
    });

    expect(ensureTestPackages(machine.system)).toBe(0);

    const noninteractive = { DEBIAN_FRONTEND: 'noninteractive' };
    expect(machine.runs).toEqual([
      { command: 'apt-get', args: ['update'], env: noninteractive },
      {
        command: 'apt-get',
        args: [...aptGetInstall, 'chromium-headless-shell', 'firefox-esr', 'xvfb'],
        env: noninteractive,
      },
    ]);
  });

  it('with passwordless sudo, installs exactly the missing packages through sudo', () => {
    const machine = debianMachine({
      installed: everyPackage.filter((name) => name !== 'firefox-esr' && name !== 'xvfb'),
      passwordlessSudo: true,
    });

    expect(ensureTestPackages(machine.system)).toBe(0);

    const sudo = ['-n', 'DEBIAN_FRONTEND=noninteractive'];
    expect(machine.runs).toEqual([
      { command: 'sudo', args: ['-n', 'true'] },
      { command: 'sudo', args: [...sudo, 'apt-get', 'update'] },
      { command: 'sudo', args: [...sudo, 'apt-get', ...aptGetInstall, 'firefox-esr', 'xvfb'] },
    ]);
  });

  it('without root or passwordless sudo, stops with one line giving the command, installing nothing', () => {
    const machine = debianMachine({
      installed: everyPackage.filter((name) => name !== 'chromium' && name !== 'nginx-light'),
    });

    expect(ensureTestPackages(machine.system)).not.toBe(0);

    expect(
      machine.runs.filter((run) => run.command === 'apt-get' || run.args.includes('apt-get')),
    ).toEqual([]);
    expect(machine.printed).toHaveLength(1);
    expect(machine.printed[0]).toMatch(
      / sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium nginx-light$/,
    );
  });

  it('stops the nginx service Debian starts when it installs nginx', () => {
    const machine = debianMachine({
      installed: everyPackage.filter((name) => name !== 'nginx-light'),
      passwordlessSudo: true,
    });

    expect(ensureTestPackages(machine.system)).toBe(0);

    expect(machine.runs.at(-1)).toEqual({
      command: 'sudo',
      args: ['-n', 'DEBIAN_FRONTEND=noninteractive', 'service', 'nginx', 'stop'],
    });
  });

  it('finds Xvfb and xauth wherever PATH has them', () => {
    const machine = debianMachine({
      installed: everyPackage.filter((name) => name !== 'xvfb' && name !== 'xauth'),
      env: { PATH: '/opt/x/bin:/usr/bin' },
      extraFiles: ['/opt/x/bin/Xvfb', '/opt/x/bin/xauth'],
    });

    expect(ensureTestPackages(machine.system)).toBe(0);

    expect(machine.runs).toEqual([]);
    expect(machine.looked).toEqual(expect.arrayContaining(['/opt/x/bin/Xvfb', '/opt/x/bin/xauth']));
  });

  it('takes the browsers and nginx from the variables the browser tests read', () => {
    const machine = debianMachine({
      installed: ['xvfb', 'xauth'],
      env: {
        CHROMIUM_PATH: '/opt/chromium/chrome',
        CHROMIUM_HEADLESS_SHELL_PATH: '/opt/chromium/headless_shell',
        FIREFOX_PATH: '/opt/firefox/firefox',
        WEBKIT_DRIVER_PATH: '/opt/webkit/WebKitWebDriver',
        NGINX_PATH: '/opt/nginx/sbin/nginx',
      },
      extraFiles: [
        '/opt/chromium/chrome',
        '/opt/chromium/headless_shell',
        '/opt/firefox/firefox',
        '/opt/webkit/WebKitWebDriver',
        '/opt/nginx/sbin/nginx',
      ],
    });

    expect(ensureTestPackages(machine.system)).toBe(0);

    expect(machine.runs).toEqual([]);
    expect(machine.looked).toEqual(
      expect.arrayContaining([
        '/opt/chromium/chrome',
        '/opt/chromium/headless_shell',
        '/opt/firefox/firefox',
        '/opt/webkit/WebKitWebDriver',
        '/opt/nginx/sbin/nginx',
      ]),
    );
  });

  it('stops with one line, installing nothing, when a variable points at nothing', () => {
    const machine = debianMachine({
      installed: everyPackage,
      uid: 0,
      env: { CHROMIUM_PATH: '/opt/chromium/chrome' },
    });

    expect(ensureTestPackages(machine.system)).not.toBe(0);

    expect(machine.runs).toEqual([]);
    expect(machine.printed).toEqual([
      expect.stringContaining('CHROMIUM_PATH=/opt/chromium/chrome'),
    ]);
  });

  it('fails, with the failing command named, when apt-get does', () => {
    const machine = debianMachine({ installed: [], uid: 0, aptGetInstallStatus: 100 });

    expect(ensureTestPackages(machine.system)).not.toBe(0);

    expect(machine.printed.at(-1)).toMatch(/^apt-get install .*failed \(exit status 100\)/);
  });
});
