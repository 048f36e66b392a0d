import type { TFunction } from 'i18next';
import type { PartEntry } from '@/lib/laws/corpus';

// "Article 3", "Appendix A", "Guidelines III", "Preface" in the reader's language.
export function partLabel(part: Pick<PartEntry, 'id' | 'kind' | 'number'>, t: TFunction): string {
  const number = part.number ?? /^(?:appendix|guidelines)-(\w+)$/.exec(part.id)?.[1]?.toUpperCase() ?? part.id;
  switch (part.kind) {
    case 'article':
      return t('laws:part.article', { number });
    case 'appendix':
      return t('laws:part.appendix', { number });
    case 'guidelines':
      return part.id === 'guidelines' ? t('laws:part.guidelines') : t('laws:part.guidelinesNumbered', { number });
    default:
      return t(`laws:part.${part.kind}`);
  }
}
