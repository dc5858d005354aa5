// Joker, as the browser tests that visit every playable game need it (harness.mjs gameTraits):
// how its person plays a card and its marbles, its seeds and hand sizes, its race's test and its
// pass-and-play test.
import assert from 'node:assert/strict';
import { press, frames, waitState, moveLanded, targets, capture } from '../harness.mjs';
import { move, myTurn } from '../turns.mjs';

// The person's move as a person taps it: the saved game's own when it is still legal (`saved`:
// the moves of the saved game this one continues, if any), else a plain one.
async function step(page, st, saved) {
  const was = saved?.[st.moves];
  const same = (a) => was && ['type', 'from', 'to', 'from2', 'to2'].every((k) => a[k] === was[k]) &&
    String(was.card).startsWith(a.card);
  const a = st.legal.find(same) || st.legal.find((m) => m.type === 'move' && m.from2 === undefined) || st.legal[0];
  const card = st.hand.indexOf(a.card);
  await press(page, `hand:${card}`);
  await waitState(page, (s, i) => s.card === i, card, { what: 'the card chosen' });
  if (a.type === 'discard') return move(page, 'discard-button', st);
  await press(page, `marble:${a.from}`);
  const gone = (s, t) => s.moves > t;
  let now = await waitState(page, (s, [t, from]) => s.moves > t || s.marble === from || (s.split ?? null) !== null,
    [st.moves, a.from], { what: 'the marble chosen or moved' });
  if (now.moves === st.moves && now.split === null) {
    await press(page, `hole:${a.to}`);
    now = await waitState(page, (s, t) => s.moves > t || (s.split ?? null) !== null, st.moves, { what: 'the move or the 7\'s first stop' });
  }
  if (now.moves === st.moves) {
    await press(page, `marble:${a.from2}`);
    await waitState(page, gone, st.moves, { what: 'the 7\'s second marble moved' });
  }
  const after = await moveLanded(page, st.moves);
  assert.equal(after.error, '', `the move is refused: ${JSON.stringify(after)}`);
}

const published = (page) => page.evaluate(() => window.Module.parlorItems || []);

// Where a tap lands among choices closer than a thumb, the table asks which was meant: the choice
// for `hole` (a marble's or a hole's) is tapped. Returns the state once no question is open.
async function answerCrowd(page, hole) {
  const now = await waitState(page, () => true, null, { what: 'the table' });
  if (now.overlay !== 'question') return now;
  const i = now.asking.indexOf(hole);
  assert.ok(i >= 0, `the question offers ${hole} (${JSON.stringify(now.asking)})`);
  await press(page, `choice:${i}`);
  return waitState(page, (s) => s.overlay !== 'question', null, { what: 'the question answered' });
}

// The targets of the turn's later steps (targets.test.mjs): a card chosen (its marbles), then a
// marble (its holes). A marble with one way to go moves at its tap: then the next turn tries again.
async function turnTargets(page, game, size) {
  for (let turn = 0; turn < 6; turn++) {
    let st = await myTurn(page, game);
    // The cards whose marble has a choice of holes first (a card's place in the hand follows the
    // person's sort, so the first card is no better guess than any).
    const ways = (c) => Math.max(0, ...st.legal.filter((m) => m.card === c && m.type === 'move')
      .map((m) => st.legal.filter((o) => o.card === c && o.from === m.from).length));
    const order = st.hand.map((c, i) => i).sort((x, y) => ways(st.hand[y]) - ways(st.hand[x]));
    for (const i of order) {
      await press(page, `hand:${i}`);
      await frames(page, 3);
      const marble = (await published(page)).find((it) => it.id.startsWith('marble:') && it.enabled);
      if (!marble) continue;
      await targets(page, `joker ${size}, ${st.hand[i]} chosen: its marbles`);
      await press(page, marble.id);
      await frames(page, 3);
      await answerCrowd(page, Number(marble.id.slice('marble:'.length)));
      await frames(page, 3);
      if (!(await published(page)).some((it) => it.id.startsWith('hole:'))) {
        await moveLanded(page, st.moves);
        st = null;
        break;
      }
      await targets(page, `joker ${size}, ${marble.id} chosen: its holes`);
      await capture(page, `joker-${size}-holes`);
      await press(page, 'cancel');
      return;
    }
    if (!st) continue;
    // No card moves a marble: the person discards one.
    await press(page, 'hand:0');
    await press(page, 'discard-button');
    await moveLanded(page, st.moves);
  }
  assert.fail(`joker ${size}: no marble with a choice of holes in six turns`);
}

