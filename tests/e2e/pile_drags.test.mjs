// A drag from a pile onto the hand takes from it, as a tap on the pile does: at every rummy table
// (a table with a stock and a discard pile), with the mouse at desktop size, the stock dragged to
// the hand on the person's first draw, the discard pile's top on their next.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, waitState, moveLanded, frames, gameTraits, playableGames, press,
  DESKTOP } from './harness.mjs';
import { myTurn, move } from './turns.mjs';

const GAMES = (await playableGames()).map((g) => g.id);

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const items = (page) => page.evaluate(() => window.Module.parlorItems || []);

// The mouse pressed on the middle of `fromId`, moved in steps onto the middle of the hand (its
// items `prefix`<i>) and
// released there: a drag, never a tap on the pile.
async function dragToHand(page, fromId, prefix) {
  const all = await items(page);
  const from = all.find((i) => i.id === fromId);
  assert.ok(from, `"${fromId}" is on screen`);
  const hand = all.filter((i) => i.id.startsWith(prefix));
  assert.ok(hand.length > 0, 'the hand is on screen');
  const mid = hand[Math.floor(hand.length / 2)];
  await page.mouse.move(from.x + from.w / 2, from.y + from.h / 2);
  await page.mouse.down();
  await page.mouse.move(mid.x + mid.w / 2, mid.y + mid.h / 2, { steps: 12 });
  await frames(page);  // the app sees the pointer over the hand before the release
  await page.mouse.up();
}

// The person's turn with the draw to make: what comes before it (Jok-R-Ummy's program kept,
// Rummy-O's first discard) played as the game's own browser test plays it.
async function drawTurn(page, game, traits) {
  for (let guard = 0; guard < 10; guard++) {
    const st = await myTurn(page, game);
    if (st.phase === 'draw') return st;
    if (st.phase === 'swap') await move(page, 'keep-program', st);
    else await traits.step(page, st, null);
  }
  throw new Error(`${game}: no draw for the person`);
}

// The person's turn, or a round's reveal or score sheet holding the table.
const turnOrReveal = (page, game) => waitState(page, (s, g) => s.screen === 'table' && s.game === g &&
  (s.overlay === 'reveal' || s.overlay === 'scores' || (s.to_act && !s.busy && s.overlay === '')), game, { what: 'the person\'s turn or a reveal' });

for (const game of GAMES) {
  test(`${game}: dragging the stock, then the discard pile's top, onto the hand takes it (desktop mouse)`, async (t) => {
    const { page, context, errors } = await openPage(site, DESKTOP);
    await waitForFirstFrame(page);
    await page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), {
      game, options: { players: 4 }, seed: 11, speed: 'instant',
      seats: ['Sam', 'Ana', 'Bo', 'Cy'].map((name, i) => ({ name, bot: i !== 0, kind: 'greedy' })),
    });
    await myTurn(page, game);
    if (!(await items(page)).some((i) => i.id === 'discard')) {
      await context.close();
      return t.skip(`${game} has no discard pile`);
    }
    const traits = await gameTraits(game);
    let st = await drawTurn(page, game, traits);
    await dragToHand(page, 'stock', traits.targets?.prefix ?? 'hand:');
    let after = await moveLanded(page, st.moves);
    assert.equal(after.error, '', 'the drag of the stock was not refused');
    assert.equal(after.moves, st.moves + 1, 'the drag made one move');
    assert.equal(after.hand.length, st.hand.length + 1, 'one card more in the hand');
    assert.match(String(after.log.at(-1)), /stock/, `the stock was drawn from: ${after.log.at(-1)}`);
    // The rest of this turn, and the bots', as the game's own browser test plays it; a round that
    // ends on the way (the person may go out at once) is left from its reveal, as a person would.
    for (let guard = 0; guard < 20; guard++) {
      st = await turnOrReveal(page, game);
      if (st.overlay === 'reveal' || st.overlay === 'scores') {
        const shown = st.overlay;
        await press(page, shown === 'reveal' ? 'reveal-continue' : 'continue');
        await waitState(page, (s, o) => s.overlay !== o, shown, { what: `the ${shown} to close` });
        continue;
      }
      if (st.phase === 'draw' && st.moves > after.moves) break;
      await traits.step(page, st, null);
    }
    st = await drawTurn(page, game, traits);
    assert.ok(st.discard_top, 'a card lies on the discard pile');
    await dragToHand(page, 'discard', traits.targets?.prefix ?? 'hand:');
    after = await moveLanded(page, st.moves);
    assert.equal(after.error, '', 'the drag of the discard pile was not refused');
    assert.equal(after.moves, st.moves + 1, 'the drag made one move');
    assert.equal(after.hand.length, st.hand.length + 1, 'one card more in the hand');
    assert.ok(after.hand.includes(st.discard_top), `the pile's top ${st.discard_top} is in the hand: ${after.hand}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// A piece dropped on the discard pile before one is taken is refused in the kit's words ("Take a
// tile first."), never in a table's words for a turn whose tile is taken (Rummy-O's "You have
// taken your tile this turn"), and it stays in the hand.
test('rummy_o: a tile dropped on the discard pile before taking one is refused: "Take a tile first."', async () => {
  const game = 'rummy_o';
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), {
    game, options: { players: 2 }, seed: 11, speed: 'instant',
    seats: ['Sam', 'Ana'].map((name, i) => ({ name, bot: i !== 0, kind: 'greedy' })),
  });
  const traits = await gameTraits(game);
  const st = await drawTurn(page, game, traits);
  const all = await items(page);
  const prefix = traits.targets?.prefix ?? 'hand:';
  const piece = all.find((i) => i.id.startsWith(prefix));
  const pile = all.find((i) => i.id === 'discard');
  assert.ok(piece && pile, 'a tile in the rack and the discard pile on screen');
  await page.mouse.move(piece.x + piece.w / 2, piece.y + piece.h / 2);
  await page.mouse.down();
  await page.mouse.move(pile.x + pile.w / 2, pile.y + pile.h / 2, { steps: 12 });
  await frames(page);
  await page.mouse.up();
  const refused = await waitState(page, (s, n) => s.refusals > n, st.refusals, { what: 'the drop refused' });
  assert.equal(refused.error, 'Take a tile first.');
  assert.equal(refused.moves, st.moves, 'no move made');
  assert.equal(refused.hand.length, st.hand.length, 'the tile stays in the rack');
  assert.deepEqual(errors, []);
  await context.close();
});
