import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/compare/Breadcrumb';
import { notFound } from 'next/navigation';
import { PairLinks } from '@/components/compare/PairLinks';
import { editions, formatInForce } from '@/lib/editions';
import { getI18n } from '@/lib/i18n/server';
import { isLocale } from '@/lib/languages';
import { citation } from '@/lib/laws/citation';
import { paragraphAnchor } from '@/lib/laws/crossrefs';
import { comparisonPairs, loadTimeline } from '@/lib/laws/compare';
import { languageNames } from '@/lib/laws/pages';

type Props = PageProps<'/[locale]/compare'>;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await props.params;
  if (!isLocale(locale)) return {};
  return { title: getI18n(locale).t('compare:index.title') };
}

export default async function CompareIndexPage(props: Props) {
  const { locale } = await props.params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  const timeline = loadTimeline();
  const pairs = comparisonPairs();
  const inCourse = editions.filter((e) => timeline.some((x) => x.edition === e.id));
  return (
    <article className="compare">
      <Breadcrumb locale={locale} t={t} items={[{ label: t('compare:nav.index') }]} />
      <header className="lesson-header">
        <h1>{t('compare:index.title')}</h1>
        <p>{t('compare:index.intro')}</p>
      </header>
      <PairLinks locale={locale} t={t} heading={t('compare:index.chooserTitle')} />
      <section aria-labelledby="timeline">
        <h2 id="timeline">{t('compare:index.timelineTitle')}</h2>
        <p>{t('compare:index.timelineIntro')}</p>
        <ol className="timeline">
          {inCourse.map((edition, i) => {
            const headlines = timeline.find((x) => x.edition === edition.id)?.headlines ?? [];
            const previous = inCourse[i - 1]?.id;
            const texts = languageNames(edition.id, (l) => t(`laws:language.${l}`), t('laws:translation.label'));
            return (
              <li key={edition.id} id={`edition-${edition.id}`}>
                <h3>
                  <a href={`/${locale}/laws/${edition.id}/`}>
                    {t('laws:toc.title', { year: edition.id })}
                  </a>
                </h3>
                <p className="timeline-facts">
                  {t('compare:index.adopted', { adopted: edition.adoptedAt })} ·{' '}
                  {edition.inForce ? t('compare:index.inForce', { date: formatInForce(edition, locale) }) : t('compare:index.inForceUnknown')} ·{' '}
                  {t('compare:index.texts', { languages: texts.join(', ') })}
                </p>
                <h4>{previous ? t('compare:index.headlines') : t('compare:index.headlinesFirst')}</h4>
                <ul>
                  {headlines.map((h) => (
                    <li key={h.paragraph}>
                      {h[locale]} (
                      <a href={`/${locale}/laws/${edition.id}/${h.part}/#${paragraphAnchor(h.paragraph)}`}>
                        {citation(edition.id, h.paragraph, locale)}
                      </a>
                      )
                    </li>
                  ))}
                </ul>
                {previous && pairs.some((p) => p.from === previous && p.to === edition.id) && (
                  <p>
                    <a href={`/${locale}/compare/${previous}/${edition.id}/`}>
                      {t('compare:index.pairLinkLong', { from: previous, to: edition.id })}
                    </a>
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </article>
  );
}
