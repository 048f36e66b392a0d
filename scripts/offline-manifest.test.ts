import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionManifest, writeManifests } from './offline-manifest.mjs';

// A small export in the shape of out/: pages whose scripts are in the after-paint loader, styles, an icon with a
// hashed query, piece images, scripts that load other scripts later, and brotli copies of some files.
let out: string;
const put = (path: string, text: string) => {
  const file = join(out, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css"/><link rel="icon" href="/icon.svg?icon.abc.svg"/></head><body>${body}<a href="/pt/laws/2009/">2009</a><script id="scripts-after-paint">(function(s){})(["/_next/static/chunks/main.js"])</script></body></html>`;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'offline-manifest-'));
  put('pt/index.html', page('home'));
  put('pt/laws/2023/index.html', page('contents'));
  put('pt/laws/2023/1/index.html', page('<img src="/pieces/wK.svg" alt=""/>'));
  put('pt/laws/2023/appendix-a/index.html', page('<script>self.__next_f.push([1,"\\"/_next/static/chunks/island.js\\""])</script>'));
  put('pt/laws/2009/index.html', page('2009 contents'));
  put('pt/laws/2009/1/index.html', page('<img src="/pieces/bK.svg" alt=""/>'));
  put('pt/exam/index.html', page('exam'));
  put('pt/exam/2023/questions.json', '[{"id":1}]');
  put('pt/exam/2009/questions.json', '[{"id":2}]');
  put('pt/cases/index.html', page('case lab'));
  put('pt/cases/quotes.json', '{"2023":{}}');
  put('en/laws/2023/index.html', page('en contents'));
  put('_next/static/chunks/main.js', 'load("static/chunks/lazy.js");load("static/chunks/ghost.js")'.repeat(40));
  put('_next/static/chunks/main.js.br', 'small');
  put('_next/static/chunks/lazy.js', 'load("/_next/static/chunks/deeper.js")');
  put('_next/static/chunks/deeper.js', 'x');
  put('_next/static/chunks/island.js', 'island');
  put('_next/static/chunks/unused.js', 'never loaded');
  put('_next/static/chunks/site.css', 'body{}');
  put('icon.svg', '<svg/>');
  put('pieces/wK.svg', '<svg>K</svg>');
  put('pieces/bK.svg', '<svg>k</svg>');
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('offline manifest of an edition', () => {
  it('lists every page of the edition in that language once, and no page of another edition or language', () => {
    const urls = editionManifest(out, 'B1', 'pt', '2023').files.map((f: { url: string }) => f.url);
    const pages = urls.filter((u: string) => u.startsWith('/pt/') || u.startsWith('/en/'));
    // The case lab and the articles it quotes come with any edition: a case opened offline still quotes them.
    expect(pages).toEqual(['/pt/', '/pt/laws/2023/', '/pt/laws/2023/1/', '/pt/laws/2023/appendix-a/', '/pt/exam/', '/pt/exam/2023/questions.json', '/pt/cases/', '/pt/cases/quotes.json']);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists what the pages load, and what their scripts load later, but nothing else', () => {
    const urls = editionManifest(out, 'B1', 'pt', '2023').files.map((f: { url: string }) => f.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/_next/static/chunks/main.js',
        '/_next/static/chunks/lazy.js',
        '/_next/static/chunks/deeper.js',
        '/_next/static/chunks/island.js',
        '/_next/static/chunks/site.css',
        '/icon.svg?icon.abc.svg',
        '/pieces/wK.svg',
      ]),
    );
    for (const absent of ['/_next/static/chunks/unused.js', '/_next/static/chunks/ghost.js', '/pieces/bK.svg', '/pt/laws/2009/']) expect(urls).not.toContain(absent);
  });

  it('gives each file the bytes the browser downloads (the brotli copy where there is one), and their sum', () => {
    const manifest = editionManifest(out, 'B1', 'pt', '2023');
    const size = (path: string) => statSync(join(out, path)).size;
    const bytes = Object.fromEntries(manifest.files.map((f: { url: string; bytes: number }) => [f.url, f.bytes]));
    expect(bytes['/_next/static/chunks/main.js']).toBe(size('_next/static/chunks/main.js.br'));
    expect(bytes['/_next/static/chunks/lazy.js']).toBe(size('_next/static/chunks/lazy.js'));
    expect(bytes['/pt/laws/2023/1/']).toBe(size('pt/laws/2023/1/index.html'));
    expect(bytes['/icon.svg?icon.abc.svg']).toBe(size('icon.svg'));
    expect(manifest.bytes).toBe(manifest.files.reduce((sum: number, f: { bytes: number }) => sum + f.bytes, 0));
    expect(manifest).toMatchObject({ build: 'B1', locale: 'pt', edition: '2023' });
  });

  it('writes one manifest per language and edition found in the export', () => {
    const written = writeManifests(out, 'B2');
    expect(written.map((m: { locale: string; edition: string }) => `${m.locale}-${m.edition}`).sort()).toEqual(['en-2023', 'pt-2009', 'pt-2023']);
    const saved = JSON.parse(readFileSync(join(out, 'offline', 'pt-2009.json'), 'utf8'));
    expect(saved.build).toBe('B2');
    expect(saved.files.map((f: { url: string }) => f.url)).toContain('/pt/exam/2009/questions.json');
    expect(saved.files.map((f: { url: string }) => f.url)).toContain('/pieces/bK.svg');
  });
});
