import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of docs/architecture.md, as `npm run lint` enforces them (biome.json's
 * overrides of `noRestrictedImports`). Probe files importing across each rule are written into
 * a scratch copy of the project's layout and linted with the project's own biome.json, so a
 * rule that stops matching (a renamed folder, an override that replaces another) fails here
 * rather than letting such an import through unnoticed.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

interface Probe {
  /** The folder the importing file is in, from the project's root. */
  readonly from: string;
  /** The module it imports, from the project's root. */
  readonly to: string;
  /** How the import is written, when not the shortest relative path. */
  readonly specifier?: string;
}

const features = ['src/features/sign-in', 'src/features/launcher/tour'];
const middle = ['src/components', 'src/session', 'src/api', 'src/hooks', 'src/words'];
const bottom = ['src/i18n', 'src/config', 'src/validation'];
const moduleIn = {
  app: 'src/app/routes',
  feature: 'src/features/sign-out/logout-page',
  sw: 'src/sw/update-offer',
  components: 'src/components/text-field',
  session: 'src/session/local-state',
  api: 'src/api/sso',
  hooks: 'src/hooks/use-online',
  words: 'src/words/sign-in-failure-words',
  i18n: 'src/i18n/locale',
  config: 'src/config/portal-paths.js',
  validation: 'src/validation/email',
};
const middleModules = [
  moduleIn.components,
  moduleIn.session,
  moduleIn.api,
  moduleIn.hooks,
  moduleIn.words,
];
const bottomModules = [moduleIn.i18n, moduleIn.config, moduleIn.validation];

const every = (from: readonly string[], to: readonly string[]): Probe[] =>
  from.flatMap((folder) => to.map((module) => ({ from: folder, to: module })));

const rules: Record<string, Probe[]> = {
  'a feature imports neither app/ nor sw/': every(features, [moduleIn.app, moduleIn.sw]),
  'a feature never imports another feature, however the path is written': [
    { from: 'src/features/sign-in', to: 'src/features/launcher/launcher-page' },
    { from: 'src/features/sign-in', to: 'src/features/launcher' },
    { from: 'src/features/launcher', to: 'src/features/sign-in/return-app' },
    { from: 'src/features/launcher/tour', to: 'src/features/sign-in/return-app' },
    {
      from: 'src/features/sign-in',
      to: 'src/features/launcher/launcher-page',
      // Down to src/ and back up into features/.
      specifier: '../../features/launcher/launcher-page',
    },
  ],
  'components/, session/, api/, hooks/ and words/ import no feature, nor app/ or sw/': every(
    middle,
    [moduleIn.app, moduleIn.feature, moduleIn.sw],
  ),
  'i18n/, config/ and validation/ import nothing above them': every(bottom, [
    moduleIn.app,
    moduleIn.feature,
    moduleIn.sw,
    ...middleModules,
  ]),
  'sw/ imports nothing of the layers above config/, i18n/ and validation/': every(
    ['src/sw'],
    [moduleIn.app, moduleIn.feature, ...middleModules],
  ),
};

const allowed: Probe[] = [
  ...every(['src/app'], [moduleIn.feature, moduleIn.sw, ...middleModules, ...bottomModules]),
  ...every(features, [...middleModules, ...bottomModules]),
  { from: 'src/features/sign-in', to: 'src/features/sign-in/return-app' },
  { from: 'src/features/launcher/tour', to: 'src/features/launcher/launcher-page' },
  ...every(middle, [...middleModules, ...bottomModules]),
  ...every(bottom, bottomModules),
  ...every(['src/sw'], bottomModules),
];

/** How a file in `probe.from` spells its import of `probe.to`. */
function specifierOf(probe: Probe): string {
  if (probe.specifier) return probe.specifier;
  const relative = path.posix.relative(probe.from, probe.to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

let scratch: string;
/** Each probe's file, from the scratch root. */
const probeFiles = new Map<Probe, string>();
/** The categories of what Biome reported, by file. */
let diagnosticsByFile: Map<string, string[]>;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'gofy-layer-rules-'));
  const config = JSON.parse(await readFile(path.join(root, 'biome.json'), 'utf8'));
  // The scratch copy is no git checkout; everything else is the project's configuration.
  config.vcs = { enabled: false };
  await writeFile(path.join(scratch, 'biome.json'), JSON.stringify(config));

  const probes = [...Object.values(rules).flat(), ...allowed];
  for (const [index, probe] of probes.entries()) {
    const file = `${probe.from}/layer-probe-${index}.ts`;
    probeFiles.set(probe, file);
    await mkdir(path.join(scratch, probe.from), { recursive: true });
    await writeFile(
      path.join(scratch, file),
      `import { probe } from '${specifierOf(probe)}';\n\nexport const used = probe;\n`,
    );
  }

  const { stdout } = await promisify(execFile)(
    biome,
    ['lint', '--reporter=json', '--max-diagnostics=none', '.'],
    { cwd: scratch },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  diagnosticsByFile = new Map();
  for (const diagnostic of report.diagnostics) {
    const categories = diagnosticsByFile.get(diagnostic.location.path) ?? [];
    diagnosticsByFile.set(diagnostic.location.path, [...categories, diagnostic.category]);
  }
});

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** What Biome said of each probe: `rejected` when it refused the import. */
const verdicts = (probes: readonly Probe[]) =>
  probes.map((probe) => {
    const file = probeFiles.get(probe) ?? '';
    const refused = diagnosticsByFile.get(file)?.includes('lint/style/noRestrictedImports');
    return `${file}: ${specifierOf(probe)} ${refused ? 'rejected' : 'allowed'}`;
  });

describe('npm run lint', () => {
  it.each(Object.entries(rules))('enforces that %s', (_rule, probes) => {
    const expected = verdicts(probes).map((line) => line.replace(/ allowed$/, ' rejected'));
    expect(verdicts(probes)).toEqual(expected);
  });

  it('accepts every import that follows the flow, with nothing else to say about it', () => {
    for (const probe of allowed) {
      expect(
        diagnosticsByFile.get(probeFiles.get(probe) ?? ''),
        specifierOf(probe),
      ).toBeUndefined();
    }
  });

  it('reaches every file of a feature: none lies deeper than the rules are written for', async () => {
    // biome.json spells a feature's own files by depth (src/features/*/* and */*/*), so that
    // `../x` inside a feature is allowed and `../other-feature/x` is not.
    const files = await readdir(path.join(root, 'src', 'features'), { recursive: true });
    const tooDeep = files.filter((file) => file.split(path.sep).length > 3);
    expect(tooDeep).toEqual([]);
  });
});
