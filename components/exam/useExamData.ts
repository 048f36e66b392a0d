'use client';
// Loads an edition's questions (the JSON file the build wrote beside the page) once per edition.
import { useEffect, useState } from 'react';
import type { ShownQuestion } from '@/lib/exam/show';

export type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; questions: ShownQuestion[] };

const cache = new Map<string, ShownQuestion[]>();

export function useExamData(base: string, edition: string, attempt: number): Loaded {
  const url = `${base}${edition}/questions.json`;
  const key = `${url}#${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; result: Loaded }>({ key: '', result: { state: 'loading' } });
  useEffect(() => {
    if (cache.has(url)) return;
    let live = true;
    fetch(url)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((questions: ShownQuestion[]) => {
        if (!Array.isArray(questions)) throw new Error('not a list');
        cache.set(url, questions);
        if (live) setLoaded({ key, result: { state: 'ready', questions } });
      })
      .catch(() => live && setLoaded({ key, result: { state: 'failed' } }));
    return () => {
      live = false;
    };
  }, [url, key]);
  const cached = cache.get(url);
  if (cached) return { state: 'ready', questions: cached };
  return loaded.key === key ? loaded.result : { state: 'loading' };
}
