// What an exam run is, shared by the exam's parts.
import type { ShownQuestion } from '@/lib/exam/show';
import type { Answer } from './ExamQuestion';

/** The pass mark of a mock exam, in per cent, as arbiter exams set it. */
export const PASS_MARK = 80;

export interface Run {
  mode: 'practice' | 'mock';
  edition: string;
  /** the part of the exam chosen (absent: the Laws) */
  part?: 'laws' | 'tournaments' | 'ratings' | 'all';
  questions: ShownQuestion[];
  started: number;
  deadline?: number;
}

export interface Finished extends Run {
  answers: Record<string, Answer>;
  seconds: number;
  timeUp: boolean;
}
