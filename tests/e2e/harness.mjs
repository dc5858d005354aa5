// Shared by the browser tests: serves dist/ (or $PARLOR_DIST), launches Debian's Chromium
// headless through playwright-core, collects console errors, and reads pixels back from screenshots.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../tools/serve.mjs';
import { decodePng } from './png.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const shotsDir = join(root, 'build', 'e2e');
mkdirSync(shotsDir, { recursive: true });

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 };
// A phone's screen at one device pixel per CSS pixel: the phone's layout, taps and touch, with a
// ninth of the pixels. The software renderer fills every pixel of every frame, and a phone at 3x
// draws 5 frames a second on this machine's shared cores, 30 at 1x: long games played by taps use
// it; what is looked at (text sizes, screenshots, targets) stays at 3x.
export const PHONE_1X = { ...PHONE, deviceScaleFactor: 1 };

// PARLOR_DIST serves another staged build (e.g. one engineer's own) instead of dist/.
export async function startSite() {
  const server = await serve(process.env.PARLOR_DIST ? resolve(process.env.PARLOR_DIST) : join(root, 'dist'), 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const url = `http://127.0.0.1:${server.address().port}/`;
  return { browser, url, close: async () => { await browser.close(); server.close(); } };
}

// A page whose console errors and uncaught exceptions are recorded, for tests that must see none.
export async function openPage(site, device, { path = '', beforeLoad } = {}) {
  const context = await site.browser.newContext(device);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(recordPublished);
  if (beforeLoad) await beforeLoad(page);
  const started = Date.now();
  await page.goto(site.url + path);
  return { page, context, errors, started };
}

// Opens the lobby with `saved` (a saved game's text) as this device's game and continues it.
export async function openSaved(site, device, saved) {
  const opened = await openPage(site, device, {
    beforeLoad: (page) => page.addInitScript((text) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('parlor:v1:game', text);
      sessionStorage.setItem('seeded', '1');
    }, saved),
  });
  await waitForFirstFrame(opened.page);
  await press(opened.page, 'continue-game');
  return opened;
}

// The games the lobby offers, as it publishes them from the registry (Module.parlorLobby:
// scenes/title_scene.cpp): [{id, name, playable, players}], in the lobby's order. Tests that visit
// every game take them from here, so a registered game joins them with no list to edit.
export async function lobbyGames(page) {
  await page.waitForFunction(() => window.Module && window.Module.parlorLobby, null, { timeout: 60000 });
  return page.evaluate(() => window.Module.parlorLobby.games);
}

// The playable games, read from a page of their own: for a test file that defines a test per game.
export async function playableGames() {
  const site = await startSite();
  try {
    const { page } = await openPage(site, DESKTOP);
    const games = (await lobbyGames(page)).filter((g) => g.playable);
    assert.ok(games.length > 0, 'the lobby offers playable games');
    return games;
  } finally {
    await site.close();
  }
}

// What the tests that visit every game need to know of one: the default export of
// tests/e2e/games/<id>.mjs, which every playable game has, with every key below (null where a
// test does not apply, saying why):
// - step(page, st, saved): the person's move at a settled table, by taps (rounds.test.mjs);
// - firstMove(page, st): a move of the person's own at a fresh table, true when it made one
//   (readable.test.mjs);
// - targets: {seed, prefix, sizes: [fewest, most], phoneRows, turn(page, game, size, st)}
//   (targets.test.mjs);
// - peer: {seats, title, turn(page, st, tap), keys} (peer_games.test.mjs);
// - saved: its saved game in tests/e2e/fixtures/; rounds: {title, run(kit)}; passAndPlay:
//   {people, cut(kit)} (rounds.test.mjs);
// - desktop: {hand, piece}, the least widths of a hand's card and the table's main piece on a
//   desktop (layouts.test.mjs); `staged`, of a card in the row of melds set aside (published as
//   `staged_piece`); `melds`, of the melds' pieces as drawn on the saved game's young table, and
//   `fullest`, at the game's fullest table (published as `meld_piece`).
const TRAITS = ['step', 'firstMove', 'targets', 'peer', 'saved', 'rounds', 'passAndPlay', 'desktop'];
export async function gameTraits(id) {
  const file = join(root, 'tests', 'e2e', 'games', `${id}.mjs`);
  assert.ok(existsSync(file), `tests/e2e/games/${id}.mjs is missing: every playable game has one (CONVENTIONS.md)`);
  const traits = (await import(new URL(`./games/${id}.mjs`, import.meta.url))).default;
  for (const key of TRAITS) assert.ok(traits[key] !== undefined, `tests/e2e/games/${id}.mjs has no "${key}" (null when it does not apply)`);
  return traits;
}

