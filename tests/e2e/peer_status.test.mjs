// What a peer host's table says while an away guest's seat is to act: one true status. "Ana is
// away." (never "Ana is playing…" beside the bar's "Ana is away."), and once a bot stands in for
// her, who plays for her seat.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, press, waitState } from './harness.mjs';
import { SMALL, PHONE_1X, hostTable, join, peerState, playUntil } from './peer_harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

test('a peer host\'s banner says an away guest is away while her seat is to act, then that a bot plays for her', async () => {
  const host = await hostTable(site, 'five_crowns', ['person', 'invite'], { device: SMALL });
  const ana = await join(site, host.page, 1, PHONE_1X);
  await press(host.page, 'back');
  await waitState(host.page, (s) => s.screen === 'table', null, { what: 'the host\'s table' });
  await playUntil([host, ana], ana, (s) => s.to_act && !s.busy && s.overlay === '');
  const name = (await host.page.evaluate(() => window.Module.parlorPeer)).seats.find((x) => x.seat === 1).name;
  // On the host, while Ana (connected) is to act, her seat is playing.
  let st = await waitState(host.page, (s) => !s.to_act && s.overlay === '', null, { what: 'Ana to act, on the host' });
  assert.equal(st.banner, `${name} is playing\u2026`);
  await ana.context.close();
  await peerState(host.page, (p) => p.seats[0].presence === 'away', null, 'Ana away on the host');
  st = await waitState(host.page, (s, n) => s.banner === `${n} is away.`, name, { what: 'the banner saying Ana is away' });
  assert.doesNotMatch(st.banner, /playing/);
  // A bot stands in: the banner names who plays for her seat until its move.
  await press(host.page, 'peer:invites');
  await press(host.page, 'invite:1:bot');
  await press(host.page, 'back');
  // (It may move within a frame at the table's pace: then its move is what shows it stood in.)
  const said = `${name} is away: a bot plays for ${name}.`;
  st = await waitState(host.page, (s, n) => s.screen === 'table' && (s.banner === n.said || s.moves > n.moves),
    { said, moves: st.moves }, { what: 'the bot standing in, said or moved' });
  assert.deepEqual(host.errors, [], 'no console errors');
  await host.context.close();
});
