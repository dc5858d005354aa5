// Joker in the browser, as a person plays it: from the lobby to the results by taps on cards,
// marbles and holes (7 splits and jokers included), bots at instant speed; and the board's
// layout at desktop size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, findItem, tableState, seedNextGame, PHONE, DESKTOP,
  isCardFace } from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

async function startFromLobby(page, seed = 7) {
  await seedNextGame(page, seed);
  await press(page, 'game:joker');
  await press(page, 'speed:instant');
  await press(page, 'start');
  await page.waitForFunction(() => window.Module.parlorState?.screen === 'table' && window.Module.parlorState.game === 'joker',
    null, { timeout: 10000 });
}

const waitFor = (page, fn, arg, timeout = 10000) => page.waitForFunction(fn, arg, { timeout, polling: 20 });

// The move the test plays: a 7 split or a joker when there is one (to drive those choices
// through the board), else the first legal move.
function pick(legal, turn) {
  const split = legal.find((a) => a.from2 !== undefined);
  const joker = legal.find((a) => a.card === 'JK' && a.type === 'move');
  if (split && turn % 2 === 0) return split;
  if (joker) return joker;
  return legal[turn % legal.length];
}

// Plays one move by taps: the card, then the marble, then (if asked) the hole, then (a 7 split)
// the second marble. Resolves once the turn is over.
async function playTurn(page, st, turn, seen) {
  const a = pick(st.legal, turn);
  const done = (s, t) => s.moves > t || s.overlay === 'results';
  const turnOver = (t) => window.Module.parlorState.moves > t || window.Module.parlorState.overlay === 'results';
  await press(page, `hand:${st.hand.indexOf(a.card)}`);
  await waitFor(page, (i) => window.Module.parlorState.card === i, st.hand.indexOf(a.card));
  if (a.type === 'discard') {
    seen.discard = true;
    await press(page, 'discard-button');
    await waitFor(page, turnOver, st.moves);
    return;
  }
  await press(page, `marble:${a.from}`);
  await waitFor(page, ([t, from]) => {
    const s = window.Module.parlorState;
    return s.moves > t || s.overlay === 'results' || s.marble === from || s.split !== null;
  }, [st.moves, a.from]);
  let now = await tableState(page);
  if (!done(now, st.moves) && now.split === null) {
    if (a.card === 'JK' && !seen.jokerShot) { await capture(page, 'joker-phone-joker-targets'); seen.jokerShot = true; }
    await press(page, `hole:${a.to}`);
    await waitFor(page, (t) => window.Module.parlorState.moves > t || window.Module.parlorState.split !== null ||
      window.Module.parlorState.overlay === 'results', st.moves);
    now = await tableState(page);
    if (now.split !== null) assert.deepEqual(now.split, [a.from, a.to], 'the 7 stops where the first marble was sent');
  }
  if (!done(now, st.moves) && now.split !== null) {
    assert.ok(a.from2 !== undefined, `only a 7 split asks for a second marble (${JSON.stringify(a)})`);
    if (!seen.split) await capture(page, 'joker-phone-seven-second-marble');
    seen.split = true;
    await press(page, `marble:${a.from2}`);
    await waitFor(page, turnOver, st.moves);
  }
  if (a.card === 'JK') seen.joker = true;
}

test('a complete game with one seat played by taps at phone size, bots at instant speed, ends on the results', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await startFromLobby(page);
  await capture(page, 'joker-phone-start');
  const seen = {};
  let turns = 0;
  for (let guard = 0; guard < 20000; guard++) {
    const st = await tableState(page);
    if (st.overlay === 'results') break;
    if (st.busy || !st.to_act || st.legal.length === 0) { await page.waitForTimeout(20); continue; }
    if (turns === 3) await capture(page, 'joker-phone-my-turn');
    try {
      await playTurn(page, st, turns++, seen);
    } catch (e) {
      await capture(page, 'joker-phone-stuck');
      throw new Error(`${e.message}; acted on ${JSON.stringify(st)}; now ${JSON.stringify(await tableState(page))}`);
    }
  }
  const end = await tableState(page);
  assert.equal(end.overlay, 'results', 'the game reached the results screen');
  assert.equal(end.game_over, true);
  assert.ok(end.winner_team === 0 || end.winner_team === 1);
  const w = end.winner_team;
  assert.equal(end.home[w] + end.home[w + 2], 10, 'the winners have all ten marbles home');
  assert.ok(turns >= 20, `the person played ${turns} turns`);
  assert.ok(seen.split || seen.joker, 'a 7 split or a joker was played through the board');
  await capture(page, 'joker-phone-results');
  await findItem(page, 'play-again');
  await press(page, 'to-lobby');
  await findItem(page, 'game:joker');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('the board fits a desktop screen: choosing a card lights the marbles it can move', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await startFromLobby(page);
  // Play until a turn where a card can move a marble (discarding when none can).
  for (let guard = 0; guard < 2000; guard++) {
    const st = await tableState(page);
    if (st.to_act && !st.busy && st.legal.length && st.legal[0].type === 'move') break;
    if (st.to_act && !st.busy && st.legal.length) await playTurn(page, st, 0, {});
    else await page.waitForTimeout(30);
  }
  const st = await tableState(page);
  assert.equal(st.legal[0].type, 'move');
  const items = await page.evaluate(() => window.Module.parlorItems);
  const vp = page.viewportSize();
  for (const it of items.filter((i) => i.id !== 'modal'))
    assert.ok(it.x >= 0 && it.y >= 0 && it.x + it.w <= vp.width + 0.5 && it.y + it.h <= vp.height + 0.5, `${it.id} on screen`);
  assert.equal(items.filter((i) => i.id.startsWith('seat:')).length, 3, 'three other players');
  assert.equal(items.filter((i) => i.id.startsWith('hand:')).length, 6, 'five cards and the one drawn');
  const shot = await capture(page, 'joker-desktop-table');
  // The cards that can move a marble are bright; the others are greyed.
  for (const it of items.filter((i) => i.id.startsWith('hand:'))) {
    const playable = st.legal.some((a) => a.card === st.hand[Number(it.id.slice(5))]);
    const face = shot.count({ x: it.x + it.w * 0.3, y: it.y + it.h * 0.55, w: it.w * 0.4, h: it.h * 0.3 }, isCardFace, 2);
    assert.equal(face > 10, playable, `${it.id} is ${playable ? 'bright' : 'greyed'} (${face})`);
  }
  const a = st.legal[0];
  await press(page, `hand:${st.hand.indexOf(a.card)}`);
  const marble = await findItem(page, `marble:${a.from}`);
  const hand = items.filter((i) => i.id.startsWith('hand:'));
  assert.ok(marble.y + marble.h <= Math.min(...hand.map((i) => i.y)), 'the board sits above the hand');
  await capture(page, 'joker-desktop-card-chosen');
  assert.deepEqual(errors, []);
  await context.close();
});
