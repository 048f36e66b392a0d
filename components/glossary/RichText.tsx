// Glossary prose with foreign words marked {{pt:roque}}: each is shown quoted, with its lang attribute (unless it is
// in the reader's own language).
const marked = /\{\{(en|pt|gl|es):([^}]+)\}\}/g;

export function RichText({ text, locale }: { text: string; locale: string }) {
  const out: React.ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(marked)) {
    out.push(text.slice(last, m.index));
    const [, lang, word] = m;
    out.push(
      <span key={m.index}>
        “{lang === locale ? word : <span lang={lang}>{word}</span>}”
      </span>,
    );
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return <>{out}</>;
}
