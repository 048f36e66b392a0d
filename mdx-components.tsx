import type { MDXComponents } from 'mdx/types';
import { LiveBoard } from '@/components/board/LiveBoard';

// Components that lessons may use in MDX without importing them.
const components: MDXComponents = { LiveBoard };

export function useMDXComponents(): MDXComponents {
  return components;
}
