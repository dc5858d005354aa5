// A Strong bot's move time in the browser (wasm, headless Chromium): a table of one Good and
// one Strong bot plays at instant speed, and each of the Strong seat's moves reports the time it
// spent choosing, summed over the frames it thought in (the published `seat_move`), with how
// many frames that took. Goal (issue 40): p95 at most 150 ms at the default budget (100 ms of
// thinking). Run after tools/build-web:
//   node bench/strong-move.mjs [moves=120] [game=five_crowns] [seed=7]
import { startSite, openPage, waitForFirstFrame, press, seedNextGame, DESKTOP } from '../tests/e2e/harness.mjs';

const want = Number(process.argv[2] || 120), game = process.argv[3] || 'five_crowns', seed = Number(process.argv[4] || 7);
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
const stats = (xs, unit) => `median ${pct(xs, 0.5).toFixed(1)}${unit}, p95 ${pct(xs, 0.95).toFixed(1)}${unit}, max ${Math.max(...xs).toFixed(1)}${unit}`;

const site = await startSite();
const { page, context } = await openPage(site, DESKTOP);
await waitForFirstFrame(page);
const ms = [], frames = [];
for (let table = 0; ms.length < want && table < 20; table++) {
  await seedNextGame(page, seed + table);
  await press(page, `game:${game}`);
  await press(page, 'seat:1:kind:bot');
  await press(page, 'seat:2:level:strong');
  await press(page, 'speed:instant');
  await press(page, 'start');
  await page.waitForFunction(() => window.Module.parlorState?.screen === 'table', null, { timeout: 30000 });
  await page.evaluate(() => { window.parlorStates.length = 0; });
  const started = Date.now();
  // Each published state names the last move of a seat playing itself; one entry a move.
  await page.waitForFunction((n) => {
    const seen = new Set();
    for (const s of window.parlorStates) if (s?.seat_move?.seat === 1) seen.add(s.moves);
    return seen.size >= n || window.Module.parlorState?.game_over;
  }, want - ms.length, { timeout: 20 * 60000, polling: 500 });
  const got = await page.evaluate(() => {
    const byMove = new Map();
    for (const s of window.parlorStates) if (s?.seat_move?.seat === 1 && s.moves > 0) byMove.set(s.moves, s.seat_move);
    return [...byMove.values()];
  });
  for (const m of got) { ms.push(m.ms); frames.push(m.frames); }
  console.log(`table ${table + 1}: ${got.length} Strong moves in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await page.goto(site.url);
  await waitForFirstFrame(page);
}
console.log(`${game}: ${ms.length} Strong moves; time choosing ${stats(ms, ' ms')} (goal p95 <= 150 ms); ` +
  `frames a move ${stats(frames, '')}`);
await context.close();
await site.close();
