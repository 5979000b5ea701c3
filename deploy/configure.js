#!/usr/bin/env node
// @ts-check
/**
 * Points one production build at a deployment: reads the deploy-time variables from the
 * environment, lays them over the build's config.json, checks them with the portal's own rules
 * (src/config/parse-config.js and deploy-overrides.js, the same the build and the page apply)
 * and writes
 *
 *   <build>/config.json                     what the page reads before it starts
 *   <nginx-dir>/security-headers.conf       with --nginx: the pages' and files' headers
 *   <nginx-dir>/api-security-headers.conf   with --nginx: the API answers' headers (gofy-api.conf)
 *
 * Nothing is written when a variable is wrong or a header cannot be written for nginx; every
 * problem is listed at once.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { deployTimeProblems, parseDeployOverrides } from '../src/config/deploy-overrides.js';
import { deployTimeVariableNames } from '../src/config/env-variables.js';
import { ConfigError } from '../src/config/parse-config.js';
import {
  apiResponseHeaders,
  parseCspAdditions,
  securityHeaders,
  serviceOrigins,
} from './http-headers.js';

export const usage = `Usage: node deploy/configure.js <build-dir> [--nginx <dir>] [--report-uri <uri>]

Deploy-time variables are read from the environment (see deploy/README.md, "Deploying"), for example
  REACT_APP_ENVIRONMENT=prod REACT_APP_SSO_API_URL=/api/sso node deploy/configure.js build
or from a file of them: node --env-file=prod.env deploy/configure.js build --nginx /etc/nginx/gofy-portal`;

/**
 * The deployment's settings: the build's config.json with the environment's values over it.
 *
 * @param {unknown} current The parsed config.json found in the build.
 * @param {Readonly<Record<string, string | undefined>>} environment
 * @returns {Record<string, string>}
 */
export function resolveDeploySettings(current, environment) {
  const settings = parseDeployOverrides(current);
  for (const name of deployTimeVariableNames) {
    const value = environment[name];
    if (value !== undefined) settings[name] = value;
  }
  // The build-time variables are the build's business and already passed its check; only a
  // deployment's own mistakes are reported here.
  const problems = deployTimeProblems(settings);
  if (problems.length > 0) throw new ConfigError(problems);
  return settings;
}

/**
 * nginx `add_header` lines for `headers`, sent with every status (`always`) so an error page is
 * as protected as the page it replaces.
 *
 * @param {Readonly<Record<string, string>>} headers
 */
export function nginxHeaderLines(headers) {
  // Inside nginx's double quotes `$` starts a variable and `"` ends the string.
  const unwritable = Object.entries(headers)
    .filter(([, value]) => /["$\\\r\n]/.test(value))
    .map(([name]) => name);
  if (unwritable.length > 0) {
    throw new Error(
      `${unwritable.join(', ')} cannot be written for nginx: a value holds ", $, \\ or a line break`,
    );
  }
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}

/** @param {Readonly<Record<string, string>>} headers */
function nginxHeaderFile(headers) {
  return `# Written by deploy/configure.js for this build and deployment: run it again rather than\n# editing, after a new build or a change of services.\n${nginxHeaderLines(headers)}\n`;
}

/**
 * Writes every file or none: each goes to a temporary file beside it first, and only when all
 * are written do they take their names (a missing or read-only nginx directory fails the run
 * before config.json changes). A rename within a directory is atomic, so nginx and the page
 * never read half a file.
 *
 * @param {readonly (readonly [string, string])[]} files Paths and their texts.
 */
async function writeAll(files) {
  const temporary = files.map(
    ([file, text]) => /** @type {const} */ ([`${file}.${process.pid}.tmp`, file, text]),
  );
  try {
    for (const [temp, , text] of temporary) await writeFile(temp, text);
  } catch (error) {
    await Promise.all(temporary.map(([temp]) => rm(temp, { force: true })));
    throw error;
  }
  for (const [temp, file] of temporary) await rename(temp, file);
}

/**
 * @param {string} buildDir
 * @param {{ environment: Readonly<Record<string, string | undefined>>, nginxDir?: string,
 *   reportUri?: string }} options
 */
export async function configureDeployment(buildDir, options) {
  const configFile = join(buildDir, 'config.json');
  const cspFile = join(buildDir, 'csp.json');
  const settings = resolveDeploySettings(
    JSON.parse(await readFile(configFile, 'utf8')),
    options.environment,
  );
  const headers = securityHeaders({
    additions: parseCspAdditions(JSON.parse(await readFile(cspFile, 'utf8')), cspFile),
    connectOrigins: serviceOrigins(settings),
    ...(options.reportUri ? { reportUri: options.reportUri } : {}),
  });
  // Every file's text first: a header nginx cannot take fails the run before anything changed.
  /** @type {[string, string][]} */
  const files = [[configFile, `${JSON.stringify(settings, null, 2)}\n`]];
  if (options.nginxDir) {
    files.push(
      [join(options.nginxDir, 'security-headers.conf'), nginxHeaderFile(headers)],
      [join(options.nginxDir, 'api-security-headers.conf'), nginxHeaderFile(apiResponseHeaders())],
    );
  }
  await writeAll(files);
  return { settings, headers };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { nginx: { type: 'string' }, 'report-uri': { type: 'string' } },
  });
  const [buildDir] = positionals;
  if (!buildDir || positionals.length > 1) {
    process.stderr.write(`${usage}\n`);
    process.exit(2);
  }
  try {
    const { settings } = await configureDeployment(buildDir, {
      environment: process.env,
      ...(values.nginx ? { nginxDir: values.nginx } : {}),
      ...(values['report-uri'] ? { reportUri: values['report-uri'] } : {}),
    });
    process.stdout.write(
      `Configured ${buildDir} for ${settings.REACT_APP_ENVIRONMENT ?? '?'}` +
        `${values.nginx ? `; nginx headers in ${values.nginx}` : ''}\n`,
    );
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
