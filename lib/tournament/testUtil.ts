/** Builds TRF-16 text for tests from compact rows: each round "opp colour result", e.g. "12 w 1", "0 - U", "" (blank). */
export interface RowSpec {
  no: number;
  name: string;
  rating?: number;
  rounds: string[];
}

export function trfLine(r: RowSpec): string {
  let s = '001 ' + String(r.no).padStart(4) + '      ' + r.name.padEnd(33).slice(0, 33) + ' ' + (r.rating ? String(r.rating).padStart(4) : '    ');
  s = s.padEnd(89);
  for (const round of r.rounds) {
    if (round.trim() === '') {
      s += ' '.repeat(10);
      continue;
    }
    const [opp, colour, res] = round.trim().split(/\s+/);
    s += '  ' + (opp === '0' ? '0000' : opp!.padStart(4)) + ' ' + colour + ' ' + res;
  }
  return s.trimEnd();
}

export const trf = (rows: RowSpec[], headers: string[] = ['012 Test tournament']) => [...headers, ...rows.map(trfLine)].join('\n') + '\n';