export async function waitForFirstFrame(page, timeout = 60000) {
  await page.waitForFunction(() => window.parlorReady === true, null, { timeout });
  // Two more animation frames so the frame after layout is on screen.
  await frames(page, 2);
}

// Resolves after `n` animation frames of the page. The app draws one frame per animation frame,
// and input that arrived before the first of them is handled by the time the last one runs
// (a pointer event that follows a click in the same frame waits one frame more: ui/input.cpp),
// so waiting three frames after an input is waiting for it to be seen, not for time to pass.
export const frames = (page, n = 3) => page.evaluate((k) => new Promise((ok) => {
  const step = () => (k-- > 0 ? requestAnimationFrame(step) : ok());
  step();
}), n);

// Runs in the page before its own scripts (an init script of every page openPage makes, on every
// load): every table state and every notice the app publishes is kept, in window.parlorStates
// (the newest 20,000) and window.parlorNotices, so a test reads the one published at the moment it
// waits for, even when bots at instant speed have played on or the next notice has replaced it
// since. A move made by a tap lands while the frame draws, and that frame's state is published
// before the next frame's update lets a bot move, so such a move always has a state of its own.
function recordPublished() {
  const logs = { parlorState: (window.parlorStates = []), parlorNotice: (window.parlorNotices = []) };
  // The smallest reading text and button label of every frame since the last check (readable()),
  // and every text cut short with an ellipsis.
  window.parlorSmallest = { px: Infinity, text: '', label_px: Infinity, label: '', cut: [] };
  const smallest = (module) => {
    let current;
    Object.defineProperty(module, 'parlorSmallText', {
      configurable: true, enumerable: true, get: () => current,
      set: (v) => {
        current = v;
        if (!v) return;  // the loader copies the Module's properties over, unset ones too
        const m = window.parlorSmallest;
        if (v.px !== null && v.px < m.px) Object.assign(m, { px: v.px, text: v.text });
        if (v.label_px !== null && v.label_px < m.label_px) Object.assign(m, { label_px: v.label_px, label: v.label });
        if (v.cut && !m.cut.includes(v.cut) && m.cut.length < 20) m.cut.push(v.cut);
      },
    });
  };
  const record = (module) => {
    smallest(module);
    for (const [key, log] of Object.entries(logs)) {
      let current = module[key];
      if (current !== undefined) log.push(current);
      Object.defineProperty(module, key, {
        configurable: true, enumerable: true, get: () => current,
        set: (v) => { current = v; log.push(v); if (log.length > 20000) log.splice(0, 5000); },
      });
    }
  };
  // loader.js creates window.Module; it is caught as it is set, then left a plain property for
  // parlor.js (`var Module = ...` keeps the same object).
  Object.defineProperty(window, 'Module', {
    configurable: true, enumerable: true, get: () => undefined,
    set: (module) => {
      Object.defineProperty(window, 'Module', { configurable: true, enumerable: true, writable: true, value: module });
      if (module && typeof module === 'object') record(module);
    },
  });
}

