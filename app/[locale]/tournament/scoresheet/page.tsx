import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Scoresheet } from '@/components/tournament/Scoresheet';
import { resources } from '@/lib/i18n/resources';
import { isLocale, locales } from '@/lib/languages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/tournament/scoresheet'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: resources[locale].tournament.scoresheet.title };
}

// A blank scoresheet to print, after the template of the seed's handout (003 l.1040–1053).
export default async function ScoresheetRoute({ params }: PageProps<'/[locale]/tournament/scoresheet'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const s = resources[locale].tournament.scoresheet;
  return (
    <div className="scoresheet-page">
      <h1>{s.title}</h1>
      <p className="lead">{s.intro}</p>
      <p>{s.howToPrint}</p>
      <p>{s.drawOffers}</p>
      <p>
        <a href={`/${locale}/tournament/`}>{s.back}</a>
      </p>
      <Scoresheet s={s} />
    </div>
  );
}
