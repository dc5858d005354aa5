// What a reload keeps of the table itself, on this device only: under a round's end shown again,
// the table as that round ended (never the next deal waiting behind it), and the melds a person
// set aside and has not laid yet, in every game that sets them aside.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openSaved, waitForFirstFrame, capture, press, waitState, moveLanded, DESKTOP, PHONE } from './harness.mjs';
import { fixture, savedAt, turnAt } from './saved_games.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

async function reload(page) {
  await page.reload();
  await waitForFirstFrame(page);
}

// What the table under a reveal shows: the published items of the seats, piles and melds (their
// labels carry counts and badges) and the state's table keys.
async function tableShown(page, st) {
  const items = await page.evaluate(() => window.Module.parlorItems.filter((i) => /^(seat|stock|discard|meld|table)/.test(i.id))
    .map((i) => `${i.id} ${i.label || ''}`));
  const keys = ['moves', 'round', 'rack_size', 'on_board', 'table', 'hand', 'discard_top', 'last_thrown', 'bar_title', 'reveal'];
  return { items, state: Object.fromEntries(keys.map((k) => [k, st[k]])) };
}

const RO2 = fixture('rummy_o_2p_greedy_seed4');

// rummy_o_2p_greedy_seed4: Ana goes out at action 56, ending round 1; round 2 starts with her
// ("first" on her badge) from a fresh stock.
test('Rummy-O: a reload at a round\'s reveal shows the table as the round ended under it, not the next deal', async () => {
  const { page, context, errors } = await openSaved(site, DESKTOP, savedAt('rummy_o', RO2, 54));
  let st = await waitState(page, (s) => s.screen === 'table' && s.overlay === 'reveal', null, { what: 'the reveal of round 1' });
  const ended = await tableShown(page, st);
  assert.ok(ended.items.some((i) => i.startsWith('stock')), `the stock is an item: ${ended.items}`);
  await capture(page, 'reload-ro-reveal-before');
  await reload(page);
  st = await waitState(page, (s) => s.screen === 'table' && s.overlay === 'reveal', null, { what: 'the reveal again' });
  assert.deepEqual(await tableShown(page, st), ended, 'the same table under the reveal: stock, seats\' badges, melds, rack');
  await capture(page, 'reload-ro-reveal-after');
  await press(page, 'reveal-continue');
  st = await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
  const sheet = await tableShown(page, st);
  await reload(page);
  st = await waitState(page, (s) => s.screen === 'table' && s.overlay === 'scores', null, { what: 'the score sheet again' });
  assert.deepEqual(await tableShown(page, st), sheet, 'the same table under the score sheet');
  assert.deepEqual(sheet.items, ended.items, 'the sheet covers the same table as the reveal');
  assert.deepEqual(errors, []);
  await context.close();
});

// Plays the person's turns by "Best" (the hint), from `cut` of the saved game, until the hint sets
// melds aside with cards left over; then reloads there. `piece`: the hand's item ("hand", "rack").
async function stagedOverReload(game, g, cut, piece, shot) {
  const { page, context, errors } = await openSaved(site, PHONE, savedAt(game, g, cut));
  for (let guard = 0; guard < 200; guard++) {
    let st = await waitState(page, (s) => s.screen === 'table' && (s.overlay !== '' || (s.to_act && !s.busy)), null,
      { what: 'the person\'s turn or a sheet' });
    if (st.overlay === 'reveal' || st.overlay === 'scores') {
      await press(page, st.overlay === 'reveal' ? 'reveal-continue' : 'continue');
      await waitState(page, (s, o) => s.overlay !== o, st.overlay, { what: 'the sheet closed' });
      continue;
    }
    if (st.phase === 'draw') {
      await press(page, 'stock');
      await moveLanded(page, st.moves);
      continue;
    }
    await press(page, 'hint');
    const hinted = await waitState(page, (s, h) => s.hints > h, st.hints, { what: 'the hint' });
    if (hinted.staged > 0 && hinted.hand.length > 1) {
      const before = { moves: hinted.moves, staged: hinted.staged, hand: hinted.hand };
      await capture(page, `${shot}-before`);
      // Saved at once, before the page hides (a tab closed or killed in the background hides nothing).
      await page.waitForFunction((n) => {
        const saved = JSON.parse(localStorage.getItem('parlor:v1:game') || '{}');
        return (saved.setup?.seats?.[0]?.staged || []).length === n;
      }, before.staged);
      await reload(page);
      st = await waitState(page, (s) => s.screen === 'table' && s.to_act && !s.busy, null, { what: 'the table again' });
      assert.deepEqual({ moves: st.moves, staged: st.staged, hand: st.hand }, before,
        'the melds set aside are still set aside, the rest of the hand in its order');
      await capture(page, `${shot}-after`);
      assert.deepEqual(errors, []);
      await context.close();
      return;
    }
    if (hinted.selected.length !== 1) {
      if (hinted.selected.length > 1 || hinted.staged > 0) throw new Error(`an unexpected hint: ${JSON.stringify(hinted)}`);
      await press(page, `${piece}:0`);
      await waitState(page, (s) => s.selected.length === 1, null, { what: 'a card selected' });
    }
    await press(page, 'discard-button');
    await moveLanded(page, hinted.moves);
  }
  assert.fail('the hint never set melds aside');
}

test('Five Crowns: melds set aside, not laid yet, are still set aside after a reload', () =>
  stagedOverReload('five_crowns', fixture('five_crowns_3p_greedy_seed2'), turnAt(fixture('five_crowns_3p_greedy_seed2'), 0.4), 'hand', 'reload-fc-staged'));

test('Rummy-O: melds composed, not laid yet, are still composed after a reload', () =>
  stagedOverReload('rummy_o', RO2, turnAt(RO2, 0.3), 'rack', 'reload-ro-staged'));
