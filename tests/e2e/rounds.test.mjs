// Whole rounds at every table and both sizes, one person and bots at instant speed: Five Crowns'
// hand 1 from a seeded deal, the person's moves by the table's own hint; Rummy-O's round 1 and
// Joker's race (which has no rounds) continued from a save at the person's last turn in it, as
// a round by the hint takes minutes here. Each ends on the reveal with every seat's cards and
// points, the log holding every move of the round, no text under the reading sizes; then a
// game's end from a saved late game, to the results. Screenshots in build/e2e/:
// <game>-<size>-table, -log, -reveal, -results.
// And pass-and-play at Rummy-O and Joker: every sentence speaks to its reader (turns.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startSite, openPage, waitForFirstFrame, capture, press, waitState, moveLanded, checkReveal, readable, PHONE,
  DESKTOP } from './harness.mjs';
import { settled, move, watchTexts, passSettled, passToReveal } from './turns.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const fixture = (name) => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
// Whole games of greedy bots, as the CLI wrote them (minified):
//   parlor simulate --game <id> --games 1 --players <n> --bots greedy --seed <s> --save <file>
const SAVED = {
  five_crowns: fixture('five_crowns_3p_greedy_seed2'),
  rummy_o: fixture('rummy_o_2p_greedy_seed4'),
  joker: fixture('joker_4p_greedy_seed5'),
};
const NAMES = ['Sam', 'Ana', 'Bo', 'Cy'];
const seatsFor = (n, people = [0]) => NAMES.slice(0, n).map((name, i) => (people.includes(i) ? { name, bot: false }
  : { name, bot: true, kind: 'greedy' }));

// Saved on this device as the game `game` was at `cut` moves, the seats `people` persons (the others bots).
function savedAt(game, cut, people = [0]) {
  const g = SAVED[game];
  const setup = { game, options: g.options, seed: g.seed, speed: 'instant', seats: seatsFor(g.options.players, people) };
  return JSON.stringify({ format: 1, setup, game: { ...g, actions: g.actions.slice(0, cut) } });
}

// Where a seat's turns start in a saved game (a move of the seat after another seat's), last first;
// only those before move `before`.
function turnStarts(game, seat = 0, before = Infinity) {
  const a = SAVED[game].actions;
  return a.map((x, i) => i).filter((i) => i < before && a[i].seat === seat && (i === 0 || a[i - 1].seat !== seat)).reverse();
}

// Rummy-O's rounds: each starts with its first player's discard (every other turn starts by taking
// a tile), so a discard right after a discard starts a round.
const roundStarts = (game) => SAVED[game].actions.map((x, i) => i)
  .filter((i) => i > 0 && SAVED[game].actions[i].type === 'discard' && SAVED[game].actions[i - 1].type === 'discard');

// Opens the lobby with `saved` as this device's game and continues it.
async function continueSaved(device, saved) {
  const opened = await openPage(site, device, {
    beforeLoad: (page) => page.addInitScript((text) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('parlor:v1:game', text);
      sessionStorage.setItem('seeded', '1');
    }, saved),
  });
  await waitForFirstFrame(opened.page);
  await press(opened.page, 'continue-game');
  return opened;
}

async function startSeeded(device, setup) {
  const opened = await openPage(site, device);
  await waitForFirstFrame(opened.page);
  await opened.page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), setup);
  await waitState(opened.page, (s) => s.screen === 'table', null, { what: 'the table' });
  return opened;
}

// The draw: in a game continued from a save (`saved`: its moves), the saved game's own (the
// discard pile when it took that); else the stock.
const draw = (page, st, saved) => {
  const a = saved?.[st.moves];
  return move(page, a?.seat === st.me && a.type === 'take_discard' ? 'discard' : 'stock', st);
};

