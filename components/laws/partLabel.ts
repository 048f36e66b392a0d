// A part is named by lib/laws/citation.ts ("Article 3", "Appendix A", "Guidelines III", "Preface"); its printed
// title is shown beside the name only when it says more than the name (the 2009 English "PREFACE" does not).
export function titleBesideName(name: string, title: string | undefined): string | undefined {
  if (!title) return undefined;
  return title.replace(/[.:]$/, '').toLocaleLowerCase() === name.toLocaleLowerCase() ? undefined : title;
}
