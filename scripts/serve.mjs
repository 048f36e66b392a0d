// Serves the static export in out/ on http://localhost:3000 (PORT to change it), with the 404 page for
// unknown addresses, as any static host would.
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';

const root = join(import.meta.dirname, '..', 'out');
if (!existsSync(join(root, 'index.html'))) {
  console.error('There is no build in out/. Run "npm run build" first (or "npm start", which builds when needed).');
  process.exit(1);
}
const port = Number(process.env.PORT) || 3000;
const notFound = readFileSync(join(root, '404.html'));
const assets = sirv(root, { extensions: ['html'], etag: true });

createServer((req, res) =>
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(notFound);
  }),
).listen(port, () => console.log(`The course is running on http://localhost:${port}/`));
