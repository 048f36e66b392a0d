// The exam bank as the build reads it: every file of content/exam/ parsed on load (a file that breaks the schema
// stops the build with its name), and each question's exam topic, which is a lesson of the course. Server-only.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import topicsData from '@/content/exam/topics.json';
import { examFileSchema, isRegulationFile, regulationFileSchema, type ExamPart, type ExamQuestion, type RegulationQuestion } from './schema';

const dir = join(process.cwd(), 'content', 'exam');

/** The bank's files: every .json in content/exam/ except topics.json. */
export function examFiles(): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'topics.json')
    .sort();
}

export function readExamFile(file: string): unknown {
  return JSON.parse(readFileSync(join(dir, file), 'utf8'));
}

let cache: ExamQuestion[] | undefined;
/** The Laws questions (the files without a "part"). */
export function examBank(): ExamQuestion[] {
  if (!cache) {
    cache = examFiles().flatMap((f) => {
      const data = readExamFile(f);
      if (isRegulationFile(data)) return [];
      const parsed = examFileSchema.safeParse(data);
      if (!parsed.success) throw new Error(`content/exam/${f}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
      return parsed.data.questions;
    });
  }
  return cache;
}

export type PartQuestion = RegulationQuestion & { part: Exclude<ExamPart, 'laws'> };

let regulationCache: PartQuestion[] | undefined;
/** The regulation questions (the files of the parts "tournaments" and "ratings"), each with its file's part. */
export function regulationBank(): PartQuestion[] {
  if (!regulationCache) {
    regulationCache = examFiles().flatMap((f) => {
      const data = readExamFile(f);
      if (!isRegulationFile(data)) return [];
      const parsed = regulationFileSchema.safeParse(data);
      if (!parsed.success) throw new Error(`content/exam/${f}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
      return parsed.data.questions.map((q) => ({ ...q, part: parsed.data.part }));
    });
  }
  return regulationCache;
}

/** Lesson slug -> the alignment topic groups it covers, in the course's order. */
export const topicLessons: Readonly<Record<string, readonly string[]>> = topicsData.lessons;

const lessonOfGroup = new Map(Object.entries(topicLessons).flatMap(([lesson, groups]) => groups.map((g) => [g, lesson] as const)));

export const topicGroup = (topic: string) => topic.split('.')[0]!;

/** The question's exam topic: the lesson of its first topic's group. */
export function examTopicOf(q: Pick<ExamQuestion, 'topics'>): string | undefined {
  return lessonOfGroup.get(topicGroup(q.topics[0]!));
}
