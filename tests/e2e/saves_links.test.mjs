// Never losing a game, in the browser: a reload resumes the same moment, a share link opens the
// same moment in a fresh browser, a damaged link is refused without touching what is saved, and
// pass-and-play's curtain hides every hand.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, findItem, waitState, moveLanded, seedNextGame, PHONE,
  DESKTOP,
  isCardFace } from './harness.mjs';
import { watchTexts, passToReveal } from './turns.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const SAVE_KEY = 'parlor:v1:game';

async function startGame(page, setup) {
  await page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), setup);
  return waitState(page, (s) => ['table', 'curtain'].includes(s.screen), null, { what: 'the table or its curtain' });
}

// A moment nothing else changes: the person is to act (bots wait for them), a sheet is open (bots
// wait for it to close) or the curtain is up. Returns the state published then.
const settled = (page) => waitState(page, (s) => s.screen === 'curtain' || s.overlay !== '' || (s.to_act && !s.busy), null,
  { what: 'the person\'s turn, a sheet or the curtain' });

const soloSetup = (seed) => ({ game: 'five_crowns', options: { players: 2 }, seed, speed: 'instant',
  seats: [{ name: 'You', bot: false }, { name: 'Ana', bot: true, kind: 'greedy' }] });

// One whole turn of the person's: draw from the stock, then discard the card "Hint" picks.
async function playTurn(page) {
  let st = await waitState(page, (s) => s.to_act && s.phase === 'draw' && !s.busy, null, { what: 'the person\'s draw' });
  await press(page, 'stock');
  const drawn = await moveLanded(page, st.moves);
  assert.equal(drawn.error, '', 'the draw is not refused');
  // Still the person's turn: nothing else moves until the discard.
  assert.deepEqual(drawn.selected, [], 'nothing selected before the hint');
  await press(page, 'hint');
  st = await waitState(page, (s) => s.selected.length === 1, null, { what: '"Hint" to select the discard' });
  await press(page, 'discard-button');
  const discarded = await moveLanded(page, st.moves);
  assert.equal(discarded.error, '', 'the discard is not refused');
  // The turn is over when the person may draw again (bots played in between), or when the
  // curtain went up for the next person.
  // A hand that ended meanwhile (someone went out) counts too: its sheet is open.
  return settled(page);
}

// The first notice of this page load whose text matches `pattern`, even if another has
// replaced it on screen since (notices queue, each shown for a few seconds).
async function noticeShown(page, pattern) {
  const h = await page.waitForFunction((p) => (window.parlorNotices || []).find((n) => new RegExp(p).test(n?.text || '')) || null,
    pattern, { timeout: 30000 });
  return (await h.jsonValue()).text;
}

// What must be identical after a reload or through a link.
const moment = (s) => ({ hand: [...s.hand].sort(), hand_number: s.hand_number, phase: s.phase, discard_top: s.discard_top,
  totals: s.totals, to_act: s.to_act });

