// Whole rounds at every playable table (the lobby's list) and both sizes, one person and bots at
// instant speed, as each game's tests/e2e/games/<id>.mjs `rounds` plays them: Five Crowns' hand 1
// from a seeded deal, the person's moves by the table's own hint; Rummy-O's round 1 and Joker's race
// (which has no rounds) continued from a save at the person's last turn in it, as a round by the
// hint takes minutes here. Each ends on the reveal with every seat's cards and points, the log
// holding every move of the round, no text under the reading sizes; then a game's end from a saved
// late game, to the results. Screenshots in build/e2e/: <game>-<size>-table, -log, -reveal, -results.
// And pass-and-play at the games that name its people (`passAndPlay`: Rummy-O and Joker): every
// sentence speaks to its reader (turns.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, waitState, checkReveal, readable, playableGames, gameTraits,
  openSaved, frames, PHONE, DESKTOP } from './harness.mjs';
import { ROUND_1_END as JOK_ROUND_1_END } from './games/jok_r_ummy.mjs';
import { settled, watchTexts, passSettled, passToReveal } from './turns.mjs';
import { fixture, savedAt, seatsFor } from './saved_games.mjs';

const GAMES = await playableGames();

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// Where a seat's turns start in a saved game (a move of the seat after another seat's), last first;
// only those before move `before`.
function turnStarts(g, seat = 0, before = Infinity) {
  const a = g.actions;
  return a.map((x, i) => i).filter((i) => i < before && a[i].seat === seat && (i === 0 || a[i - 1].seat !== seat)).reverse();
}

// Opens the lobby with `saved` as this device's game and continues it.
const continueSaved = (device, saved) => openSaved(site, device, saved);

async function startSeeded(device, setup) {
  const opened = await openPage(site, device);
  await waitForFirstFrame(opened.page);
  await opened.page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), setup);
  await waitState(opened.page, (s) => s.screen === 'table', null, { what: 'the table' });
  return opened;
}

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

