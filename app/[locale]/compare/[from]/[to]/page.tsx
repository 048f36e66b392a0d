import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/compare/Breadcrumb';
import { PartLinks } from '@/components/compare/PartLinks';
import { notFound } from 'next/navigation';
import { LanguageNotice } from '@/components/compare/CompareNotes';
import { PairLinks } from '@/components/compare/PairLinks';
import { titleBesideName } from '@/components/laws/partLabel';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';
import { comparisonPairs, isComparisonPair, overview, type Counts } from '@/lib/laws/compare';
import { citation } from '@/lib/laws/citation';
import { findPart } from '@/lib/laws/corpus';
import { partTitle } from '@/lib/laws/pages';

export const dynamicParams = false;

// Older → newer pairs; and each pair reversed (/en/compare/2023/2009/), a small page that leads to the right order:
// a static export has no server redirects. Only the overviews are reversed, not every article of every pair.
export function generateStaticParams() {
  return locales.flatMap((locale) => comparisonPairs().flatMap((p) => [{ locale, ...p }, { locale, from: p.to, to: p.from }]));
}

type Props = PageProps<'/[locale]/compare/[from]/[to]'>;

async function resolveReversed(props: Props) {
  const { locale, from, to } = await props.params;
  if (!isLocale(locale) || !isComparisonPair(to, from)) return undefined;
  return { locale, older: to, newer: from, t: getI18n(locale).t };
}

async function resolve(props: Props) {
  const { locale, from, to } = await props.params;
  if (!isLocale(locale) || !isComparisonPair(from, to)) notFound();
  const o = overview(from, to, locale);
  if (!o) notFound();
  return { locale, from, to, o, t: getI18n(locale).t };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const reversed = await resolveReversed(props);
  if (reversed) return { title: reversed.t('compare:reversed.title', { older: reversed.older, newer: reversed.newer }), robots: { index: false } };
  const { from, to, t } = await resolve(props);
  return { title: t('compare:overview.title', { from, to }) };
}

// The reversed pair: says that comparisons run from the older edition, links to the right order, and goes there at
// once (<meta http-equiv="refresh">, hoisted into <head> by React; a zero delay is what WCAG allows for a redirect).
function ReversedPair({ locale, older, newer, t }: NonNullable<Awaited<ReturnType<typeof resolveReversed>>>) {
  const href = `/${locale}/compare/${older}/${newer}/`;
  return (
    <article className="compare">
      <meta httpEquiv="refresh" content={`0; url=${href}`} />
      <Breadcrumb locale={locale} t={t} items={[{ label: t('compare:nav.index'), href: `/${locale}/compare/` }, { label: t('compare:index.pairLink', { from: newer, to: older }) }]} />
      <header className="lesson-header">
        <h1>{t('compare:reversed.title', { older, newer })}</h1>
        <p>{t('compare:reversed.body', { older, newer })}</p>
        <p>
          <a className="button button-primary" href={href}>
            {t('compare:reversed.link', { older, newer })} →
          </a>
        </p>
      </header>
    </article>
  );
}

const columns = ['changed', 'added', 'removed', 'moved', 'unchanged'] as const satisfies readonly (keyof Counts)[];
const columnsPaired = ['paired', 'added', 'removed', 'moved'] as const satisfies readonly (keyof Counts)[];

export default async function CompareOverviewPage(props: Props) {
  const reversed = await resolveReversed(props);
  if (reversed) return <ReversedPair {...reversed} />;
  const { locale, from, to, o, t } = await resolve(props);
  const paired = o.languages.mode === 'none';
  const cols = paired ? columnsPaired : columns;
  return (
    <article className="compare">
      <Breadcrumb locale={locale} t={t} items={[{ label: t('compare:nav.index'), href: `/${locale}/compare/` }, { label: t('compare:index.pairLink', { from, to }) }]} />
      <header className="lesson-header">
        <h1>{t('compare:overview.title', { from, to })}</h1>
        <p>{t('compare:overview.intro', { from, to })}</p>
        <p className="compare-summary">{paired ? t('compare:overview.totalsPaired', { ...o.totals }) : t('compare:overview.totals', { ...o.totals })}</p>
      </header>
      <LanguageNotice from={from} to={to} languages={o.languages} reader={locale} t={t} />
      {/* On a narrow screen the table scrolls inside this region (focusable, so the keyboard can scroll it too),
          with the article names kept in view; the page itself never scrolls sideways. */}
      <p className="table-scroll-hint" id="overview-scroll-hint">
        {t('compare:overview.scrollHint')} <span aria-hidden="true">→</span>
      </p>
      <div className="table-scroll" role="region" aria-labelledby="overview-caption" aria-describedby="overview-scroll-hint" tabIndex={0}>
        <table className="compare-table compare-overview">
          <caption id="overview-caption">
            <span className="table-caption-text">{t('compare:overview.tableCaption', { from, to })}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('compare:overview.part', { from })}</th>
              <th scope="col">{t('compare:overview.counterpart', { to })}</th>
              {cols.map((k) => (
                <th key={k} scope="col" className="num">
                  {t(`compare:overview.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {o.entries.map(({ part, comparison: c }) => {
              const entry = findPart(from, part)!;
              const name = citation(from, part, locale);
              const { title: printed, language } = partTitle(entry, locale);
              // "Preface" and the 2009 English title "PREFACE" are one name: shown once.
              const title = titleBesideName(name, printed);
              return (
                <tr key={part} data-part={part}>
                  <th scope="row">
                    <a href={`/${locale}/compare/${from}/${to}/${part}/`}>
                      {name}
                    </a>
                    {title && (
                      <>
                        {' '}
                        <span className="toc-title" lang={language !== locale ? language : undefined}>
                          {title}
                        </span>
                      </>
                    )}
                    {c.fromMissing && <span className="toc-missing"> ({t('compare:overview.notInSources')})</span>}
                  </th>
                  <td>
                    {c.toParts.length === 0
                      ? t('compare:overview.noCounterpart')
                      : <PartLinks locale={locale} edition={to} parts={c.toParts} />}
                  </td>
                  {cols.map((k) => (
                    <td key={k} className={`num${c.counts[k] === 0 ? ' zero' : ''}`}>
                      {c.counts[k]}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {o.newParts.length > 0 && (
        <section aria-labelledby="new-parts">
          <h2 id="new-parts">{t('compare:overview.newParts', { from, to })}</h2>
          <ul>
            {o.newParts.map((n) => (
              <li key={n.part}>
                <a href={`/${locale}/laws/${to}/${n.part}/`}>
                  {citation(to, n.part, locale)}
                </a>{' '}
                ({t('compare:overview.newPartCount', n)})
              </li>
            ))}
          </ul>
        </section>
      )}
      <PairLinks locale={locale} t={t} current={{ from, to }} heading={t('compare:overview.otherPairs')} />
    </article>
  );
}
