// The seed's 2007 rules beside today's on the points both rule on (content/regulations/comparison.json): each side
// with its text, date and source; today's C.07 side shown as the reader reads that text (translated or marked).
import type { TFunction } from 'i18next';
import { paragraphAnchor } from '@/lib/laws/crossrefs';
import type { Locale } from '@/lib/languages';
import { loadComparison, type QuotedSide } from '@/lib/regulations/comparison';
import { readRegulation } from '@/lib/regulations/corpus';
import { RegulationParagraphs } from './RegulationParagraphs';

function Quoted({ side, locale, t }: { side: QuotedSide; locale: Locale; t: TFunction }) {
  return (
    <>
      <h4>
        <span lang={side.language === locale ? undefined : side.language}>{side.code}</span> ({side.date})
      </h4>
      {side.quotes.map((q) => (
        <blockquote key={q.lines[0]} lang={side.language === locale ? undefined : side.language}>
          <p>{q.text}</p>
        </blockquote>
      ))}
      <p className="regulation-mark">
        {t('laws:regulations.source')}: <code>{side.file}</code>, {t('laws:source.lines', { lines: side.quotes.map((q) => q.lines.join('–')).join(', ') })}
      </p>
    </>
  );
}

export function Comparison({ locale, t }: { locale: Locale; t: TFunction }) {
  return (
    <section aria-labelledby="comparison-title" className="regulation-comparison">
      <h2 id="comparison-title">{t('laws:regulations.compareTitle')}</h2>
      <p>{t('laws:regulations.compareIntro')}</p>
      {loadComparison().topics.map((topic) => {
        const now = topic.now;
        return (
          <section key={topic.topic} aria-labelledby={`compare-${topic.topic}`}>
            <h3 id={`compare-${topic.topic}`}>{topic.title[locale]}</h3>
            <p>{topic.note[locale]}</p>
            <Quoted side={topic.then} locale={locale} t={t} />
            {'regulation' in now ? (
              (() => {
                const read = readRegulation(now.regulation, locale);
                const shown = read.paragraphs.filter((p) => now.paragraphs.includes(p.paragraph.id));
                return (
                  <>
                    <h4>
                      <a href={`/${locale}/regulations/${now.regulation}/#${paragraphAnchor(now.paragraphs[0]!)}`}>
                        {read.source.code} {now.paragraphs[0]!.split('.')[0]}
                      </a>{' '}
                      ({read.source.inForce.slice(0, 4)})
                    </h4>
                    <RegulationParagraphs paragraphs={shown} locale={locale} t={t} anchors={false} />
                  </>
                );
              })()
            ) : (
              <Quoted side={now} locale={locale} t={t} />
            )}
          </section>
        );
      })}
    </section>
  );
}
