'use client';
// Loads a list the build wrote as JSON beside the page (an edition's questions or written rulings), once per address.
import { useEffect, useState } from 'react';

export type LoadedList<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: T[] };

const cache = new Map<string, unknown[]>();

export function useJsonList<T>(url: string, attempt: number): LoadedList<T> {
  const key = `${url}#${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; result: LoadedList<T> }>({ key: '', result: { state: 'loading' } });
  useEffect(() => {
    if (cache.has(url)) return;
    let live = true;
    fetch(url)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((items: unknown) => {
        if (!Array.isArray(items)) throw new Error('not a list');
        cache.set(url, items);
        if (live) setLoaded({ key, result: { state: 'ready', items: items as T[] } });
      })
      .catch(() => live && setLoaded({ key, result: { state: 'failed' } }));
    return () => {
      live = false;
    };
  }, [url, key]);
  const cached = cache.get(url);
  if (cached) return { state: 'ready', items: cached as T[] };
  return loaded.key === key ? loaded.result : { state: 'loading' };
}
