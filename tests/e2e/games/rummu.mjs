// Rummü, as the browser tests that visit every playable game need it (harness.mjs gameTraits):
// how its person plays a turn by taps, its seeds and hand sizes, its whole-round, peer and
// pass-and-play tests.
import assert from 'node:assert/strict';
import { press, waitState, assertHintSaid } from '../harness.mjs';
import { move, rummyTurnTargets } from '../turns.mjs';

// "Hint" pressed: the state that shows it.
export async function hinted(page, st) {
  await press(page, 'hint');
  const h = await waitState(page, (s, n) => s.hints > n, st.hints, { what: 'the hint' });
  assertHintSaid(h, h.hint_kind);
  return h;
}

// Takes `count` cards from the top of the discard pile by taps: one card alone is taken by a tap
// on the pile; more fan the pile out (a tidy pile: its top card and a numbered back for each card
// under it), and a tap on the deepest card wanted takes them.
export async function takeDiscards(page, st, count) {
  if (st.discard_count === 1) return move(page, 'discard', st);
  await press(page, 'discard');
  const fanned = await waitState(page, (s) => s.fan_open, null, { what: 'the discard pile fanned out' });
  return move(page, `take-${count}`, fanned);
}

// The tap that plays what the hint shows (its move, `hint_kind`): the combinations it composed
// laid down, the combination it outlines tapped (adding the selected card, or exchanging the
// joker that card stands for), or the card it selects discarded.
export function tapFor(h) {
  if (h.hint_kind === 'lay_down') return 'lay-down';
  if (h.hint_kind === 'add_on' || h.hint_kind === 'exchange_joker') return `meld:${h.hint_meld[0]}:${h.hint_meld[1]}`;
  assert.equal(h.hint_kind, 'discard', `the hint is a play or a discard: ${JSON.stringify(h)}`);
  assert.equal(h.selected.length, 1, `the hint selects a card to discard: ${JSON.stringify(h)}`);
  return 'discard-button';
}

// The person's move as a person taps it: the draw (the saved game's own when continuing one,
// `saved` its moves, else the hint's: the stock or some discards), then what "Hint" shows.
async function step(page, st, saved) {
  if (st.phase === 'draw') {
    const a = saved?.[st.moves];
    if (a?.seat === st.me) return a.type === 'take_discard' ? takeDiscards(page, st, Math.max(1, a.count ?? 1)) : move(page, 'stock', st);
    const h = await hinted(page, st);
    if (h.hint_kind === 'take_discard') return takeDiscards(page, h, h.hint_count);
    return move(page, 'stock', h);
  }
  const h = await hinted(page, st);
  return { ...(await move(page, tapFor(h), h)), hinted: h.hint_kind };
}

export default {
  step,
  // readable.test.mjs, at a table dealt from seed 5: a card drawn, so the log has a line of the
  // person's own.
  async firstMove(page, st) {
    if (st.phase !== 'draw') return false;
    await press(page, 'stock');
    return true;
  },
  // targets.test.mjs: four players from `seed`, the hand's items `prefix`<i>, every hand size up
  // to 16 (10 dealt at four, and discards taken), two rows on a phone.
  targets: { seed: 31, prefix: 'hand:', sizes: [1, 16], phoneRows: 2, turn: rummyTurnTargets },
  // peer_games.test.mjs: Ana (the invited seat) takes a card and plays what the hint shows.
  peer: {
    seats: ['bot', 'invite', 'bot'],
    async turn(page, st, tap) {
      if (st.phase === 'draw') st = await tap(page, 'stock', st);
      const h = await hinted(page, st);
      return tap(page, tapFor(h), h);
    },
    title: 'Ana takes a card and plays what the hint shows, by taps, for a few turns',
    keys: {},
  },
  // rounds.test.mjs: round 1 from a seeded deal by the hint to its reveal, then a saved game
  // (tests/e2e/fixtures/) from the person's last turn to the results.
  // The least sizes at 1440x900 and 1920x1080 (CSS px wide): a card of the hand, a combination's card (layouts.test.mjs).
  desktop: { hand: 80, piece: 64, melds: 52, fullest: 36 },
  saved: 'rummu_3p_greedy_seed1',
  rounds: {
    title: 'round 1 by the hint to its reveal, scored line by line, then the last round to the results',
    async run(kit) {
      const { page, context, errors } = await kit.startSeeded({ game: 'rummu', options: { players: 3 }, seed: 7,
        speed: 'instant', seats: kit.seatsFor(3) });
      const st = await kit.toReveal(page, 3);
      assert.equal(st.rounds_scored, 1, 'round 1 is over');
      for (const seat of st.reveal.seats)
        for (const n of seat.notes) assert.match(n, /^(Pure|Mixed) .*: -?\d+$|^Going out: 10$|^Cards left: -\d+$|do not count/, `${seat.name}: ${n}`);
      await kit.revealed(page, st, 0, 3);
      await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
      assert.deepEqual(errors, []);
      await context.close();
      await kit.savedToResults(kit.turnStarts(0)[0]);
    },
  },
  // Bo's last turn (the seat before Sam), then Sam's turns to the end.
  passAndPlay: { people: [0, 2], cut: (kit) => kit.turnStarts(2)[0] },
};
