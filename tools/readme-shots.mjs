// The README's screenshots: serves dist/ (or $PARLOR_DIST) through the browser tests' harness,
// continues each playable game's saved game (its fixture in tests/e2e/fixtures/, cut at a turn of
// the person's in the middle of the game, so the table has cards on it) and saves the person's turn
// at phone and desktop size as docs/images/<game>-phone.png and docs/images/<game>-desktop.png.
// Run it through tools/readme-shots after a build of the site (tools/play or tools/build-web).
import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSite, openSaved, playableGames, gameTraits, frames, PHONE, DESKTOP } from '../tests/e2e/harness.mjs';
import { myTurn } from '../tests/e2e/turns.mjs';
import { fixture, savedAt, turnAt } from '../tests/e2e/saved_games.mjs';
import { decodePng } from '../tests/e2e/png.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'images');
// The phone at 2 device pixels per CSS pixel (the tests' PHONE is 3x): sharp on a high-density
// screen, with four ninths of the 3x pixels.
const SIZES = { phone: { ...PHONE, deviceScaleFactor: 2 }, desktop: DESKTOP };
// How far into its saved game each picture is taken (a share of its moves), where not the default.
const SHARE = { five_crowns: 0.3, jok_r_ummy: 0.55, joker: 0.5, rummu: 0.6, rummy_o: 0.6 };

// A screenshot as a PNG of at most 256 colours: the felt's grain makes a true-colour shot of a
// table over a megabyte at desktop size, a palette one about a tenth of that. The palette is the most used colours
// (counted at 5 bits a channel), each kept only when it is not within APART (squared distance,
// 400 unless $APART says) of a colour kept before, so the grain's shades fall together; every
// pixel takes the nearest colour kept.
function paletted(png) {
  const { width, height, channels, data } = decodePng(png);
  const n = width * height, key = new Uint16Array(n), count = new Uint32Array(32768);
  for (let i = 0; i < n; i++) {
    const o = i * channels;
    key[i] = ((data[o] >> 3) << 10) | ((data[o + 1] >> 3) << 5) | (data[o + 2] >> 3);
    count[key[i]]++;
  }
  const rgb = (k) => [((k >> 10) & 31) * 8 + 4, ((k >> 5) & 31) * 8 + 4, (k & 31) * 8 + 4];
  const colours = [];
  for (const k of [...count.keys()].filter((j) => count[j] > 0).sort((a, b) => count[b] - count[a])) {
    const c = rgb(k);
    if (colours.length < 256 && !colours.some((p) => (p[0] - c[0]) ** 2 + (p[1] - c[1]) ** 2 + (p[2] - c[2]) ** 2 < APART)) colours.push(c);
  }
  const nearest = new Int16Array(32768).fill(-1);
  const pick = (k) => {
    if (nearest[k] < 0) {
      const [r, g, b] = rgb(k);
      let best = 0, bestD = Infinity;
      colours.forEach(([pr, pg, pb], j) => {
        const d = (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2;
        if (d < bestD) { bestD = d; best = j; }
      });
      nearest[k] = best;
    }
    return nearest[k];
  };
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = pick(key[y * width + x]);
  const chunk = (type, body) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 3, 0, 0, 0], 8);   // 8-bit palette indices, no interlace
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(colours.flat())), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const APART = Number(process.env.APART || 400);
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const only = process.argv.slice(2);
await mkdir(out, { recursive: true });
const games = (await playableGames()).map((g) => g.id).filter((id) => only.length === 0 || only.includes(id));
const site = await startSite();
try {
  for (const game of games) {
    const { saved } = await gameTraits(game);
    const g = fixture(saved);
    const cut = turnAt(g, SHARE[game] ?? 0.5);
    for (const [size, device] of Object.entries(SIZES)) {
      const { page, context, errors } = await openSaved(site, device, savedAt(game, g, cut));
      await myTurn(page, game);
      await frames(page, 5);
      const file = join(out, `${game}-${size}.png`);
      writeFileSync(file, paletted(await page.screenshot()));
      if (errors.length) console.error(`${game} at ${size} size: ${errors.join('; ')}`);
      console.log(`${file.slice(root.length + 1)} (${saved}, move ${cut} of ${g.actions.length})`);
      await context.close();
    }
  }
} finally {
  await site.close();
}
