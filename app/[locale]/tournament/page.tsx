import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TournamentPage } from '@/components/tournament/TournamentPage';
import { resources } from '@/lib/i18n/resources';
import { isLocale, locales } from '@/lib/languages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/tournament'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: resources[locale].tournament.title };
}

// The tie-break calculator: a crosstable typed or a TRF file opened, ranked in the browser (lib/tournament).
export default async function TournamentRoute({ params }: PageProps<'/[locale]/tournament'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { tournament: s, exercises: x, roundRobin: rr } = resources[locale];
  return (
    <div className="tournament-page">
      <h1>{s.title}</h1>
      <p className="lead">{s.intro}</p>
      <p>
        <a href={`/${locale}/tournament/scoresheet/`}>{s.scoresheetLink}</a>
      </p>
      <p>
        <a href={`/${locale}/tournament/round-robin/`}>{rr.title}</a>
      </p>
      <noscript>
        <p>{s.needsScript}</p>
      </noscript>
      <TournamentPage s={s} x={x} />
    </div>
  );
}
