import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/compare/Breadcrumb';
import { PartLinks } from '@/components/compare/PartLinks';
import { notFound } from 'next/navigation';
import { CompareLegend, LanguageNotice } from '@/components/compare/CompareNotes';
import { CompareRows, Pieces } from '@/components/compare/CompareRows';
import { titleBesideName } from '@/components/laws/partLabel';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';
import { changeTableRows, compareArticle, comparisonPages, isComparisonPair } from '@/lib/laws/compare';
import { citation } from '@/lib/laws/citation';
import { findPart } from '@/lib/laws/corpus';
import { partTitle } from '@/lib/laws/pages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => comparisonPages().map((p) => ({ locale, ...p })));
}

type Props = PageProps<'/[locale]/compare/[from]/[to]/[article]'>;

async function resolve(props: Props) {
  const { locale, from, to, article } = await props.params;
  if (!isLocale(locale) || !isComparisonPair(from, to)) notFound();
  const part = findPart(from, article);
  const c = part && compareArticle(from, to, article, locale);
  if (!part || !c) notFound();
  const { t } = getI18n(locale);
  const label = citation(from, part.id, locale);
  const { title, language } = partTitle(part, locale);
  return { locale, from, to, part, c, t, label, title: titleBesideName(label, title), language };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { from, to, label, t } = await resolve(props);
  return { title: t('compare:article.title', { part: label, from, to }) };
}

export default async function CompareArticlePage(props: Props) {
  const { locale, from, to, part, c, t, label, title, language } = await resolve(props);
  const table = changeTableRows(from, to, part.id);
  const counts = { ...c.counts };
  return (
    <article className="compare">
      <Breadcrumb
        locale={locale}
        t={t}
        items={[
          { label: t('compare:nav.index'), href: `/${locale}/compare/` },
          { label: t('compare:index.pairLink', { from, to }), href: `/${locale}/compare/${from}/${to}/` },
          { label },
        ]}
      />
      <header className="lesson-header">
        <p className="eyebrow">{t('compare:article.eyebrow', { from, to })}</p>
        <h1>{t('compare:article.title', { part: label, from, to })}</h1>
        {title && (
          <p className="compare-part-title" lang={language && language !== locale ? language : undefined}>
            {title}
          </p>
        )}
        <p>
          {c.toParts.length > 0 ? (
            <>
              {t('compare:article.whereNow', { to })}{' '}
              <PartLinks locale={locale} edition={to} parts={c.toParts} />
              .
            </>
          ) : (
            t('compare:article.gone', { to })
          )}{' '}
          <a href={`/${locale}/laws/${from}/${part.id}/`}>
            {t('compare:article.readFrom', { part: label, edition: from })}
          </a>
        </p>
        <p className="compare-summary">
          {c.languages.mode === 'none' ? t('compare:article.summaryPaired', counts) : t('compare:article.summary', counts)}
        </p>
      </header>
      <LanguageNotice from={from} to={to} languages={c.languages} reader={locale} t={t} />
      {c.fromMissing && (
        <p className="notice" role="note">
          {t('compare:article.fromMissing', { from, to })}
        </p>
      )}
      <CompareLegend from={from} to={to} t={t} />
      <CompareRows c={c} locale={locale} t={t} />
      {table.length > 0 && (
        <section aria-labelledby="change-table" className="compare-change-table">
          <h2 id="change-table">{t('compare:article.changeTableTitle')}</h2>
          <p>{t('compare:article.changeTableIntro')}</p>
          <div className="cmp-table">
            <div className="cmp-head" aria-hidden="true">
              <div>{t('compare:article.changeTableOld')}</div>
              <div>{t('compare:article.changeTableNew')}</div>
            </div>
            {table.map((r) => (
              <div key={r.article} className={`cmp-row cmp-row-${r.diff ? 'changed' : 'added'}`} data-status={r.diff ? 'changed' : 'added'}>
                <p className="cmp-badges">
                  <span className="law-label">{r.article}</span>{' '}
                  <span className={`cmp-badge cmp-badge-${r.diff ? 'changed' : 'added'}`}>
                    {r.diff ? t('compare:badge.changed') : t('compare:article.changeTableNewOnly')}
                  </span>
                </p>
                <div className="cmp-sides">
                  <div className="cmp-side cmp-from" lang="pt" data-label={t('compare:article.changeTableOld')}>
                    <span className="visually-hidden">{t('compare:article.changeTableOld')}: </span>
                    {r.diff ? <Pieces pieces={r.diff.from.flat()} t={t} /> : (r.old ?? '—')}
                  </div>
                  <div className="cmp-side cmp-to" lang="pt" data-label={t('compare:article.changeTableNew')}>
                    <span className="visually-hidden">{t('compare:article.changeTableNew')}: </span>
                    {r.diff ? <Pieces pieces={r.diff.to.flat()} t={t} /> : (r.new ?? '—')}
                  </div>
                </div>
              </div>
            ))}
          </div>
        </section>
      )}
      <p>
        <a href={`/${locale}/compare/${from}/${to}/`}>
          {t('compare:article.overviewLink', { from, to })}
        </a>
      </p>
    </article>
  );
}
