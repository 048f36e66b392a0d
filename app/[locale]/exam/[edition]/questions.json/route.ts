// The exam's questions for one edition in one language, written as a static JSON file at build time: the exam page
// loads only the edition the reader picks.
import { examDataFor } from '@/components/exam/examData';
import { EDITIONS, isEdition } from '@/lib/editions';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => EDITIONS.map((edition) => ({ locale, edition })));
}

export async function GET(_: Request, { params }: RouteContext<'/[locale]/exam/[edition]/questions.json'>) {
  const { locale, edition } = await params;
  if (!isLocale(locale) || !isEdition(edition)) return new Response('Not found', { status: 404 });
  return Response.json(examDataFor(edition, locale, getI18n(locale).t));
}
