// Five Crowns in the browser, as a person plays it: from the lobby, through all eleven hands by
// taps on the canvas, to the results; and the table's layout at desktop size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, findItem, frames, tableState, waitState, moveLanded, seedNextGame,
  PHONE, PHONE_1X, DESKTOP, isCardFace, checkReveal, readable, targets, assertHintSaid } from './harness.mjs';
import { settled, move } from './turns.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

async function startFromLobby(page, { instant = true, seed = 7 } = {}) {
  await seedNextGame(page, seed);
  await press(page, 'game:five_crowns');
  if (instant) await press(page, 'speed:instant');
  await press(page, 'start');
  await page.waitForFunction(() => window.Module.parlorState?.screen === 'table', null, { timeout: 30000 });
}

// The person's strategy: draw from the stock (now and then the discard), let "Hint" stage the
// arrangement leaving the fewest points, then discard / go out / lay down with the one button.
// `st` is a settled state (see above).
async function playOneAction(page, st, turn, round) {
  if (st.overlay === 'reveal') {
    round.start = await checkReveal(page, st, round.start, 2, round.reveals++ === 0 ? 'fc-phone-reveal' : null);
    return;
  }
  if (st.overlay === 'scores') {
    await press(page, 'continue');
    await waitState(page, (s) => s.overlay !== 'scores', null, { what: 'the score sheet to close' });
    return;
  }
  if (st.phase === 'draw') {
    await move(page, turn % 4 === 3 && st.discard_top ? 'discard' : 'stock', st);
    return;
  }
  // Nothing is selected after a draw (hand_model.cpp), so one selected card is the hint's doing.
  assert.deepEqual(st.selected, [], 'nothing selected before the hint');
  await press(page, 'hint');
  let best;
  try {
    best = await waitState(page, (s) => s.selected.length === 1, null, { what: '"Hint" to select the discard' });
  } catch (e) {
    await capture(page, 'fc-phone-hint-failed');
    throw new Error(`"Hint" selected no discard; ${e.message}`);
  }
  assertHintSaid(best);
  await move(page, 'discard-button', st);
}

