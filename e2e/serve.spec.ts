import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { test, expect } from './fixtures';

// What `npm start` sends: precompressed pages and scripts with the right headers, and caching that lets a phone keep
// the hashed scripts for a year while pages are revalidated. Raw requests, so that the body is seen as sent.
function raw(url: string, encoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('pages and scripts are sent compressed, as the browser asks, with caching for hashed files only', async ({ page, baseURL }) => {
  const lesson = `${baseURL}/en/laws/2023/9/`;
  await page.goto(lesson);
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  expect(script).toBeTruthy();

  const br = await raw(lesson, 'gzip, deflate, br');
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/^text\/html/);
  expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  expect(br.headers['cache-control']).toBe('no-cache');
  const html = brotliDecompressSync(br.body).toString('utf8');
  expect(html).toContain('<html lang="en"');

  const gz = await raw(lesson, 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString('utf8')).toBe(html);

  // a client that accepts no encoding gets the page as it is
  const plain = await raw(lesson, 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString('utf8')).toBe(html);
  expect(plain.body.length).toBeGreaterThan(br.body.length * 3);

  const js = await raw(`${baseURL}${script}`, 'br');
  expect(js.headers['content-encoding']).toBe('br');
  expect(js.headers['content-type']).toMatch(/javascript/);
  expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  // the 404 page too
  const missing = await raw(`${baseURL}/en/no-such-page/`, 'br');
  expect(missing.status).toBe(404);
  expect(brotliDecompressSync(missing.body).toString('utf8')).toContain('<html');
});

test('a page paints its text before it asks for any script, and its scripts still run', async ({ page }) => {
  await page.goto('/pt/laws/2023/preface/');
  const timing = await page.evaluate(async () => {
    await new Promise((r) => setTimeout(r, 500));
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const scripts = performance.getEntriesByType('resource').filter((e) => /\/_next\/static\/.*\.js$/.test(e.name));
    return { paint, firstScript: Math.min(...scripts.map((e) => e.startTime)), count: scripts.length };
  });
  expect(timing.count).toBeGreaterThan(3);
  expect(timing.paint).toBeLessThan(timing.firstScript);
  // the framework has started: the page is hydrated (Next's router object exists)
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe('object');
});
