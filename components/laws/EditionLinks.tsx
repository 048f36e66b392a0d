import type { TFunction } from 'i18next';
import { corpusEditions } from '@/lib/laws/corpus';

// A row of editions, each a link where `href` gives one: the current edition marked, the others without a
// counterpart shown plainly. Used for "this text in other editions" and "compare with".
export function EditionLinks({
  label,
  current,
  href,
  includeCurrent = true,
  t,
  className = '',
}: {
  label: string;
  current: string;
  href: (edition: string) => string | undefined;
  includeCurrent?: boolean;
  t: TFunction;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`edition-switcher ${className}`.trim()}>
      <span>{label}:</span>
      <ul>
        {corpusEditions()
          .filter((e) => includeCurrent || e !== current)
          .map((e) => {
            const target = e === current ? undefined : href(e);
            return (
              <li key={e}>
                {e === current ? (
                  <span aria-current="page">{e}</span>
                ) : target ? (
                  <a href={target}>
                    {e}
                  </a>
                ) : (
                  <span className="edition-none">
                    {e} <span className="visually-hidden">({t('laws:edition.none')})</span>
                  </span>
                )}
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
