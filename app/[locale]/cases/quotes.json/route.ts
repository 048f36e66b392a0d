// The paragraphs the case lab quotes, every edition, in one reader's language (written at build time): the lab
// fetches them once it is live, so the page itself carries only the example case's.
import { quotesFor } from '@/lib/cases/quotes';
import { isLocale, locales } from '@/lib/languages';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_: Request, { params }: RouteContext<'/[locale]/cases/quotes.json'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  return Response.json(quotesFor(locale));
}