test('a reload at the table resumes the game at the same moment, without the lobby', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await startGame(page, soloSetup(4243));
  await playTurn(page);
  const before = moment(await playTurn(page));
  const saved = await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
  assert.ok(saved && JSON.parse(saved).game.actions.length >= 4, 'the game is in localStorage');
  await page.reload();
  await waitForFirstFrame(page);
  // A reload at the table opens it again, without the lobby's Continue.
  // The saved moment was the person's turn, so the resumed table stays there.
  assert.equal(before.to_act, true, 'saved on the person\'s turn');
  assert.deepEqual(moment(await waitState(page, (s) => s.screen === 'table' && !s.busy, null, { what: 'the resumed table' })), before);
  await capture(page, 'saves-resumed-phone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a share link opens the same moment in a fresh browser; a damaged one is refused and nothing saved changes', async () => {
  const a = await openPage(site, DESKTOP);
  await waitForFirstFrame(a.page);
  await startGame(a.page, soloSetup(777));
  const before = moment(await playTurn(a.page));
  assert.equal(before.to_act, true, 'shared on the person\'s turn');
  await press(a.page, 'menu');
  await press(a.page, 'menu:share');
  await press(a.page, 'share:game');
  await a.page.waitForFunction(() => !!window.Module.parlorLastShare, null, { timeout: 20000 });
  const url = await a.page.evaluate(() => window.Module.parlorLastShare);
  await capture(a.page, 'share-screen-desktop');
  assert.match(url, /#play=[A-Za-z0-9_-]+$/);
  assert.ok(url.length < 2000, `link length ${url.length}`);

  // A fresh context has no saved game: the link opens straight at the same moment.
  const b = await openPage(site, PHONE, { path: url.slice(url.indexOf('#')) });
  await waitForFirstFrame(b.page);
  assert.deepEqual(moment(await waitState(b.page, (s) => s.screen === 'table' && !s.busy, null, { what: 'the linked table' })), before);
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
  const notice = await noticeShown(b.page, '.');
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
  await a.page.waitForFunction(() => !!window.Module.parlorLastShare, null, { timeout: 20000 });
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
    { timeout: 30000 });
  await waitState(page, (s) => s.screen === 'table', null, { what: 'the linked table' });
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
  let st = await startGame(page, { game: 'five_crowns', options: { players: 2 }, seed: 99, speed: 'instant',
    seats: [{ name: 'Ana', bot: false }, { name: 'Bo', bot: false }] });
  assert.equal(st.screen, 'curtain');
  assert.equal(st.hand, undefined, 'nothing of a hand is published under the curtain');
  const first = st.for;
  let shot = await capture(page, 'curtain-phone');
  assert.ok(!handVisible(shot, page), 'no card face under the curtain');

  await press(page, 'curtain:lift');
  await waitState(page, (s) => s.screen === 'table', null, { what: 'the curtain lifted' });
  shot = await capture(page, 'curtain-lifted-phone');
  assert.ok(handVisible(shot, page), 'the hand shows once the person taps');
  // Both seats are people: after the discard the curtain goes up and nothing moves.
  st = await playTurn(page);
  assert.equal(st.screen, 'curtain');
  assert.notEqual(st.for, first);
  shot = await capture(page, 'curtain-second-phone');
  assert.ok(!handVisible(shot, page));

  // Bo sets a PIN on his way in; the summary tells him Ana's turn.
  await press(page, 'curtain:set-pin');
  for (const d of ['2', '5', '8', '0']) await press(page, `pin:${d}`);
  assert.equal((await waitState(page, (s) => s.screen === 'table', null, { what: 'the table after the PIN' })).summary, true);
  await capture(page, 'curtain-summary-phone');
  await press(page, 'summary-ok');
  assert.deepEqual(errors, []);
  await context.close();
});

// The sentences and their readers are checked by turns.mjs (shared with rounds.test.mjs, which
// passes Rummy-O and Joker tables the same way).
test('pass-and-play: each sentence speaks to its reader, "you" for the person reading it and names for everyone else', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await watchTexts(page);
  const st = await startGame(page, { game: 'five_crowns', options: { players: 3 }, seed: 31, speed: 'instant',
    seats: [{ name: 'Ana', bot: false }, { name: 'Bo', bot: false }, { name: 'Cy', bot: true, kind: 'greedy' }] });
  const seen = await passToReveal(page, st, playTurn);
  assert.ok(seen.curtains >= 3 && seen.summaries >= 2 && seen.lines > 10 && seen.own >= 1,
    `a hand passed between Ana and Bo to its reveal (${JSON.stringify({ ...seen, reveal: undefined })})`);
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
  await noticeShown(page, 'saved game');
  await capture(page, 'saves-damaged-phone');
  await noticeShown(page, 'settings');
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  assert.ok(keys.some((k) => k.startsWith('parlor:v1:quarantine:game:')), `the damaged game is kept aside: ${keys}`);
  assert.ok(keys.some((k) => k.startsWith('parlor:v1:quarantine:settings:')), `the newer settings are kept aside: ${keys}`);
  await seedNextGame(page, 6);
  await press(page, 'game:five_crowns');
  await press(page, 'start');
  await waitState(page, (s) => s.screen === 'table', null, { what: 'the table' });
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
  await noticeShown(page, 'Saving is off');
  await playTurn(page);
  await capture(page, 'saves-off-desktop');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the person\'s own card order survives a reload and travels in a share link', async () => {
  const a = await openPage(site, DESKTOP);
  await waitForFirstFrame(a.page);
  await startGame(a.page, soloSetup(4242));
  let st = await playTurn(a.page);
  assert.equal(st.to_act, true, 'the person\'s turn');
  // The person's own order: by rank, where the table dealt by suit.
  const dealt = st.hand;
  await press(a.page, 'sort-rank');
  st = await waitState(a.page, (s, d) => s.hand.join() !== d.join(), dealt, { what: 'the hand sorted by rank' });
  const mine = st.hand;
  await a.page.reload();
  await waitForFirstFrame(a.page);
  st = await waitState(a.page, (s) => s.screen === 'table' && !s.busy && s.hand.length > 0, null, { what: 'the resumed table' });
  assert.deepEqual(st.hand, mine, 'a reload keeps the person\'s order');

  await press(a.page, 'menu');
  await press(a.page, 'menu:share');
  await press(a.page, 'share:game');
  await a.page.waitForFunction(() => !!window.Module.parlorLastShare, null, { timeout: 20000 });
  const url = await a.page.evaluate(() => window.Module.parlorLastShare);
  const b = await openPage(site, PHONE, { path: url.slice(url.indexOf('#')) });
  await waitForFirstFrame(b.page);
  st = await waitState(b.page, (s) => s.screen === 'table' && !s.busy && s.hand.length > 0, null, { what: 'the linked table' });
  assert.deepEqual(st.hand, mine, 'the link brings the person\'s order');
  await capture(b.page, 'link-order-phone');
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
});

test('a reload at the table opens it again with the melds set aside still set aside; a save whose melds no longer fit the hand keeps the game; a reload at the lobby stays there', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await startGame(page, soloSetup(4242));
  // Turns until "Hint" sets a meld aside (it selects the discard too); up to then, its discard.
  let st = null;
  for (let turn = 0; turn < 40; turn++) {
    st = await waitState(page, (s) => s.to_act && s.phase === 'draw' && !s.busy && s.overlay === '', null,
      { what: 'the person\'s draw' });
    await press(page, 'stock');
    await moveLanded(page, st.moves);
    await press(page, 'hint');
    st = await waitState(page, (s) => s.selected.length === 1, null, { what: '"Hint" to select the discard' });
    if (st.staged > 0) break;
    await press(page, 'discard-button');
    await moveLanded(page, st.moves);
  }
  assert.ok(st.staged > 0, '"Hint" set a meld aside');
  const before = { hand: st.hand, staged: st.staged, moves: st.moves };

  await page.reload();
  await waitForFirstFrame(page);
  // Straight back at the table, no Continue to tap.
  st = await waitState(page, (s) => s.screen === 'table' && !s.busy && s.hand.length > 0, null, { what: 'the table again' });
  assert.equal(st.moves, before.moves, 'the same moment');
  assert.equal(st.staged, before.staged, 'the melds set aside are still set aside');
  assert.deepEqual(st.hand, before.hand, 'the rest of the hand in the same order');
  const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
  assert.equal(saved.setup.seats[0].staged.length, before.staged, 'the save keeps the melds set aside');
  assert.equal(saved.setup.seats[1].staged, undefined, 'a bot\'s seat keeps none');
  const aside = saved.setup.seats[0].staged.reduce((n, m) => n + m.cards.length, 0);

  // Damaged on the way back: the first meld claims ten copies of one card. Its cards, and the
  // other melds', go back to the hand; the game is the same.
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('damaged')) return;
    sessionStorage.setItem('damaged', '1');
    const g = JSON.parse(localStorage.getItem(key));
    const m = g.setup.seats[0].staged[0];
    m.cards = Array(10).fill(m.cards[0]);
    m.as = Array(10).fill(0);
    localStorage.setItem(key, JSON.stringify(g));
  }, SAVE_KEY);
  await page.reload();
  await waitForFirstFrame(page);
  st = await waitState(page, (s) => s.screen === 'table' && !s.busy && s.hand.length > 0, null, { what: 'the table after the damage' });
  assert.equal(st.moves, before.moves, 'the game is kept');
  assert.equal(st.staged, 0, 'nothing set aside');
  assert.equal(st.hand.length, before.hand.length + aside, 'every card back in the hand');

  // Left for the lobby, a reload stays at the lobby and offers Continue.
  await press(page, 'menu');
  await press(page, 'menu:lobby');
  await findItem(page, 'continue-game');
  await page.reload();
  await waitForFirstFrame(page);
  await findItem(page, 'continue-game');
  assert.notEqual((await page.evaluate(() => window.Module.parlorState?.screen)), 'table', 'the lobby, not the table');
  assert.deepEqual(errors, []);
  await context.close();
});
