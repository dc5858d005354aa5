// Every word readable on a phone and on a desktop: the lobby, each playable game's (the lobby's
// list) set-up and rules, its table on the person's turn, the menu, the move log and the score
// sheet (at a table with rounds), each held to 13 CSS px
// for text and 14 for button labels (harness readable(): the smallest of every frame drawn in
// between), and every item on screen named (its label, what a screen reader would say). The
// reveal and the results are held to the sizes by the game tests, which play to them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press as tap, findItem, frames, waitState, seedNextGame, readable,
  lobbyGames, gameTraits, PHONE, DESKTOP } from './harness.mjs';

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
