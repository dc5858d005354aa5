// What the blind players tripped on at the rummy tables (issue 39, [16 of 20]): a tap on Rummy-O's
// stock where taking is not the move says why; a desktop says its keys at the foot of the move
// log (a phone never); Enter discards only the tile selected, never the one D just drew; Rummü's
// Lay down stays disabled, saying why, for cards that make no combination.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, press, tapItem, waitState, moveLanded, seedNextGame, capture, readable,
  assertHintSaid, PHONE_1X, DESKTOP } from './harness.mjs';
import { settled, myTurn, startGame as startTurnsGame } from './turns.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

async function startRummyO(device) {
  const opened = await openPage(site, device);
  await waitForFirstFrame(opened.page);
  await seedNextGame(opened.page, 5);
  await press(opened.page, 'game:rummy_o');
  await press(opened.page, 'speed:instant');
  await press(opened.page, 'start');
  await waitState(opened.page, (s) => s.screen === 'table', null, { what: 'the table' });
  return opened;
}

// A refusal: the count of refusals grows, nothing is played, and the reason is shown.
async function refused(page, st, act) {
  await act();
  const after = await waitState(page, (s, n) => s.refusals > n, st.refusals, { what: 'a refusal' });
  assert.equal(after.moves, st.moves, `nothing is played: ${after.error}`);
  return after;
}

test('Rummy-O at a desktop: the stock refused at the opening discard in words, the keys said, Enter never discards a tile only drawn', async () => {
  const { page, context, errors } = await startRummyO(DESKTOP);
  let st = await myTurn(page, 'rummy_o');
  assert.equal(st.phase, 'first_discard', 'the person plays first: the round opens with their discard');
  assert.match(st.keys, /^Keys: D draw, T take the discard, .*Enter discard, /, `the keys line: ${st.keys}`);
  // The stock tapped, and D pressed, where drawing is not the move: each says why.
  st = await refused(page, st, () => tapItem(page, 'stock'));
  assert.equal(st.error, 'You start the round with 15 tiles: discard one. You take no tile on this first turn.');
  st = await refused(page, st, () => page.keyboard.press('d'));
  assert.equal(st.error, 'You start the round with 15 tiles: discard one. You take no tile on this first turn.');
  // Meld, disabled here, says why in the turn's words.
  st = await refused(page, st, () => tapItem(page, 'meld'));
  assert.equal(st.error, 'You start the round by discarding one of your 15 tiles; melds come on your later turns.');
  // Enter with no tile selected discards nothing, and says to select one.
  st = await refused(page, st, () => page.keyboard.press('Enter'));
  assert.equal(st.error, 'Select the one tile to discard.');
  await capture(page, 'words-ro-desktop-keys');
  await readable(page, 'Rummy-O at a desktop: the keys at the foot of the log');
  // The first tile selected by its key, then Enter: the discard.
  await page.keyboard.press('1');
  st = await waitState(page, (s) => s.selected.length === 1, null, { what: 'a tile selected' });
  await page.keyboard.press('Enter');
  st = await moveLanded(page, st.moves);
  assert.equal(st.error, '', 'Enter discards the tile selected');
  // The person's next turn: D draws; Enter straight after discards nothing, the drawn tile kept.
  st = await myTurn(page, 'rummy_o');
  assert.equal(st.phase, 'draw');
  // Enter before the tile is taken says to take one (it said a tile was taken, blind test).
  st = await refused(page, st, () => page.keyboard.press('Enter'));
  assert.equal(st.error, 'Take a tile first.');
  await page.keyboard.press('d');
  // Waited for by the count: the refusal just before it would read as the draw's own.
  const drawn = await waitState(page, (s, m) => s.moves > m, st.moves, { what: 'the draw by D' });
  st = await waitState(page, (s, m) => s.moves === m && s.to_act && !s.busy, drawn.moves, { what: 'the draw landed' });
  const held = st.hand.length;
  st = await refused(page, st, () => page.keyboard.press('Enter'));
  assert.equal(st.error, 'Select the one tile to discard.');
  assert.equal(st.hand.length, held, 'the tile drawn stays in the rack');
  // Now the stock says a tile was taken.
  st = await refused(page, st, () => tapItem(page, 'stock'));
  assert.equal(st.error, 'You have taken your tile this turn: lay down, add on, then discard one tile.');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Rummy-O on a phone: no keys line', async () => {
  const { page, context, errors } = await startRummyO(PHONE_1X);
  const st = await myTurn(page, 'rummy_o');
  assert.equal(st.keys, '', 'a phone has no keys line');
  assert.deepEqual(errors, []);
  await context.close();
});

