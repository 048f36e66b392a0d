import type { TFunction } from 'i18next';

// Course home › Compare editions › … › the current page (the last item, not a link).
export function Breadcrumb({ locale, t, items }: { locale: string; t: TFunction; items: { label: string; href?: string }[] }) {
  const all = [{ label: t('nav.home'), href: `/${locale}/` }, ...items];
  return (
    <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
      {all.map((item, i) => (
        <span key={item.label}>
          {i > 0 && <span aria-hidden="true"> › </span>}
          {item.href ? (
            <a href={item.href}>
              {item.label}
            </a>
          ) : (
            <span aria-current="page">{item.label}</span>
          )}
        </span>
      ))}
    </nav>
  );
}
