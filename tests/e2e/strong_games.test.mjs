// Strong bots in every game, in the browser: each game's set-up offers Easy, Good and Strong for a
// bot seat, and the end of each game's saved game (its `saved` trait, continued 30 moves before its end
// with every seat a bot, Strong in seat 1 and, where the game plays in partnerships, in
// its partner's seat) plays to the game's end at both sizes, the Strong seats thinking across
// frames. Frame gaps are reported, never asserted on (speed lives in bench/strong-move.mjs and
// bench/frame-time.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startSite, openPage, openSaved, waitForFirstFrame, press, findItem, waitState, lobbyGames, gameTraits, PHONE_1X, DESKTOP,
} from './harness.mjs';
import { fixture } from './saved_games.mjs';
import { recordFrames, frameGaps } from './frame_gaps.mjs';

let site, games;
before(async () => {
  site = await startSite();
  const { page, context } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  games = (await lobbyGames(page)).filter((g) => g.playable).map((g) => g.id)
    .filter((id) => !process.env.PARLOR_GAMES || process.env.PARLOR_GAMES.split(',').includes(id));
  await context.close();
});
after(async () => { await site?.close(); });

const NAMES = ['Sam', 'Ana', 'Bo', 'Cy', 'Di', 'Ed'];

// The saved game `g` of `game` at `cut` moves, every seat a bot: Strong in seat 1 (and seat 3,
// its partner, at a partnership table), Good elsewhere.
function strongSaved(game, g, cut) {
  const n = g.options.players, team = g.options.partners || game === 'joker';
  const strong = (i) => i === 1 || (team && n >= 4 && i % 2 === 1);
  const seats = NAMES.slice(0, n).map((name, i) => ({ name, bot: true, kind: strong(i) ? 'strong' : 'greedy' }));
  const setup = { game, options: g.options, seed: g.seed, speed: 'instant', seats };
  return JSON.stringify({ format: 1, setup, game: { ...g, actions: g.actions.slice(0, cut) } });
}

test('every game offers Easy, Good and Strong for a bot seat', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  for (const id of games) {
    await page.goto(site.url);
    await waitForFirstFrame(page);
    await press(page, `game:${id}`);
    assert.equal((await findItem(page, 'seat:2:level:random')).label, 'Easy', id);
    assert.equal((await findItem(page, 'seat:2:level:greedy')).label, 'Good', id);
    assert.equal((await findItem(page, 'seat:2:level:strong', { timeout: 3000 })).label, 'Strong', `${id} offers Strong`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [size, device] of [['phone', PHONE_1X], ['desktop', DESKTOP]]) {
  test(`every game's end plays out with Strong bots (${size}), frames coming while they think`, async () => {
    for (const id of games) {
      const g = fixture((await gameTraits(id)).saved);
      const cut = Math.max(1, g.actions.length - 30);
      const { page, context, errors } = await openSaved(site, device, strongSaved(id, g, cut));
      await recordFrames(page);
      let thought = 0, strongMoves = 0;
      // Round ends wait for a tap; the game's end is the goal. Each pass waits for the next event.
      for (let guard = 0; guard < 40; guard++) {
        const st = await waitState(page, (s) => s.game_over || s.overlay === 'reveal' || s.overlay === 'scores' ||
          (s.seat_move && s.seat_move.frames > 1), null, { timeout: 240000, what: `${id}: a Strong move or the game's end` });
        if (st.seat_move && st.seat_move.frames > 1) {
          thought = Math.max(thought, st.seat_move.frames);
          strongMoves++;
        }
        if (st.game_over) break;
        if (st.overlay === 'reveal') await press(page, 'reveal-continue');
        else if (st.overlay === 'scores') await press(page, 'continue');
        if (st.overlay === '' || st.overlay === 'reveal' || st.overlay === 'scores')
          await waitState(page, (s, m) => s.moves > m.moves || s.game_over || (s.overlay !== '' && s.overlay !== m.overlay),
            { moves: st.moves, overlay: st.overlay }, { timeout: 240000, what: `${id}: the next move` });
      }
      const end = await waitState(page, (s) => s.game_over, null, { timeout: 240000, what: `${id}: the game's end` });
      assert.ok(end.moves > cut, `${id}: the game went on from the save (${end.moves} moves, cut at ${cut})`);
      // A move seen between polls may already be past (bots at instant speed): the table keeps the
      // most frames any move took, read once the game is over.
      thought = Math.max(thought, end.seat_move?.most_frames ?? 0);
      assert.ok(thought > 1, `${id}: a Strong move spread over frames (${thought})`);
      const gaps = await frameGaps(page);
      console.log(`${id} (${size}): ${end.moves - cut} moves to the end; ${gaps.frames} frames, gaps median ` +
        `${gaps.median?.toFixed(1)} ms, p95 ${gaps.p95?.toFixed(1)} ms, max ${gaps.max?.toFixed(1)} ms; ` +
        `a Strong move over up to ${thought} frames`);
      assert.deepEqual(errors, [], id);
      await context.close();
    }
  });
}
