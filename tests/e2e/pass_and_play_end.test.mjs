// Pass-and-play (people sharing one device): the move that hands the table on is seen to land
// before the curtain falls, and the round's end, read by whoever holds the device, names every
// seat by name (nobody is "you" there).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openSaved, capture, press, waitState, moveLanded, PHONE } from './harness.mjs';
import { fixture, savedAt } from './saved_games.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const RO2 = fixture('rummy_o_2p_greedy_seed4');
const RO4 = fixture('rummy_o_4p_greedy_seed17_fullest');
// Sam and Ana people, at `speed`.
const shared = (g, cut, speed = 'instant') => {
  const saved = JSON.parse(savedAt('rummy_o', g, cut, [0, 1]));
  saved.setup.speed = speed;
  return JSON.stringify(saved);
};

// Lifts the curtain for `who` (null: whoever it waits for).
async function lift(page, who) {
  await waitState(page, (s, w) => s.screen === 'curtain' && (!w || s.for === w), who, { what: `the curtain for ${who}` });
  await press(page, 'curtain:lift');
  let st = await waitState(page, (s) => s.screen === 'table', null, { what: 'the curtain lifted' });
  if (st.summary && st.overlay === '') {
    await press(page, 'summary-ok');
    st = await waitState(page, (s) => !s.summary, null, { what: 'the summary closed' });
  }
  return st;
}

// A turn of the shown person: draw, then discard `tile` (a face of the rack).
async function drawDiscard(page, st, tile) {
  await press(page, 'stock');
  st = await moveLanded(page, st.moves);
  st = await waitState(page, (s) => s.to_act && !s.busy, null, { what: 'the tile drawn' });
  const i = st.hand.indexOf(tile);
  assert.ok(i >= 0, `the rack holds ${tile}: ${st.hand}`);
  await press(page, `rack:${i}`);
  await waitState(page, (s) => s.selected.length === 1, null, { what: `${tile} selected` });
  await press(page, 'discard-button');
  return moveLanded(page, st.moves);
}

// Actions 52-53: Sam draws and discards the R3; Ana's turn is next.
test('pass-and-play: the discard that hands the table on lands before the curtain falls', async () => {
  const { page, context, errors } = await openSaved(site, PHONE, shared(RO2, 52, 'normal'));
  let st = await lift(page, 'Sam');
  assert.equal(RO2.actions[53].card, 'R3');
  st = await waitState(page, (s) => s.to_act && !s.busy, null, { what: 'Sam\'s turn' });
  const landed = await drawDiscard(page, st, 'R3');
  assert.equal(landed.moves, 54);
  assert.equal(landed.screen, 'table', 'the table still shows as the discard is made');
  assert.equal(landed.busy, true, 'the R3 is flying to the pile');
  await capture(page, 'pnp-discard-landing');
  await waitState(page, (s) => s.screen === 'curtain' && s.for === 'Ana', null, { what: 'the curtain for Ana' });
  const states = await page.evaluate(() => window.parlorStates.filter(Boolean).map((s) => ({ screen: s.screen, moves: s.moves, busy: s.busy })));
  const from = states.findIndex((s) => s.moves === 54);
  const curtain = states.findIndex((s, i) => i > from && s.screen === 'curtain');
  const between = states.slice(from, curtain);
  assert.ok(between.length >= 1 && between.every((s) => s.screen === 'table' && s.busy),
    `the table shows while the tile flies, and the curtain falls as it lands: ${JSON.stringify(between)}`);
  assert.deepEqual(errors, []);
  await context.close();
});

const YOU = /\byou(r)?\b/i;

// Four seats, Sam and Ana people: Ana draws and discards the O11 (actions 10-11), then the bots Bo
// and Cy play on until Cy goes out (action 16). The device is Ana's as the round ends.
test('pass-and-play: the reveal and the score sheet name every seat, none "You"', async () => {
  const { page, context, errors } = await openSaved(site, PHONE, shared(RO4, 10));
  let st = await lift(page, 'Ana');
  st = await waitState(page, (s) => s.to_act && !s.busy, null, { what: 'Ana\'s turn' });
  await drawDiscard(page, st, RO4.actions[11].card);
  st = await waitState(page, (s) => s.overlay === 'reveal', null, { what: 'round 1\'s reveal' });
  assert.equal(st.moves, 17);
  assert.deepEqual(st.reveal.seats.map((s) => s.name).sort(), ['Ana', 'Bo', 'Cy', 'Sam']);
  for (const s of st.reveal.seats) for (const n of s.notes) assert.doesNotMatch(n, YOU, `${s.name}'s note speaks to nobody: "${n}"`);
  assert.doesNotMatch(st.reveal.title || '', YOU);
  await capture(page, 'pnp-reveal-names');
  await press(page, 'reveal-continue');
  st = await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
  for (const l of st.sheet_lines) assert.doesNotMatch(l, YOU, `the sheet speaks to nobody: "${l}"`);
  assert.doesNotMatch(st.sheet_title, YOU);
  await capture(page, 'pnp-sheet-names');
  assert.deepEqual(errors, []);
  await context.close();
});

// The same round's end, reloaded at its reveal: the curtain (anyone may hold the device), then the
// reveal again, every seat by name.
test('pass-and-play: a reload at the reveal brings it back naming every seat', async () => {
  const saved = JSON.parse(shared(RO4, 17));
  saved.setup.round_end = { at: 17, seat: 3, sheet: false };
  const { page, context, errors } = await openSaved(site, PHONE, JSON.stringify(saved));
  await lift(page, null);
  const st = await waitState(page, (s) => s.overlay === 'reveal', null, { what: 'the reveal' });
  assert.deepEqual(st.reveal.seats.map((s) => s.name).sort(), ['Ana', 'Bo', 'Cy', 'Sam']);
  for (const s of st.reveal.seats) for (const n of s.notes) assert.doesNotMatch(n, YOU, `"${n}"`);
  assert.deepEqual(errors, []);
  await context.close();
});
