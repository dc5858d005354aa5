// Every playable game over peers (the lobby's list; a game's tests/e2e/games/<id>.mjs `peer`,
// or null where another test plays it: Five Crowns in peer_play.test.mjs): the host's table with
// bots at instant speed and Ana invited, a few of Ana's turns by taps at phone size over a real
// data channel, every text she received checked against the cards the host says she must not see.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, press, waitState, moveLanded, tableState, playableGames, gameTraits } from './harness.mjs';
import { SMALL, PHONE_1X, hostTable, hostAtTable, join, checkGuestTexts, actionable } from './peer_harness.mjs';

const GAMES = await playableGames();

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// Ana's turn, her table caught up; returns the state then.
const anaTurn = (page, extra = () => true) =>
  waitState(page, (s) => s.to_act && !s.busy && s.overlay === '', null, { what: 'Ana\'s turn' }).then((st) => {
    assert.ok(extra(st), `a turn Ana can play: ${JSON.stringify(st)}`);
    return st;
  });

async function tap(page, id, st) {
  await press(page, id);
  const after = await moveLanded(page, st.moves);
  assert.equal(after.error, '', `"${id}" is refused: ${JSON.stringify(after)}`);
  return after;
}

async function playPeerGame(game, kinds, turns, playTurn, keys) {
  const host = await hostTable(site, game, kinds, { device: SMALL });
  const seat = kinds.indexOf('invite');
  const ana = await join(site, host.page, seat, PHONE_1X);
  await hostAtTable(host.page);
  for (let t = 0; t < turns; t++) await playTurn(ana.page, await anaTurn(ana.page));
  const moves = (await tableState(host.page)).moves;
  assert.ok(moves >= turns * 2, `the host played Ana's moves among the others (${moves} moves)`);
  const texts = await ana.page.evaluate(() => window.parlorPeerReceived);
  const secrets = await host.page.evaluate(() => window.parlorPeerSecrets);
  const views = checkGuestTexts(texts, seat, secrets, { dump: `peer-${game}`, ...keys });
  assert.ok(views > turns, `Ana received her view after the moves (${views})`);
  for (const d of [host, ana]) assert.deepEqual(d.errors, [], 'no console errors');
  for (const d of [host, ana]) await d.context.close();
}

for (const { id, name } of GAMES) {
  const { peer } = await gameTraits(id);
  if (!peer) continue;
  test(`${name} over peers: ${peer.title}`, () => playPeerGame(id, peer.seats, 3, (page, st) => peer.turn(page, st, tap), peer.keys));
}

// Partners over peers: the guest's table places teams from the scores in the host's view (each
// seat's team and the team totals), as the host's does, never seat by seat.
test('Joker over peers: Ana, a guest, plays the race to its end and reads her team\'s placing', async () => {
  const { peer } = await gameTraits('joker');
  const host = await hostTable(site, 'joker', peer.seats, { device: SMALL });
  const seat = peer.seats.indexOf('invite');
  const ana = await join(site, host.page, seat, PHONE_1X);
  await hostAtTable(host.page);
  let turns = 0;
  for (let guard = 0; guard < 2000; guard++) {
    const st = await waitState(ana.page, actionable, null, { timeout: 60000, what: 'Ana to have something to do' });
    if (st.overlay === 'results') break;
    if (st.overlay === 'reveal') {
      await press(ana.page, 'reveal-continue');
      await waitState(ana.page, (s) => s.overlay !== 'reveal', null, { what: 'the reveal to close' });
      continue;
    }
    if (st.game_over) {
      await waitState(ana.page, (s) => s.overlay !== '', null, { what: 'the race\'s reveal or results' });
      continue;
    }
    await peer.turn(ana.page, st, tap);
    turns++;
  }
  const hostEnd = await waitState(host.page, (s) => s.game_over, null, { what: 'the host\'s race to end' });
  const anaEnd = await waitState(ana.page, (s) => s.overlay === 'results', null, { what: 'Ana\'s results' });
  assert.ok(turns >= 10, `Ana played ${turns} turns`);
  const w = hostEnd.winner_team;
  assert.ok(w === 0 || w === 1, `a team won: ${w}`);
  assert.equal(anaEnd.placing, `Your team came ${w === seat % 2 ? '1st' : '2nd'} of 2.`);
  assert.equal(hostEnd.placing === '' || hostEnd.placing.startsWith('Your team came'), true, hostEnd.placing);
  for (const d of [host, ana]) assert.deepEqual(d.errors, [], 'no console errors');
  for (const d of [host, ana]) await d.context.close();
});
