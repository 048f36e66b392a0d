// The course's languages. Order is the order shown in the language chooser.
export const locales = ['pt', 'gl', 'en'] as const;
export type Locale = (typeof locales)[number];

// Each language's name written in that language (shown in the chooser and the switcher).
export const localeNames: Record<Locale, string> = {
  pt: 'Português',
  gl: 'Galego',
  en: 'English',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

// Replaces the locale segment of a site path, keeping the rest (used by the language switcher).
export function switchLocalePath(pathname: string, to: Locale): string {
  const parts = pathname.split('/');
  if (isLocale(parts[1])) {
    parts[1] = to;
    const path = parts.join('/');
    return path.endsWith('/') ? path : `${path}/`;
  }
  return `/${to}/`;
}