export default {
  step,
  // readable.test.mjs: the bots move first, so the log has lines without a move of the person's.
  async firstMove() {
    return false;
  },
  // targets.test.mjs: four players from `seed`, the hand's items `prefix`<i>, every hand size it
  // can hold, in one row everywhere.
  targets: { seed: 109, prefix: 'hand:', sizes: [1, 6], phoneRows: 1, turn: turnTargets },
  // peer_games.test.mjs: Ana (the invited seat) plays a card and moves a marble, for a few turns.
  peer: {
    seats: ['bot', 'invite', 'bot', 'bot'],
    async turn(page, st, tap) {
      // A plain move when there is one (a 7 split or a joker asks more taps), else a discard.
      const a = st.legal.find((m) => m.type === 'move' && m.from2 === undefined && m.card !== 'JK') || st.legal[0];
      await press(page, `hand:${st.hand.indexOf(a.card)}`);
      const chosen = await waitState(page, (s, i) => s.card === i, st.hand.indexOf(a.card), { what: 'the card chosen' });
      if (a.type === 'discard') return tap(page, 'discard-button', chosen);
      await press(page, `marble:${a.from}`);
      // A marble the card sends to one hole only moves on its tap: the guest's move goes to the
      // host, and the marble stays chosen on Ana's screen until the host's update brings the move
      // back, so a hole tapped then would race that update.
      if (st.legal.filter((m) => m.card === a.card && m.from === a.from).length === 1) {
        assert.equal((await moveLanded(page, st.moves)).error, '', 'the move is not refused');
        return;
      }
      const now = await waitState(page, (s, t) => s.moves > t || s.marble >= 0, st.moves, { what: 'the marble chosen or moved' });
      if (now.moves === st.moves) await tap(page, `hole:${a.to}`, now);
    },
    title: 'Ana plays a card and moves a marble, by taps, for a few turns',
    keys: {},
  },
  // rounds.test.mjs: the race continued from a saved game (tests/e2e/fixtures/) at the person's
  // last turn: the saved race ends on seat 0's move.
  // The least sizes at 1440x900 and 1920x1080 (CSS px wide): a card of the hand, the board (layouts.test.mjs).
  desktop: { hand: 72, piece: 640 },
  saved: 'joker_4p_greedy_seed5',
  rounds: {
    title: 'the race\'s last turns to its reveal (the cards left, the marbles home), then the results',
    async run(kit) {
      const { page, context, errors } = await kit.continueSaved(kit.savedAt(kit.turnStarts(0)[0]));
      const st = await kit.toReveal(page, 4, kit.saved.actions);
      assert.equal(st.game_over, true, 'the race is over');
      const w = st.winner_team;
      const home = (team) => st.home.filter((_, seat) => seat % 2 === team).reduce((a, b) => a + b, 0);
      if (w >= 0 && home(w) === 10) {
        assert.match(st.reveal.title, w === st.me % 2 ? /^You and \w+ got all ten marbles home: your team wins!$/
          : /^\w+ and \w+ got all ten marbles home and win\.$/);
      }
      for (const seat of st.reveal.seats) {
        assert.equal(seat.points, st.home[seat.seat], `${seat.name}'s points are the marbles home`);
        assert.match(seat.points_text, /^\d marbles? home$/);
        assert.ok(seat.left.length >= 4, `${seat.name}'s cards in hand face up: ${seat.left}`);
        assert.equal(seat.out, seat.seat % 2 === w, 'the winners are starred');
      }
      // The race has no rounds: its log holds every move of the game.
      await kit.revealed(page, st, 0, 4);
      const end = await kit.results(page);
      assert.equal(end.placing, `Your team came ${w === st.me % 2 ? '1st' : '2nd'} of 2.`);
      assert.deepEqual(errors, []);
      await context.close();
    },
  },
  // Cy, who plays just before Sam, and Sam: Cy's last turn, then Sam's, which ends the game.
  passAndPlay: { people: [0, 3], cut: (kit) => kit.turnStarts(3)[0] },
};
