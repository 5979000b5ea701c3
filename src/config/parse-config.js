import {
  type EnvSource,
  type ServiceName,
  type SuiteAppKey,
  serviceVariables,
  settingVariables,
  suiteAppVariables,
} from './env-variables';

export interface PortalConfig {
  /** The suite's name as shown to users, `gofy`. */
  readonly appName: string;
  /** Deployment label (`qa`, `prod`, ...). Anything but `prod` is shown in the page. */
  readonly environment: string;
  /** The numeric id the SSO API knows this portal by; sent with every sign-in. */
  readonly applicationId: number;
  /**
   * Base URL of each suite service. Either absolute (`https://...`) or a path on the portal's
   * own origin (`/api/sso`), which is how the SSO API is deployed so its cookie is first-party.
   */
  readonly services: Readonly<Record<ServiceName, string>>;
  /** The http(s) URL at which each suite application opens, for the main screen's cards. */
  readonly apps: Readonly<Record<SuiteAppKey, string>>;
  /** Origins (scheme, host, port) of suite apps a user may be sent back to after sign-in. */
  readonly returnOrigins: readonly string[];
  /**
   * How a postal code is written: `0` stands for a digit, anything else is typed for the user
   * (`00000-000`, Brazil's CEP, unless configured otherwise).
   */
  readonly postalCodeFormat: string;
}

export interface ConfigProblem {
  readonly variable: string;
  readonly problem: 'missing' | 'malformed';
  readonly expected: string;
}

export class ConfigError extends Error {
  readonly problems: readonly ConfigProblem[];

  constructor(problems: readonly ConfigProblem[]) {
    super(
      `Invalid portal configuration:\n${problems
        .map((p) => `  ${p.variable} is ${p.problem}: expected ${p.expected}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const environmentPattern = /^[a-z][a-z0-9-]{0,19}$/;
// Digits (`0`) and the separators postal codes are written with; a digit first and last, so a
// separator is never typed ahead of the user.
const postalCodeFormatPattern = /^0(?:[0 ./-]{0,14}0)?$/;
export const defaultPostalCodeFormat = '00000-000';
const appNamePattern = /^[\p{L}\p{N} ._-]{1,40}$/u;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

// A same-origin base must be a plain absolute path: `//host` would silently point elsewhere.
function isServiceBase(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  return isHttpUrl(value);
}

function asOrigin(value: string): string | undefined {
  if (!isHttpUrl(value)) return undefined;
  const url = new URL(value);
  // An origin entry with a path would suggest a narrower allow-list than the check enforces.
  if (url.pathname !== '/' || url.search || url.hash) return undefined;
  return url.origin;
}

/**
 * Reads and validates the portal's configuration, reporting every bad variable at once so a
 * deployer fixes the `.env` file in one pass.
 */
export function parseConfig(env: EnvSource): PortalConfig {
  const problems: ConfigProblem[] = [];
  const read = (variable: string, expected: string, valid: (v: string) => boolean) => {
    const value = env[variable]?.trim();
    if (!value) {
      problems.push({ variable, problem: 'missing', expected });
      return '';
    }
    if (!valid(value)) {
      problems.push({ variable, problem: 'malformed', expected });
      return '';
    }
    return value;
  };

  const appName = read(settingVariables.appName, 'a short name such as "gofy"', (v) =>
    appNamePattern.test(v),
  );
  const environment = read(
    settingVariables.environment,
    'a lower-case label such as "qa" or "prod"',
    (v) => environmentPattern.test(v),
  );
  const applicationId = read(
    settingVariables.applicationId,
    'a positive whole number',
    (v) => /^[1-9][0-9]{0,15}$/.test(v) && Number.isSafeInteger(Number(v)),
  );
  const returnOrigins = read(
    settingVariables.returnOrigins,
    'a comma-separated list of http(s) origins such as "https://pipeline.example"',
    (v) => v.split(',').every((entry) => asOrigin(entry.trim()) !== undefined),
  );

  // Optional: most deployments are in Brazil, where the CEP's format is the default.
  const postalCodeFormat = env[settingVariables.postalCodeFormat]?.trim()
    ? read(
        settingVariables.postalCodeFormat,
        'a postal-code mask of 0s for digits and separators such as "00000-000"',
        (v) => postalCodeFormatPattern.test(v),
      )
    : defaultPostalCodeFormat;

  const services = {} as Record<ServiceName, string>;
  for (const [name, variable] of Object.entries(serviceVariables) as [ServiceName, string][]) {
    services[name] = read(
      variable,
      'an http(s) URL or an absolute path such as "/api/sso"',
      isServiceBase,
    ).replace(/\/+$/, '');
  }

  // The suite's applications live on origins of their own, so only a full URL makes sense.
  const apps = {} as Record<SuiteAppKey, string>;
  for (const [key, variable] of Object.entries(suiteAppVariables) as [SuiteAppKey, string][]) {
    const value = read(variable, 'an http(s) URL such as "https://pipeline.example/"', isHttpUrl);
    apps[key] = value ? new URL(value).href : '';
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    appName,
    environment,
    applicationId: Number(applicationId),
    services,
    apps,
    returnOrigins: returnOrigins.split(',').map((entry) => asOrigin(entry.trim()) as string),
    postalCodeFormat,
  };
}
