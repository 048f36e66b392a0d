import { describe, expect, it } from 'vitest';
import { assetsCache, editionCache, lookupOrder, pagesCache, parseCacheName, staleCaches } from './caches';

const names = [
  'serwist-precache-v2-http://localhost/',
  pagesCache('old'),
  assetsCache('old'),
  editionCache('old', 'pt', '2009'),
  pagesCache('new'),
  assetsCache('new'),
  editionCache('new', 'gl', '2023'),
  'someone-else',
];

describe('the caches of the service worker', () => {
  it('reads back the names it writes, and no other', () => {
    expect(parseCacheName(editionCache('a-B_c', 'gl', '2023'))).toEqual({ build: 'a-B_c', kind: 'edition', locale: 'gl', edition: '2023' });
    expect(parseCacheName(pagesCache('x'))).toEqual({ build: 'x', kind: 'pages' });
    expect(parseCacheName('course:x:pages:extra')).toBeUndefined();
    expect(parseCacheName('someone-else')).toBeUndefined();
  });

  it("deletes on an update the older build's visited pages together with their assets, and keeps saved editions", () => {
    expect(staleCaches(names, 'new')).toEqual([pagesCache('old'), assetsCache('old')]);
  });

  it("looks for a copy in this build's caches first, then the precache, then older saved editions, never older visited pages", () => {
    expect(lookupOrder(names, 'new')).toEqual([pagesCache('new'), assetsCache('new'), editionCache('new', 'gl', '2023'), 'serwist-precache-v2-http://localhost/', 'someone-else', editionCache('old', 'pt', '2009')]);
  });
});
