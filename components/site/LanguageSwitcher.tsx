'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { localeNames, locales, switchLocalePath, type Locale } from '@/lib/i18n/locales';

// Links to the same page in the other languages.
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const pathname = usePathname() ?? `/${locale}/`;
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('nav.languageSwitcher')} className="lang-switcher">
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
