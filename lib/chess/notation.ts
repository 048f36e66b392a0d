// Moves in the reader's own letters (Appendix C of each language's Laws: pt/gl R rei, D dama, T torre, B bispo,
// C cavalo / cabaleiro; castling 0-0; promotion d8D). The engine reads and writes SAN with English letters
// (lib/rules, Board.parseSan); this module translates between the two, so every move a reader types or reads goes
// through one place. Pure: no engine, no React.
import { notationOf, type Locale } from '@/lib/languages';

type EnglishLetter = 'K' | 'Q' | 'R' | 'B' | 'N';
const ENGLISH: readonly EnglishLetter[] = ['K', 'Q', 'R', 'B', 'N'];

/** The engine's SAN ("Nf3", "exd8=Q+", "O-O-O") written in the reader's letters ("Cf3", "exd8D+", "0-0-0"). */
export function writeSan(san: string, locale: Locale): string {
  const { letters, castling, promotion } = notationOf(locale);
  const castle = /^O-O(-O)?(?=[+#]?$)/.exec(san);
  if (castle) return san.replace(/O/g, castling === '0-0' ? '0' : 'O');
  return san
    .replace(/^[KQRBN]/, (l) => letters[l as EnglishLetter])
    .replace(/=([QRBN])/, (_, l: EnglishLetter) => (promotion === '=Q' ? `=${letters[l]}` : letters[l]));
}

/**
 * Letters a reader may type for each piece: the own letters, and the English ones that cannot be misread (in pt/gl
 * R is the king and T the rook, so English R is not read as a rook; N, Q and K are read as in English).
 */
function readableLetters(locale: Locale): Map<string, EnglishLetter> {
  const { letters } = notationOf(locale);
  const map = new Map<string, EnglishLetter>(ENGLISH.map((l) => [letters[l], l]));
  for (const l of ENGLISH) if (!map.has(l) && !Object.values(letters).includes(l)) map.set(l, l);
  return map;
}

/**
 * A move typed in the reader's letters as the engine's SAN (English letters), for the engine's one SAN reader; null
 * when it cannot be a move in this notation (an unknown piece letter). Reads 0-0 and O-O, e8D, e8=D and e8(D).
 */
export function toEngineSan(text: string, locale: Locale): string | null {
  const s = text.trim().replace(/\s+/g, '');
  if (/^[0O]-[0O](-[0O])?[+#!?]*$/.test(s)) return s.replace(/0/g, 'O');
  const read = readableLetters(locale);
  const piece = /^[A-Z]/.exec(s)?.[0];
  let out = s;
  if (piece) {
    const english = read.get(piece);
    if (!english) return null;
    out = english + s.slice(1);
  }
  // a promotion: a pawn move to the first or last rank followed by a piece letter, with or without "=" or brackets
  const promo = /^([a-h](?:x[a-h])?[18])(=?)\(?([A-Z])\)?([+#!?]*)$/.exec(out);
  if (!piece && promo) {
    const english = read.get(promo[3]!);
    if (!english || english === 'K') return null;
    out = `${promo[1]}=${english}${promo[4]}`;
  }
  return out;
}