// Four cards that make no combination reach round 1's come-out count: Lay down stays disabled and
// says the engine's reason when pressed (the button and the move ask one function).
test('Rummü at a desktop: Lay down is disabled, saying why, for cards that make no combination', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  const setup = { game: 'rummu', options: { players: 3 }, seed: 1, speed: 'instant',
    seats: [{ name: 'Sam', bot: false }, { name: 'Ana', bot: true, kind: 'greedy' }, { name: 'Bo', bot: true, kind: 'greedy' }] };
  await page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), setup);
  let st = await myTurn(page, 'rummu');
  assert.match(st.keys, /^Keys: D draw, T fan the discard pile/, `the keys line: ${st.keys}`);
  if (st.phase === 'draw') {
    await press(page, 'stock');
    await moveLanded(page, st.moves);
    st = await myTurn(page, 'rummu');
  }
  // Two cards of one number and two others: neither a book (numbers differ) nor a run (a number twice).
  const number = (c) => c.replace(/^[A-Z]/, '').replace(/=.*/, '');
  const byNumber = new Map();
  st.hand.forEach((c, i) => byNumber.set(number(c), [...(byNumber.get(number(c)) || []), i]));
  const pair = [...byNumber.values()].find((ix) => ix.length >= 2);
  assert.ok(pair, `a number twice in the hand: ${st.hand}`);
  const others = st.hand.map((_, i) => i).filter((i) => !pair.includes(i)).slice(0, 2);
  for (const i of [pair[0], pair[1], ...others]) await press(page, `hand:${i}`);
  st = await waitState(page, (s) => s.selected.length === 4, null, { what: 'four cards selected' });
  const layDown = st.buttons.find((b) => b.id === 'lay-down');
  assert.equal(layDown.enabled, false, `four cards that make no combination do not light Lay down: ${st.selected}`);
  st = await refused(page, st, () => tapItem(page, 'lay-down'));
  assert.match(st.error, /^A combination is |make no combination|^The /, `the reason, in words: ${st.error}`);
  assert.doesNotMatch(st.error, /To come out/, 'the count is reached; the cards are the trouble');
  assert.deepEqual(errors, []);
  await context.close();
});

const startGame = (game, players, seed) => startTurnsGame(site, DESKTOP, game, players, seed);

// A blind player pressed Enter to discard before drawing in Five Crowns and heard nothing.
test('Five Crowns at a desktop: Enter before the draw says to take a card first, a number past the hand says so', async () => {
  const { page, context, errors } = await startGame('five_crowns', 2, 1);
  let st = await myTurn(page, 'five_crowns');
  assert.equal(st.phase, 'draw', 'the person opens the turn with the draw');
  await page.keyboard.press('1');
  st = await waitState(page, (s) => s.selected.length === 1, null, { what: 'a card selected' });
  st = await refused(page, st, () => page.keyboard.press('Enter'));
  assert.equal(st.error, 'Take a card first.');
  assert.equal(st.phase, 'draw');
  // A number past the hand's last card (three in the first hand) says so.
  st = await refused(page, st, () => page.keyboard.press('9'));
  assert.equal(st.error, 'Key 9 selects nothing: you hold 3 cards.');
  assert.deepEqual(errors, []);
  await context.close();
});

// Hint (Five Crowns and Rummy-O) pressed once with cards selected: the hint, at once
// shown, its card the one selected (a blind player pressed twice: the first press seemed to only
// drop the selection).
test('Five Crowns and Rummy-O at a desktop: one press of Hint with cards selected shows the hint', async () => {
  for (const [game, seed] of [['five_crowns', 1], ['rummy_o', 5]]) {
    const { page, context, errors } = await startGame(game, 2, seed);
    let st = await myTurn(page, game);
    if (st.phase === 'draw') {
      await press(page, 'stock');
      await moveLanded(page, st.moves);
      st = await myTurn(page, game);
    }
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    const chosen = await waitState(page, (s) => s.selected.length === 2, null, { what: 'two selected' });
    // One name in every game (Five Crowns' once read "Best").
    assert.equal(chosen.buttons.find((b) => b.id === 'hint').label, 'Hint', `${game}: the hint button's name`);
    await press(page, 'hint');
    st = await waitState(page, (s, h) => s.hints > h, chosen.hints, { what: `${game}: the hint after one press` });
    assertHintSaid(st);
    assert.equal(st.moves, chosen.moves, 'the hint plays nothing');
    assert.ok(st.selected.length <= 1, `${game}: the hint's card alone selected: ${st.selected}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
