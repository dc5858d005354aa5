// Every word readable on a phone and on a desktop: the lobby, each playable game's (the lobby's
// list) set-up and rules, its table on the person's turn, the menu, the move log and the score
// sheet (at a table with rounds), each held to 13 CSS px
// for text and 14 for button labels (harness readable(): the smallest of every frame drawn in
// between), and every item on screen named (its label, what a screen reader would say). The
// reveal and the results are held to the sizes by the game tests, which play to them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, openSaved, waitForFirstFrame, capture, press as tap, findItem, frames, waitState, seedNextGame, readable,
  lobbyGames, gameTraits, PHONE, DESKTOP } from './harness.mjs';
import { fixture, savedAt } from './saved_games.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// A tap, and the frames that see it (a scene opened by it takes its first frames to lay out).
async function press(page, id) {
  await tap(page, id);
  await frames(page, 3);
}

// Readable, and every item on screen has a label.
async function check(page, where) {
  await readable(page, where);
  const unnamed = await page.evaluate(() => (window.Module.parlorItems || []).filter((i) => !String(i.label || '').trim()).map((i) => i.id));
  assert.deepEqual(unnamed, [], `${where}: every item has a label`);
}

for (const [name, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`every scene at ${name} size draws no text under 13 px and no button label under 14, and names every item`, async () => {
    const { page, context, errors } = await openPage(site, device);
    await waitForFirstFrame(page);
    const games = (await lobbyGames(page)).filter((g) => g.playable).map((g) => g.id);
    const picker = `game:${games[0]}`;
    await findItem(page, picker);
    await check(page, 'the game picker');
    for (const game of games) {
      const traits = await gameTraits(game);
      await press(page, `game:${game}`);
      await findItem(page, 'start');
      await check(page, `${game}: set-up`);
      await press(page, 'rules');
      await page.waitForFunction(() => (window.Module.parlorItems || []).some((i) => i.id === 'rules:text'));
      await check(page, `${game}: rules`);
      await press(page, 'back');
      await findItem(page, 'start');
      await seedNextGame(page, 5);
      // Normal speed: the table is read while the bots play at the pace a person watches.
      await press(page, 'start');
      // The last game, left for the lobby, is saved: the new one replaces it once the person agrees.
      if (game !== games[0]) await press(page, 'confirm:yes');
      const st = await waitState(page, (s, g) => s.screen === 'table' && s.game === g && s.to_act && !s.busy, game,
        { what: `the person's turn at ${game}`, timeout: 60000 });
      assert.equal(st.game, game);
      // One move of the person's own, so the log has a line whoever went first (the game's
      // firstMove: a card drawn at Five Crowns, the opening discard at Rummy-O; Joker's bots move first).
      if (await traits.firstMove(page, st)) {
        await frames(page, 3);
        await waitState(page, (s, n) => s.moves > n && s.to_act && !s.busy, st.moves, { what: 'the move, and the person to act' });
      }
      await check(page, `${game}: the table`);
      await capture(page, `readable-${game}-table-${name}`);
      // The log: a sheet opened from the last move's line on a phone; on a wide screen a panel
      // beside the table, read with it.
      if (device === PHONE) {
        await press(page, 'log');
        await waitState(page, (s) => s.overlay === 'log', null, { what: 'the move log' });
        await check(page, `${game}: the move log`);
        await capture(page, `readable-${game}-log-${name}`);
        await press(page, 'log-close');
        await waitState(page, (s) => s.overlay === '', null, { what: 'the log closed' });
      }
      // The score sheet, at a table with rounds (Joker's race has none, and no Scores button).
      await frames(page, 2);
      if (await page.evaluate(() => (window.Module.parlorItems || []).some((i) => i.id === 'scores'))) {
        await press(page, 'scores');
        await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
        await check(page, `${game}: the score sheet`);
        await press(page, 'continue');
        await waitState(page, (s) => s.overlay === '', null, { what: 'the score sheet closed' });
      }
      await press(page, 'menu');
      await findItem(page, 'menu:lobby');
      await check(page, `${game}: the menu`);
      await press(page, 'menu:lobby');
      await findItem(page, picker);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// The type size (CSS px, as drawn: Module.parlorTexts) of each label inside one of `ids`' boxes.
async function labelSizes(page, ids) {
  await page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
  await frames(page, 3);
  return page.evaluate((want) => {
    const items = (window.Module.parlorItems || []).filter((i) => want.includes(i.id));
    const sizes = {};
    for (const t of window.Module.parlorTexts || []) {
      const cx = t.x + t.w / 2, cy = t.y + t.h / 2;
      const it = !t.art && items.find((i) => cx > i.x && cx < i.x + i.w && cy > i.y && cy < i.y + i.h);
      if (it) sizes[`${it.id} "${t.text}"`] = t.px;
    }
    return sizes;
  }, ids);
}

// The ids of the buttons on `ref`'s line and of its height (the kit's row of table buttons).
const rowOf = (page, ref) => page.evaluate((r) => {
  const items = window.Module.parlorItems || [], at = items.find((i) => i.id === r);
  return items.filter((i) => Math.abs(i.y - at.y) < 1 && Math.abs(i.h - at.h) < 1).map((i) => i.id);
}, ref);

function oneSize(sizes, where, least) {
  const px = [...new Set(Object.values(sizes))];
  assert.ok(Object.keys(sizes).length >= least, `${where}: ${least} labels read (${JSON.stringify(sizes)})`);
  assert.equal(px.length, 1, `${where}: one type size for the row's labels: ${JSON.stringify(sizes)}`);
}

test('a row of buttons sets all its labels at one size: the chosen bot level, Rummü\'s sort buttons held sideways, Jok-R-Ummy\'s row on a desktop', async () => {
  // A tablet's set-up: "Good", chosen (bold), as large as "Easy" and "Strong".
  {
    const { page, context, errors } = await openPage(site, { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 1 });
    await waitForFirstFrame(page);
    await press(page, 'game:five_crowns');
    await findItem(page, 'seat:2:level:greedy');
    const levels = (await page.evaluate(() => window.Module.parlorItems.map((i) => i.id)))
      .filter((id) => id.startsWith('seat:2:level:'));
    oneSize(await labelSizes(page, levels), 'the bot levels at 820x1180', 3);
    oneSize(await labelSizes(page, ['speed:slow', 'speed:normal', 'speed:fast', 'speed:instant']),
      'the bot speeds at 820x1180', 2);
    assert.deepEqual(errors, []);
    await context.close();
  }
  for (const [game, name, viewport] of [['rummu', 'rummu_3p_greedy_seed1', { width: 844, height: 390 }],
    ['jok_r_ummy', 'jok_r_ummy_3p_greedy_seed12', { width: 1440, height: 900 }]]) {
    const { page, context, errors } = await openSaved(site, { viewport, deviceScaleFactor: 1 }, savedAt(game, fixture(name), 10));
    await findItem(page, 'sort-rank');
    const row = await rowOf(page, 'sort-rank');
    oneSize(await labelSizes(page, row), `${game}'s buttons at ${viewport.width}x${viewport.height}`, 2);
    await capture(page, `readable-row-${game}-${viewport.width}x${viewport.height}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// How far the panel's own colour (modal.cpp's 0x173f2a) runs under a button, CSS px: the margin
// a panel leaves under its last button.
async function marginUnder(page, id, name) {
  const shot = await capture(page, name);
  const b = await findItem(page, id);
  const panel = ([r, g, bl]) => Math.abs(r - 0x17) < 10 && Math.abs(g - 0x3f) < 10 && Math.abs(bl - 0x2a) < 10;
  let y = b.y + b.h + 8;  // past the button's shadow
  while (panel(shot.rgb(b.x + b.w / 2, y)) && y < b.y + b.h + 200) y += 0.5;
  return y - (b.y + b.h);
}

test('the menu and the pass-the-device panel end a margin under their last button, with no empty space', async () => {
  {
    const { page, context, errors } = await openSaved(site, DESKTOP, savedAt('jok_r_ummy', fixture('jok_r_ummy_3p_greedy_seed12'), 10));
    await findItem(page, 'menu');
    await press(page, 'menu');
    const gap = await marginUnder(page, 'menu:lobby', 'readable-menu-desktop');
    // 20 layout px, magnified on a desktop (1440x900 lays out as 1240x775).
    assert.ok(gap <= 20 * (1440 / 1240) + 3, `the menu ends ${gap} px under its last button`);
    assert.deepEqual(errors, []);
    await context.close();
  }
  {
    const tablet = { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 1 };
    const { page, context, errors } = await openSaved(site, tablet, savedAt('five_crowns', fixture('five_crowns_3p_greedy_seed2'), 10, [0, 1]));
    await findItem(page, 'curtain:lift');
    const gap = await marginUnder(page, 'curtain:share', 'readable-pass-device-tablet');
    assert.ok(gap <= 16 + 3, `the pass-the-device panel ends ${gap} px under its last button`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
