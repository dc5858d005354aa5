// The saved games the browser tests and tools/readme-shots continue: a game's whole game of greedy
// bots (its `saved` trait: tests/e2e/fixtures/<name>.json), as the CLI wrote it (minified):
//   parlor simulate --game <id> --games 1 --players <n> --bots greedy --seed <s> --save <file>
import { readFileSync } from 'node:fs';

export const fixture = (name) => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

const NAMES = ['Sam', 'Ana', 'Bo', 'Cy', 'Di', 'Ed'];
export const seatsFor = (n, people = [0]) => NAMES.slice(0, n).map((name, i) => (people.includes(i) ? { name, bot: false }
  : { name, bot: true, kind: 'greedy' }));

// Saved on this device as the game `g` (a saved game of `game`) was at `cut` moves, the seats
// `people` persons (the others bots).
export function savedAt(game, g, cut, people = [0]) {
  const setup = { game, options: g.options, seed: g.seed, speed: 'instant', seats: seatsFor(g.options.players, people) };
  return JSON.stringify({ format: 1, setup, game: { ...g, actions: g.actions.slice(0, cut) } });
}

// The first start of a turn of seat 0 (its move after another seat's) at or after `share` of the game.
export function turnAt(g, share) {
  const a = g.actions;
  for (let i = Math.max(Math.floor(a.length * share), 1); i < a.length; i++) if (a[i].seat === 0 && a[i - 1].seat !== 0) return i;
  return 0;
}
