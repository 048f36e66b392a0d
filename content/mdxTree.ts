// Lessons read as the site reads them: the MDX syntax tree (remark with MDX and GFM, as @mdx-js/mdx parses it), for
// the content tests. Only what the tests read is typed here.
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';

export interface MdxNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  /** the text of a text or inline-code node */
  value?: unknown;
  children?: MdxNode[];
}

/** The reader-visible text of a lesson: text and inline-code nodes, in document order. */
export function proseOf(text: string): string[] {
  const out: string[] = [];
  const walk = (node: MdxNode) => {
    if ((node.type === 'text' || node.type === 'inlineCode') && typeof node.value === 'string') out.push(node.value);
    for (const child of node.children ?? []) walk(child);
  };
  walk(treeOf(text));
  return out;
}
const parser = createProcessor({ remarkPlugins: [remarkGfm] });
const trees = new Map<string, MdxNode>();
export const treeOf = (text: string): MdxNode => {
  if (!trees.has(text)) trees.set(text, parser.parse(text) as unknown as MdxNode);
  return trees.get(text)!;
};

// Every JSX element (<Name …/> or <Name>…</Name>, in a block or inside a line of prose), in document order, with
// the elements that enclose it.
export function elementsIn(text: string): { node: MdxNode; ancestors: MdxNode[] }[] {
  const out: { node: MdxNode; ancestors: MdxNode[] }[] = [];
  const walk = (node: MdxNode, ancestors: MdxNode[]) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') out.push({ node, ancestors });
    for (const child of node.children ?? []) walk(child, [...ancestors, node]);
  };
  walk(treeOf(text), []);
  return out;
}

// An element's props written as strings (id="…"); props written as expressions (white={10}) are left out.
export const stringProps = (node: MdxNode): Record<string, string> =>
  Object.fromEntries(
    (node.attributes ?? []).flatMap((a) => (a.type === 'mdxJsxAttribute' && a.name && typeof a.value === 'string' ? [[a.name, a.value]] : [])),
  );

