import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import type { Locale } from '@/lib/languages';

// Arbiter lessons are MDX modules compiled at build time, one per language.
export async function loadArbiterLesson(locale: Locale, slug: string): Promise<ComponentType<MDXProps>> {
  const mod = (await import(`@/content/arbiter/${locale}/${slug}.mdx`)) as { default: ComponentType<MDXProps> };
  return mod.default;
}
