// The written rulings of one edition in one language, written as a static JSON file at build time (model answers in
// that edition's numbering, diagrams from the engine): the rulings and FA exam pages load only what they show.
import { showWords } from '@/components/exam/examData';
import { EDITIONS, isEdition } from '@/lib/editions';
import { rulingsForExam } from '@/lib/exam/rulingShow';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => EDITIONS.map((edition) => ({ locale, edition })));
}

export async function GET(_: Request, { params }: RouteContext<'/[locale]/exam/[edition]/rulings.json'>) {
  const { locale, edition } = await params;
  if (!isLocale(locale) || !isEdition(edition)) return new Response('Not found', { status: 404 });
  return Response.json(rulingsForExam(edition, locale, showWords(getI18n(locale).t)));
}
