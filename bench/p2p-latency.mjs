// Peer play's latency between two local browser contexts over a real data channel (iceServers []):
//  - join: from the guest's page opening the invite link to its first frame, to its answer code on
//    screen, and to its table drawn once the host has taken the answer (the script pastes the
//    answer at once; a person copying the code adds their own time);
//  - a move: from the guest's tap (the pointerdown the page sees) to the guest's frame that shows
//    the move, which the table plays only when the host's update brings it back (the host checks
//    and applies it first): one round trip through the host's check. Split at the data channel:
//    tap to the guest's send, the channel to the host, the host's turn-around (receive to its
//    update sent), the channel back, and the guest's receive to the frame that shows it.
// Goals: a move's median under 30 ms on localhost, joining under 2 s. Run after tools/build-web:
//   node bench/p2p-latency.mjs [moves=40] [joins=3] [hidden]
// `hidden`: the host's tab is in the background once the guest has joined (its frames then run on
// a timer, about four a second, web/peer.js), as when the host switched to a messaging app.
// Wall time on a shared machine; both pages render with SwiftShader on the CPU. Times across the
// two pages are on one clock (performance.timeOrigin + performance.now()).
import { startSite, press, waitState, moveLanded } from '../tests/e2e/harness.mjs';
import { SMALL, hostTable, join, playOne } from '../tests/e2e/peer_harness.mjs';

const moves = Number(process.argv[2] || 40), joins = Number(process.argv[3] || 3), hidden = process.argv[4] === 'hidden';
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
const fmt = (xs) => (xs.length ? `median ${pct(xs, 0.5).toFixed(0)} ms, p90 ${pct(xs, 0.9).toFixed(0)} ms (${xs.length})` : 'none');

// In both pages: the clock time of each text sent and received on the data channel, of the last
// pointerdown, of every table state published, and of the join's steps.
const stamps = (page) => page.addInitScript(() => {
  const now = () => performance.timeOrigin + performance.now();
  const p = (window.parlorStamps = { sent: [], received: [], states: [], tap: 0 });
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (text) { p.sent.push({ t: now(), text: String(text).slice(0, 120) }); return send.call(this, text); };
  const make = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const dc = make.apply(this, args);
    dc.addEventListener('message', (e) => p.received.push({ t: now(), text: String(e.data).slice(0, 120) }));
    return dc;
  };
  window.addEventListener('pointerdown', () => { p.tap = now(); }, true);
  p.frames = [];
  const tick = () => { p.frames.push(now()); if (p.frames.length > 4000) p.frames.splice(0, 2000); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const watch = setInterval(() => {
    const m = window.Module;
    if (!m || !('parlorState' in m)) return;
    clearInterval(watch);
    const d = Object.getOwnPropertyDescriptor(m, 'parlorState');
    Object.defineProperty(m, 'parlorState', {
      configurable: true, enumerable: true, get: d.get,
      set: (v) => {
        d.set(v);
        if (v) p.states.push({ t: now(), moves: v.moves });
        // The table may be drawn first outside an animation frame (a peer's text wakes one).
        if (v && v.screen === 'table' && !p.table) p.table = performance.now();
      },
    });
  }, 1);
  const look = () => {
    const m = window.Module;
    if (window.parlorReady && !p.first) p.first = performance.now();
    if (m && m.parlorPeer && m.parlorPeer.answer && !p.answer) p.answer = performance.now();
    if (!p.table) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
});

const site = await startSite();
const join_ = { first: [], answer: [], table: [] };
const move = { total: [], tap: [], there: [], host: [], back: [], shown: [], frames: [] };
for (let j = 0; j < joins; j++) {
  // The host plays seat 1 as a bot at instant speed; seat 2 is the guest's.
  const host = await hostTable(site, 'five_crowns', ['bot', 'invite'], { device: SMALL, seed: 2026 + j, beforeLoad: stamps });
  const guest = await join(site, host.page, 1, SMALL, { beforeLoad: stamps });
  const t = await guest.page.evaluate(() => window.parlorStamps);
  for (const k of Object.keys(join_)) if (t[k]) join_[k].push(t[k]);
  await press(host.page, 'back');
  if (hidden)
    await host.page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  for (let n = 0; n < Math.ceil(moves / joins); n++) {
    const st = await waitState(guest.page, (s) => s.screen === 'table' && !s.game_over && (s.overlay !== '' || (s.to_act && !s.busy)),
      null, { what: 'the guest to act' });
    if (st.overlay !== '') {
      // The end-of-hand reveal or the score sheet: closed as a person would, not timed.
      await playOne(guest.page, st, n);
      continue;
    }
    if (st.phase !== 'draw') {
      // "Best" picks the card to discard first (not timed); the discard is the timed tap.
      await press(guest.page, 'hint');
      await waitState(guest.page, (s) => s.selected.length === 1, null, { what: '"Best" to select the discard' });
    }
    const mark = await Promise.all([guest, host].map((d) => d.page.evaluate(() => ({
      sent: window.parlorStamps.sent.length, received: window.parlorStamps.received.length }))));
    await press(guest.page, st.phase === 'draw' ? 'stock' : 'discard-button');
    const after = await moveLanded(guest.page, st.moves);
    if (after.error) throw new Error(after.error);
    const [g, h] = await Promise.all([guest, host].map((d) => d.page.evaluate(() => window.parlorStamps)));
    const shown = g.states.find((x) => x.moves > st.moves && x.t >= g.tap);
    const gSent = g.sent.slice(mark[0].sent).find((x) => x.text.includes('"action"'));
    const hGot = h.received.slice(mark[1].received).find((x) => x.text.includes('"action"'));
    const hSent = h.sent.slice(mark[1].sent).find((x) => x.t >= (hGot?.t ?? Infinity));
    const gGot = g.received.slice(mark[0].received).find((x) => x.t >= (hSent?.t ?? Infinity));
    if (!shown || !gSent || !hGot || !hSent || !gGot) continue;
    move.total.push(shown.t - g.tap);
    move.tap.push(gSent.t - g.tap);
    move.there.push(hGot.t - gSent.t);
    move.host.push(hSent.t - hGot.t);
    move.back.push(gGot.t - hSent.t);
    move.shown.push(shown.t - gGot.t);
    move.frames.push(g.frames.filter((t) => t > gGot.t && t <= shown.t).length);
  }
  await host.context.close();
  await guest.context.close();
}
await site.close();
console.log(`joining, from opening the invite link (goal 2000 ms): first frame ${fmt(join_.first)}; ` +
  `answer code shown ${fmt(join_.answer)}; table drawn ${fmt(join_.table)}`);
if (hidden) console.log('the host\'s tab hidden while the guest plays');
console.log(`a guest's move, tap to the frame showing it after the host's check (goal: median 30 ms): ${fmt(move.total)}`);
console.log(`  tap to sent ${fmt(move.tap)}; channel ${fmt(move.there)}; host ${fmt(move.host)}; ` +
  `channel back ${fmt(move.back)}; received to shown ${fmt(move.shown)}`);
// The guest draws the frame that shows its move as the host's update arrives (main.cpp
// text_arrived), not at the next animation frame: 0 animation frames in between.
console.log(`  animation frames begun between the guest's receive and the frame that shows the move: ` +
  `${move.frames.filter((n) => n === 0).length} moves none, ${move.frames.filter((n) => n > 0).length} moves one or more`);
