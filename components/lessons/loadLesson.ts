import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import type { Locale } from '@/lib/i18n/locales';

export interface LoadedLesson {
  Content: ComponentType<MDXProps>;
  title: string;
}

// Lessons are MDX modules compiled at build time; each exports `metadata = { title }`.
export async function loadLesson(locale: Locale, slug: string): Promise<LoadedLesson> {
  const mod = (await import(`@/content/lessons/${locale}/${slug}.mdx`)) as {
    default: ComponentType<MDXProps>;
    metadata: { title: string };
  };
  return { Content: mod.default, title: mod.metadata.title };
}
