// The editions of the Laws the course knows, by year in force (the id used in routes), oldest first.
export interface Edition {
  id: string;
  // ISO date the edition came into force, where a source states it; otherwise only the year is known.
  inForce?: string;
  // Where and when the FIDE Congress adopted it, in English (place names as FIDE gives them).
  adoptedAt: string;
}

export const editions: readonly Edition[] = [
  // Seed 001 holds the Portuguese text in force before 1 July 2001; it names the Yerevan Congress but no date.
  { id: '1997', adoptedAt: 'Yerevan' },
  { id: '2001', inForce: '2001-07-01', adoptedAt: 'Istanbul 2000' },
  { id: '2009', inForce: '2009-07-01', adoptedAt: 'Dresden 2008' },
  { id: '2018', inForce: '2018-01-01', adoptedAt: 'Goynuk 2017' },
  { id: '2023', inForce: '2023-01-01', adoptedAt: 'Chennai 2022' },
];

export function findEdition(id: string): Edition | undefined {
  return editions.find((e) => e.id === id);
}

export const currentEditionId = editions[editions.length - 1]!.id;

const dateLocale = { pt: 'pt-BR', gl: 'gl-ES', en: 'en-GB' } as const;

// "1 July 2009", "1 de julho de 2009", "1 de xullo de 2009"; just the year when the day is not known.
export function formatInForce(edition: Edition, locale: keyof typeof dateLocale): string {
  if (!edition.inForce) return edition.id;
  return new Intl.DateTimeFormat(dateLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${edition.inForce}T00:00:00Z`),
  );
}
