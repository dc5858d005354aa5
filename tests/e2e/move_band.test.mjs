// The last move's band on a small phone (360x640) says each move in a whole sentence, never cut
// with "…": the whole line where it fits its two lines, else the game's short form of it ("Ana
// adds 2 cards to Ben's run."). Every game, played whole by bots at instant speed with long names,
// read at each frame that brings a move (the published `last_move_band`, as drawn).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openSaved, waitState } from './harness.mjs';
import { fixture } from './saved_games.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const SMALL = { viewport: { width: 360, height: 640 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
// Each game at its fullest table (the layouts test's fixtures give the options and the seed).
const GAMES = {
  five_crowns: 'five_crowns_14p_greedy_seed12_fullest',
  rummy_o: 'rummy_o_4p_greedy_seed17_fullest',
  jok_r_ummy: 'jok_r_ummy_6p_greedy_seed4_fullest',
  rummu: 'rummu_6p_greedy_seed23_fullest',
  joker: 'joker_6p_greedy_seed5_fullest',
};
const NAMES = ['Christabel', 'Maximilian', 'Bartholomew', 'Konstantin', 'Alessandra', 'Frederick', 'Ludovica',
  'Guinevere', 'Evangeline', 'Persephone', 'Theodoric', 'Wilhelmina', 'Rosamund', 'Zachariah'];

function wholeGameOfBots(game, g) {
  const seats = NAMES.slice(0, g.options.players).map((name) => ({ name, bot: true, kind: 'greedy' }));
  const setup = { game, options: g.options, seed: g.seed, speed: 'instant', seats };
  return JSON.stringify({ format: 1, setup, game: { ...g, actions: [] } });
}

for (const [game, name] of Object.entries(GAMES)) {
  test(`${game}: at 360x640 the last move's band says every move whole over a game of bots, never "…"`, async (t) => {
    const { page, context, errors } = await openSaved(site, SMALL, wholeGameOfBots(game, fixture(name)));
    const problems = [];
    let seen = 0, short = 0, moves = -1;
    for (;;) {
      const st = await waitState(page, (s, m) => s.screen === 'table' && (s.moves > m || s.game_over), moves,
        { timeout: 240000, what: `${game}: the move after ${moves}` });
      const band = st.last_move_band;
      if (band) {
        seen++;
        // The band said shorter than the log's newest line (its round's name before it at a round's end).
        if (!band.endsWith(st.log.at(-1) ?? '')) short++;
        if (band.endsWith('\u2026') || !/[.!?]$/.test(band)) problems.push(`after move ${st.moves}: "${band}"`);
      }
      if (st.game_over) break;
      moves = st.moves;
    }
    t.diagnostic(`${game}: ${seen} bands read, ${short} in the short form`);
    // Bots at instant speed make several moves a frame, so a 148-move Rummy-O game is read about 9
    // times; how often depends on the machine's frame rate (a loaded one read Five Crowns' 3 times).
    assert.ok(seen >= 3, `${game}: the band was read over the game (${seen} times)`);
    assert.deepEqual(problems.slice(0, 10), [], `${game}: a band cut or not a whole sentence`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
