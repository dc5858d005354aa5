// The move log reads back to the round's first move: beside the table on a desktop it scrolls by
// the wheel, a drag and keys (PageUp, Home, End), and keeps the newest move in view until its
// reader scrolls up; on a phone its sheet scrolls the same way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startSite, openSaved, waitState, press, frames, capture, readable, PHONE, DESKTOP } from './harness.mjs';
import { fixture, savedAt } from './saved_games.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// Four greedy seats as the CLI wrote them (parlor simulate --game joker --players 4 --bots greedy
// --seed 5 --save <file>); cut before seat 0's last move, so the person (seat 0) is to act with
// many moves of the deal in the log, and nobody moves until they do.
const GAME = JSON.parse(readFileSync(new URL('./fixtures/joker_4p_greedy_seed5.json', import.meta.url), 'utf8'));
function savedMidDeal() {
  const last = GAME.actions.findLastIndex((a) => a.seat === 0);
  const seats = ['Sam', 'Ana', 'Bo', 'Cy'].map((name, i) => ({ name, bot: i !== 0, kind: 'greedy' }));
  const setup = { game: 'joker', options: GAME.options, seed: GAME.seed, speed: 'instant', seats };
  return JSON.stringify({ format: 1, setup, game: { ...GAME, actions: GAME.actions.slice(0, last) } });
}

const at = (page) => waitState(page, (s) => s.screen === 'table' && s.to_act && !s.busy, null,
  { what: 'the person to act' });
// Waits for the published state to pass `pred` (run in the page: values come through `arg`).
const shows = (page, pred, what, arg = null) => waitState(page, pred, arg, { what });

test('the desktop\'s log panel scrolls back to the first move and follows the newest again', async () => {
  for (const device of [DESKTOP, { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 }]) {
    const { page, context, errors } = await openSaved(site, device, savedMidDeal());
    const st = await at(page);
    assert.ok(st.log.length > 40, `the deal's log is long (${st.log.length} moves)`);
    assert.ok(st.log_panel, 'a desktop shows the log beside the table');
    assert.equal(st.log_following, true, 'it opens on the newest move');
    assert.ok(st.log_first_shown > 0, `the earliest moves are out of view (first shown: ${st.log_first_shown})`);
    const [x, y, w, h] = st.log_panel;
    // The wheel, over the panel, scrolls back to the deal's first move.
    await page.mouse.move(x + w / 2, y + h / 2);
    for (let i = 0; i < 60; i++) {
      await page.mouse.wheel(0, -2000);
      await frames(page, 2);
      const now = await page.evaluate(() => window.Module.parlorState);
      if (now.log_first_shown === 0) break;
    }
    let now = await shows(page, (s) => s.log_first_shown === 0 && s.log_following === false, 'the first move in view');
    await capture(page, `log-top-${device.viewport.width}`);
    // End brings back the newest, Home the first; a drag moves it like the wheel.
    await page.keyboard.press('End');
    now = await shows(page, (s) => s.log_following === true && s.log_first_shown > 0, 'the newest move after End');
    const bottomFirst = now.log_first_shown;
    await page.keyboard.press('Home');
    await shows(page, (s) => s.log_first_shown === 0 && !s.log_following, 'the first move after Home');
    await page.keyboard.press('End');
    await shows(page, (s) => s.log_following, 'the newest again');
    await page.mouse.move(x + w / 2, y + h * 0.3);
    await frames(page, 2);
    await page.mouse.down();
    await frames(page, 2);
    for (let k = 1; k <= 10; k++) {
      await page.mouse.move(x + w / 2, y + h * 0.3 + k * 30);
      await frames(page, 1);
    }
    await page.mouse.up();
    await shows(page, (s, first) => s.log_first_shown < first && !s.log_following,
      `the log dragged down shows earlier moves (${device.viewport.width} px)`, bottomFirst);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the phone\'s log sheet opens on the newest move and scrolls back to the first', async () => {
  const { page, context, errors } = await openSaved(site, { ...PHONE, deviceScaleFactor: 1 }, savedMidDeal());
  await at(page);
  await press(page, 'log');
  let st = await shows(page, (s) => s.overlay === 'log', 'the log sheet');
  assert.equal(st.log_following, true);
  assert.ok(st.log_first_shown > 0);
  await page.keyboard.press('PageUp');
  st = await shows(page, (s) => !s.log_following, 'PageUp scrolls up');
  await page.keyboard.press('Home');
  await shows(page, (s) => s.log_first_shown === 0, 'Home shows the first move');
  await capture(page, 'log-sheet-top-phone');
  await press(page, 'log-close');
  await press(page, 'log');
  await shows(page, (s) => s.overlay === 'log' && s.log_following && s.log_first_shown > 0, 'the sheet opens on the newest again');
  assert.deepEqual(errors, []);
  await context.close();
});

// A tablet has no log beside the table: the last move's line opens it as a sheet, and says so
// with a list's mark at its right end (the fonts hold no ☰: it was drawn as nothing). Rummy-O's
// saved game (two seats), at the person's turn with the round's moves in the log.
test('the tablet\'s last move\'s line shows its mark and opens the log as a readable sheet (Rummy-O)', async () => {
  const tablet = { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  const { page, context, errors } = await openSaved(site, tablet, savedAt('rummy_o', fixture('rummy_o_2p_greedy_seed4'), 40));
  let st = await at(page);
  assert.equal(st.log_panel, undefined, 'no log beside the table');
  assert.ok(st.last_move_band, 'the last move\'s line is drawn');
  const line = (await page.evaluate(() => window.Module.parlorItems)).find((i) => i.id === 'log');
  assert.ok(line, 'the line is a target');
  assert.ok(line.h >= 44, `the line is a 44 px target (${line.h})`);
  const shot = await capture(page, 'log-line-tablet');
  const gold = ([r, g, b]) => r > 200 && g > 160 && g < 200 && b < 110;
  const mark = { x: line.x + line.w - 22, y: line.y + line.h / 2 - 8, w: 20, h: 16 };
  assert.ok(shot.count(mark, gold, 0.5) > 40, 'the list\'s mark is drawn at the line\'s right end');
  await press(page, 'log');
  st = await shows(page, (s) => s.overlay === 'log', 'the log sheet');
  assert.equal(st.log_following, true, 'it opens on the newest move');
  await readable(page, 'the tablet\'s log sheet');
  await capture(page, 'log-sheet-tablet');
  await page.keyboard.press('Home');
  await shows(page, (s) => s.log_first_shown === 0, 'the round\'s first move');
  await press(page, 'log-close');
  await shows(page, (s) => s.overlay === '', 'the sheet closed');
  assert.deepEqual(errors, []);
  await context.close();
});
