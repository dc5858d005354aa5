// The host's way from the invite screen to playing, as a person goes it: the link copied, the
// guest's code pasted into the field and Connect clicked; the screen then gives way to the table
// once every invited player is in, and the keys play there.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, press, findItem, waitState, moveLanded, DESKTOP } from './harness.mjs';
import { SMALL, hostTable, join, peerState, inviteCode, preparePeer } from './peer_harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

test('after the invite, the host is taken to the table and its keys play there: D draws', async () => {
  const host = await hostTable(site, 'five_crowns', ['person', 'invite', 'bot'], { device: DESKTOP });
  const code = await inviteCode(host.page, 1);
  await press(host.page, 'invite:1:copy');
  await host.page.waitForFunction(() => window.Module.parlorLastCopy || null);
  // Ana's page plays her seat by itself, so the host's turn comes whoever starts.
  const ana = await openPage(site, SMALL, { beforeLoad: preparePeer({ autoplay: true }), path: '#join=' + code });
  await waitForFirstFrame(ana.page);
  const { answer } = await peerState(ana.page, (p) => p.answer, null, 'her answer');
  // The paste into the field, then a click on Connect: the click, not Enter, closes the field.
  await press(host.page, 'invite:1:answer');
  const input = host.page.locator('input.parlor-text');
  await input.waitFor({ state: 'visible' });
  await input.fill(answer);
  await press(host.page, 'invite:1:connect');
  await peerState(host.page, (p) => p.seats[0].presence === 'connected', null, 'Ana connected');
  // Everyone invited is in: the invite screen closed by itself.
  await findItem(host.page, 'peer:invites');
  const st = await waitState(host.page, (s) => s.screen === 'table' && s.overlay === '' && s.to_act && !s.busy && s.phase === 'draw',
    null, { what: 'the host to draw' });
  assert.equal(await input.isVisible(), false, 'no text field open');
  await host.page.keyboard.press('d');
  const after = await moveLanded(host.page, st.moves);
  assert.equal(after.error, '', `D is refused: ${JSON.stringify(after)}`);
  assert.equal(after.phase, 'discard', 'the host drew, and now discards');
  // A click on the table keeps the keys on it too.
  await press(host.page, 'hand:0');
  await waitState(host.page, (s) => s.selected.length === 1, null, { what: 'a card selected' });
  await host.page.keyboard.press('Enter');
  const discarded = await moveLanded(host.page, after.moves);
  assert.equal(discarded.error, '', `Enter is refused: ${JSON.stringify(discarded)}`);
  for (const d of [host, ana]) assert.deepEqual(d.errors, [], 'no console errors');
  for (const d of [host, ana]) await d.context.close();
});

test('the invite screen waits for every invited player, then goes to the table, and opened again it stays', async () => {
  const host = await hostTable(site, 'five_crowns', ['bot', 'invite', 'invite'], { device: SMALL });
  const ana = await join(site, host.page, 1, SMALL, { autoplay: true });
  await findItem(host.page, 'invite:2:answer');  // Ben is still to come: the screen stays
  const ben = await join(site, host.page, 2, SMALL, { autoplay: true });
  await findItem(host.page, 'peer:invites');
  // Opened again with everyone in, it stays until the host leaves it.
  await press(host.page, 'peer:invites');
  await findItem(host.page, 'to-table');
  const { moves } = await peerState(host.page, () => true, null, 'the host');
  await peerState(host.page, (p, n) => p.moves > n, moves, 'a move played under the invite screen');
  await findItem(host.page, 'to-table');
  await press(host.page, 'to-table');
  await findItem(host.page, 'peer:invites');
  for (const d of [host, ana, ben]) assert.deepEqual(d.errors, [], 'no console errors');
  for (const d of [host, ana, ben]) await d.context.close();
});
