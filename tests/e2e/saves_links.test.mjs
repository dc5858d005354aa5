// Never losing a game, in the browser: a reload resumes the same moment, a share link opens the
// same moment in a fresh browser, a damaged link is refused without touching what is saved, and
// pass-and-play's curtain hides every hand.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, findItem, tableState, stateChanged, PHONE, DESKTOP,
  isCardFace } from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const SAVE_KEY = 'parlor:v1:game';

async function startGame(page, setup) {
  await page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), setup);
  await page.waitForFunction(() => ['table', 'curtain'].includes(window.Module.parlorState?.screen), null, { timeout: 10000 });
}

const soloSetup = (seed) => ({ game: 'five_crowns', options: { players: 2 }, seed, speed: 'instant',
  seats: [{ name: 'You', bot: false }, { name: 'Ana', bot: true, kind: 'greedy' }] });

// One whole turn of the person's: draw from the stock, then discard the card "Best" picks.
async function playTurn(page) {
  await page.waitForFunction(() => { const s = window.Module.parlorState; return s.to_act && s.phase === 'draw' && !s.busy; },
    null, { timeout: 10000 });
  let st = await tableState(page);
  await press(page, 'stock');
  await stateChanged(page, JSON.stringify(st));
  await press(page, 'hint');
  await page.waitForFunction(() => window.Module.parlorState.selected.length === 1, null, { timeout: 5000 });
  st = await tableState(page);
  await press(page, 'discard-button');
  // The turn is over when the person may draw again (bots played in between), or when the
  // curtain went up for the next person.
  // A hand that ended meanwhile (someone went out) counts too.
  await page.waitForFunction((b) => {
    const s = window.Module.parlorState;
    return s.screen === 'curtain' || s.overlay !== '' || s.hand_number !== b.hand_number ||
      (s.to_act && s.phase === 'draw' && s.hand_size === b.hand_size - 1 && !s.busy);
  }, st, { timeout: 10000 });
}

// What must be identical after a reload or through a link.
const moment = (s) => ({ hand: [...s.hand].sort(), hand_number: s.hand_number, phase: s.phase, discard_top: s.discard_top,
  totals: s.totals, to_act: s.to_act });

test('a reload resumes the game at the same moment through Continue', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await startGame(page, soloSetup(4242));
  await playTurn(page);
  await playTurn(page);
  const before = moment(await tableState(page));
  const saved = await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
  assert.ok(saved && JSON.parse(saved).game.actions.length >= 4, 'the game is in localStorage');
  await page.reload();
  await waitForFirstFrame(page);
  await press(page, 'continue-game');
  await page.waitForFunction(() => window.Module.parlorState?.screen === 'table', null, { timeout: 10000 });
  await page.waitForFunction(() => !window.Module.parlorState.busy, null, { timeout: 5000 });
  assert.deepEqual(moment(await tableState(page)), before);
  await capture(page, 'saves-resumed-phone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a share link opens the same moment in a fresh browser; a damaged one is refused and nothing saved changes', async () => {
  const a = await openPage(site, DESKTOP);
  await waitForFirstFrame(a.page);
  await startGame(a.page, soloSetup(777));
  await playTurn(a.page);
  const before = moment(await tableState(a.page));
  await press(a.page, 'menu');
  await press(a.page, 'menu:share');
  await press(a.page, 'share:game');
  await a.page.waitForFunction(() => !!window.Module.parlorLastShare, null, { timeout: 5000 });
  const url = await a.page.evaluate(() => window.Module.parlorLastShare);
  await capture(a.page, 'share-screen-desktop');
  assert.match(url, /#play=[A-Za-z0-9_-]+$/);
  assert.ok(url.length < 2000, `link length ${url.length}`);

  // A fresh context has no saved game: the link opens straight at the same moment.
  const b = await openPage(site, PHONE, { path: url.slice(url.indexOf('#')) });
  await waitForFirstFrame(b.page);
  await b.page.waitForFunction(() => window.Module.parlorState?.screen === 'table', null, { timeout: 10000 });
  await b.page.waitForFunction(() => !window.Module.parlorState.busy, null, { timeout: 5000 });
  assert.deepEqual(moment(await tableState(b.page)), before);
  assert.equal(await b.page.evaluate(() => location.hash), '', 'the link leaves the address bar once read');
  const savedB = await b.page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
  assert.ok(savedB, 'the opened game is saved on the new device');
  await capture(b.page, 'link-opened-phone');

  // A damaged copy of the link, opened where a game is saved: an error, and the save is untouched.
  const hash = url.slice(url.indexOf('#'));
  const i = hash.length - 10;
  const damaged = hash.slice(0, i) + (hash[i] === 'A' ? 'B' : 'A') + hash.slice(i + 1);
  await b.page.goto(site.url + 'index.html' + damaged);
  await waitForFirstFrame(b.page);
  await b.page.waitForFunction(() => !!window.Module.parlorNotice, null, { timeout: 10000 });
  const notice = await b.page.evaluate(() => window.Module.parlorNotice.text);
  assert.match(notice, /damaged/);
  assert.match(notice, /Nothing saved was changed/);
  await capture(b.page, 'link-damaged-phone');
  assert.equal(await b.page.evaluate((k) => localStorage.getItem(k), SAVE_KEY), savedB);
  await findItem(b.page, 'continue-game');
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
});

test('a link to a different game asks before replacing the saved one', async () => {
  const a = await openPage(site, DESKTOP);
  await waitForFirstFrame(a.page);
  await startGame(a.page, soloSetup(31));
  await press(a.page, 'menu');
  await press(a.page, 'menu:share');
  await press(a.page, 'share:game');
  await a.page.waitForFunction(() => !!window.Module.parlorLastShare, null, { timeout: 5000 });
  const url = await a.page.evaluate(() => window.Module.parlorLastShare);
  // Another game is saved in this browser: the link asks first, and "Keep my game" keeps it.
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await startGame(page, soloSetup(32));
  await playTurn(page);
  const savedMoves = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).game.actions;
  await page.goto(url);
  await waitForFirstFrame(page);
  await findItem(page, 'confirm:no');
  await capture(page, 'link-confirm-phone');
  await press(page, 'confirm:no');
  await findItem(page, 'continue-game');
  // The same game, with the moves made before (bots may have moved on since, saved as the page
  // hid).
  const kept = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).game;
  assert.equal(kept.seed, 32);
  assert.deepEqual(kept.actions.slice(0, savedMoves.length), savedMoves);
  // And "Open the link" replaces it. (The first time the link arrived in the open page, as when
  // pasted into its address bar; this time it loads the page.)
  await page.goto(site.url + 'index.html' + url.slice(url.indexOf('#')));
  await waitForFirstFrame(page);
  await press(page, 'confirm:yes');
  await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k) || '{}').game?.seed === 31, SAVE_KEY,
    { timeout: 10000 });
  await page.waitForFunction(() => window.Module.parlorState?.screen === 'table', null, { timeout: 10000 });
  const now = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
  assert.equal(now.game.seed, 31);
  assert.deepEqual(errors, []);
  assert.deepEqual(a.errors, []);
  await a.context.close();
  await context.close();
});

