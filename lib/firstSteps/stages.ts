// Every first-steps stage (content/first-steps/*.json), in the order a beginner meets them: the pieces' moves, then
// capture, protection, check, mate, the special moves, the draws and what happens at the board (touch-move, the clock).
// Parsed with the schema on load (at build): a stage that does not fit stops the build with its problem.
import { stageSchema, type Stage } from './schema';
import rook from '@/content/first-steps/rook.json';
import bishop from '@/content/first-steps/bishop.json';
import queen from '@/content/first-steps/queen.json';
import knight from '@/content/first-steps/knight.json';
import king from '@/content/first-steps/king.json';
import pawn from '@/content/first-steps/pawn.json';
import capture from '@/content/first-steps/capture.json';
import protection from '@/content/first-steps/protection.json';
import check from '@/content/first-steps/check.json';
import outOfCheck from '@/content/first-steps/out-of-check.json';
import mateInOne from '@/content/first-steps/mate-in-one.json';
import castling from '@/content/first-steps/castling.json';
import enPassant from '@/content/first-steps/en-passant.json';
import stalemate from '@/content/first-steps/stalemate.json';
import repetition from '@/content/first-steps/repetition.json';
import touchMove from '@/content/first-steps/touch-move.json';
import clock from '@/content/first-steps/clock.json';

const raw: Record<string, unknown> = {
  'rook': rook,
  'bishop': bishop,
  'queen': queen,
  'knight': knight,
  'king': king,
  'pawn': pawn,
  'capture': capture,
  'protection': protection,
  'check': check,
  'out-of-check': outOfCheck,
  'mate-in-one': mateInOne,
  'castling': castling,
  'en-passant': enPassant,
  'stalemate': stalemate,
  'repetition': repetition,
  'touch-move': touchMove,
  'clock': clock,
};

/** The stages' files, as read (the content test checks them with lib/firstSteps/validate.ts). */
export const stageFiles = Object.entries(raw).map(([id, data]) => ({ name: `${id}.json`, data }));

export const stages: readonly Stage[] = stageFiles.map(({ name, data }) => {
  const parsed = stageSchema.safeParse(data);
  if (!parsed.success) throw new Error(`content/first-steps/${name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
});

export function findStage(id: string): Stage | undefined {
  return stages.find((s) => s.id === id);
}
