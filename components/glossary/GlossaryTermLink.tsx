// A term in a lesson linked to its glossary entry. The id must be a glossary term (content/glossary/terms.json):
// an unknown one fails the build here and the content tests before that.
import { findTerm } from '@/lib/glossary/terms';

export function GlossaryTermLink({ locale, id, children }: { locale: string; id: string; children: React.ReactNode }) {
  if (!findTerm(id)) throw new Error(`<Term id="${id}">: no such term in content/glossary/terms.json`);
  return (
    <a href={`/${locale}/glossary/#${id}`} className="term-link">
      {children}
    </a>
  );
}