// Every text drawn since the last check (or the page's load) was at least 13 CSS px, every
// button label at least 14 (card and tile faces are pictures, not held to it), and none was cut
// short with an ellipsis; starts afresh.
export async function readable(page, where) {
  await frames(page, 2);
  const m = await page.evaluate(() => {
    const seen = { ...window.parlorSmallest };
    window.parlorSmallest = { px: Infinity, text: '', label_px: Infinity, label: '', cut: [] };
    return seen;
  });
  assert.ok(m.px === null || m.px >= 13, `${where}: "${m.text}" drawn at ${m.px} px (13 at least)`);
  assert.ok(m.label_px === null || m.label_px >= 14, `${where}: the button "${m.label}" at ${m.label_px} px (14 at least)`);
  assert.deepEqual(m.cut, [], `${where}: text cut short with an ellipsis instead of wrapped`);
}

// Screenshot -> pixels. Returns a sampler in CSS pixels: rgb(x, y) and count(box, predicate).
export async function capture(page, name) {
  const { width, data, channels } = decodePng(await page.screenshot({ path: join(shotsDir, `${name}.png`) }));
  const scale = width / page.viewportSize().width;
  const rgb = (x, y) => {
    const i = (Math.floor(y * scale) * width + Math.floor(x * scale)) * channels;
    return [data[i], data[i + 1], data[i + 2]];
  };
  const count = (box, pred, step = 1) => {
    let n = 0;
    for (let y = box.y; y < box.y + box.h; y += step)
      for (let x = box.x; x < box.x + box.w; x += step) if (pred(rgb(x, y))) n++;
    return n;
  };
  return { rgb, count };
}

export const isFelt = ([r, g, b]) => g > r + 15 && g > b + 5 && g < 140;
export const isCardFace = ([r, g, b]) => r > 225 && g > 220 && b > 200;
export const isInk = ([r, g, b]) => r < 90 && g < 90 && b < 90;
export const isCream = ([r, g, b]) => r > 200 && g > 190 && b > 160;

// The published on-screen item with this id, once it is enabled. A screen that has just opened
// gets ten frames to show it; then the screen is scrolled (mouse wheel) down, and then up, a few
// frames a step, until the item shows. The timeout only bounds a failure.
export async function findItem(page, id, { timeout = 30000 } = {}) {
  const deadline = Date.now() + timeout;
  for (let scrolls = 0; ; ) {
    const it = await page.evaluate(([want, n]) => new Promise((ok) => {
      const look = () => {
        const found = (window.Module.parlorItems || []).find((i) => i.id === want);
        if ((found && found.enabled !== false) || n-- <= 0) ok(found || null);
        else requestAnimationFrame(look);
      };
      look();
    }), [id, scrolls === 0 ? 10 : 4]);
    if (it && it.enabled !== false) return it;
    if (Date.now() > deadline) throw new Error(`no enabled item "${id}" on screen`);
    // A wheel's notch scrolls 48 px (ui/scroll.cpp): 20 of them pass the longest screen (Joker's
    // six seats with three bot levels each), and as many come back.
    if (!it && scrolls < 40) {
      const vp = page.viewportSize();
      await page.mouse.move(vp.width / 2, vp.height / 2);
      await page.mouse.wheel(0, scrolls < 20 ? 240 : -240);
      scrolls++;
    }
  }
}

// Taps (touch devices) or clicks the centre of an item, or where something lies over its centre
// (a card of a hand's back row under the front row), the middle of the part a tap reaches.
export async function press(page, id) {
  const it = await findItem(page, id);
  const { x, y } = await reachablePoint(page, it);
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  return it;
}

