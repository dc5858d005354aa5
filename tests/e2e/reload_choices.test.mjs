// Nothing lost on reload, in the middle of a move: what a person has chosen between taps comes
// back when the page reloads (kept in this device's save only, never in a link or a peer message),
// and the move is finished from there. Jok-R-Ummy: the combinations composed for a reveal.
// Joker: a 7 split half made (its card, first marble and hole chosen; the second marble not yet).
// A save whose choice no longer fits the game loses the choice quietly and keeps the game.
// And at a round's end: its reveal, or the score sheet after it, shows again after a reload, and the
// next round begins only when the person leaves it; a save whose round's end does not fit drops it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openSaved, waitForFirstFrame, capture, press, waitState, frames, tableState, DESKTOP } from './harness.mjs';
import { settled, select } from './turns.mjs';
import { fixture, savedAt } from './saved_games.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const SAVE_KEY = 'parlor:v1:game';
const atTable = (page, what) => waitState(page, (s) => s.screen === 'table' && !s.busy && s.hand.length > 0, null, { what });

async function reload(page) {
  await page.reload();
  await waitForFirstFrame(page);
}

// Move 35 (round 1): Sam (seat 0), whose program asks for four of a kind three times, reveals
// four queens (two with wilds), four 7s and four 9s (one a wild): composed one selection at a time.
const JRU = fixture('jok_r_ummy_3p_greedy_seed112');
const REVEAL_AT = 35;

// A question open (which card a wild stands for, which hole a marble goes to): its first answer,
// or `want` when it is among the choices asked about. Returns the state once it is closed.
async function answer(page, st, want) {
  while (st.overlay === 'question') {
    // `want` may list several answers (a marble, then the hole a chooser may ask for at once).
    const wants = [].concat(want);
    const i = want === undefined ? 0 : Math.max(0, (st.asking || []).findIndex((a) => wants.includes(a)));
    const asked = JSON.stringify(st.question);
    await press(page, `choice:${i}`);
    st = await waitState(page, (s, q) => s.overlay !== 'question' || JSON.stringify(s.question) !== q, asked,
      { what: 'the answer taken' });
  }
  return st;
}

// Composes `faces` as one combination: selected, Meld, every wild said.
async function compose(page, faces, n) {
  await select(page, faces);
  await press(page, 'meld');
  let st = await waitState(page, (s, k) => s.composed.length === k || s.overlay === 'question', n, { what: 'composed, or a wild asked' });
  st = await answer(page, st);
  return waitState(page, (s, k) => s.composed.length === k && s.overlay === '', n, { what: `${n} composed` });
}

const faces = (meld) => meld.cards.map((c) => c.split('=')[0]);

test('Jok-R-Ummy: combinations composed for a reveal over several selections come back after a reload, and the reveal is made from them', async () => {
  const reveal = JRU.actions[REVEAL_AT];
  assert.equal(reveal.type, 'reveal_program', 'the saved game reveals here');
  assert.equal(reveal.melds.length, 3);
  const { page, context, errors } = await openSaved(site, DESKTOP, savedAt('jok_r_ummy', JRU, REVEAL_AT));
  let st = await settled(page);
  assert.equal(st.phase, 'play');
  await compose(page, faces(reveal.melds[0]), 1);
  st = await compose(page, faces(reveal.melds[1]), 2);
  const before = { composed: st.composed, hand: st.hand, progress: st.progress, moves: st.moves };
  assert.equal(before.progress.filled, 2, 'two of the program\'s three parts are filled');
  await reload(page);
  st = await atTable(page, 'the table again');
  assert.equal(st.moves, before.moves, 'the same moment');
  assert.deepEqual(st.composed, before.composed, 'both combinations still composed, each wild standing for the same card');
  assert.deepEqual(st.hand, before.hand, 'the rest of the hand in the same order');
  assert.deepEqual(st.progress, before.progress, 'the program card says the same');
  await capture(page, 'reload-jru-composed');
  // Finished from there: the third combination, then the reveal.
  await compose(page, faces(reveal.melds[2]), 3);
  await press(page, 'reveal-program');
  st = await waitState(page, (s, n) => s.moves > n, before.moves, { what: 'the reveal' });
  assert.equal(st.composed.length, 0);
  assert.match(st.log.at(-1), /reveal/i);
  assert.deepEqual(errors, []);
  await context.close();
});

// Move 53 of a six-seat game: the person (seat 0) holds the 7 of hearts; sent 4 holes with the
// marble at hole 9, it leaves 3 holes for either of two other marbles.
const JOKER = fixture('joker_6p_greedy_seed5_fullest');
const SPLIT_AT = 53;