test('a complete 2-player game against a bot, by taps at phone size, ends on the results screen', async () => {
  const { page, context, errors } = await openPage(site, PHONE_1X);
  await waitForFirstFrame(page);
  await startFromLobby(page);
  await capture(page, 'fc-phone-start');
  let turns = 0, sheets = 0, shot_final = false, shot_turn = false, sorted_hand = 0;
  const fits = new Set();
  const round = { start: 0, reveals: 0 };
  for (let guard = 0; guard < 3000; guard++) {
    const st = await settled(page);
    if (st.overlay === 'results') break;
    // The person sorts by rank in the first hand; every hand after it is dealt that way (sorting
    // again changes nothing).
    if (st.overlay === '' && st.to_act && st.phase === 'draw' && st.hand_number > sorted_hand) {
      sorted_hand = st.hand_number;
      await press(page, 'sort-rank');
      await frames(page);
      const again = await tableState(page);
      if (st.hand_number > 1) assert.deepEqual(again.hand, st.hand, `hand ${st.hand_number} is dealt sorted by rank`);
    }
    if (st.overlay === 'scores') sheets++;
    if (st.final_turn && st.to_act && !shot_final) { await capture(page, 'fc-phone-final-turn'); shot_final = true; }
    if (st.phase === 'discard' && st.overlay === '' && turns >= 2 && !shot_turn) {
      await capture(page, 'fc-phone-my-turn');
      shot_turn = true;
    }
    // From 3 cards to 14 (hand 11 and the card drawn), the hand fits the phone, each card showing
    // a strip of at least 44 px (a thumb's target, wide enough for its index and a wild's W): in
    // two rows once one would squeeze them.
    if (st.to_act && st.overlay === '' && st.hand.length > 0 && !fits.has(st.hand.length)) {
      const cards = (await page.evaluate(() => window.Module.parlorItems)).filter((i) => i.id.startsWith('hand:'))
        .sort((a, b) => a.y - b.y || a.x - b.x);
      assert.equal(cards.length, st.hand.length, 'every card of the hand is a target');
      for (const c of cards) assert.ok(c.x >= 0 && c.x + c.w <= 390.5 && c.y + c.h <= 844.5, `${c.id} inside the screen`);
      for (let i = 1; i < cards.length; i++) {
        if (Math.abs(cards[i].y - cards[i - 1].y) > 2) continue;  // the next row
        const strip = cards[i].x - cards[i - 1].x;
        assert.ok(strip >= 44, `${st.hand.length} cards: ${cards[i - 1].id} shows ${strip} px`);
      }
      // Everything else on screen too, as the game has it then (melds laid, the last hand's wilds).
      await targets(page, `hand ${st.hand_number}, ${st.hand.length} cards`);
      fits.add(st.hand.length);
    }
    try {
      await playOneAction(page, st, turns++, round);
    } catch (e) {
      await capture(page, 'fc-phone-stuck');
      throw new Error(`${e.message}; acted on ${JSON.stringify(st)}; now ${JSON.stringify(await tableState(page))}`);
    }
  }
  const end = await tableState(page);
  assert.equal(end.overlay, 'results', 'the game reached the results screen');
  assert.equal(end.game_over, true);
  assert.equal(end.hand_number, 11, 'all eleven hands were played');
  assert.ok(sheets >= 10, `a score sheet between hands (${sheets} seen)`);
  assert.equal(round.reveals, 11, 'every hand ended on the reveal');
  for (let n = 3; n <= 14; n++) assert.ok(fits.has(n), `a hand of ${n} cards was checked (${[...fits]})`);
  assert.equal(end.totals.length, 2);
  // The results say where the person finished, over every hand's points.
  assert.match(end.placing, /^You came (1st|2nd) of 2(, level with Ana)?\.$/);
  assert.equal(end.round_scores.length, 11, 'a row for every hand');
  for (let seat = 0; seat < 2; seat++)
    assert.equal(end.round_scores.reduce((sum, row) => sum + row[seat], 0), end.totals[seat], 'the totals add up the hands');
  await capture(page, 'fc-phone-results');
  await readable(page, 'Five Crowns, every hand to the results');
  await findItem(page, 'play-again');
  await press(page, 'new-game');
  await findItem(page, 'start');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('melds set aside stay set aside after a plain discard, into the next turn', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await startFromLobby(page);
  let kept = null;
  const round = { start: 0, reveals: 1 };
  for (let guard = 0; guard < 400 && !kept; guard++) {
    const st = await settled(page);
    if (st.overlay !== '' || st.phase !== 'discard') {
      if (st.overlay === 'results') break;
      await playOneAction(page, st, guard, round);
      continue;
    }
    // "Hint" sets the melds aside and selects the discard; a discard that leaves cards outside the
    // melds, outside a final turn, is a plain one.
    await press(page, 'hint');
    const hinted = await waitState(page, (s, h) => s.hints > h && s.selected.length === 1, st.hints, { what: '"Hint"' });
    const plain = hinted.buttons.find((b) => b.id === 'discard-button').label === 'Discard';
    const after = await move(page, 'discard-button', hinted);
    if (!plain || hinted.staged === 0 || hinted.hand.length < 2) continue;
    assert.equal(after.staged, hinted.staged, 'the melds set aside stay set aside after the discard');
    // The next turn of the same hand (a hand that ends first deals new cards: try again).
    const next = await waitState(page, (s) => s.overlay !== '' || (s.to_act && !s.busy && s.phase === 'draw'), null,
      { what: 'the person\'s next turn or the hand\'s end' });
    if (next.overlay === '') kept = { before: hinted.staged, next };
  }
  assert.ok(kept, 'a plain discard with melds set aside came up, and the next turn of its hand');
  assert.equal(kept.next.staged, kept.before, 'the melds stay set aside into the next turn');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an illegal meld shows the reason and changes nothing', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await startFromLobby(page);
  let st = await waitState(page, (s) => s.to_act && !s.busy && s.phase === 'draw', null, { what: 'the person\'s first draw' });
  await move(page, 'stock', st);
  // Two cards can never be a meld. The person's turn goes on, so nothing else moves from here.
  st = await waitState(page, (s) => s.to_act && !s.busy && s.phase === 'discard', null, { what: 'the drawn card in hand' });
  assert.equal(st.error, '', 'no reason shown before the meld');
  await press(page, 'hand:0');
  await waitState(page, (s) => s.selected.length === 1, null, { what: 'the first card selected' });
  const one = await page.evaluate(() => window.Module.parlorItems.find((i) => i.id === 'meld'));
  assert.equal(one.enabled, false, 'Meld is off with one card selected');
  await press(page, 'hand:1');
  await waitState(page, (s) => s.selected.length === 2, null, { what: 'the second card selected' });
  // The Meld button stays off with two cards selected; its key still asks, and hears why not.
  const items = await page.evaluate(() => window.Module.parlorItems);
  assert.equal(items.find((i) => i.id === 'meld')?.enabled, false, 'Meld is off with two cards selected');
  await page.keyboard.press('m');
  const after = await waitState(page, (s) => s.error !== '', null, { what: 'the meld refused with a reason' });
  assert.match(after.error, /three/i);
  assert.equal(after.staged, 0);
  assert.deepEqual(after.hand, st.hand, 'the hand is unchanged');
  await capture(page, 'fc-phone-illegal-meld');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the table fits a desktop screen: hand, piles, buttons and opponents on screen and drawn', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await seedNextGame(page, 11);
  await press(page, 'game:five_crowns');
  await press(page, 'players:+');
  await press(page, 'players:+');
  await press(page, 'start');
  // Seat 0 plays first; on the person's turn nothing moves, so the items read next are this turn's.
  await waitState(page, (s) => s.screen === 'table' && s.to_act && !s.busy, null, { what: 'the person\'s first turn' });
  const items = await page.evaluate(() => window.Module.parlorItems);
  const vp = page.viewportSize();
  for (const it of items.filter((i) => i.id !== 'modal'))
    assert.ok(it.x >= 0 && it.y >= 0 && it.x + it.w <= vp.width + 0.5 && it.y + it.h <= vp.height + 0.5, `${it.id} on screen`);
  const byId = (p) => items.filter((i) => i.id.startsWith(p));
  assert.equal(byId('seat:').length, 3, 'three opponents');
  assert.equal(byId('hand:').length, 3, 'three cards in the first hand');
  const shot = await capture(page, 'fc-desktop-table');
  for (const id of ['discard', ...byId('hand:').map((i) => i.id)]) {
    const it = items.find((i) => i.id === id);
    const face = shot.count({ x: it.x + it.w * 0.3, y: it.y + it.h * 0.55, w: it.w * 0.4, h: it.h * 0.3 }, isCardFace, 2);
    assert.ok(face > 10, `${id} shows a card face (${face})`);
  }
  const buttons = ['sort-suit', 'sort-rank', 'hint', 'meld', 'discard-button'].map((id) => items.find((i) => i.id === id));
  const top = Math.min(...byId('hand:').map((i) => i.y));
  for (const b of buttons) assert.ok(b.y + b.h <= top + 30, `${b.id} sits above the hand`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('dragging a card reorders the hand, and dropping it on the pile discards it (desktop mouse)', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await startFromLobby(page, { instant: true });
  let st = await waitState(page, (s) => s.to_act && !s.busy && s.phase === 'draw', null, { what: 'the person\'s first draw' });
  await move(page, 'stock', st);
  // From the draw to the discard it is the person's turn: nothing but the person moves.
  st = await waitState(page, (s) => s.to_act && !s.busy && s.phase === 'discard', null, { what: 'the drawn card in hand' });
  const drag = async (fromId, to) => {
    const a = await findItem(page, fromId);
    await page.mouse.move(a.x + a.w / 2, a.y + a.h / 2);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await frames(page);  // the app sees the card over its target before the button comes up
    await page.mouse.up();
  };
  // Reorder: the first card goes to the right end.
  const cards = (await page.evaluate(() => Module.parlorItems)).filter((i) => i.id.startsWith('hand:'));
  const last = cards[cards.length - 1];
  await drag('hand:0', { x: last.x + last.w * 0.8, y: last.y + last.h / 2 });
  const reordered = (await waitState(page, (s, first) => s.hand.at(-1) === first, st.hand[0], { what: 'the card at the end' })).hand;
  assert.deepEqual([...reordered].sort(), [...st.hand].sort(), 'the same cards, in a new order');
  // Discard by dropping the (new) first card on the pile. The bot plays at once after it, so the
  // state read is the one published with the discard itself.
  const pile = await findItem(page, 'discard');
  await drag('hand:0', { x: pile.x + pile.w / 2, y: pile.y + pile.h / 2 });
  const after = await moveLanded(page, st.moves);
  assert.equal(after.moves, st.moves + 1, 'the drop made one move');
  assert.equal(after.error, '', 'the drop was not refused');
  assert.equal(after.hand_size, st.hand_size - 1, 'the card left the hand');
  assert.equal(after.discard_top, reordered[0], 'the dropped card was discarded');
  await capture(page, 'fc-desktop-after-drag');
  assert.deepEqual(errors, []);
  await context.close();
});

// The other seats sit around the table: each wholly on screen with a 44 px target, none over
// another, the piles or the hand; on a desktop they go round the piles rather than along one row.
for (const [size, device] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`the other seats sit around the table at ${size} size with 2, 4 and 7 players`, async () => {
    for (const players of [2, 4, 7]) {
      const { page, context, errors } = await openPage(site, device);
      await waitForFirstFrame(page);
      await seedNextGame(page, 11);
      await press(page, 'game:five_crowns');
      for (let k = 2; k < players; k++) await press(page, 'players:+');
      await press(page, 'start');
      await waitState(page, (s) => s.screen === 'table' && s.to_act && !s.busy, null, { what: 'the person\'s first turn' });
      const items = await page.evaluate(() => window.Module.parlorItems);
      const vp = page.viewportSize();
      const seats = items.filter((i) => /^seat:\d+$/.test(i.id));
      assert.equal(seats.length, players - 1, `${players} players: ${players - 1} other seats`);
      const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
      const others = items.filter((i) => i.id === 'stock' || i.id === 'discard' || i.id.startsWith('hand:'));
      for (const s of seats) {
        const where = `${size}, ${players} players: ${s.id}`;
        assert.ok(s.x >= 0 && s.y >= 0 && s.x + s.w <= vp.width + 0.5 && s.y + s.h <= vp.height + 0.5, `${where} on screen`);
        assert.ok(s.w >= 44 && s.h >= 44, `${where} is a 44 px target (${s.w} x ${s.h})`);
        assert.ok(s.label.length > 0, `${where} has a label`);
        for (const o of [...seats.filter((x) => x !== s), ...others]) assert.ok(!overlap(s, o), `${where} is clear of ${o.id}`);
      }
      if (size === 'desktop' && players > 2) {
        const stock = items.find((i) => i.id === 'stock');
        assert.ok(seats.some((s) => s.y + s.h / 2 > stock.y), `${players} players: some seat sits beside the piles`);
      }
      await readable(page, `${size} table with ${players} players`);
      await capture(page, `fc-${size}-seats-${players}p`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}
