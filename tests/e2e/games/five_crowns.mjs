// Five Crowns, as the browser tests that visit every playable game need it (harness.mjs
// gameTraits): how its person plays, its seeds and hand sizes, its whole-round test.
import assert from 'node:assert/strict';
import { press, waitState } from '../harness.mjs';
import { move, drawAsSaved, rummyTurnTargets } from '../turns.mjs';

// The person's move as a person taps it: the draw (the saved game's own when continuing one,
// `saved` its moves), then the discard "Hint" selects.
async function step(page, st, saved) {
  if (st.phase === 'draw') return drawAsSaved(page, st, saved);
  await press(page, 'hint');
  await waitState(page, (s) => s.selected.length === 1, null, { what: '"Hint" to select the discard' });
  return move(page, 'discard-button', st);
}

export default {
  step,
  // readable.test.mjs, at a table dealt from seed 5 with the person to act: a move of the
  // person's own, so the log has a line (a card drawn). True when it moved.
  async firstMove(page) {
    await press(page, 'stock');
    return true;
  },
  // targets.test.mjs: four players from `seed`, the hand's items `prefix`<i>, every hand size
  // it can hold, and how many rows the fullest takes on a phone (14 cards cannot show 44 px
  // strips in one).
  targets: { seed: 31, prefix: 'hand:', sizes: [1, 14], phoneRows: 2, turn: rummyTurnTargets },
  // peer_play.test.mjs plays a whole Five Crowns game over peers.
  peer: null,
  // rounds.test.mjs: the saved game (tests/e2e/fixtures/) its test continues; its pass-and-play
  // is saves_links.test.mjs's (the curtain and its PIN).
  // The least sizes at 1440x900 and 1920x1080 (CSS px wide): a card of the hand, a pile (layouts.test.mjs).
  // fullest: the seats' melds at 14 seats at each desktop size (the published meld_piece: the
  // smallest card drawn; a seat's run of four and book of three side by side).
  desktop: { hand: 100, piece: 180, staged: 48, fullest: { '1440x900': 29, '1920x1080': 36 } },
  saved: 'five_crowns_3p_greedy_seed2',
  passAndPlay: null,
  rounds: {
    title: 'hand 1 by "Hint" to its reveal, then the last hand to the results',
    async run(kit) {
      const { page, context, errors } = await kit.startSeeded({ game: 'five_crowns', options: { players: 3 }, seed: 31,
        speed: 'instant', seats: kit.seatsFor(3) });
      const st = await kit.toReveal(page, 3);
      assert.equal(st.rounds_scored, 1, 'hand 1 is over');
      await kit.revealed(page, st, 0, 3);
      await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
      assert.deepEqual(errors, []);
      await context.close();
      // Seat 0 goes out of the last hand; the bots' last turns follow.
      await kit.savedToResults(kit.saved.actions.findLastIndex((a) => a.seat === 0) + 1);
    },
  },
};