// The person's move at each table, as a person taps it, chosen by the table's hint ("Best" at
// Five Crowns, "Hint" at Rummy-O); at Joker the saved game's own move when it is still legal,
// else a plain one. `saved`: the moves of the saved game this one continues, if any.
const STEP = {
  async five_crowns(page, st, saved) {
    if (st.phase === 'draw') return draw(page, st, saved);
    await press(page, 'hint');
    await waitState(page, (s) => s.selected.length === 1, null, { what: '"Best" to select the discard' });
    return move(page, 'discard-button', st);
  },
  async rummy_o(page, st, saved) {
    if (st.phase === 'draw') return draw(page, st, saved);
    await press(page, 'hint');
    const h = await waitState(page, (s, n) => s.hints > n, st.hints, { what: 'the hint' });
    if (h.staged > 0 && h.selected.length === 1 && !h.on_board[h.me]) return move(page, 'discard-button', h);
    if (h.staged > 0) return move(page, 'lay-down', h);
    if (h.hint_meld) return move(page, `meld:${h.hint_meld[0]}:${h.hint_meld[1]}`, h);
    assert.equal(h.selected.length, 1, `the hint selects a tile to discard: ${JSON.stringify(h)}`);
    return move(page, 'discard-button', h);
  },
  async joker(page, st, saved) {
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
  },
};

// The table and its log on the person's turn: on a phone the log is a sheet opened from the
// last move's line; on a wide screen a panel beside the table, so the table's shot shows it.
async function tableShots(page, game, size) {
  await readable(page, `${game} at ${size} size: the table`);
  await capture(page, `${game}-${size}-table`);
  if (size === 'phone') {
    await press(page, 'log');
    await waitState(page, (s) => s.overlay === 'log', null, { what: 'the move log' });
    await readable(page, `${game} at ${size} size: the move log`);
    await capture(page, `${game}-${size}-log`);
    await press(page, 'log-close');
    await waitState(page, (s) => s.overlay === '', null, { what: 'the log closed' });
  } else {
    await capture(page, `${game}-${size}-log`);
  }
}

// Plays the person's moves until the round (or the race) ends on its reveal; the table is shot on
// the first turn with moves of every seat in the log. Returns the reveal's state.
async function toReveal(page, game, size, players, saved = null) {
  let shot = false;
  for (let guard = 0; guard < 600; guard++) {
    const st = await settled(page);
    if (st.overlay === 'reveal') {
      assert.ok(shot, 'the table was shot on a turn of the person\'s');
      return st;
    }
    assert.equal(st.overlay, '', `only the reveal ends the round: ${JSON.stringify(st)}`);
    if (!shot && st.log.length >= players) {
      await tableShots(page, game, size);
      shot = true;
    }
    await STEP[game](page, st, saved);
  }
  assert.fail('the round never ended');
}

// The reveal held to the reading sizes and checked (every seat's cards and points, the whole
// round in the log), then on to the sheet or the results.
async function revealed(page, st, game, size, roundStart, players) {
  await readable(page, `${game} at ${size} size: the reveal`);
  for (const seat of st.reveal.seats) assert.equal(seat.name === 'You', seat.seat === st.me, 'the reader is "You"');
  return checkReveal(page, st, roundStart, players, `${game}-${size}-reveal`);
}

async function results(page, game, size) {
  const st = await waitState(page, (s) => s.overlay === 'results' && s.results_title !== undefined, null, { what: 'the results' });
  assert.equal(st.game_over, true);
  assert.match(st.placing, /^(You|Your team) came \d(st|nd|rd|th) of \d/);
  await capture(page, `${game}-${size}-results`);
  await readable(page, `${game} at ${size} size: the results`);
  return st;
}

// A saved game from `cut` (the person's moves by the hint) to its last reveal, and the results.
async function savedToResults(device, game, size, cut) {
  const { page, context, errors } = await continueSaved(device, savedAt(game, cut));
  const st = await toRevealQuietly(page, game);
  assert.equal(st.game_over, true, 'the last round\'s reveal ends the game');
  await readable(page, `${game} at ${size} size: the last reveal`);
  await press(page, 'reveal-continue');
  await results(page, game, size);
  assert.deepEqual(errors, []);
  await context.close();
}

