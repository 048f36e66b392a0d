import { forLocale, scenarioText } from '@/lib/scenarios/text';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { I18nProvider } from '@/components/site/I18nProvider';
import { LazyBoardPage } from '@/components/board/LazyBoardPage';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';
import { clientStrings } from '@/lib/i18n/resources';
import { scenarios } from '@/lib/scenarios/registry';
import { caseLabHref, exerciseCase } from '@/lib/cases/linkQuery';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/board'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: getI18n(locale).t('boardPage.title') };
}

// The free board: edition, position and moves (or an exercise) travel in the query string, read in the browser.
export default async function FreeBoardPage({ params }: PageProps<'/[locale]/board'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  const exercises = scenarios.map((s) => ({ id: s.id, title: scenarioText(s, locale).title, kind: s.kind, scenario: s }));
  return (
    <div className="board-page">
      <h1>{t('boardPage.title')}</h1>
      <p className="lead">{t('boardPage.intro')}</p>
      <I18nProvider locale={locale} bundle={clientStrings(locale)}>
        <LazyBoardPage scenarios={scenarios.map((s) => forLocale(s, locale))} />
      </I18nProvider>
      <section aria-labelledby="exercises-title">
        <h2 id="exercises-title">{t('boardPage.exercises')}</h2>
        <p>{t('boardPage.exercisesIntro')}</p>
        <ul className="exercise-list">
          {exercises.map((e) => (
            <li key={e.id}>
              <a href={`/${locale}/board/?scenario=${e.id}`}>{e.title}</a> <span className="exercise-kind">({t(`boardPage.kind.${e.kind}`)})</span>
              {e.kind === 'arbiter' && (
                <>
                  {' · '}
                  <a href={caseLabHref(locale, exerciseCase(e.scenario))} aria-label={`${t('cases:open')}: ${e.title}`}>
                    {t('cases:open')}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
