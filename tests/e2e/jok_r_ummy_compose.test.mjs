// Jok-R-Ummy in the browser: the person decides. They compose their own reveal (Reveal program
// first composes the suggested one; a combination tapped in the composed row goes back to the
// hand; Meld stages the selected cards; the program card says what is still lacking), a reveal
// that misses an instruction is refused with that instruction named, and a wild added to a run
// that it could join at either end asks where it goes. At phone (390x844, 3x) and desktop size,
// from a saved game of greedy bots (3 players, seed 112). Screenshots in build/e2e/: jru-compose-*.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openSaved, capture, press, waitState, readable, PHONE, DESKTOP } from './harness.mjs';
import { settled, move, select } from './turns.mjs';
import { fixture, savedAt } from './saved_games.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const SAVED = fixture('jok_r_ummy_3p_greedy_seed112');
// Move 59 (round 2): Sam (seat 0), whose program asks for four of a kind, has drawn the 5 of
// hearts and reveals four 5s; move 169 (round 3): Sam, who has completed, has drawn the 2 of
// hearts, with the run 9H 10H JH among his own combinations on the table.
const REVEAL_AT = 59, WILD_AT = 169;
// Move 29 (round 1): Sam, whose program asks for four of a kind three times, holds four 7s, two
// 9s, two queens and three wilds: one plan takes the 7s, the 9s with two wilds and the queens with
// the third, and lacks a fourth queen.
const PLAN_AT = 29;

const open = (device, cut) => openSaved(site, device, savedAt('jok_r_ummy', SAVED, cut));

const faceOf = (placed) => placed.split('=')[0];

