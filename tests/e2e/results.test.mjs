// The results at the end of a game, in the browser: where the person finished ("You came 2nd of
// 3."), every hand's points with the totals, the winners' crowns and confetti, and the two ways
// on: Play again (the same seats and options, a new deal) and New game (the set-up screen).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startSite, openPage, waitForFirstFrame, capture, press, findItem, waitState, moveLanded, readable, frames,
  tableState, PHONE, DESKTOP } from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// A whole game of three greedy bots, as the CLI wrote it (minified):
//   parlor simulate --game five_crowns --games 1 --players 3 --bots greedy --seed 2 --save <file>
// Seat 0 goes out of the last hand; the other two have their last turns after it. Seat 1 (Ana)
// wins the game, 86 points to Sam's 132 and Bo's 188 (parlor replay).
const GAME = JSON.parse(readFileSync(new URL('./fixtures/five_crowns_3p_greedy_seed2.json', import.meta.url), 'utf8'));
const SEATS = [{ name: 'Sam', bot: false, kind: 'greedy' }, { name: 'Ana', bot: true, kind: 'greedy' },
  { name: 'Bo', bot: true, kind: 'greedy' }];

// The game saved on this device after the person's last move (Sam, seat 0, going out; or Ana,
// seat 1, the winner, playing her last turn): continuing it, the bots play their last turns and
// the game ends without a tap of the person's.
function savedBeforeTheEnd(person = 0) {
  const last = GAME.actions.findLastIndex((a) => a.seat === person);
  if (person === 0) assert.equal(GAME.actions[last].type, 'go_out', 'the fixture\'s seat 0 goes out last');
  assert.ok(last < GAME.actions.length - 1, 'other seats play after it');
  const seats = SEATS.map((s, seat) => ({ ...s, bot: seat !== person }));
  const setup = { game: 'five_crowns', options: GAME.options, seed: GAME.seed, speed: 'instant', seats };
  return JSON.stringify({ format: 1, setup, game: { ...GAME, actions: GAME.actions.slice(0, last + 1) } });
}

// The sentence the results must say, worked out here from the totals (low wins at Five Crowns).
function expectedPlacing(st) {
  const mine = st.totals[st.me];
  const ahead = st.totals.filter((t) => t < mine).length;
  const level = st.seats.filter((_, seat) => seat !== st.me && st.totals[seat] === mine);
  const place = ['1st', '2nd', '3rd'][ahead];
  const others = level.length ? `, level with ${level.join(' and ')}` : '';
  return `You came ${place} of ${st.totals.length}${others}.`;
}

// Opens the saved game from the lobby and goes through the last hand's reveal to the results.
async function toResults(device, person = 0) {
  const opened = await openPage(site, device, {
    beforeLoad: (page) => page.addInitScript((text) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('parlor:v1:game', text);
      sessionStorage.setItem('seeded', '1');
    }, savedBeforeTheEnd(person)),
  });
  await waitForFirstFrame(opened.page);
  await press(opened.page, 'continue-game');
  const reveal = await waitState(opened.page, (s) => s.screen === 'table' && s.overlay === 'reveal', null,
    { what: 'the last hand\'s reveal' });
  assert.equal(reveal.hand_number, 11);
  if (person === 0) assert.match(reveal.reveal.title, /you went out/, 'the reveal says the person went out');
  await capture(opened.page, `results-reveal-${device === PHONE ? 'phone' : 'desktop'}`);
  await press(opened.page, 'reveal-continue');
  const st = await waitState(opened.page, (s) => s.overlay === 'results' && s.results_title !== undefined, null,
    { what: 'the results' });
  return { ...opened, st };
}

test('the results at phone size: the placing, every hand\'s points, no confetti for a person who lost, and Play again', async () => {
  const { page, context, errors, st } = await toResults(PHONE);
  assert.equal(st.game_over, true);
  assert.deepEqual(st.seats, ['Sam', 'Ana', 'Bo']);
  assert.equal(st.placing, expectedPlacing(st));
  assert.equal(st.round_scores.length, 11, 'a row for every hand');
  for (let seat = 0; seat < 3; seat++)
    assert.equal(st.round_scores.reduce((sum, row) => sum + row[seat], 0), st.totals[seat], `seat ${seat}'s total adds up`);
  const best = Math.min(...st.totals);
  assert.deepEqual(st.winners, [0, 1, 2].filter((seat) => st.totals[seat] === best), 'the lowest total wins');
  const names = st.winners.map((seat) => (seat === st.me ? 'You' : st.seats[seat]));
  assert.equal(st.results_title, names.length === 1 ? (names[0] === 'You' ? 'You win!' : `${names[0]} wins!`)
    : `Shared win: ${names.join(' and ')}`);
  // Ana won, and the crowns say so; the person, who lost, gets no confetti.
  assert.equal(st.confetti, false, 'no confetti for a person who lost');
  await frames(page, 20);
  assert.equal((await tableState(page)).confetti, false, 'still none');
  await capture(page, 'results-phone');
  await readable(page, 'the results');
  assert.equal((await findItem(page, 'new-game')).label, 'New game');

  // Play again: a new deal for the same seats and options, saved as the person's game once they move.
  assert.equal((await press(page, 'play-again')).label, 'Play again');
  const fresh = await waitState(page, (s) => s.screen === 'table' && s.moves === 0 && !s.game_over, null,
    { what: 'the new game' });
  assert.deepEqual(fresh.seats, ['Sam', 'Ana', 'Bo'], 'the same seats');
  assert.equal(fresh.hand_number, 1);
  assert.deepEqual(fresh.round_scores, [], 'no hand scored yet');
  assert.equal(fresh.overlay, '');
  const mine = await waitState(page, (s) => s.to_act && !s.busy && s.phase === 'draw', null, { what: 'the person\'s first draw' });
  await press(page, 'stock');
  assert.equal((await moveLanded(page, mine.moves)).error, '');
  const saved = JSON.parse(await page.waitForFunction(() => {
    const t = localStorage.getItem('parlor:v1:game');
    return t && JSON.parse(t).game.actions.length > 0 && t;
  }).then((h) => h.jsonValue()));
  assert.deepEqual(saved.setup.seats.map((s) => [s.name, s.bot]), SEATS.map((s) => [s.name, s.bot]));
  assert.deepEqual(saved.game.options, GAME.options, 'the same options');
  assert.notEqual(saved.game.seed, GAME.seed, 'a new deal');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the results at desktop size: confetti for the person who won, and New game opens the set-up with the same table', async () => {
  const { page, context, errors, st } = await toResults(DESKTOP, 1);
  assert.equal(st.me, 1);
  assert.deepEqual(st.winners, [1]);
  assert.equal(st.placing, expectedPlacing(st));
  assert.equal(st.results_title, 'You win!');
  await waitState(page, (s) => s.overlay === 'results' && s.confetti === true, null, { what: 'the confetti' });
  await capture(page, 'results-desktop');
  await readable(page, 'the results at desktop size');
  await press(page, 'new-game');
  await findItem(page, 'start');
  // The table just played comes back to change: three seats (not the game's least two), their names.
  const items = await page.evaluate(() => window.Module.parlorItems);
  const label = (id) => items.find((i) => i.id === id)?.label;
  assert.equal(label('players:value'), '3');
  for (const [i, s] of SEATS.entries()) assert.equal(label(`seat:${i + 1}:name`), s.name);
  assert.deepEqual(errors, []);
  await context.close();
});