test('Joker: a 7 split half made (its first marble sent) comes back after a reload and is finished from there; a saved choice that no longer fits is dropped and the game kept', async () => {
  assert.equal(JOKER.actions[SPLIT_AT].seat, 0);
  const { page, context, errors } = await openSaved(site, DESKTOP, savedAt('joker', JOKER, SPLIT_AT));
  let st = await waitState(page, (s) => s.screen === 'table' && s.to_act && !s.busy, null, { what: 'the person\'s turn' });
  const splits = st.legal.filter((a) => a.card === '7H' && a.from === 9 && a.to === 13 && a.from2 !== undefined);
  assert.equal(splits.length, 2, 'two marbles may take the rest');
  const [from, to, from2] = [9, 13, splits[0].from2];
  const card = st.hand.indexOf('7H');
  const chooseFirstPart = async () => {
    await press(page, `hand:${card}`);
    await waitState(page, (s, i) => s.card === i, card, { what: 'the 7 chosen' });
    await press(page, `marble:${from}`);
    // Where the 7's holes lie under 44 px apart, the hole's chooser opens as soon as the marble is
    // chosen: it is answered there, and no hole is tapped.
    const chosen = await answer(page, await waitState(page, (s, m) => s.marble === m || s.overlay === 'question', from,
      { what: 'the marble' }), [from, to]);
    if (chosen.split === null) {
      await press(page, `hole:${to}`);
      await answer(page, await waitState(page, (s) => s.split !== null || s.overlay === 'question', null, { what: 'the stop' }), to);
    }
    return waitState(page, (s) => s.split !== null, null, { what: 'the 7\'s first stop' });
  };
  st = await chooseFirstPart();
  assert.deepEqual(st.split, [from, to]);
  const before = { hand: st.hand, card: st.card, moves: st.moves, prompt: st.prompt };

  await reload(page);
  st = await waitState(page, (s) => s.screen === 'table' && s.split !== null, null, { what: 'the half-made split again' });
  assert.equal(st.moves, before.moves, 'the same moment');
  assert.deepEqual(st.split, [from, to], 'the first marble still sent');
  assert.equal(st.card, before.card, 'the 7 still chosen');
  assert.deepEqual(st.hand, before.hand);
  assert.equal(st.prompt, before.prompt, 'it asks for the second marble');
  const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
  assert.equal(saved.setup.seats[0].choice.at, SPLIT_AT, 'the save keeps the choice with its moment');
  assert.deepEqual(saved.setup.seats[0].choice.path.slice(1), [from, to]);
  assert.ok(saved.setup.seats.slice(1).every((s) => s.choice === undefined), 'the bots\' seats keep none');
  await capture(page, 'reload-joker-split');

  // Damaged on the way back: the choice names a hole that holds no marble. Nothing stays chosen,
  // the game is the same.
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('damaged')) return;
    sessionStorage.setItem('damaged', '1');
    const g = JSON.parse(localStorage.getItem(key));
    g.setup.seats[0].choice.path[1] = 999;
    localStorage.setItem(key, JSON.stringify(g));
  }, SAVE_KEY);
  await reload(page);
  st = await waitState(page, (s) => s.screen === 'table' && s.to_act && !s.busy, null, { what: 'the table after the damage' });
  // Frames later the choice would have been taken up: none is.
  await frames(page, 5);
  st = await tableState(page);
  assert.equal(st.moves, before.moves, 'the game is kept');
  assert.equal(st.card, -1, 'nothing chosen');
  assert.equal(st.split, null);

  // Chosen again by taps, reloaded once more and finished: the second marble goes the rest of the way.
  await chooseFirstPart();
  await reload(page);
  await waitState(page, (s) => s.screen === 'table' && s.split !== null, null, { what: 'the half-made split after a second reload' });
  await press(page, `marble:${from2}`);
  st = await waitState(page, (s, n) => s.moves > n || s.overlay === 'question', before.moves, { what: 'the second marble' });
  st = await answer(page, st, from2);
  st = await waitState(page, (s, n) => s.moves > n, before.moves, { what: 'the split played' });
  assert.equal(st.moves, SPLIT_AT + 1);
  assert.match(st.log.find((l) => l.startsWith('You play the 7 of hearts')) || '', /: 4 holes with a marble, 3 with another/);
  assert.deepEqual(errors, []);
  await context.close();
});