// Whether any card face shows in the bottom third of the screen, where the hand is.
function handVisible(shot, page) {
  const { width, height } = page.viewportSize();
  return shot.count({ x: 0, y: Math.floor(height * 0.7), w: width, h: Math.floor(height * 0.3) }, isCardFace, 4) > 50;
}

test('pass-and-play: the curtain hides every hand until the next person taps, and a PIN guards it', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await startGame(page, { game: 'five_crowns', options: { players: 2 }, seed: 99, speed: 'instant',
    seats: [{ name: 'Ana', bot: false }, { name: 'Bo', bot: false }] });
  let st = await tableState(page);
  assert.equal(st.screen, 'curtain');
  assert.equal(st.hand, undefined, 'nothing of a hand is published under the curtain');
  const first = st.for;
  let shot = await capture(page, 'curtain-phone');
  assert.ok(!handVisible(shot, page), 'no card face under the curtain');

  await press(page, 'curtain:lift');
  await page.waitForFunction(() => window.Module.parlorState.screen === 'table', null, { timeout: 5000 });
  shot = await capture(page, 'curtain-lifted-phone');
  assert.ok(handVisible(shot, page), 'the hand shows once the person taps');
  await playTurn(page);
  await page.waitForFunction(() => window.Module.parlorState.screen === 'curtain', null, { timeout: 10000 });
  st = await tableState(page);
  assert.notEqual(st.for, first);
  shot = await capture(page, 'curtain-second-phone');
  assert.ok(!handVisible(shot, page));

  // Bo sets a PIN on his way in; the summary tells him Ana's turn.
  await press(page, 'curtain:set-pin');
  for (const d of ['2', '5', '8', '0']) await press(page, `pin:${d}`);
  await page.waitForFunction(() => window.Module.parlorState.screen === 'table', null, { timeout: 5000 });
  assert.equal((await tableState(page)).summary, true);
  await capture(page, 'curtain-summary-phone');
  await press(page, 'summary-ok');
  assert.deepEqual(errors, []);
  await context.close();
});

test('damaged saved data is set aside with a message, and the app still starts', async () => {
  const { page, context, errors } = await openPage(site, PHONE, {
    beforeLoad: (p) => p.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('parlor:v1:game', '{"format":1,"setup":{"game":"five_crowns"');  // cut short
      localStorage.setItem('parlor:v1:settings', '{"format":99}');                         // from a newer Parlor
    }),
  });
  await waitForFirstFrame(page);
  // Both are told, one after the other.
  await page.waitForFunction(() => /saved game/.test(window.Module.parlorNotice?.text || ''), null, { timeout: 10000 });
  await capture(page, 'saves-damaged-phone');
  await page.waitForFunction(() => /settings/.test(window.Module.parlorNotice?.text || ''), null, { timeout: 20000 });
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  assert.ok(keys.some((k) => k.startsWith('parlor:v1:quarantine:game:')), `the damaged game is kept aside: ${keys}`);
  assert.ok(keys.some((k) => k.startsWith('parlor:v1:quarantine:settings:')), `the newer settings are kept aside: ${keys}`);
  await press(page, 'game:five_crowns');
  await press(page, 'start');
  await page.waitForFunction(() => window.Module.parlorState?.screen === 'table', null, { timeout: 10000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('with storage switched off the player is told once and play goes on', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP, {
    beforeLoad: (p) => p.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
    }),
  });
  await waitForFirstFrame(page);
  await startGame(page, soloSetup(5));
  await page.waitForFunction(() => /Saving is off/.test(window.Module.parlorNotice?.text || ''), null, { timeout: 10000 });
  await playTurn(page);
  await capture(page, 'saves-off-desktop');
  assert.deepEqual(errors, []);
  await context.close();
});
