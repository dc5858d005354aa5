// Browser figures in headless Chromium (SwiftShader WebGL2, so GPU-bound numbers are pessimistic):
//  - time from navigation to the first interactive lobby frame (median of several loads);
//  - frame CPU time (update + draw, measured inside the app) during bot-vs-bot Five Crowns games
//    at instant speed: the first game (cold: glyphs rasterised at new sizes) and the rest.
// Goals: first frame <= 1.0 s on localhost, frame p95 <= 4 ms. Run after tools/build-web:
//   node bench/frame-time.mjs [loads=9] [players=4] [games=12]
// (At instant speed a game lasts only a few frames, so many games make the percentile.)
import { startSite, openPage, waitForFirstFrame, DESKTOP } from '../tests/e2e/harness.mjs';

const loads = Number(process.argv[2] || 9), players = Number(process.argv[3] || 4), games = Number(process.argv[4] || 12);
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
const stats = (xs) => `median ${pct(xs, 0.5).toFixed(2)} ms, p95 ${pct(xs, 0.95).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`;

const site = await startSite();
const firsts = [], phases = {};
for (let i = 0; i < loads; i++) {
  const { page, context } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  const t = await page.evaluate(() => {
    const at = (n) => performance.getEntriesByName(n)[0]?.startTime ?? NaN;
    const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('parlor.wasm'));
    return { first: window.parlorFirstFrameAt, fetched: wasm ? wasm.responseEnd : NaN, compiled: at('parlor:compiled'),
      main: at('parlor:main'), started: at('parlor:started') };
  });
  firsts.push(t.first);
  for (const [k, v] of Object.entries(t)) (phases[k] ||= []).push(v);
  await context.close();
}
console.log(`first interactive frame: median ${pct(firsts, 0.5).toFixed(0)} ms over ${loads} loads ` +
  `(min ${Math.min(...firsts).toFixed(0)}, max ${Math.max(...firsts).toFixed(0)}; goal 1000 ms)`);
console.log('  medians since navigation: ' + ['fetched', 'compiled', 'main', 'started', 'first']
  .map((k) => `${k} ${pct(phases[k], 0.5).toFixed(0)} ms`).join(', '));

const { page, context } = await openPage(site, DESKTOP);
await waitForFirstFrame(page);
const names = ['Ana', 'Ben', 'Chloé', 'Dev', 'Emil', 'Fay', 'Gus'];
const warm = [];
for (let g = 0; g < games; g++) {
  const setup = { game: 'five_crowns', options: { players }, seed: 2026 + g, speed: 'instant',
    seats: names.slice(0, players).map((name, i) => ({ name, bot: true, kind: i % 2 ? 'random' : 'greedy' })) };
  const started = Date.now();
  await page.evaluate((s) => { Module.parlorFrameTimes = []; Module.parlorState = null; return Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]); }, setup);
  await page.waitForFunction(() => window.Module.parlorState && window.Module.parlorState.game_over, null, { timeout: 300000, polling: 100 });
  const times = await page.evaluate(() => Module.parlorFrameTimes);
  if (g === 0) console.log(`first (cold) bot-vs-bot game, ${players} players, instant: ${times.length} frames in ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s; frame CPU ${stats(times)}`);
  else warm.push(...times);
}
if (warm.length) console.log(`next ${games - 1} games: ${warm.length} frames; frame CPU ${stats(warm)} (goal p95 4 ms)`);
await context.close();
await site.close();
