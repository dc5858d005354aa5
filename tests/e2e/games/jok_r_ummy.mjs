// Jok-R-Ummy, as the browser tests that visit every playable game need it (harness.mjs
// gameTraits): how its person plays a turn by taps, its seeds and hand sizes, its whole-round,
// peer and pass-and-play tests.
import assert from 'node:assert/strict';
import { press, frames, waitState, moveLanded, assertHintSaid } from '../harness.mjs';
import { move, drawAsSaved, rummyTurnTargets } from '../turns.mjs';

// The person's move as a person taps it: at the deal the swap choice (the saved game's own when
// continuing one, `saved` its moves; else keep), the draw (the saved game's own, else the stock),
// then what "Hint" shows: the program's combinations composed (Reveal program), books composed
// (Lay down), a card selected with the combination it goes to outlined (tap it), or the card to
// discard selected.
async function step(page, st, saved) {
  if (st.phase === 'swap') {
    const a = saved?.[st.moves];
    return move(page, a?.seat === st.me && a.type === 'swap_program' ? 'swap-program' : 'keep-program', st);
  }
  if (st.phase === 'draw') return drawAsSaved(page, st, saved);
  const h = await hinted(page, st);
  if (h.hint_kind === 'reveal_program') assert.ok(h.can_reveal, `the hint reveals what the table can: ${JSON.stringify(h)}`);
  if (h.hint_kind === 'discard') assert.equal(h.selected.length, 1, `the hint selects a card to discard: ${JSON.stringify(h)}`);
  // What the hint showed, kept with the state after the move (the table forgets it then).
  return { ...(await play(page, tapFor(h), h)), hinted: h.hint_kind };
}

// The tap, and where the table asks what a wild added to a combination stands for, the first
// card it offers (the hint's: the engine lists that reading first).
async function play(page, id, st) {
  if (!id.startsWith('meld:')) return move(page, id, st);
  await press(page, id);
  const asked = await waitState(page, (s, n) => s.moves > n.moves || s.overlay === 'question' || s.refusals > n.refusals,
    { moves: st.moves, refusals: st.refusals }, { what: 'the add-on or its question' });
  if (asked.overlay === 'question') return move(page, 'choice:0', st);
  const after = await moveLanded(page, st.moves);
  assert.equal(after.error, '', `"${id}" is refused: ${JSON.stringify(after)}`);
  return after;
}

// "Hint" pressed: the state that shows it.
async function hinted(page, st) {
  await press(page, 'hint');
  const h = await waitState(page, (s, n) => s.hints > n, st.hints, { what: 'the hint' });
  assertHintSaid(h, h.hint_kind);
  return h;
}

// The tap that plays what the hint shows.
function tapFor(h) {
  if (h.hint_kind === 'reveal_program') return 'reveal-program';
  if (h.hint_kind === 'lay_down') return 'lay-down';
  if (h.hint_kind === 'add_on') return `meld:${h.hint_meld[0]}:${h.hint_meld[1]}`;
  return 'discard-button';
}

// Where the saved game's rounds end (the move counts at which its scores grew: replay a prefix
// with `parlor replay` and read the totals): round 1 ends at move 36.
export const ROUND_1_END = 36;

// The reveal of a round: each seat's programs this round and its count to five, then what the
// rounds test's checkReveal checks of every game (each hand and its combinations face up).
async function revealedHere(kit, page, st, roundStart, players) {
  assert.equal(st.overlay, 'reveal');
  assert.ok(st.reveal.title, 'the reveal says how the round ended');
  assert.equal(st.reveal.seats.length, players, 'every seat is revealed');
  for (const seat of st.reveal.seats) {
    assert.equal(seat.name === 'You', seat.seat === st.me, 'the reader is "You"');
    assert.match(seat.points_text, /^\d programs? this round$/, `${seat.name}'s programs this round`);
    assert.ok(seat.notes.some((n) => /^\d of 5 programs in the game$/.test(n)), `${seat.name}'s count to five: ${seat.notes}`);
  }
  assert.equal(st.log.length, st.moves - roundStart, `the log lists every move of the round: ${st.log.length} lines`);
  return kit.revealed(page, st, roundStart, players);
}

export default {
  step,
  // readable.test.mjs, at a table dealt from seed 5 with the person to act: a card drawn, so the
  // log has a line of the person's own.
  async firstMove(page, st) {
    if (st.phase !== 'draw') return false;
    await press(page, 'stock');
    return true;
  },
  // targets.test.mjs: four players from `seed`, the hand's items `prefix`<i>, every hand size it
  // can hold (13 dealt and the one drawn), two rows on a phone.
  targets: { seed: 31, prefix: 'hand:', sizes: [1, 14], phoneRows: 2, turn: rummyTurnTargets },
  // peer_games.test.mjs: Ana (the invited seat) takes a card and discards, for a few turns; her
  // own program card is hers to see, beside her hand.
  peer: {
    seats: ['bot', 'invite', 'bot'],
    async turn(page, st, tap) {
      if (st.phase === 'swap') return tap(page, 'keep-program', st);
      if (st.phase === 'draw') st = await tap(page, 'stock', st);
      const h = await hinted(page, st);
      return tap(page, tapFor(h), h);
    },
    title: 'Ana takes a card and plays what the hint shows, by taps, for a few turns',
    keys: { ownZones: ['program'] },
  },
  // rounds.test.mjs: a whole game by taps takes many rounds here, so its test continues a saved
  // game (tests/e2e/fixtures/) from the person's last turn of round 1, and then from the person's
  // last turn of the game to the results.
  // The least sizes at 1440x900 and 1920x1080 (CSS px wide): a card of the hand, a combination's card (layouts.test.mjs).
  desktop: { hand: 100, piece: 64, staged: 48, fullest: 34 },
  saved: 'jok_r_ummy_3p_greedy_seed3',
  rounds: {
    title: 'round 1\'s last turns by the hint to its reveal, then the last round to the results',
    async run(kit) {
      const { page, context, errors } = await kit.continueSaved(kit.savedAt(kit.turnStarts(0, ROUND_1_END)[0]));
      const st = await kit.toReveal(page, 3, kit.saved.actions);
      assert.equal(st.rounds_scored, 1, 'round 1 is over');
      assert.equal(st.moves, ROUND_1_END, 'round 1 ended where the saved game\'s did');
      assert.ok(st.reveal.seats.find((s) => s.seat === st.me).melds.length > 0, 'the person revealed a program');
      await revealedHere(kit, page, st, 0, 3);
      await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
      await frames(page, 2);
      assert.deepEqual(errors, []);
      await context.close();
      await kit.savedToResults(kit.turnStarts(0)[0]);
    },
  },
  // Ana's last turn (the seat before Bo), then Bo's, whose reveal ends the game.
  passAndPlay: { people: [1, 2], cut: (kit) => kit.turnStarts(1)[0] },
};
