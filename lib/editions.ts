// The editions of the Laws the course knows, by year in force (the id used in routes).
export interface Edition {
  id: string;
  // ISO date the edition came into force, where the sources state it.
  inForce: string;
}

export const editions: readonly Edition[] = [
  { id: '2009', inForce: '2009-07-01' },
  { id: '2018', inForce: '2018-01-01' },
  { id: '2023', inForce: '2023-01-01' },
];

export function findEdition(id: string): Edition | undefined {
  return editions.find((e) => e.id === id);
}

const dateLocale = { pt: 'pt-BR', gl: 'gl-ES', en: 'en-GB' } as const;

// "1 July 2009", "1 de julho de 2009", "1 de xullo de 2009".
export function formatInForce(edition: Edition, locale: keyof typeof dateLocale): string {
  return new Intl.DateTimeFormat(dateLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${edition.inForce}T00:00:00Z`),
  );
}
