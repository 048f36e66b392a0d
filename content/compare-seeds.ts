// The differences between editions listed in SEEDS.md among the raw sources (lib/laws/sources.ts: "Differences
// between editions" and "Further structural changes"), as the comparison page on which each must be visible:
// edition pair, the article as `from` numbers it, the reader's language, the side the phrase stands on, and the
// marks the row must carry. `table`
// rows are found in the 1997 -> 2001 change table that the 1997/2001 article pages show. Used by
// content/compare.test.ts (on the comparison data) and e2e/compare.spec.ts (on the prerendered HTML).
export interface SeedDifference {
  seed: string;
  from: string;
  to: string;
  article: string;
  lang: 'pt' | 'gl' | 'en';
  side: 'from' | 'to';
  phrase: string;
  // The row's status must be one of these (a changed, added or removed paragraph; `table` for the change table).
  status: ('changed' | 'added' | 'removed' | 'table')[];
}

const M = ['changed', 'added', 'removed'] as SeedDifference['status'];

export const seedDifferences: SeedDifference[] = [
  { seed: '1 having the move (1997)', from: '1997', to: '2001', article: '1', lang: 'pt', side: 'from', phrase: 'quando seu adversário completou um lance', status: M },
  { seed: '1 having the move (2001 "feita")', from: '1997', to: '2001', article: '1', lang: 'pt', side: 'to', phrase: 'tiver sido feita', status: ['table'] },
  { seed: '1 having the move (2009 adds 6.7)', from: '2001', to: '2009', article: '1', lang: 'pt', side: 'to', phrase: 'Veja Artigo 6.7', status: M },
  { seed: '2 objective (2001)', from: '2001', to: '2009', article: '1', lang: 'en', side: 'from', phrase: "'capture' of the king", status: M },
  { seed: '2 objective (2009)', from: '2001', to: '2009', article: '1', lang: 'pt', side: 'to', phrase: 'Não é permitido deixar ou colocar o seu próprio rei sob ataque', status: M },
  { seed: '3 castling illegal (2001)', from: '2001', to: '2009', article: '3', lang: 'pt', side: 'from', phrase: 'O roque é ilegal', status: M },
  { seed: '3 castling right lost (2009)', from: '2001', to: '2009', article: '3', lang: 'pt', side: 'to', phrase: 'Perde-se o direito de rocar', status: M },
  { seed: '4 en passant (1997)', from: '1997', to: '2001', article: '3', lang: 'pt', side: 'from', phrase: 'apenas como resposta imediata a tal avanço', status: M },
  { seed: '4 en passant (2001)', from: '2001', to: '2009', article: '3', lang: 'en', side: 'from', phrase: 'from its original square', status: M },
  { seed: '5 promotion (1997)', from: '1997', to: '2001', article: '3', lang: 'pt', side: 'from', phrase: 'um peão deve ser imediatamente trocado', status: M },
  { seed: '5 promotion on the same square (2009)', from: '2001', to: '2009', article: '3', lang: 'pt', side: 'to', phrase: 'na mesma casa', status: M },
  { seed: '5 promotion 4.4d (2009)', from: '2001', to: '2009', article: '4', lang: 'pt', side: 'to', phrase: 'quando a peça tiver tocado na casa de promoção', status: M },
  { seed: '6 declaring check (1997)', from: '1997', to: '2001', article: '3', lang: 'pt', side: 'from', phrase: 'Avisar um xeque não é obrigatório', status: M },
  { seed: '6 declaring check (2001)', from: '2001', to: '2009', article: '3', lang: 'en', side: 'from', phrase: 'Declaring a check is not obligatory', status: M },
  { seed: '6 pinned pieces (2009)', from: '2001', to: '2009', article: '3', lang: 'pt', side: 'to', phrase: 'mesmo que tais peças estejam cravadas', status: M },
  { seed: '7 touch-move two cases (1997)', from: '1997', to: '2001', article: '4', lang: 'pt', side: 'from', phrase: 'uma ou mais peças da mesma cor', status: M },
  { seed: '7 touch-move three cases (2001)', from: '1997', to: '2001', article: '4', lang: 'pt', side: 'to', phrase: 'uma ou mais peças de seu adversário', status: M },
  { seed: '8 touch-move claim (1997)', from: '1997', to: '2001', article: '4', lang: 'pt', side: 'from', phrase: 'antes dele mesmo tocar deliberadamente uma peça', status: M },
  { seed: '8 touch-move claim moved to 4.7 (2009)', from: '2001', to: '2009', article: '4', lang: 'pt', side: 'to', phrase: 'a partir do momento em que deliberadamente toque numa peça', status: M },
  { seed: '8 completion of a move, 4.6 (2009)', from: '2001', to: '2009', article: '4', lang: 'en', side: 'to', phrase: 'when the player has released', status: M },
  { seed: '9 checkmate with a legal move (1997)', from: '1997', to: '2001', article: '5', lang: 'pt', side: 'from', phrase: 'deu mate', status: M },
  { seed: '9 dead position (2001)', from: '1997', to: '2001', article: '5', lang: 'pt', side: 'to', phrase: 'posição morta', status: M },
  { seed: '9 legal checkmating move (2001)', from: '1997', to: '2001', article: '5', lang: 'en', side: 'to', phrase: 'desde que o lance que produziu a posição de xeque mate tenha sido um lance legal', status: ['table'] },
  { seed: '10 illegal move, no penalty (1997)', from: '1997', to: '2001', article: '7', lang: 'pt', side: 'from', phrase: 'a posição imediatamente anterior', status: M },
  { seed: '10 illegal moves, two minutes (2001)', from: '1997', to: '2001', article: '7', lang: 'pt', side: 'to', phrase: 'o árbitro deverá dar dois minutos extras ao oponente', status: M },
  { seed: '10 illegal moves (2001, English)', from: '2001', to: '2009', article: '7', lang: 'en', side: 'from', phrase: 'for the first two illegal moves by a player', status: M },
  { seed: '10 promotion ritual (2009)', from: '2001', to: '2009', article: '7', lang: 'pt', side: 'to', phrase: 'inclusive falha no ritual de promoção de um peão', status: M },
  { seed: '11 displaced pieces (1997)', from: '1997', to: '2001', article: '7', lang: 'pt', side: 'from', phrase: 'reiniciar o tempo do jogador sem executar um lance', status: M },
  { seed: '11 displaced pieces (2001)', from: '1997', to: '2001', article: '7', lang: 'pt', side: 'to', phrase: 'pedir a ajuda do árbitro', status: M },
  { seed: '12 one hour late (1997)', from: '1997', to: '2001', article: '6', lang: 'pt', side: 'from', phrase: 'mais de uma hora depois', status: M },
  { seed: '12 white loses the time (2001)', from: '1997', to: '2001', article: '6', lang: 'pt', side: 'to', phrase: 'o jogador das brancas perderá todo o tempo', status: M },
  { seed: '12 default time zero (2009)', from: '2001', to: '2009', article: '6', lang: 'pt', side: 'to', phrase: 'Deste modo o período de ausência é 0 (zero) minutos', status: M },
  { seed: '13 both flags (2009)', from: '2001', to: '2009', article: '6', lang: 'pt', side: 'to', phrase: 'exceto no último período', status: M },
  { seed: '13 both flags, quickplay (2001)', from: '2001', to: '2009', article: '10', lang: 'en', side: 'from', phrase: 'the game is drawn', status: M },
  { seed: '14 castling rights in repetition (2009)', from: '2001', to: '2009', article: '9', lang: 'pt', side: 'to', phrase: 'somente depois de ser movido', status: M },
  { seed: '15 losing the right to claim (2009)', from: '2001', to: '2009', article: '9', lang: 'pt', side: 'to', phrase: 'toca numa peça conforme Artigo 4.3', status: M },
  { seed: '16 incorrect claim, half the time (2001)', from: '2001', to: '2009', article: '9', lang: 'pt', side: 'from', phrase: 'deduzir metade do tempo restante do reclamante', status: M },
  { seed: '16 incorrect claim, three minutes (2009)', from: '2001', to: '2009', article: '9', lang: 'pt', side: 'to', phrase: 'adicionar três minutos ao tempo', status: M },
  { seed: '16 may stop the clocks (2009)', from: '2001', to: '2009', article: '9', lang: 'pt', side: 'to', phrase: 'pode parar ambos os relógios', status: M },
  { seed: '17 quickplay: reject the claim (2001)', from: '1997', to: '2001', article: '10', lang: 'pt', side: 'to', phrase: 'ou rejeitar a reclamação', status: ['table'] },
  { seed: '17 quickplay: call the arbiter (2009)', from: '2001', to: '2009', article: '10', lang: 'pt', side: 'to', phrase: 'Deverá chamar o árbitro e poderá parar os relógios', status: M },
  { seed: '17 quickplay goes to Guidelines III (2018)', from: '2009', to: '2018', article: '10', lang: 'en', side: 'to', phrase: 'If Article III.4 does not apply', status: M },
  { seed: '18 mobile phones (2009)', from: '2001', to: '2009', article: '12', lang: 'pt', side: 'to', phrase: 'é proibido ao jogador portar celular', status: M },
  { seed: '18 mobile phones, 13.7b (2009)', from: '2001', to: '2009', article: '13', lang: 'en', side: 'to', phrase: 'mobile phone', status: M },
  { seed: '18 notes and advice (2001)', from: '2001', to: '2009', article: '12', lang: 'en', side: 'from', phrase: 'sources of information', status: M },
  { seed: '19 seven penalties (2001)', from: '1997', to: '2001', article: '13', lang: 'pt', side: 'to', phrase: 'reduzir os pontos', status: ['table'] },
  { seed: '19 13.6 clock not pressed (2009)', from: '2001', to: '2009', article: '13', lang: 'pt', side: 'to', phrase: 'não acionou o seu relógio', status: M },
  { seed: '20 rapid definition (2009)', from: '2001', to: '2009', article: 'appendix-b', lang: 'en', side: 'to', phrase: '60 times any increment', status: M },
  { seed: '20 reversed king and queen (2001)', from: '2001', to: '2009', article: 'appendix-b', lang: 'en', side: 'from', phrase: 'reverse king and queen', status: M },
  { seed: '20 blitz C4 eliminated (2001)', from: '1997', to: '2001', article: 'appendix-c', lang: 'pt', side: 'to', phrase: 'Eliminado', status: ['table'] },
  { seed: '20 blitz: no correction of an illegal move (2009)', from: '2001', to: '2009', article: 'appendix-c', lang: 'pt', side: 'to', phrase: 'comum acordo sem intervenção', status: M },
  { seed: '20 rapid: both kings in check (2009)', from: '2001', to: '2009', article: 'appendix-b', lang: 'pt', side: 'to', phrase: 'ambos os reis estão em xeque', status: M },
  { seed: 'draw offer rejected by a move (1997)', from: '1997', to: '2001', article: '9', lang: 'pt', side: 'from', phrase: 'com a execução de um lance', status: M },
  { seed: 'draw offer rejected by touching (2001)', from: '2001', to: '2009', article: '9', lang: 'en', side: 'from', phrase: 'touching a piece with the', status: M },
  { seed: 'draw agreements may be forbidden (2009)', from: '2001', to: '2009', article: '9', lang: 'pt', side: 'to', phrase: 'não podem concordar em empatar', status: M },
  { seed: 'moves not written in advance (2009)', from: '2001', to: '2009', article: '8', lang: 'pt', side: 'to', phrase: 'É proibido anotar previamente o lance', status: M },
  { seed: 'lone king, most unskilled play (2001)', from: '2001', to: '2009', article: '6', lang: 'en', side: 'from', phrase: 'even with the most unskilled', status: M },
  { seed: 'appeals 12.10 (2009)', from: '2001', to: '2009', article: '12', lang: 'en', side: 'to', phrase: 'appeal', status: M },
];
