// An empty progress record: what a reader without saved progress has (kept apart from ./progress, so a page can
// show it without loading the storage code).
export const emptyProgress = () => ({ version: 1 as const, lessons: {} as Record<string, string>, quizzes: {} as Record<string, { right: boolean; at: string }>, exam: {} as Record<string, { right: boolean; at: string }>, exams: [] as { edition: string; mode: 'practice' | 'mock'; right: number; total: number; passMark: number; seconds: number; at: string; wrong: string[] }[] });
