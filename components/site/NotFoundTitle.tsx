'use client';
import { useEffect } from 'react';

// The 404 page's title in the language of the address (/pt/…, /gl/…, /en/…). The script in the page's <head> sets
// it before the page is shown; Next puts the built title (English) back once the page is running, so it is kept
// here in the address's language whenever it changes.
export function NotFoundTitle({ titles }: { titles: Record<string, string> }) {
  useEffect(() => {
    const l = location.pathname.split('/')[1];
    if (!l || !Object.hasOwn(titles, l)) return;
    const title = titles[l]!;
    const keep = () => {
      if (document.title !== title) document.title = title;
    };
    keep();
    const observer = new MutationObserver(keep);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [titles]);
  return null;
}
