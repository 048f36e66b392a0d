import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RoundRobinPage } from '@/components/tournament/RoundRobinPage';
import { resources } from '@/lib/i18n/resources';
import { isLocale, locales } from '@/lib/languages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/tournament/round-robin'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: resources[locale].roundRobin.title };
}

// The round-robin tools: Berger tables, a round's pairings, the Varma draw and exercises, computed in the browser.
export default async function RoundRobinRoute({ params }: PageProps<'/[locale]/tournament/round-robin'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const { roundRobin: s, exercises: x } = resources[locale];
  return (
    <div className="tournament-page">
      <h1>{s.title}</h1>
      <p className="lead">{s.intro}</p>
      <ul>
        <li>
          <a href={`/${locale}/arbiter/round-robins/`}>{s.links.lesson}</a>
        </li>
        <li>
          <a href={`/${locale}/regulations/c05/#p-5.1`}>{s.links.regulation}</a>
        </li>
        <li>
          <a href={`/${locale}/tournament/`}>{s.links.calculator}</a>
        </li>
      </ul>
      <noscript>
        <p>{s.needsScript}</p>
      </noscript>
      <RoundRobinPage s={s} x={x} />
    </div>
  );
}
