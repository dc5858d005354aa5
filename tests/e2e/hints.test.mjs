// Hint always answers with something the person can see (blind testers met a Hint that did
// nothing): Five Crowns' Hint before the draw names the pile to take from and lights it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, press, waitState, moveLanded, capture, assertHintSaid,
  DESKTOP } from './harness.mjs';
import { myTurn, settled, startGame } from './turns.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// The hint shown after a press of Hint (`st`: the state before it).
async function hinted(page, st) {
  await press(page, 'hint');
  return waitState(page, (s, h) => s.hints > h, st.hints, { what: 'the hint' });
}

// Turn after turn the hint is followed: before the draw it says the pile in Five Crowns' words
// ("draw from the stock", as its prompt says) and that pile alone is lit; taken, the hint's discard.
test('Five Crowns at a desktop: Hint before the draw names the pile to take from and lights it', async () => {
  const { page, context, errors } = await startGame(site, DESKTOP, 'five_crowns', 2, 1);
  const seen = new Set();
  for (let turn = 0; turn < 30 && seen.size < 2; turn++) {
    let st = await settled(page);
    // A hand's end: its reveal, then its sheet, each left once it shows.
    if (st.overlay === 'reveal' || st.overlay === 'scores') {
      await press(page, st.overlay === 'reveal' ? 'reveal-continue' : 'continue');
      await waitState(page, (s, o) => s.overlay !== o, st.overlay, { what: `the ${st.overlay} to close` });
      continue;
    }
    assert.equal(st.phase, 'draw', 'the person\'s turn opens with the draw');
    assert.ok(st.buttons.find((b) => b.id === 'hint').enabled, 'Hint is live before the draw');
    st = await hinted(page, st);
    assertHintSaid(st, st.hint_pile === 'stock' ? 'draw' : 'take_discard');
    assert.match(st.hint, /^Hint: (draw from the stock|take the .+ from the discard pile(: it is wild)?)\.$/);
    assert.equal(st.hint_pile, /stock/.test(st.hint) ? 'stock' : 'discard', `the pile lit: ${st.hint}`);
    assert.equal(st.error, '', 'no refusal');
    if (!seen.has(st.hint_pile)) await capture(page, `hint-fc-${st.hint_pile}`);
    seen.add(st.hint_pile);
    const drawn = await (async () => { await press(page, st.hint_pile); return moveLanded(page, st.moves); })();
    assert.equal(drawn.error, '', 'the pile the hint lit is taken');
    st = await myTurn(page, 'five_crowns');
    assert.equal(st.hint_pile, '', 'no pile is lit once the card is taken');
    st = await hinted(page, st);
    assert.equal(st.selected.length, 1, `the hint's discard selected: ${st.hint}`);
    await press(page, 'discard-button');
    await moveLanded(page, st.moves);
  }
  assert.deepEqual([...seen].sort(), ['discard', 'stock'], 'the hint named each pile on some turn');
  assert.deepEqual(errors, []);
  await context.close();
});
