// A small static server for dist/ (node only, no packages): right MIME types so the browser can
// compile wasm while it streams, and no caching so a rebuild shows at once.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.svg': 'image/svg+xml', '.txt': 'text/plain; charset=utf-8',
};

export function serve(root, port = 0, host = '127.0.0.1') {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(join(base, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(base)) { res.writeHead(403).end(); return; }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => { server.off('error', fail); ok(server); });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] || 'dist';
  const port = Number(process.argv[3] || process.env.PORT || 8080);
  let server;
  try {
    server = await serve(root, port);
  } catch (e) {
    console.error(e.code === 'EADDRINUSE' ? `Port ${port} is in use; pick another, e.g. PORT=9000 tools/play` : String(e));
    process.exit(1);
  }
  // The address it listens on, not "localhost", which may resolve to ::1 first.
  console.log(`Parlor is being served at http://127.0.0.1:${server.address().port}/  (Ctrl+C stops it)`);
}
