import Link from 'next/link';
import type { Locale } from '@/lib/languages';
import { citation } from '@/lib/laws/citation';

/** The parts of an edition, each a link to its page and named as that edition prints it, separated by commas. */
export function PartLinks({ locale, edition, parts }: { locale: Locale; edition: string; parts: string[] }) {
  return parts.map((p, i) => (
    <span key={p}>
      {i > 0 && ', '}
      <Link href={`/${locale}/laws/${edition}/${p}/`} prefetch={false}>
        {citation(edition, p, locale)}
      </Link>
    </span>
  ));
}