// Taps (or clicks) the middle of a published item, enabled or not: a disabled one answers with
// its reason.
export async function tapItem(page, id) {
  const it = await page.evaluate((want) => (window.Module.parlorItems || []).find((i) => i.id === want), id);
  assert.ok(it, `"${id}" is on screen`);
  const x = it.x + it.w / 2, y = it.y + it.h / 2;
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

// The next game started from the lobby deals from `seed`, so a test that starts by taps replays
// the same game on every run.
export const seedNextGame = (page, seed) =>
  page.evaluate((s) => window.Module.ccall('parlor_test_seed', null, ['string'], [String(s)]), seed);

export const tableState = (page) => page.evaluate(() => window.Module.parlorState || null);

// Waits until the published table state satisfies `pred(state, arg)` and returns that very state,
// read in the frame it was published, not later (bots may have moved on since). `pred` runs in the
// page, so it may use only its arguments.
export async function waitState(page, pred, arg = null, { timeout = 30000, what = String(pred) } = {}) {
  const expr = `(() => { const s = window.Module.parlorState; return s && (${pred})(s, ${JSON.stringify(arg)}) ? s : null; })()`;
  try {
    return await (await page.waitForFunction(expr, null, { timeout })).jsonValue();
  } catch (e) {
    throw new Error(`timed out waiting for ${what}; state now ${JSON.stringify(await tableState(page).catch(() => null))}`);
  }
}

// The state published right after the move that took the count past `moves` (the person's own
// move, when `moves` was read on the person's turn), or, when a tap was refused instead, the state
// showing the reason. Read from the log of published states, so bots that have moved on since
// do not hide it.
export async function moveLanded(page, moves, { timeout = 30000 } = {}) {
  try {
    const h = await page.waitForFunction((m) => {
      const log = window.parlorStates || [];
      const counted = (s) => s && typeof s.moves === 'number';
      // The last state from before the move; the one after it is the move's own.
      let i = log.length - 1;
      while (i >= 0 && !(counted(log[i]) && log[i].moves <= m)) i--;
      if (i === log.length - 1) return log[i]?.error ? log[i] : null;  // not yet, or refused
      for (let k = i + 1; k < log.length; k++) if (counted(log[k])) return log[k];
      return log[i + 1];
    }, moves, { timeout });
    return await h.jsonValue();
  } catch (e) {
    throw new Error(`timed out waiting for move ${moves + 1} to land; state now ${JSON.stringify(await tableState(page).catch(() => null))}`);
  }
}

// The end-of-round reveal `st` shows every seat's cards and points, and the log every move of the
// round (`roundStart`: the move count when the round began); then "reveal-continue" goes on.
// Returns the move count the next round starts from.
export async function checkReveal(page, st, roundStart, players, shot) {
  assert.equal(st.overlay, 'reveal');
  assert.ok(st.reveal && st.reveal.title, `the reveal says how the round ended: ${JSON.stringify(st.reveal)}`);
  assert.equal(st.reveal.seats.length, players, 'every seat is revealed');
  for (const seat of st.reveal.seats) {
    assert.equal(typeof seat.points, 'number', `${seat.name}'s points are shown`);
    assert.ok(seat.melds.length + seat.left.length > 0 || seat.out, `${seat.name}'s cards are shown face up`);
  }
  assert.equal(st.log.length, st.moves - roundStart, `the log lists every move of the round: ${st.log.length} lines`);
  // The table under a round's reveal is the round as it ended: each seat holds what the reveal
  // leaves it (none, for who went out), not what it held before the round's last move.
  if (st.paused) {
    const items = await page.evaluate(() => window.Module.parlorItems || []);
    for (const seat of st.reveal.seats) {
      const it = items.find((i) => i.id === `seat:${seat.seat}`);
      if (!it) continue;
      const held = /: (\d+) (?:card|tile)s?\b/.exec(it.label);
      assert.ok(held, `${seat.name}'s seat says what it holds: "${it.label}"`);
      assert.equal(Number(held[1]), seat.left.length, `${seat.name}'s seat holds what the reveal leaves: "${it.label}"`);
      if (seat.out) assert.equal(Number(held[1]), 0, `${seat.name} went out and holds nothing`);
    }
    // The pile and the person's own hand are the round's end too: the discard shows the card the
    // last player threw, and the hand what the reveal leaves the person.
    if (st.last_thrown !== undefined && st.discard_top !== undefined)
      assert.equal(st.discard_top, st.last_thrown, 'under the reveal the discard shows the card the last player threw');
    const mine = st.reveal.seats.find((seat) => seat.name === 'You');
    if (mine && Array.isArray(st.hand))
      assert.deepEqual([...st.hand].sort(), [...mine.left].sort(), 'under the reveal your hand is what the round left you');
  }
  // The bar still names the round that ended, not the next one dealt behind the reveal (a game
  // with rounds; Joker's race has none).
  if (st.round_word !== '') {
    assert.ok(st.round_ended >= 0, 'the reveal shows a round that ended');
    assert.match(st.bar_title, new RegExp(`${st.round_word} ${st.round_ended + 1}\\b`), `the bar names round ${st.round_ended + 1}`);
  }
  if (shot) await capture(page, shot);
  await press(page, 'reveal-continue');
  await waitState(page, (s) => s.overlay !== 'reveal', null, { what: 'the reveal to close' });
  return st.moves;
}

// Which published item a tap at (x, y) goes to, as Ui::topmost judges it: the last registered
// item under the finger, except that among overlapping Ui::target items (`target`, a small
// thing's hit area grown to 44 px) the nearest centre takes it. A disabled item still takes the
// tap (and does nothing). Returns the item's index, or -1.
export function tapGoesTo(items, x, y) {
  const inside = (i) => x >= i.x && y >= i.y && x < i.x + i.w && y < i.y + i.h;
  const dist = (i) => (i.x + i.w / 2 - x) ** 2 + (i.y + i.h / 2 - y) ** 2;
  for (let k = items.length - 1; k >= 0; k--) {
    if (!inside(items[k])) continue;
    if (!items[k].target) return k;
    let best = k;
    for (let o = k - 1; o >= 0; o--) if (items[o].target && inside(items[o]) && dist(items[o]) < dist(items[best])) best = o;
    return best;
  }
  return -1;
}

// The side of the largest square (CSS px, in 2 px steps) inside item k's box where every tap goes
// to item k: what a thumb has of a card half covered by its neighbours.
export function reachable(items, k) {
  const it = items[k], step = 2;
  const cols = Math.floor(it.w / step), rows = Math.floor(it.h / step);
  let best = 0, prev = new Array(cols).fill(0);
  for (let r = 0; r < rows; r++) {
    const row = new Array(cols).fill(0);
    for (let c = 0; c < cols; c++) {
      if (tapGoesTo(items, it.x + (c + 0.5) * step, it.y + (r + 0.5) * step) !== k) continue;
      row[c] = 1 + (c > 0 && r > 0 ? Math.min(row[c - 1], prev[c], prev[c - 1]) : 0);
      best = Math.max(best, row[c]);
    }
    prev = row;
  }
  return best * step;
}

// Every enabled published item (Module.parlorItems) is a thumb's target: inside the viewport, and
// either a Ui::target whose hit area is at least 44x44 CSS px and takes a tap at its centre, or
// an item with a 44x44 square of its own where every tap goes to it (for overlapping hand cards,
// the strip a card shows). `except`: ids (or id prefixes ending in ':', or RegExps) not held to
// it; "modal" (the whole screen behind a sheet) never is. Returns the items read.
export async function targets(page, where, { except = [] } = {}) {
  await frames(page, 2);
  const items = await page.evaluate(() => window.Module.parlorItems || []);
  const vp = page.viewportSize();
  const skip = (id) => id === 'modal' ||
    except.some((e) => (e instanceof RegExp ? e.test(id) : id === e || (e.endsWith(':') && id.startsWith(e))));
  const problems = [];
  items.forEach((it, k) => {
    if (it.enabled === false || skip(it.id)) return;
    const at = `${it.id} (${[it.x, it.y, it.w, it.h].map((v) => Math.round(v * 10) / 10).join(', ')})`;
    if (it.x < -0.5 || it.y < -0.5 || it.x + it.w > vp.width + 0.5 || it.y + it.h > vp.height + 0.5)
      problems.push(`${at} lies outside the ${vp.width}x${vp.height} screen`);
    if (it.target) {
      if (it.w < 43.99 || it.h < 43.99) problems.push(`${at}: its hit area is under 44 px`);
      if (tapGoesTo(items, it.x + it.w / 2, it.y + it.h / 2) !== k) problems.push(`${at}: a tap on its centre goes elsewhere`);
    } else {
      const side = reachable(items, k);
      if (side < 44) problems.push(`${at}: a thumb has ${side} px of it (44 at least)`);
    }
  });
  assert.deepEqual(problems, [], `${where}: every target is 44 px and on screen`);
  return items;
}

async function reachablePoint(page, it) {
  const centre = { x: it.x + it.w / 2, y: it.y + it.h / 2 };
  const items = await page.evaluate(() => window.Module.parlorItems || []);
  const k = items.findIndex((i) => i.id === it.id);
  if (k < 0 || tapGoesTo(items, centre.x, centre.y) === k) return centre;
  const mine = [];
  for (let y = it.y + 1; y < it.y + it.h; y += 2)
    for (let x = it.x + 1; x < it.x + it.w; x += 2) if (tapGoesTo(items, x, y) === k) mine.push({ x, y });
  if (mine.length === 0) return centre;
  const mid = { x: mine.reduce((a, p) => a + p.x, 0) / mine.length, y: mine.reduce((a, p) => a + p.y, 0) / mine.length };
  return mine.reduce((best, p) => ((p.x - mid.x) ** 2 + (p.y - mid.y) ** 2 < (best.x - mid.x) ** 2 + (best.y - mid.y) ** 2 ? p : best));
}

// The hint's sentence (kit/table_hints.cpp, a game's own words for its own moves): one whole
// sentence for each kind of move, said in the banner where the prompt is and published as `hint`.
const HINT_SAID = {
  draw: /^Hint: (take a (card|tile) from the stock|draw from the stock)\.$/,
  take_discard: /^Hint: take (the .+ from the discard pile(: it is wild)?|the top \d+ cards of the discard pile|\d+ discards, down to the .+)\.$/,
  discard: /^Hint: discard the .+?( and keep .+ together)?\.$/,
  lay_down: /^Hint: lay down .+?(, then discard the .+)?\.$/,
  go_out: /^Hint: go out: (lay down .+?|add your tiles to the melds on the table)(, add the rest to the table)?, then discard the .+\.$/,
  add_on: /^Hint: add .+ to (your|.+'s) (run|book|group), .+\.$/,
  reveal_program: /^Hint: reveal your program with .+\.$/,
  exchange_joker: /^Hint: give the .+ for the yellow joker in (your|.+'s) (run|book), .+\.$/,
  claim_joker: /^Hint: give the .+ for the joker in (your|.+'s) (run|group), .+\.$/,
  swap_program: /^Hint: swap your program for a new one\.$/,
  keep_program: /^Hint: keep your program\.$/,
};
const ANY_HINT = new RegExp(Object.values(HINT_SAID).map((r) => r.source).join('|'));

// `st`, the state of the frame a hint was shown in, says it in words: the sentence of its kind of
// move (`kind`, where the table publishes it; else any of them), in the banner.
export function assertHintSaid(st, kind) {
  assert.equal(st.banner, st.hint, 'the banner says the hint');
  assert.match(st.hint, HINT_SAID[kind] ?? ANY_HINT, `the hint's sentence${kind ? ` for ${kind}` : ''}`);
}
