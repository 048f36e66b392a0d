import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import type { Page } from '@playwright/test';
import { test, expect, board, square, piece, waitForBoard, axeClean } from './fixtures';
import pt from '../locales/pt/offline.json';
import gl from '../locales/gl/offline.json';

// Only this spec lets the service worker run (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' });

/** Until the worker is active and controls the page (clientsClaim on the first visit). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Opens a page and waits until its scripts (requested after the first paint) have loaded. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

test.describe('offline', () => {
  test('pages the reader has opened open again without a network', async ({ page, context }) => {
    await visit(page, '/pt/laws/2009/1/');
    await controlled(page);
    // The first load came before the worker; from now on every page (and what it loads) goes through it.
    await visit(page, '/pt/laws/2009/1/');
    const first = await page.getByRole('heading', { level: 1 }).textContent();
    await visit(page, '/pt/laws/2009/2/');
    const second = await page.getByRole('heading', { level: 1 }).textContent();
    await context.setOffline(true);
    await page.goto('/pt/laws/2009/1/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!);
    await page.goto('/pt/laws/2009/2/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!);
    await expect(page.getByTestId('offline-page')).toHaveCount(0);
    // A page never opened nor saved: the offline page in the reader's language, not the browser's error.
    await page.goto('/pt/laws/2009/7/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.page.title);
    await expect(page.getByRole('link', { name: pt.page.home })).toHaveAttribute('href', '/pt/');
    await axeClean(page);
    await context.setOffline(false);
  });

  test('saves a whole edition from its contents page: size, progress, saved; its unopened pages then open offline', async ({ page, context }) => {
    await visit(page, '/gl/laws/2018/');
    await controlled(page);
    const control = page.getByTestId('offline-save');
    await expect(control.getByText(/^Uns [\d,]+ (MB|kB) para descargar\.$/)).toBeVisible();
    await axeClean(page, '[data-testid="offline-save"]');
    // Every value the progress bar takes, from the first to the last.
    await page.evaluate(() => {
      const seen: { value: number; max: number }[] = [];
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLProgressElement>('#offline-save-progress');
        if (bar) seen.push({ value: bar.value, max: bar.max });
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await control.getByRole('button', { name: gl.save.button }).click();
    const saved = control.locator('.offline-saved');
    await expect(saved).toHaveText(/^Gardada neste dispositivo: a edición de 2018 ábrese sen conexión \([\d,]+ (MB|kB)\)\.$/, { timeout: 60_000 });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: { value: number; max: number }[] }).progressSeen);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)!.value).toBe(seen.at(-1)!.max);
    expect(seen[0]!.value).toBeLessThan(seen[0]!.max);
    await axeClean(page, '[data-testid="offline-save"]');

    // Which editions are saved survives a reload.
    await page.reload();
    await expect(saved).toHaveText(/^Gardada neste dispositivo/);
    await expect(control.getByRole('button', { name: gl.save.remove })).toBeVisible();

    await context.setOffline(true);
    // Never opened, but saved: the page, and its board, which loads its code and the rules engine from the cache.
    await page.goto('/gl/laws/2018/3/');
    await expect(page.getByTestId('offline-page')).toHaveCount(0);
    await waitForBoard(page, 'initial');
    await square(page, 'initial', 'g1').click();
    await square(page, 'initial', 'f3').click();
    await expect(piece(page, 'initial', 'f3')).toHaveAttribute('data-piece', 'wN');
    await expect(board(page, 'initial').getByRole('listitem')).toHaveText('Cf3');
    await page.goto('/gl/laws/2018/guidelines-iii/');
    await expect(page.getByTestId('offline-page')).toHaveCount(0);
    // Another edition, not saved: the offline page, in Galician.
    await page.goto('/gl/laws/2023/4/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gl.page.title);
    await axeClean(page);

    // Removing it.
    await context.setOffline(false);
    await visit(page, '/gl/laws/2018/');
    await control.getByRole('button', { name: gl.save.remove }).click();
    await expect(control.getByRole('paragraph').filter({ hasText: gl.save.removed })).toBeVisible();
    expect(await page.evaluate(() => caches.keys())).not.toContainEqual(expect.stringContaining(':edition:gl:2018'));
  });

  test('says so when the device has no room for the edition, and keeps nothing', async ({ page }) => {
    await visit(page, '/pt/laws/2009/');
    const control = page.getByTestId('offline-save');
    await expect(control.getByText(/^Cerca de [\d,]+ (MB|kB) para baixar\.$/)).toBeVisible();
    // A device with 100 kB left.
    await page.evaluate(() => {
      navigator.storage.estimate = async () => ({ quota: 200_000, usage: 100_000 });
    });
    await control.getByRole('button', { name: pt.save.button }).click();
    await expect(control.locator('.offline-error')).toHaveText(/^Não há espaço suficiente neste dispositivo para salvar a edição \([\d,]+ (MB|kB)\)\./);
    await expect(page.getByRole('status')).toHaveText(/^Não há espaço suficiente/);
    expect(await page.evaluate(() => caches.keys())).not.toContainEqual(expect.stringContaining(':edition:'));
    await axeClean(page, '[data-testid="offline-save"]');
    await expect(control.getByRole('button', { name: pt.save.button })).toBeEnabled();
  });
});

// On a server of the test's own: one whose /sw.js can change (an update: the new worker waits while a page of the old
// build is open, then deletes the old build's visited pages with their assets, and keeps a saved edition, whole, in
// its build), and whose network fails in the middle of a download.
test.describe('an update of the site, a network that fails', () => {
  const out = join(__dirname, '..', 'out');
  const build = JSON.parse(readFileSync(join(out, 'offline', 'pt-2023.json'), 'utf8')).build as string;
  const original = readFileSync(join(out, 'sw.js'), 'utf8');
  let version = 1;
  let server: Server;
  let origin = '';
  test.beforeAll(async () => {
    const assets = sirv(out, { extensions: ['html'], dev: true });
    server = createServer((req, res) => {
      if (req.url === '/pt/laws/2001/5/' && req.headers['x-course-save']) {
        // the network gives out while the edition is being saved (a hall's proxy answering for a lost uplink)
        res.statusCode = 503;
        res.end();
      } else if (req.url?.startsWith('/sw.js')) {
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(version === 1 ? original : original.replaceAll(build, `${build}-next`));
      } else
        assets(req, res, () => {
          res.statusCode = 404;
          res.end();
        });
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('says so when the network fails while saving, and keeps nothing', async ({ context }) => {
    const page = await context.newPage();
    await visit(page, `${origin}/pt/laws/2001/`);
    await controlled(page);
    const control = page.getByTestId('offline-save');
    await expect(control.getByText(/^Cerca de [\d,]+ (MB|kB) para baixar\.$/)).toBeVisible();
    await control.getByRole('button', { name: pt.save.button }).click();
    await expect(control.locator('.offline-error')).toHaveText(pt.save.errorNetwork, { timeout: 30_000 });
    await expect(page.getByRole('status')).toHaveText(pt.save.errorNetwork);
    expect(await page.evaluate(() => caches.keys())).not.toContainEqual(expect.stringContaining(':edition:'));
    await axeClean(page, '[data-testid="offline-save"]');
  });

  test('never strands a page without its scripts, and keeps saved editions', async ({ context }) => {
    expect(original).toContain(build);
    const page = await context.newPage();
    await visit(page, `${origin}/pt/laws/2023/1/`);
    await controlled(page);
    await visit(page, `${origin}/pt/laws/2023/2/`);
    // A saved edition of this build (as the control writes it: the pages and the assets they load, one cache).
    await page.evaluate((b) => caches.open(`course:${b}:edition:pt:1997`).then((c) => c.put('/offline/pt-1997.json', new Response('{}'))), build);
    const keys = () => page.evaluate(() => caches.keys());
    expect(await keys()).toEqual(expect.arrayContaining([`course:${build}:pages`, `course:${build}:assets`]));

    version = 2;
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting));
    // Waiting while the old build's page is open: its caches are still there for the scripts it may load later.
    expect(await keys()).toEqual(expect.arrayContaining([`course:${build}:pages`, `course:${build}:assets`]));

    // Once the last page of the old build is closed, the new worker activates and clears the old build's caches
    // (read from a worker of this origin, since no page is open).
    await page.close();
    const stillThere = async () => {
      for (const worker of context.serviceWorkers().filter((w) => w.url().startsWith(origin))) {
        try {
          return (await worker.evaluate(() => caches.keys())).includes(`course:${build}:pages`);
        } catch {
          // a worker that has just been replaced
        }
      }
      return true;
    };
    await expect.poll(stillThere, { timeout: 20_000 }).toBe(false);
    const next = await context.newPage();
    await visit(next, `${origin}/pt/laws/2023/2/`);
    await expect(next.getByTestId('offline-page')).toHaveCount(0);
    await next.waitForFunction((b) => caches.keys().then((k) => k.includes(`course:${b}-next:pages`)), build);
    const after = await next.evaluate(() => caches.keys());
    expect(after).not.toContain(`course:${build}:assets`);
    expect(after).toContain(`course:${build}:edition:pt:1997`);
  });
});
