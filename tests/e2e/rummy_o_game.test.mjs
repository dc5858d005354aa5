// Rummy-O in the browser, as a person plays it: from the lobby, a 2-player round against a bot
// to its end by taps at phone size (composing melds, laying down, adding on, discarding), the
// score sheet that celebrates the way out; and the table's layout at desktop size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, findItem, tableState, seedNextGame, PHONE, DESKTOP,
  isCardFace } from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// The lobby deals from a fixed seed here, so each run plays the same round.
async function startFromLobby(page, seed) {
  await seedNextGame(page, seed);
  await press(page, 'game:rummy_o');
  await press(page, 'speed:instant');
  await press(page, 'start');
  await page.waitForFunction(() => window.Module.parlorState?.screen === 'table', null, { timeout: 10000 });
}

// Waits for a tap's effect: a move played (the log grows) or refused (a reason is shown). A
// changed state alone is not enough: a frame may publish a selection before the move lands.
async function moved(page, before) {
  await page.waitForFunction((m) => {
    const s = window.Module.parlorState;
    return s.moves > m || s.error !== '';
  }, before.moves, { timeout: 10000, polling: 20 });
}

// One step of the person's turn, all by taps: take from the stock, ask for a hint, then do what
// it shows (lay down the composed melds, go out, tap the outlined meld, or discard).
async function playOneStep(page, st, counts) {
  if (st.phase === 'draw') {
    await press(page, 'stock');
    await moved(page, st);
    return;
  }
  await press(page, 'hint');
  await page.waitForFunction((h) => window.Module.parlorState.hints > h, st.hints, { timeout: 5000, polling: 20 });
  const hinted = await tableState(page);
  const hinted_text = JSON.stringify(hinted);
  if (hinted.staged > 0 && hinted.selected.length === 1 && !hinted.on_board[hinted.me]) {
    counts.go_out++;
    await press(page, 'discard-button');
  } else if (hinted.staged > 0) {
    counts.lay_down++;
    if (counts.lay_down === 1 && counts.shot) await capture(page, counts.shot);
    await press(page, 'lay-down');
  } else if (hinted.hint_meld) {
    counts.add_on++;
    await press(page, `meld:${hinted.hint_meld[0]}:${hinted.hint_meld[1]}`);
  } else {
    assert.equal(hinted.selected.length, 1, `the hint selects a tile to discard: ${hinted_text}`);
    counts.discard++;
    await press(page, 'discard-button');
  }
  await moved(page, hinted);
}

