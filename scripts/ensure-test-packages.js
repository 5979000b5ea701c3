// @ts-check
/**
 * The first step of `npm test` (and of `.ci/run`, before `npm install`): makes sure the Debian
 * packages the browser tests drive are installed, installing the missing ones when this user
 * may (root, or passwordless sudo), else stopping with one line saying what to run. With
 * everything there it prints nothing. Plain Node with no npm dependency, because `.ci/run`
 * runs it before `npm install`.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {object} Requirement
 * @property {string} debianPackage what to install when it is missing
 * @property {string} [file] the executable it provides, by absolute path
 * @property {string} [variable] the variable the tests read instead of `file`, when set
 * @property {string} [command] the command it provides, looked up on PATH
 */

/**
 * What the browser tests need, each package known by what it provides. The paths and the
 * variables are those the tests read (tests/e2e/support/browser.ts and nginx.ts,
 * tests/e2e/engines/). nginx-light and nginx both provide /usr/sbin/nginx; nginx-light is the
 * smaller. WebKit's engine starts Xvfb itself; xauth is what xvfb-run needs, for running a
 * WebKit journey by hand.
 * @type {readonly Requirement[]}
 */
export const requirements = [
  { debianPackage: 'chromium', file: '/usr/bin/chromium', variable: 'CHROMIUM_PATH' },
  {
    debianPackage: 'chromium-headless-shell',
    file: '/usr/bin/chromium-headless-shell',
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
  },
  { debianPackage: 'firefox-esr', file: '/usr/bin/firefox-esr', variable: 'FIREFOX_PATH' },
  {
    debianPackage: 'webkit2gtk-driver',
    file: '/usr/bin/WebKitWebDriver',
    variable: 'WEBKIT_DRIVER_PATH',
  },
  { debianPackage: 'xvfb', command: 'Xvfb' },
  { debianPackage: 'xauth', command: 'xauth' },
  { debianPackage: 'nginx-light', file: '/usr/sbin/nginx', variable: 'NGINX_PATH' },
];

/**
 * Everything the step learns about, or does to, the machine: the seam its tests replace.
 * @typedef {object} System
 * @property {Readonly<Record<string, string | undefined>>} env
 * @property {number} uid
 * @property {(file: string) => boolean} isExecutable
 * @property {(command: string, args: readonly string[], options?: { env?: Record<string, string>, quiet?: boolean }) => number}
 *   run runs a command to its end and returns its exit status; `quiet` discards its output
 * @property {(line: string) => void} print
 */

/**
 * @param {System} system
 * @returns {number} the exit status
 */
export function ensureTestPackages(system) {
  const unfixable = requirements.flatMap(({ variable }) => {
    const override = variable === undefined ? undefined : system.env[variable];
    return override !== undefined && !system.isExecutable(override)
      ? [`${variable}=${override}`]
      : [];
  });
  if (unfixable.length > 0) {
    // Installing the package would not put anything at a path the user chose.
    system.print(
      `Not an executable: ${unfixable.join(', ')}. Correct it, or unset it for Debian's package.`,
    );
    return 1;
  }

  const missing = missingPackages(system);
  if (missing.length === 0) return 0;

  const asRoot = system.uid === 0;
  if (!asRoot && system.run('sudo', ['-n', 'true'], { quiet: true }) !== 0) {
    // apt-get's lists are empty on a fresh Debian image (Docker's among them): without the
    // update, install cannot find the packages.
    system.print(
      `The browser tests need Debian packages that are missing; install them with: sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`,
    );
    return 1;
  }

  system.print(`Installing Debian packages for the browser tests: ${missing.join(' ')}`);
  /** @type {(command: string, args: string[], options?: { quiet?: boolean }) => number} */
  const privileged = (command, args, options = {}) =>
    asRoot
      ? system.run(command, args, { env: { DEBIAN_FRONTEND: 'noninteractive' }, ...options })
      : // sudo resets the environment; a variable given as an argument reaches the command.
        system.run('sudo', ['-n', 'DEBIAN_FRONTEND=noninteractive', command, ...args], options);

  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const status = privileged('apt-get', args);
    if (status !== 0) {
      system.print(`apt-get ${args.join(' ')} failed (exit status ${status}): see above.`);
      return 1;
    }
  }
  if (missing.includes('nginx-light')) {
    // Debian starts the packaged nginx as a service where it can; the tests run their own.
    // Where there is no service manager (a container) there is nothing to stop.
    privileged('service', ['nginx', 'stop'], { quiet: true });
  }

  const stillMissing = missingPackages(system);
  if (stillMissing.length > 0) {
    system.print(`Still missing after apt-get install: ${stillMissing.join(' ')}`);
    return 1;
  }
  return 0;
}

/**
 * @param {Pick<System, 'env' | 'isExecutable'>} system
 * @returns {string[]} the Debian packages whose file or command is not there
 */
export function missingPackages(system) {
  const searchPath = (system.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  /** @param {Requirement} requirement */
  const present = ({ command, file = '', variable }) =>
    command === undefined
      ? system.isExecutable((variable === undefined ? undefined : system.env[variable]) ?? file)
      : searchPath.some((dir) => system.isExecutable(path.join(dir, command)));
  return requirements
    .filter((requirement) => !present(requirement))
    .map((requirement) => requirement.debianPackage);
}

/** @type {System} */
const thisMachine = {
  env: process.env,
  uid: process.getuid?.() ?? -1,
  isExecutable(file) {
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  },
  run(command, args, options = {}) {
    const result = spawnSync(command, args, {
      stdio: options.quiet ? 'ignore' : 'inherit',
      env: { ...process.env, ...options.env },
    });
    return result.error ? 127 : (result.status ?? 1);
  },
  print(line) {
    console.error(line);
  },
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = ensureTestPackages(thisMachine);
}
