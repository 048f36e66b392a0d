import type { Locale } from '@/lib/languages';
import { citation } from '@/lib/laws/citation';

/** The parts of an edition, each a link to its page and named as that edition prints it, separated by commas. */
export function PartLinks({ locale, edition, parts }: { locale: Locale; edition: string; parts: string[] }) {
  return parts.map((p, i) => (
    <span key={p}>
      {i > 0 && ', '}
      <a href={`/${locale}/laws/${edition}/${p}/`}>
        {citation(edition, p, locale)}
      </a>
    </span>
  ));
}