test('a 2-player round against a bot, by taps at phone size, ends on the score sheet with the way out', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await startFromLobby(page, 3);  // a deal where the person lays down, adds on and goes out
  await capture(page, 'ro-phone-start');
  const counts = { lay_down: 0, add_on: 0, discard: 0, go_out: 0, shot: 'ro-phone-composed' };
  let shot_table = false;
  for (let guard = 0; guard < 2000; guard++) {
    const st = await tableState(page);
    if (st.overlay === 'scores' || st.rounds_scored > 0) break;
    if (!st.to_act) { await page.waitForTimeout(25); continue; }
    if (!shot_table && st.table.some((m) => m.length > 0) && st.phase === 'play') {
      await capture(page, 'ro-phone-table');
      shot_table = true;
    }
    assert.equal(st.error, '', `no move of the hint is refused: ${JSON.stringify(st)}`);
    try {
      await playOneStep(page, st, counts);
    } catch (e) {
      await capture(page, 'ro-phone-stuck');
      throw new Error(`${e.message}; acted on ${JSON.stringify(st)}; now ${JSON.stringify(await tableState(page))}`);
    }
  }
  await page.waitForFunction(() => window.Module.parlorState.overlay === 'scores', null, { timeout: 10000 });
  const end = await tableState(page);
  assert.equal(end.rounds_scored, 1, 'one round was scored');
  assert.ok(end.last_round, 'the last round is published');
  assert.ok(['open_rummy', 'foot', 'hand', 'none'].includes(end.last_round.way));
  if (end.last_round.went_out >= 0) assert.ok(end.last_round.bonus >= 100, 'going out pays a bonus');
  assert.equal(end.totals.length, 2);
  assert.ok(counts.lay_down > 0 && counts.add_on > 0, `the person laid melds down and added on: ${JSON.stringify(counts)}`);
  assert.equal(end.last_round.went_out, 0, 'the person went out');
  await capture(page, 'ro-phone-score-sheet');
  await press(page, 'continue');
  await page.waitForFunction(() => window.Module.parlorState.overlay === '' && window.Module.parlorState.round === 2, null,
    { timeout: 10000 });
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('composing an opening shows its points against the 50 needed, and a short one is refused with the reason', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await startFromLobby(page, 5);
  // Play on to the person's first turn after taking a tile; then select three tiles: a meld
  // is composed and counted, anything else is refused with its reason.
  for (let guard = 0; guard < 400; guard++) {
    const st = await tableState(page);
    if (st.to_act && st.phase === 'play') break;
    if (!st.to_act) { await page.waitForTimeout(25); continue; }
    await playOneStep(page, st, { lay_down: 0, add_on: 0, discard: 0, go_out: 0 });
  }
  let st = await tableState(page);
  assert.equal(st.opening_points, 0);
  // Three tiles that are not a meld: refused with a reason, nothing composed.
  await press(page, 'sort-number');
  for (let i = 0; i < 3; i++) {
    await press(page, `rack:${i}`);
    await page.waitForFunction((n) => window.Module.parlorState.selected.length === n, i + 1, { timeout: 5000 })
      .catch(async (e) => { await capture(page, 'ro-phone-select-stuck'); throw new Error(`${e.message}: ${JSON.stringify(await tableState(page))}`); });
  }
  st = await tableState(page);
  await press(page, 'meld');
  await page.waitForFunction((b) => JSON.stringify(window.Module.parlorState) !== b, JSON.stringify(st), { timeout: 5000 });
  const after = await tableState(page);
  if (after.staged === 0) assert.notEqual(after.error, '', 'an illegal meld gives a reason');
  else assert.ok(after.opening_points > 0, 'a composed meld shows its points');
  await capture(page, 'ro-phone-compose');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the table fits a desktop screen: rack, piles, buttons, table and opponents on screen and drawn', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await seedNextGame(page, 11);
  await press(page, 'game:rummy_o');
  await press(page, 'players:+');
  await press(page, 'players:+');
  await press(page, 'speed:instant');
  await press(page, 'start');
  await page.waitForFunction(() => window.Module.parlorState?.screen === 'table' && window.Module.parlorState.to_act, null,
    { timeout: 20000 });
  // Play a few turns so the table has melds on it.
  for (let guard = 0; guard < 300; guard++) {
    const st = await tableState(page);
    if (st.table.filter((m) => m.length > 0).length >= 2 && st.to_act && st.phase === 'draw') break;
    if (!st.to_act) { await page.waitForTimeout(25); continue; }
    if (st.overlay === 'scores') { await press(page, 'continue'); continue; }
    await playOneStep(page, st, { lay_down: 0, add_on: 0, discard: 0, go_out: 0 });
  }
  const items = await page.evaluate(() => window.Module.parlorItems);
  const vp = page.viewportSize();
  for (const it of items.filter((i) => i.id !== 'modal'))
    assert.ok(it.x >= 0 && it.y >= 0 && it.x + it.w <= vp.width + 0.5 && it.y + it.h <= vp.height + 0.5, `${it.id} on screen`);
  const byId = (p) => items.filter((i) => i.id.startsWith(p));
  assert.equal(byId('seat:').length, 3, 'three opponents');
  const shown = await tableState(page);
  assert.equal(byId('rack:').length, shown.hand.length, 'every rack tile is shown');
  assert.ok(shown.hand.length >= 1);
  assert.ok(byId('meld:').length >= 1, 'melds on the table are tappable');
  const shot = await capture(page, 'ro-desktop-table');
  for (const it of byId('rack:')) {
    const face = shot.count({ x: it.x + it.w * 0.1, y: it.y + it.h * 0.1, w: it.w * 0.8, h: it.h * 0.8 }, isCardFace, 2);
    assert.ok(face > 10, `${it.id} shows a tile face (${face})`);
  }
  const top = Math.min(...byId('rack:').map((i) => i.y));
  for (const id of ['sort-colour', 'sort-number', 'hint', 'meld', 'lay-down', 'discard-button']) {
    const b = items.find((i) => i.id === id);
    assert.ok(b && b.y + b.h <= top + 10, `${id} sits above the rack`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
