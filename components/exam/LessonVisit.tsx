'use client';
// Records in the reader's progress that a lesson was opened; renders nothing. The progress code is loaded after
// the page is up, so a lesson's first load carries none of it.
import { useEffect } from 'react';

export function LessonVisit({ slug }: { slug: string }) {
  useEffect(() => {
    void import('@/lib/exam/progress').then((m) => m.recordLessonVisit(slug));
  }, [slug]);
  return null;
}
