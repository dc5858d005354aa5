// The gaps between a page's animation frames, for tests that report them (never assert on them:
// speed lives in bench/).

// Starts keeping every animation frame's time in the page.
export const recordFrames = (page) => page.evaluate(() => {
  window.parlorFrameTimes = [];
  const tick = (t) => {
    window.parlorFrameTimes.push(t);
    if (window.parlorFrameTimes.length > 20000) window.parlorFrameTimes.splice(0, 5000);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});

// How many frames came since, and the median, p95 and largest gap between two of them (ms).
export const frameGaps = (page) => page.evaluate(() => {
  const t = window.parlorFrameTimes, d = [];
  for (let i = 1; i < t.length; i++) d.push(t[i] - t[i - 1]);
  d.sort((a, b) => a - b);
  return { frames: t.length, median: d[Math.floor(d.length / 2)], p95: d[Math.floor(d.length * 0.95)], max: d[d.length - 1] };
});