// Five Crowns, three seats: hand 2 ends after 18 moves with Bo's (seat 2); from move 14 on only the
// bots play, at instant speed, to that end.
const FC = fixture('five_crowns_3p_greedy_seed2');
const FC_HAND_2_END = 18;
const roundEnd = (s) => ({ moves: s.moves, reveal: s.reveal, sheet_lines: s.sheet_lines, round_scores: s.round_scores,
  totals: s.totals, hand: s.hand, bar_title: s.bar_title });

test('Five Crowns: a reload at a round\'s end shows its reveal again, then its score sheet, and the next hand begins when the person leaves it', async () => {
  const { page, context, errors } = await openSaved(site, DESKTOP, savedAt('five_crowns', FC, 14));
  let st = await waitState(page, (s) => s.screen === 'table' && s.paused && s.overlay === 'reveal', null, { what: 'hand 2\'s reveal' });
  assert.equal(st.moves, FC_HAND_2_END, 'hand 2 ended where the saved game\'s did');
  assert.equal(st.rounds_scored, 2);
  const ended = roundEnd(st);
  assert.equal(ended.reveal.seats.length, 3);

  await reload(page);
  st = await waitState(page, (s) => s.screen === 'table' && s.overlay !== '', null, { what: 'the table again, covered' });
  assert.equal(st.overlay, 'reveal', 'the reveal shows again');
  assert.equal(st.paused, true, 'the next hand waits behind it');
  assert.equal(st.to_act, false);
  assert.deepEqual(roundEnd(st), ended, 'the same hand\'s end: every seat\'s cards and points, the sheet\'s lines');
  const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
  assert.deepEqual(saved.setup.round_end, { at: FC_HAND_2_END, seat: 2, sheet: false }, 'the device\'s save keeps it');
  await capture(page, 'reload-round-end-reveal');

  await press(page, 'reveal-continue');
  st = await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
  const sheet = { title: st.sheet_title, lines: st.sheet_lines, rows: st.sheet_rows, totals: st.sheet_totals };
  assert.equal(sheet.title, 'After hand 2');
  await reload(page);
  st = await waitState(page, (s) => s.screen === 'table' && s.overlay !== '', null, { what: 'the table again, covered' });
  assert.equal(st.overlay, 'scores', 'the score sheet shows again');
  assert.equal(st.paused, true);
  assert.deepEqual({ title: st.sheet_title, lines: st.sheet_lines, rows: st.sheet_rows, totals: st.sheet_totals }, sheet);

  await press(page, 'continue');
  st = await waitState(page, (s, end) => s.overlay === '' && !s.paused && (s.moves > end || (s.to_act && !s.busy)), FC_HAND_2_END,
    { what: 'hand 3 under way' });
  assert.equal(st.rounds_scored, 2);
  await waitState(page, (s) => s.to_act && !s.busy, null, { what: 'the person\'s turn in hand 3' });
  const after = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
  assert.equal(after.setup.round_end, undefined, 'left, the save keeps no round\'s end');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Five Crowns: a saved round\'s end that does not fit the game is dropped quietly and the game kept', async () => {
  for (const [what, roundEndSaved] of [['another moment', { at: FC_HAND_2_END - 1, seat: 2, sheet: false }],
    ['no such seat', { at: FC_HAND_2_END, seat: 7, sheet: false }], ['not an object', 'reveal']]) {
    const g = JSON.parse(savedAt('five_crowns', FC, FC_HAND_2_END));
    g.setup.round_end = roundEndSaved;
    const { page, context, errors } = await openSaved(site, DESKTOP, JSON.stringify(g));
    const st = await waitState(page, (s) => s.screen === 'table' && (s.overlay !== '' || (s.to_act && !s.busy)), null,
      { what: `the table (${what})` });
    assert.equal(st.overlay, '', `${what}: the table opens on the next hand`);
    assert.equal(st.paused, false);
    assert.equal(st.rounds_scored, 2, `${what}: the game is kept`);
    assert.deepEqual(errors, []);
    await context.close();
  }
  // The same save at its own moment opens on that hand's reveal.
  const g = JSON.parse(savedAt('five_crowns', FC, FC_HAND_2_END));
  g.setup.round_end = { at: FC_HAND_2_END, seat: 2, sheet: false };
  const { page, context, errors } = await openSaved(site, DESKTOP, JSON.stringify(g));
  const st = await waitState(page, (s) => s.screen === 'table' && (s.overlay !== '' || (s.to_act && !s.busy)), null, { what: 'the table' });
  assert.equal(st.overlay, 'reveal');
  assert.equal(st.moves, FC_HAND_2_END);
  assert.deepEqual(errors, []);
  await context.close();
});