for (const [size, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`Jok-R-Ummy reveal: the person composes it, and a refusal names the instruction not met, at ${size} size`, async () => {
    assert.equal(SAVED.actions[REVEAL_AT].type, 'reveal_program', 'the saved game reveals here');
    const { page, context, errors } = await open(device, REVEAL_AT);
    let st = await settled(page);
    assert.equal(st.phase, 'play');
    assert.equal(st.can_reveal, true, 'the hand completes the program');
    assert.deepEqual(st.composed, [], 'nothing is composed yet');
    assert.equal(st.progress.filled, 0);
    // Reveal program with nothing composed composes the suggested reveal, and plays nothing.
    await press(page, 'reveal-program');
    st = await waitState(page, (s) => s.composed.length > 0, null, { what: 'the suggested reveal composed' });
    assert.equal(st.moves, REVEAL_AT, 'no move was played');
    // Said where the prompt is, as good news, not in a refusal's red.
    assert.equal(st.error, '');
    assert.match(st.hint, /^Your program is composed: press Reveal program to lay it/);
    assert.equal(st.progress.next, -1, 'the suggestion fills every part');
    const suggested = st.composed;
    assert.equal(suggested.length, 1, 'one combination: four 5s');
    const cards = suggested[0].cards.map(faceOf);
    assert.equal(cards.length, 4);
    // Taken back with a tap, then composed by the person: three 5s first.
    await press(page, 'staged:0');
    st = await waitState(page, (s) => s.composed.length === 0, null, { what: 'the combination taken back' });
    await select(page, cards.slice(0, 3));
    await press(page, 'meld');
    st = await waitState(page, (s) => s.composed.length === 1, null, { what: 'three 5s composed' });
    assert.equal(st.progress.filled, 0, 'three 5s fill no part');
    assert.equal(st.progress.stray, 'Your program asks for four of a kind; this book has three cards.');
    await readable(page, `jok_r_ummy ${size}: three 5s composed`);
    await capture(page, `jru-compose-${size}-three`);
    // Revealed, the engine refuses, naming the instruction.
    const refusals = st.refusals;
    await press(page, 'reveal-program');
    st = await waitState(page, (s, n) => s.refusals > n, refusals, { what: 'the refusal' });
    assert.equal(st.moves, REVEAL_AT);
    assert.equal(st.error, 'Your program asks for four of a kind; this book has three cards.', 'the instruction named');
    await capture(page, `jru-compose-${size}-refused`);
    // Taken back and composed whole: the program card has nothing left to fill.
    await press(page, 'staged:0');
    await waitState(page, (s) => s.composed.length === 0, null, { what: 'the combination taken back' });
    await select(page, cards);
    await press(page, 'meld');
    st = await waitState(page, (s) => s.composed.length === 1, null, { what: 'four 5s composed' });
    assert.equal(st.progress.next, -1);
    assert.equal(st.progress.filled, st.progress.slots);
    assert.match(st.progress.text, /^Your composed combinations fulfil your program/);
    await readable(page, `jok_r_ummy ${size}: four 5s composed`);
    await capture(page, `jru-compose-${size}-composed`);
    const after = await move(page, 'reveal-program', st);
    assert.equal(after.completed[after.me], true, 'the program is completed');
    const laid = after.table[after.me][0].split(' ');
    assert.equal(laid[0], 'book:');
    assert.deepEqual(laid.slice(1).sort(), [...cards].sort(), 'the four 5s laid');
    assert.equal(after.log.at(-1), 'You reveal your program with four 5s.', 'the log names the cards');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`Jok-R-Ummy wild add-on: the person says which end of a run the wild takes, at ${size} size`, async () => {
    assert.equal(SAVED.actions[WILD_AT].seat, 0);
    const { page, context, errors } = await open(device, WILD_AT);
    let st = await settled(page);
    assert.equal(st.phase, 'play');
    assert.equal(st.completed[st.me], true);
    const run = st.table[0].indexOf('run: 9H 10H JH');
    assert.ok(run >= 0, `the run 9H 10H JH is on the table: ${JSON.stringify(st.table)}`);
    await select(page, ['2H']);
    await press(page, `meld:0:${run}`);
    st = await waitState(page, (s) => s.overlay === 'question', null, { what: 'the question' });
    assert.equal(st.question.title, 'Which card does the 2 of hearts stand for?');
    assert.deepEqual(st.question.choices, ['QH', '8H'], 'the top of the run first, then its foot');
    await readable(page, `jok_r_ummy ${size}: where the wild goes`);
    await capture(page, `jru-compose-${size}-wild`);
    const after = await move(page, 'choice:1', st);
    assert.equal(after.table[0][run], 'run: 2H=8H 9H 10H JH', 'the wild is the 8, in its place below the 9');
    assert.equal(after.log.at(-1), 'You add the 2 of hearts as the 8 of hearts to your own run.');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('Jok-R-Ummy program: the cards outlined and the words "Missing" tell one plan, before and while composing', async () => {
  assert.equal(SAVED.actions[PLAN_AT].seat, 0);
  const { page, context, errors } = await open(PHONE, PLAN_AT);
  let st = await settled(page);
  assert.equal(st.phase, 'play');
  assert.equal(st.program_words, 'four of a kind, three times');
  const sorted = (cards) => [...cards].sort().join(' ');
  assert.equal(st.missing, 'Missing: a fourth queen (or one more wild card: the 3 wild cards you hold already serve your program).');
  assert.equal(sorted(st.serving), sorted(['7S', '7C', '7S', '7D', '9C', '9S', '2C', 'JK', 'QC', 'QS', '2D']),
    'every card the plan uses outlined, and only those');
  const label = async () => page.evaluate(() => window.Module.parlorItems.find((i) => i.id === 'program').label);
  assert.ok((await label()).includes(st.missing), 'the program card says what the plan lacks');
  // The 7s composed: the plan for the parts left outlines the 9s, the queens and the wilds.
  await select(page, ['7S', '7C', '7S', '7D']);
  await press(page, 'meld');
  st = await waitState(page, (s) => s.composed.length === 1, null, { what: 'four 7s composed' });
  assert.equal(st.progress.text, 'Composed 1 of 3. Next: four of a kind. Missing: a fourth queen (or one more wild card: the 3 wild cards you hold already serve your program).');
  assert.equal(sorted(st.serving), sorted(['9C', '9S', '2C', 'JK', 'QC', 'QS', '2D']));
  assert.ok((await label()).includes('Missing: a fourth queen (or one more wild card: the 3 wild cards you hold already serve your program).'));
  assert.deepEqual(errors, []);
  await context.close();
});
