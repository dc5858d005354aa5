// Rummy-O and Joker over peers: the host's table with a bot at instant speed and Ana invited, a
// few of Ana's turns by taps at phone size over a real data channel, every text she received
// checked against the cards the host says she must not see.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, press, waitState, moveLanded, tableState } from './harness.mjs';
import { SMALL, PHONE_1X, hostTable, join, checkGuestTexts } from './peer_harness.mjs';

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
  await press(host.page, 'back');
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

test('Rummy-O over peers: Ana takes a tile and discards, by taps, for a few turns', async () => {
  await playPeerGame('rummy_o', ['bot', 'invite'], 3, async (page, st) => {
    // The round's first player only discards; every other turn starts with a take from the stock.
    if (st.phase === 'draw') st = await tap(page, 'stock', st);
    await press(page, 'rack:0');
    const chosen = await waitState(page, (s) => s.selected.length === 1, null, { what: 'a tile selected' });
    await tap(page, 'discard-button', chosen);
  }, { handKey: 'rack', sizesKey: 'rack_sizes' });
});

test('Joker over peers: Ana plays a card and moves a marble, by taps, for a few turns', async () => {
  await playPeerGame('joker', ['bot', 'invite', 'bot', 'bot'], 3, async (page, st) => {
    // A plain move when there is one (a 7 split or a joker asks more taps), else a discard.
    const a = st.legal.find((m) => m.type === 'move' && m.from2 === undefined && m.card !== 'JK') || st.legal[0];
    await press(page, `hand:${st.hand.indexOf(a.card)}`);
    const chosen = await waitState(page, (s, i) => s.card === i, st.hand.indexOf(a.card), { what: 'the card chosen' });
    if (a.type === 'discard') return tap(page, 'discard-button', chosen);
    await press(page, `marble:${a.from}`);
    // A marble the card sends to one hole only moves on its tap: the guest's move goes to the host,
    // and the marble stays chosen on Ana's screen until the host's update brings the move back, so
    // a hole tapped then would race that update.
    if (st.legal.filter((m) => m.card === a.card && m.from === a.from).length === 1) {
      assert.equal((await moveLanded(page, st.moves)).error, '', 'the move is not refused');
      return;
    }
    const now = await waitState(page, (s, t) => s.moves > t || s.marble >= 0, st.moves, { what: 'the marble chosen or moved' });
    if (now.moves === st.moves) await tap(page, `hole:${a.to}`, now);
  });
});
