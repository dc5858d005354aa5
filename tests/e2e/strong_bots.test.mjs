// A Strong bot in the browser: set-up offers it, it thinks across frames (its search in slices
// of the frame's bot budget) and a Five Crowns hand against it plays to its end at both sizes,
// the person's discards chosen by Hint, which asks the Strong bot too. Frames keep coming while
// it thinks: the gaps between animation frames are reported, never asserted on (speed lives in
// bench/strong-move.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, press, findItem, waitState, seedNextGame, PHONE_1X, DESKTOP } from './harness.mjs';
import { settled, move } from './turns.mjs';
import { recordFrames, frameGaps } from './frame_gaps.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

for (const [size, device] of [['phone', PHONE_1X], ['desktop', DESKTOP]]) {
  test(`Five Crowns against a Strong bot plays a hand to its end (${size}), frames coming while it thinks`, async () => {
    const { page, context, errors } = await openPage(site, device);
    await waitForFirstFrame(page);
    await recordFrames(page);
    await seedNextGame(page, 7);
    await press(page, 'game:five_crowns');
    const good = await findItem(page, 'seat:2:level:greedy');
    assert.equal(good.label, 'Good');
    assert.equal((await findItem(page, 'seat:2:level:random')).label, 'Easy');
    assert.equal((await findItem(page, 'seat:2:level:strong')).label, 'Strong');
    await press(page, 'seat:2:level:strong');
    await press(page, 'speed:instant');
    await press(page, 'start');
    await waitState(page, (s) => s.screen === 'table', null, { what: 'the table' });
    let strongMoves = 0, thoughtFrames = 0, hints = 0;
    for (let guard = 0; guard < 200; guard++) {
      const st = await settled(page);
      if (st.overlay !== '') break;  // the hand's reveal
      if (st.seat_move.seat === 1) {
        strongMoves++;
        thoughtFrames = Math.max(thoughtFrames, st.seat_move.frames);
      }
      if (st.phase === 'draw') {
        await move(page, 'stock', st);
        continue;
      }
      await press(page, 'hint');
      const hinted = await waitState(page, (s, h) => s.hints > h && s.selected.length === 1, st.hints, { what: 'Hint' });
      hints++;
      await move(page, 'discard-button', hinted);
    }
    const end = await waitState(page, (s) => s.overlay === 'reveal', null, { what: 'the hand\'s reveal' });
    assert.ok(end.moves >= 4, `both seats moved: ${end.moves}`);
    assert.ok(strongMoves > 0 && hints > 0, `the Strong bot moved (${strongMoves}) and Hint hinted (${hints})`);
    // A Strong move spreads over frames: it thinks 100 ms at 1.5 ms a frame at instant speed.
    assert.ok(thoughtFrames > 1, `a Strong move took more than one frame (${thoughtFrames})`);
    const gaps = await frameGaps(page);
    console.log(`${size}: ${gaps.frames} frames; gaps between them median ${gaps.median?.toFixed(1)} ms, ` +
      `p95 ${gaps.p95?.toFixed(1)} ms, max ${gaps.max?.toFixed(1)} ms; a Strong move over up to ${thoughtFrames} frames`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
