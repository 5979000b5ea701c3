// Where Lantern's TBT comes from, over N Lighthouse runs: blocking ms per kind of task (opt and pes averaged, as Lighthouse does).
import { quietChromiumFlags } from './browser.js';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { createSsoService } from '../dev-server/app.js';
const dir = process.argv[2]; const runs = Number(process.argv[3] ?? 1); const locale = process.argv[4] ?? 'pt-BR';
const base = (await createSsoService({ staticDir: dir, log: () => {} }).listen(0)).replace(/\/$/, '') + '/login';
const total = new Map(); const audits = [];
const kind = (node) => {
  const names = new Set(node.childEvents.map((e) => e.name));
  if (names.has('DocumentLoader::CommitNavigation')) return 'commit';
  const ev = node.childEvents.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url);
  if (ev) return 'eval ' + ev.args.data.url.split('/').pop().replace(/\.[0-9a-f]{10}\.js/, '');
  const fc = node.childEvents.find((e) => e.name === 'FunctionCall');
  if (fc) return 'call ' + (fc.args?.data?.url ?? '').split('/').pop().replace(/\.[0-9a-f]{10}\.js/, '') + (names.has('TimerFire') ? ' timer' : '');
  if (names.has('ParseHTML')) return 'parse';
  if (names.has('Layout') || names.has('UpdateLayoutTree') || names.has('Paint')) return 'style/layout/paint';
  return 'other';
};
for (let i = 0; i < runs; i++) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', ...quietChromiumFlags, `--lang=${locale}`, `--accept-lang=${locale}`], logLevel: 'silent' });
  const result = await lighthouse(base, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  chrome.kill();
  const a = result.artifacts;
  const data = { trace: a.Trace, devtoolsLog: a.DevtoolsLog, gatherContext: a.GatherContext, settings: result.lhr.configSettings, URL: a.URL, SourceMaps: a.SourceMaps, simulator: null };
  let fcp, tti;
  try { fcp = await LanternFirstContentfulPaint.request(data, { computedCache: new Map() }); tti = await LanternInteractive.request(data, { computedCache: new Map() }); } catch (e) { console.error('skip', e.code); continue; }
  audits.push(Math.round(result.lhr.audits['total-blocking-time'].numericValue));
  for (const [est, f] of [[tti.optimisticEstimate, fcp.optimisticEstimate.timeInMs], [tti.pessimisticEstimate, fcp.pessimisticEstimate.timeInMs]]) {
    const end = est.timeInMs;
    for (const [node, t] of est.nodeTimings) {
      if (node.type !== 'cpu') continue;
      const s = Math.max(t.startTime, f), e = Math.min(t.endTime, end);
      if (t.endTime - t.startTime < 50 || e - s < 50) continue;
      const k = kind(node); total.set(k, (total.get(k) ?? 0) + (e - s - 50) / 2);
    }
  }
  console.error('run', i, 'TBT', audits.at(-1));
}
console.log('TBT per run', audits.join(','));
for (const [k, v] of [...total].sort((x, y) => y[1] - x[1])) console.log(k.padEnd(30), (v / audits.length).toFixed(1), 'ms per run');
process.exit(0);
