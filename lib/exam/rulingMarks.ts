// Marking a written ruling: the elements of the model answer that belong to an edition, their marks, and the score
// of the elements a candidate ticked. Pure and free of the schema library, so the browser reads it cheaply.

/** What marking needs of an element: its id, its marks and, when the ruling changed, the editions it holds in. */
export interface MarkedElement {
  id: string;
  marks: number;
  editions?: readonly string[];
}

/** The elements of the model answer in one edition, in their order. */
export const elementsIn = <E extends MarkedElement>(elements: readonly E[], edition: string): E[] =>
  elements.filter((e) => !e.editions || e.editions.includes(edition));

export const totalMarks = (elements: readonly MarkedElement[]) => elements.reduce((n, e) => n + e.marks, 0);

/** The marks for the elements ticked (ids that are not elements, or repeated, count nothing). */
export function scoreTicks(elements: readonly MarkedElement[], ticked: readonly string[]): { got: number; total: number } {
  const set = new Set(ticked);
  return { got: elements.filter((e) => set.has(e.id)).reduce((n, e) => n + e.marks, 0), total: totalMarks(elements) };
}
