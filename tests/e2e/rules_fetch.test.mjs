// The rules texts are not in the first load: the page fetches a game's text (rules/<id>.txt)
// when its set-up or rules screen opens. The rules screen says it is loading until the text is
// there, then shows it; when the fetch fails it says so with Try again, which fetches again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, findItem, press, capture, readable, targets, PHONE, DESKTOP }
  from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const items = (page) => page.evaluate(() => window.Module.parlorItems || []);
const shown = async (page, id) => (await items(page)).find((i) => i.id === id);
// Waits for the item to be published, enabled or not (the timeout only bounds a failure).
const waitItem = (page, id) => page.waitForFunction((want) => (window.Module.parlorItems || []).some((i) => i.id === want),
  id, { timeout: 20000 });
// A request the test stops on purpose is logged by the browser; nothing else may be.
const ownErrors = (errors) => errors.filter((e) => !/Failed to load resource/.test(e));

test('phone: no rules text in the first load; the set-up screen fetches its game\'s, and the rules screen shows it', async () => {
  const asked = [];
  const { page, context, errors } = await openPage(site, PHONE, {
    beforeLoad: (p) => p.on('request', (r) => asked.push(new URL(r.url()).pathname)),
  });
  await waitForFirstFrame(page);
  assert.deepEqual(asked.filter((u) => u.includes('/rules/')), [], 'the first frame fetched no rules text');
  const setupAsks = page.waitForRequest((r) => r.url().endsWith('/rules/five_crowns.txt'), { timeout: 20000 });
  await press(page, 'game:five_crowns');
  await findItem(page, 'start');
  await setupAsks;
  await press(page, 'rules');
  await waitItem(page, 'rules:text');
  assert.match((await shown(page, 'rules:text')).label, /Five Crowns/);
  await readable(page, 'rules');
  await capture(page, 'rules-fetch-phone-text');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: the rules screen says it is loading until the text arrives', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  let held = null;
  await page.route('**/rules/*.txt', (route) => { held = route; });
  await waitForFirstFrame(page);
  await press(page, 'rules:rummu');
  await waitItem(page, 'rules:loading');
  assert.equal((await shown(page, 'rules:loading')).label, 'Loading the rules\u2026');
  assert.equal(await shown(page, 'rules:text'), undefined, 'no text before it arrives');
  await readable(page, 'rules loading');
  await capture(page, 'rules-fetch-phone-loading');
  assert.ok(held, 'the rules screen asked for its text');
  await held.continue();
  await waitItem(page, 'rules:text');
  assert.match((await shown(page, 'rules:text')).label, /Rumm/);
  assert.equal(await shown(page, 'rules:loading'), undefined);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const device of [PHONE, DESKTOP]) {
  const size = `${device.viewport.width}x${device.viewport.height}`;
  test(`${size}: a failed fetch says so with Try again, which shows the text once the network answers`, async () => {
    const { page, context, errors } = await openPage(site, device);
    await page.route('**/rules/*.txt', (route) => route.abort());
    await waitForFirstFrame(page);
    await press(page, 'rules:joker');
    await waitItem(page, 'rules:retry');
    const failed = await shown(page, 'rules:failed');
    assert.ok(failed, 'the failure is said');
    assert.match(failed.label, /^The rules could not be fetched\. .*\.$/);
    assert.equal(await shown(page, 'rules:text'), undefined);
    const retry = await shown(page, 'rules:retry');
    assert.equal(retry.label, 'Try again');
    assert.ok(retry.w >= 44 && retry.h >= 44, `Try again is a 44 px target: ${retry.w}x${retry.h}`);
    assert.ok(retry.y >= failed.y + failed.h, 'Try again lies under the sentence');
    await readable(page, 'rules failed');
    await targets(page, 'rules failed');
    await capture(page, `rules-fetch-failed-${size}`);
    await page.unroute('**/rules/*.txt');
    await press(page, 'rules:retry');
    await waitItem(page, 'rules:text');
    assert.match((await shown(page, 'rules:text')).label, /Joker/);
    assert.equal(await shown(page, 'rules:retry'), undefined, 'Try again goes with the failure');
    assert.deepEqual(ownErrors(errors), []);
    await context.close();
  });
}
