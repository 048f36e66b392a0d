'use client';

import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { localeNames, locales, switchLocalePath, type Locale } from '@/lib/languages';

/** What the address carries after the path: the query (a board's edition, position, moves, exercise) and the hash. */
const addressTail = () => `${window.location.search}${window.location.hash}`;

// Links to the same page in the other languages. The label comes translated from the server, so this
// component does not need the translation library in the browser.
//
// The pages are prerendered without a query, so the links in the HTML name the page alone (and work without
// JavaScript). In the browser they carry the query and the hash the address has when the reader points at, focuses,
// presses or right-clicks a link (or moves over one: a pointer already resting there when the scripts arrived sends
// no pointerenter): the free board keeps its position, moves and edition in the query and updates it
// as moves are made, so the address is read at that moment rather than once.
export function LanguageSwitcher({ locale, label, home = false }: { locale: Locale; label: string; home?: boolean }) {
  const pathname = usePathname() ?? `/${locale}/`;
  const [tail, setTail] = useState('');
  // Where a language link goes: the same page in that language, or (home) that language's home page.
  const target = (l: Locale, tail: string) => (home ? `/${l}/` : `${switchLocalePath(pathname, l)}${tail}`);
  const refresh = () => {
    const now = addressTail();
    if (now !== tail) setTail(now);
  };
  return (
    <nav aria-label={label} className="lang-switcher" onPointerEnter={refresh} onPointerMove={refresh} onPointerDown={refresh} onFocus={refresh} onContextMenu={refresh}>
      <ul>
        {locales.map((l) => (
          <li key={l}>
            {l === locale ? (
              <span aria-current="true" lang={l} className="lang-current">
                {localeNames[l]}
              </span>
            ) : (
              <a
                href={target(l, tail)}
                lang={l}
                hrefLang={l}
                // A last look at the address, for a link followed without pointer or focus first (a script's click).
                onClick={(e) => {
                  e.currentTarget.href = target(l, addressTail());
                }}
              >
                {localeNames[l]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
