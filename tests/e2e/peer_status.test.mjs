// What a peer host's table says while an away guest's seat is to act: one true status, "Ana is
// away." (never "Ana is playing…" beside the bar's "Ana is away."). Once a bot stands in, the
// banner says "Ana is away: a bot plays for Ana." (kit/table_paint.cpp); the invite screen offers
// the stand-in only where it saw her join, so this test does not reach it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, press, waitState } from './harness.mjs';
import { SMALL, PHONE_1X, hostTable, hostAtTable, join, peerState, move } from './peer_harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

test('a peer host\'s banner says an away guest is away while her seat is to act, not that she is playing', async () => {
  const host = await hostTable(site, 'five_crowns', ['person', 'invite'], { device: SMALL });
  const ana = await join(site, host.page, 1, PHONE_1X);
  await hostAtTable(host.page);
  await waitState(host.page, (s) => s.screen === 'table', null, { what: 'the host\'s table' });
  // The host's first turn: a draw and a plain discard (no one goes out, which the banner would say).
  let st = await waitState(host.page, (s) => s.to_act && !s.busy && s.overlay === '', null, { what: 'the host to act' });
  st = await move(host.page, 'stock', st);
  await press(host.page, 'hand:0');
  await waitState(host.page, (s) => s.selected.length === 1, null, { what: 'a card selected' });
  await move(host.page, 'discard-button', st);
  const name = (await host.page.evaluate(() => window.Module.parlorPeer)).seats.find((x) => x.seat === 1).name;
  // On the host, while Ana (connected) is to act, her seat is playing.
  st = await waitState(host.page, (s, n) => s.banner === `${n} is playing\u2026`, name, { what: 'Ana playing, on the host' });
  assert.equal(st.to_act, false);
  await ana.context.close();
  await peerState(host.page, (p) => p.seats[0].presence === 'away', null, 'Ana away on the host');
  st = await waitState(host.page, (s, n) => s.banner === `${n} is away.`, name, { what: 'the banner saying Ana is away' });
  assert.doesNotMatch(st.banner, /playing/);
  assert.deepEqual(host.errors, [], 'no console errors');
  await host.context.close();
});
