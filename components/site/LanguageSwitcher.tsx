'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { localeNames, locales, switchLocalePath, type Locale } from '@/lib/languages';

// Links to the same page in the other languages. The label comes translated from the server, so this
// component does not need the translation library in the browser.
export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  const pathname = usePathname() ?? `/${locale}/`;
  return (
    <nav aria-label={label} className="lang-switcher">
      <ul>
        {locales.map((l) => (
          <li key={l}>
            {l === locale ? (
              <span aria-current="true" lang={l} className="lang-current">
                {localeNames[l]}
              </span>
            ) : (
              <Link href={switchLocalePath(pathname, l)} lang={l} hrefLang={l} prefetch={false}>
                {localeNames[l]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