// Plays the person's moves (`step`: the game's) until the round (or the race) ends on its reveal;
// the table is shot on the first turn with moves of every seat in the log. Returns the reveal's state.
async function toReveal(page, game, step, size, players, saved = null) {
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
    await step(page, st, saved);
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
async function savedToResults(device, game, step, saved, size, cut) {
  const { page, context, errors } = await continueSaved(device, savedAt(game, saved, cut));
  const st = await toRevealQuietly(page, step, saved.actions);
  assert.equal(st.game_over, true, 'the last round\'s reveal ends the game');
  await readable(page, `${game} at ${size} size: the last reveal`);
  await press(page, 'reveal-continue');
  await results(page, game, size);
  assert.deepEqual(errors, []);
  await context.close();
}

async function toRevealQuietly(page, step, moves) {
  for (let guard = 0; guard < 300; guard++) {
    const st = await settled(page);
    if (st.overlay === 'reveal') return st;
    await step(page, st, moves);
  }
  assert.fail('the game never ended');
}

// What a game's `rounds.run` is handed: its saved game (`saved`), the steps every table shares,
// bound to the game, its person's moves (`step`) and the size.
function roundsKit(game, traits, size, device) {
  const saved = fixture(traits.saved);
  return {
    game, size, saved, seatsFor,
    savedAt: (cut, people) => savedAt(game, saved, cut, people),
    turnStarts: (seat, before) => turnStarts(saved, seat, before),
    continueSaved: (text) => continueSaved(device, text),
    startSeeded: (setup) => startSeeded(device, setup),
    toReveal: (page, players, moves = null) => toReveal(page, game, traits.step, size, players, moves),
    revealed: (page, st, roundStart, players) => revealed(page, st, game, size, roundStart, players),
    results: (page) => results(page, game, size),
    savedToResults: (cut) => savedToResults(device, game, traits.step, saved, size, cut),
  };
}

for (const { id, name } of GAMES) {
  const traits = await gameTraits(id);
  for (const [size, device] of [['phone', PHONE], ['desktop', DESKTOP]])
    test(`${name} at ${size} size: ${traits.rounds.title}`, () => traits.rounds.run(roundsKit(id, traits, size, device)));

  // Pass-and-play: two people on one phone (and bots); the table passes between them to the
  // reveal, and every sentence speaks to the one reading it: from the last turn of the person
  // before Sam (the game's `passAndPlay.cut`), then Sam's, which ends the game.
  if (!traits.passAndPlay) continue;
  test(`pass-and-play at ${name}: the curtain and the log speak to their reader, the reveal names every seat`, async () => {
    const kit = roundsKit(id, traits, 'phone', PHONE);
    const { people, cut } = traits.passAndPlay;
    const { page, context, errors } = await continueSaved(PHONE, kit.savedAt(cut(kit), people));
    await watchTexts(page);
    const seen = await passToReveal(page, await passSettled(page), (p, st) => traits.step(p, st, kit.saved.actions));
    assert.ok(seen.curtains >= 2 && seen.summaries >= 1 && seen.lines > 10 && seen.own >= 1,
      `the table passed between two people to the reveal: ${JSON.stringify({ ...seen, reveal: undefined })}`);
    await capture(page, `${id}-pass-and-play-reveal`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// The round's end is a pause for the person here: while its reveal and then its score sheet are
// up, the table keeps the round that ended (its hand, its round, its log), the next deal waits and
// no bot moves, though they play at instant speed; Continue on the sheet starts the next round.
// Jok-R-Ummy's round 1, from the person's last turn in it; its reveal counts each seat's programs
// as the sheet does (a SUN card of the next deal is the next round's).
test('the round\'s end holds the next round until the person leaves its reveal and score sheet', async () => {
  const id = 'jok_r_ummy';
  const traits = await gameTraits(id);
  const saved = fixture(traits.saved);
  const { page, context, errors } = await continueSaved(DESKTOP, savedAt(id, saved, turnStarts(saved, 0, JOK_ROUND_1_END)[0]));
  const st = await toRevealQuietly(page, traits.step, saved.actions);
  assert.equal(st.moves, JOK_ROUND_1_END, 'round 1 ended where the saved game\'s did');
  assert.equal(st.paused, true, 'the reveal holds the next round');
  assert.equal(st.to_act, false, 'nobody acts behind the reveal');
  for (const seat of st.reveal.seats) {
    const count = seat.notes.find((n) => /^\d of 5 programs in the game$/.test(n));
    assert.equal(Number(count?.match(/\d/)?.[0]), st.totals[seat.seat], `${seat.name}'s count to five is the sheet's: ${count}`);
  }
  await frames(page, 10);
  await press(page, 'reveal-continue');
  const sheet = await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
  assert.equal(sheet.sheet_title, 'After round 1', 'between rounds the sheet shows the rounds scored');
  assert.match(sheet.sheet_lines[0],
    /^(You (completed your program and )?played your last card!|\w+ (completed their program and )?played their last card\.|You completed your fifth program!|\w+ completed a fifth program\.|Every player completed their program\.|The round reached its limit of 200 turns\.|The stock ran out, with no discards to make a new one\.)$/,
    `the sheet says how round 1 ended: ${sheet.sheet_lines}`);
  await frames(page, 10);
  await press(page, 'continue');
  const next = await waitState(page, (s, end) => s.overlay === '' && !s.paused && (s.moves > end || s.to_act), JOK_ROUND_1_END,
    { what: 'the next round under way' });
  assert.ok(next.round > st.round, `round ${next.round} follows round ${st.round}`);
  // Every state published from the reveal to the sheet's Continue showed the round that ended.
  const states = await page.evaluate(() => window.parlorStates.filter((s) => s && s.screen === 'table'));
  const first = states.findIndex((s) => s.overlay === 'reveal');
  const resumed = states.findIndex((s, i) => i > first && !s.paused);
  assert.ok(first >= 0 && resumed > first, 'the pause was published');
  const held = states.slice(first, resumed);
  assert.ok(held.some((s) => s.overlay === 'scores'), 'the score sheet showed within the pause');
  for (const s of held) {
    assert.ok(s.overlay === 'reveal' || s.overlay === 'scores', `only the round's end shows: ${s.overlay}`);
    assert.equal(s.moves, st.moves, 'no move is made behind the round\'s end');
    assert.equal(s.round, st.round, 'the table shows the round that ended');
    assert.deepEqual(s.hand, st.hand, 'the hand is the ended round\'s');
    assert.deepEqual(s.log, st.log, 'the log holds the ended round\'s moves and no others');
    assert.equal(s.round_ended, st.round_ended, 'the log is of the round that ended');
  }
  assert.notDeepEqual(next.hand, st.hand, 'the next deal shows once the person goes on');
  assert.deepEqual(errors, []);
  await context.close();
});
