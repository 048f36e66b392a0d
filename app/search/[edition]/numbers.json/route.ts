// Where each numbered paragraph of one edition is, as a static JSON file: the search page fetches it when a query
// is a paragraph number ("9.2") and opens that paragraph.
import { isEdition } from '@/lib/editions';
import { corpusEditions } from '@/lib/laws/corpus';
import { numberTables } from '@/lib/search/records';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return corpusEditions().map((edition) => ({ edition }));
}

export async function GET(_: Request, { params }: RouteContext<'/search/[edition]/numbers.json'>) {
  const { edition } = await params;
  const table = isEdition(edition) ? numberTables()[edition] : undefined;
  return table ? Response.json(table) : new Response('Not found', { status: 404 });
}
