// A button that cannot be pressed now still answers a tap: the banner says why (as its key does),
// and nothing is played. At every table, at phone size (taps) and at desktop size (clicks), on the
// person's turn: each disabled button of the table's row is tapped in turn.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, waitState, playableGames, tapItem, press, PHONE_1X, DESKTOP } from './harness.mjs';
import { myTurn, move } from './turns.mjs';

const GAMES = (await playableGames()).map((g) => g.id);

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

async function startTable(device, game) {
  const opened = await openPage(site, device);
  await waitForFirstFrame(opened.page);
  // Four seats: every game plays at four, as targets.test.mjs starts them.
  const players = 4;
  const names = ['Sam', 'Ana', 'Bo', 'Cy'].slice(0, players);
  await opened.page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), {
    game, options: { players }, seed: 11, speed: 'instant',
    seats: names.map((name, i) => ({ name, bot: i !== 0, kind: 'greedy' })),
  });
  opened.st = await myTurn(opened.page, game);
  return opened;
}

for (const [size, device] of [['phone', PHONE_1X], ['desktop', DESKTOP]]) {
  test(`every disabled button answers a tap with its reason (${size})`, async () => {
    let tapped = 0;
    for (const game of GAMES) {
      const { page, context, errors, st } = await startTable(device, game);
      const disabled = st.buttons.filter((b) => !b.enabled);
      for (const b of disabled) {
        const before = await waitState(page, (s) => s.to_act && !s.busy, null, { what: 'the person to act' });
        await tapItem(page, b.id);
        const after = await waitState(page, (s, n) => s.refusals > n, before.refusals,
          { what: `${game}: a reason for the disabled "${b.label}"` });
        assert.notEqual(after.error, '', `${game}: "${b.label}" says why`);
        assert.doesNotMatch(after.error, /cannot be used now/, `${game}: "${b.label}" says why in the game's words`);
        assert.equal(after.moves, before.moves, `${game}: a disabled "${b.label}" plays nothing`);
        tapped++;
      }
      assert.deepEqual(errors, [], game);
      await context.close();
    }
    assert.ok(tapped >= GAMES.length, `disabled buttons were tapped (${tapped})`);
  });
}

// At the wrong moment Discard's refusal names what comes first, in every game: at a rummy table
// before the turn's take, take one; at Joker while a card can move a marble, play one.
test('Discard tapped before its moment says what comes first, in every game (phone)', async () => {
  const checked = [];
  for (const game of GAMES) {
    const { page, context, errors } = await startTable(PHONE_1X, game);
    let st = await myTurn(page, game);
    if (st.phase === 'first_discard') {  // Rummy-O's opening discard: the next turn starts with a take
      await press(page, 'rack:0');
      st = await waitState(page, (s) => s.selected.length === 1, null, { what: 'a tile selected' });
      await move(page, 'discard-button', st);
      st = await myTurn(page, game);
    }
    const before = st;
    if (game === 'joker' && st.buttons.find((b) => b.id === 'discard-button').enabled) {
      await context.close();  // no card moves a marble: discarding is the move now
      continue;
    }
    await tapItem(page, 'discard-button');
    const after = await waitState(page, (s, n) => s.refusals > n, before.refusals, { what: `${game}: Discard's refusal` });
    if (game === 'joker') assert.match(after.error, /play one\. You discard only when none can\./, game);
    else {
      assert.equal(before.phase, 'draw', `${game}: the turn starts with a take`);
      assert.match(after.error, /^Take a (card|tile) first, from the stock or the discard pile; then discard one\.$/, game);
    }
    assert.equal(after.moves, before.moves, `${game}: nothing is played`);
    assert.deepEqual(errors, [], game);
    checked.push(game);
    await context.close();
  }
  assert.deepEqual(checked, GAMES, 'every game\'s Discard was tapped at the wrong moment');
});
