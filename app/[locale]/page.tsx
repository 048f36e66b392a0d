import { notFound } from 'next/navigation';
import { ProgressPanel } from '@/components/exam/ProgressPanel';
import { FirstStepsEntry } from '@/components/firstSteps/HomeEntry';
import { StageMap } from '@/components/firstSteps/StageMap';
import { firstStepsStrings } from '@/components/firstSteps/strings';
import { stages as firstStepsStages } from '@/lib/firstSteps/stages';
import { lessonLinks } from '@/components/exam/topics';
import { resources } from '@/lib/i18n/resources';
import { lessonEdition, lessonParts, lessons } from '@/lib/content/lessons';
import { getI18n } from '@/lib/i18n/server';
import { isLocale } from '@/lib/languages';
import { citation } from '@/lib/laws/citation';
import { corpusEditions } from '@/lib/laws/corpus';
import { findEdition } from '@/lib/editions';

export default async function CourseHome({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { t } = getI18n(locale);
  const path = lessons.map((l) => ({ entry: l, slug: l.slug, part: l.part, title: l.title[locale] }));
  const startArticle = path[0]?.part;
  const currentEdition = lessonEdition;
  const href = (edition: string, article: string) => `/${locale}/laws/${edition}/${article}/`;
  // "Preface: The Preface: when the Laws are silent" says the name twice: a title that starts with it stands alone.
  const lessonLink = (part: string, title: string) =>
    title.replace(/^(the|a|o|as|os)\s+/i, '').toLocaleLowerCase().startsWith(part.toLocaleLowerCase()) ? title : t('home.lessonLink', { part, title });
  return (
    <div className="home">
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p className="lead">{t('home.intro')}</p>
        <FirstStepsEntry locale={locale} />
        {startArticle && (
          <p>
            <a className="button button-primary" href={href(currentEdition, startArticle)}>
              {t('home.startHere')} →
            </a>{' '}
            <a className="button" href={`/${locale}/exam/`}>
              {t('exam:title')}
            </a>
          </p>
        )}
      </section>

      <StageMap
        stages={firstStepsStages.map((st) => ({ id: st.id, title: st.text[locale].title, levels: st.levels.map((l) => l.id) }))}
        locale={locale}
        s={{ mapTitle: firstStepsStrings[locale].mapTitle, mapIntro: firstStepsStrings[locale].mapIntro, stageStars: firstStepsStrings[locale].stageStars }}
      />

      <ProgressPanel s={resources[locale].exam.progress} lessonCount={lessons.length} locale={locale} lessonLinks={lessonLinks(locale)} />

      <section aria-labelledby="lessons-title" className="path">
        <h2 id="lessons-title">{t('home.lessonsTitle')}</h2>
        <ol className="lesson-path">
          {path.map((l) => {
            const article = l.part;
            const others = corpusEditions().flatMap((e) => lessonParts(l.entry, e).slice(0, 1).map((a) => [e, a] as const));
            return (
              <li key={l.slug} className="lesson-card">
                {article && (
                  <a href={href(currentEdition, article)} className="lesson-card-link">
                    {lessonLink(citation(currentEdition, article, locale), l.title)}
                  </a>
                )}
                <p className="lesson-card-editions">
                  {t('home.editionsNote')}{' '}
                  {others.map(([e, a], i) => (
                    <span key={e}>
                      {i > 0 && ', '}
                      <a href={href(e, a)}>
                        {e}
                      </a>
                    </span>
                  ))}
                </p>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="laws-title" className="path">
        <h2 id="laws-title">{t('laws:toc.homeTitle')}</h2>
        <p>{t('laws:toc.homeIntro')}</p>
        <ul className="edition-list">
          {corpusEditions().map((e) => (
            <li key={e}>
              <a href={`/${locale}/laws/${e}/`}>
                {t('laws:toc.title', { year: e })}
              </a>{' '}
              <span className="edition-list-adopted">({findEdition(e)?.adoptedAt})</span>
            </li>
          ))}
        </ul>
        <p>
          <a href={`/${locale}/regulations/`}>{t('laws:regulations.homeLink')}</a>
        </p>
      </section>

      <section aria-labelledby="arbiter-title" className="path">
        <h2 id="arbiter-title">{t('arbiter:home.title')}</h2>
        <p>{t('arbiter:home.intro')}</p>
        <p>
          <a href={`/${locale}/arbiter/`}>{t('arbiter:home.link')}</a>
        </p>
      </section>

      <section aria-labelledby="glossary-title" className="path">
        <h2 id="glossary-title">{t('glossaryPage:home.title')}</h2>
        <p>{t('glossaryPage:home.intro')}</p>
        <p>
          <a href={`/${locale}/glossary/`}>{t('glossaryPage:home.link')}</a>
        </p>
      </section>

      <section aria-labelledby="audience-title" className="audience">
        <h2 id="audience-title">{t('home.audienceTitle')}</h2>
        <ul className="audience-list">
          {(['beginners', 'coaches', 'arbiters'] as const).map((k) => (
            <li key={k}>{t(`home.audience.${k}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