async function toRevealQuietly(page, game) {
  for (let guard = 0; guard < 300; guard++) {
    const st = await settled(page);
    if (st.overlay === 'reveal') return st;
    await STEP[game](page, st, SAVED[game].actions);
  }
  assert.fail('the game never ended');
}

for (const [size, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`Five Crowns at ${size} size: hand 1 by "Best" to its reveal, then the last hand to the results`, async () => {
    const { page, context, errors } = await startSeeded(device, { game: 'five_crowns', options: { players: 3 }, seed: 31,
      speed: 'instant', seats: seatsFor(3) });
    const st = await toReveal(page, 'five_crowns', size, 3);
    assert.equal(st.rounds_scored, 1, 'hand 1 is over');
    await revealed(page, st, 'five_crowns', size, 0, 3);
    await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
    assert.deepEqual(errors, []);
    await context.close();
    // Seat 0 goes out of the last hand; the bots' last turns follow.
    await savedToResults(device, 'five_crowns', size, SAVED.five_crowns.actions.findLastIndex((a) => a.seat === 0) + 1);
  });

  // A round of Rummy-O by the hint takes a few minutes here: round 1 is continued from a save at
  // the person's last turn in it (the log of the round rebuilt from the save).
  test(`Rummy-O at ${size} size: round 1's last turns by the hint to its reveal, then the last round to the results`, async () => {
    const end = roundStarts('rummy_o')[0];
    const { page, context, errors } = await continueSaved(device, savedAt('rummy_o', turnStarts('rummy_o', 0, end)[0]));
    const st = await toReveal(page, 'rummy_o', size, 2, SAVED.rummy_o.actions);
    assert.equal(st.rounds_scored, 1, 'round 1 is over');
    assert.equal(st.moves, end, 'round 1 ended where the saved game\'s did');
    assert.ok(st.reveal.seats.every((s) => s.melds.length + s.left.length > 0), 'every rack and its melds face up');
    await revealed(page, st, 'rummy_o', size, 0, 2);
    await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
    assert.deepEqual(errors, []);
    await context.close();
    await savedToResults(device, 'rummy_o', size, turnStarts('rummy_o')[0]);
  });

  test(`Joker at ${size} size: the race's last turns to its reveal (the cards left, the marbles home), then the results`, async () => {
    // The saved race ends on seat 0's move: the person's last turn.
    const { page, context, errors } = await continueSaved(device, savedAt('joker', turnStarts('joker')[0]));
    const st = await toReveal(page, 'joker', size, 4, SAVED.joker.actions);
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
    await revealed(page, st, 'joker', size, 0, 4);
    const end = await results(page, 'joker', size);
    assert.equal(end.placing, `Your team came ${w === st.me % 2 ? '1st' : '2nd'} of 2.`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Pass-and-play: two people on one phone (and bots); the table passes between them to the
// reveal, and every sentence speaks to the one reading it: the last turn of the person before Sam,
// then Sam's, which ends the game (Rummy-O: Ana and Sam; Joker: Cy, who plays just before Sam, and Sam).
for (const [game, people, cut] of [['rummy_o', [0, 1], () => turnStarts('rummy_o', 1)[0]],
  ['joker', [0, 3], () => turnStarts('joker', 3)[0]]]) {
  test(`pass-and-play at ${game === 'joker' ? 'Joker' : 'Rummy-O'}: the curtain, the log and the reveal speak to their reader`, async () => {
    const { page, context, errors } = await continueSaved(PHONE, savedAt(game, cut(), people));
    await watchTexts(page);
    const seen = await passToReveal(page, await passSettled(page), (p, st) => STEP[game](p, st, SAVED[game].actions));
    assert.ok(seen.curtains >= 2 && seen.summaries >= 1 && seen.lines > 10 && seen.own >= 1,
      `the table passed between two people to the reveal: ${JSON.stringify({ ...seen, reveal: undefined })}`);
    await capture(page, `${game}-pass-and-play-reveal`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
