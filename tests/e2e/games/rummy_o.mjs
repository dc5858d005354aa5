// Rummy-O, as the browser tests that visit every playable game need it (harness.mjs gameTraits):
// how its person plays, its seeds and rack sizes, its whole-round and pass-and-play tests.
import assert from 'node:assert/strict';
import { press, frames, waitState, moveLanded } from '../harness.mjs';
import { move, drawAsSaved, rummyTurnTargets } from '../turns.mjs';

// The person's move as a person taps it: the draw (the saved game's own when continuing one,
// `saved` its moves), then what "Hint" composes: a lay-down, an add-on to the meld it names, or
// the discard it selects.
async function step(page, st, saved) {
  if (st.phase === 'draw') return drawAsSaved(page, st, saved);
  await press(page, 'hint');
  const h = await waitState(page, (s, n) => s.hints > n, st.hints, { what: 'the hint' });
  if (h.staged > 0 && h.selected.length === 1 && !h.on_board[h.me]) return move(page, 'discard-button', h);
  if (h.staged > 0) return move(page, 'lay-down', h);
  if (h.hint_meld) return tapMeld(page, `meld:${h.hint_meld[0]}:${h.hint_meld[1]}`, h);
  assert.equal(h.selected.length, 1, `the hint selects a tile to discard: ${JSON.stringify(h)}`);
  return move(page, 'discard-button', h);
}

// A tap on a table meld: where a joker it places could stand for more than one tile the table
// asks (DECISIONS.md), answered with the hint's tile for it.
async function tapMeld(page, id, h) {
  await press(page, id);
  const jokers = [...h.hint_jokers];
  for (;;) {
    const s = await waitState(page, (x, n) => x.moves > n || x.error !== '' || x.overlay === 'question', h.moves,
      { what: 'the move or a joker question' });
    if (s.overlay !== 'question') break;
    const k = s.question.choices.indexOf(jokers.shift());
    assert.ok(k >= 0, `the hint's tile is among the choices: ${JSON.stringify(s.question)}`);
    await press(page, `choice:${k}`);
    await frames(page, 3);
  }
  const after = await moveLanded(page, h.moves);
  assert.equal(after.error, '', `"${id}" is refused: ${JSON.stringify(after)}`);
  return after;
}

// The saved game's rounds: each starts with its first player's discard (every other turn starts
// by taking a tile), so a discard right after a discard starts a round.
const roundStarts = (saved) => saved.actions.map((x, i) => i)
  .filter((i) => i > 0 && saved.actions[i].type === 'discard' && saved.actions[i - 1].type === 'discard');

export default {
  step,
  // readable.test.mjs, at a table dealt from seed 5: the person starts, with the opening discard.
  async firstMove(page) {
    await press(page, 'rack:0');
    await frames(page, 3);
    await press(page, 'discard-button');
    return true;
  },
  // targets.test.mjs: four players from `seed`, the rack's items `prefix`<i>, every rack size it
  // can hold, and two rows on a phone.
  targets: { seed: 31, prefix: 'rack:', sizes: [1, 15], phoneRows: 2, turn: rummyTurnTargets },
  // peer_games.test.mjs: Ana (the invited seat) takes a tile and discards, for a few turns.
  peer: {
    seats: ['bot', 'invite'],
    async turn(page, st, tap) {
      // The round's first player only discards; every other turn starts with a take from the stock.
      if (st.phase === 'draw') st = await tap(page, 'stock', st);
      await press(page, 'rack:0');
      const chosen = await waitState(page, (s) => s.selected.length === 1, null, { what: 'a tile selected' });
      await tap(page, 'discard-button', chosen);
    },
    title: 'Ana takes a tile and discards, by taps, for a few turns',
    keys: { handKey: 'rack', sizesKey: 'rack_sizes' },
  },
  // rounds.test.mjs: round 1 by the hint takes a few minutes here, so its test continues a saved
  // game (tests/e2e/fixtures/) from the person's last turn in round 1 (the round's log rebuilt
  // from the save).
  // The least sizes at 1440x900 and 1920x1080 (CSS px wide): a tile of the rack, a tile of a meld (layouts.test.mjs).
  desktop: { hand: 80, piece: 64, melds: 64 },
  saved: 'rummy_o_2p_greedy_seed4',
  rounds: {
    title: 'round 1\'s last turns by the hint to its reveal, then the last round to the results',
    async run(kit) {
      const end = roundStarts(kit.saved)[0];
      const { page, context, errors } = await kit.continueSaved(kit.savedAt(kit.turnStarts(0, end)[0]));
      const st = await kit.toReveal(page, 2, kit.saved.actions);
      assert.equal(st.rounds_scored, 1, 'round 1 is over');
      assert.equal(st.moves, end, 'round 1 ended where the saved game\'s did');
      assert.ok(st.reveal.seats.every((s) => s.melds.length + s.left.length > 0), 'every rack and its melds face up');
      await kit.revealed(page, st, 0, 2);
      await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
      assert.deepEqual(errors, []);
      await context.close();
      await kit.savedToResults(kit.turnStarts(0)[0]);
    },
  },
  // Ana's last turn, then Sam's, which ends the game.
  passAndPlay: { people: [0, 1], cut: (kit) => kit.turnStarts(1)[0] },
};
