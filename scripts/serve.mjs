// Serves the static export in out/ on http://localhost:3000 (PORT to change it), with the 404 page for
// unknown addresses, as any static host would, compressed and with caching headers.
//
// Long addresses. A board link carries its position and moves in the query, and the app never writes one longer
// than 8 KB (MAX_QUERY in lib/board/link.ts). Node answers a request whose request line and headers pass 16 KB with
// a bare "431", which the browser shows as its own error page; this server accepts 64 KB (MAX_HEADER_SIZE), so any
// link the app writes, and far longer ones, reach the page, which reads the query itself and says, in its language,
// that a link is too long. Past 64 KB Node cannot read the request at all: the server then answers "414 URI Too
// Long" with the page the path names (seen at the start of the request), or the 404 page for an unknown path, so
// that the reader still gets the page's own message rather than a bare error.
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import sirv from 'sirv';

export const MAX_HEADER_SIZE = 64 * 1024;

const root = join(import.meta.dirname, '..', 'out');
if (!existsSync(join(root, 'index.html'))) {
  console.error('There is no build in out/. Run "npm run build" first (or "npm start", which builds when needed).');
  process.exit(1);
}
const port = Number(process.env.PORT) || 3000;
const notFound = readFileSync(join(root, '404.html'));
// Precompressed copies (.br, .gz, written by scripts/postbuild.mjs) are sent to browsers that accept them, with
// Content-Encoding and Vary: Accept-Encoding. Hashed files under /_next/static/ never change: cached for a year;
// pages are revalidated with their ETag on every visit.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const assets = sirv(root, {
  extensions: ['html'],
  etag: true,
  brotli: true,
  gzip: true,
  setHeaders: (res, pathname) => res.setHeader('Cache-Control', pathname.startsWith('/_next/static/') ? IMMUTABLE : 'no-cache'),
});

const notFoundBr = existsSync(join(root, '404.html.br')) ? readFileSync(join(root, '404.html.br')) : undefined;

const server = createServer({ maxHeaderSize: MAX_HEADER_SIZE }, (req, res) =>
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    if (notFoundBr && /\bbr\b/.test(String(req.headers['accept-encoding']))) {
      res.setHeader('Content-Encoding', 'br');
      res.end(notFoundBr);
    } else {
      res.end(notFound);
    }
  }),
);

// The page a path names (/pt/board/ → out/pt/board/index.html), or undefined.
function pageOf(path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, decoded, 'index.html'));
  if (!file.startsWith(root + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

// Where each request starts: a request too long for Node's parser is only known by its first bytes.
const requestStart = Symbol('request start');
const REQUEST_LINE = /^(GET|HEAD) (\/[^\s?#]*)/;
server.on('connection', (socket) => {
  socket.prependListener('data', (chunk) => {
    const m = REQUEST_LINE.exec(chunk.toString('latin1', 0, 512));
    if (m) socket[requestStart] = { method: m[1], path: m[2] };
  });
});

server.on('clientError', (err, socket) => {
  if (!socket.writable) return;
  const start = err.code === 'HPE_HEADER_OVERFLOW' ? socket[requestStart] : undefined;
  if (!start) {
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    return;
  }
  // The page the path names, which reads the address itself; an unknown path gets the 404 page, as it would short.
  const page = pageOf(start.path);
  const body = page ? readFileSync(page) : notFound;
  const head = [
    page ? 'HTTP/1.1 414 URI Too Long' : 'HTTP/1.1 404 Not Found',
    'Content-Type: text/html; charset=utf-8',
    `Content-Length: ${body.length}`,
    'Cache-Control: no-store',
    'Connection: close',
  ].join('\r\n');
  socket.write(`${head}\r\n\r\n`);
  socket.end(start.method === 'HEAD' ? undefined : body);
});

server.listen(port, () => console.log(`The course is running on http://localhost:${port}/`));
