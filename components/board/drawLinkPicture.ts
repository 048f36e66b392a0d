// The free board's first step in the browser, before its code (or the engine) has come: a shared link's edition and
// position drawn on the prerendered board from the address, which the server could not know. Light on purpose (the
// link read without the engine, lib/board/linkPicture.ts); the live board reads the link again with the engine, which
// accepts it or says what is wrong with it.
import { piecesOf, turnOf } from '@/lib/chess/fen';
import { pictureOfLink } from '@/lib/board/linkPicture';
import { pieceImage, pictureName, place, type PictureWords } from './picture';

export function drawLinkPicture(island: HTMLElement, search: string = window.location.search): void {
  const shown = pictureOfLink(search);
  if (!shown) return;
  const select = island.querySelector<HTMLSelectElement>('.edition-select select');
  // As if prerendered so: the link's edition is the control's own value, not a choice the reader made (see Island).
  if (select && shown.edition) for (const o of select.options) o.defaultSelected = o.selected = o.value === shown.edition;
  const picture = island.querySelector<HTMLElement>('.board-static');
  if (!picture) return;
  const orientation = picture.dataset.orientation === 'black' ? 'black' : 'white';
  const position = piecesOf(shown.fen);
  for (const img of picture.querySelectorAll('img')) img.remove();
  const first = picture.firstChild;
  for (const [square, p] of position) {
    const { col, row } = place(square, orientation);
    const img = document.createElement('img');
    img.draggable = false;
    img.src = pieceImage(p);
    img.alt = '';
    img.style.left = `${col * 12.5}%`;
    img.style.top = `${row * 12.5}%`;
    picture.insertBefore(img, first);
  }
  if (!picture.dataset.words) return;
  const words = JSON.parse(picture.dataset.words) as PictureWords;
  picture.setAttribute('aria-label', pictureName(words, position));
  // whose move it is, where the board says it (and nothing else is said there)
  const turn = island.querySelector<HTMLElement>('[data-testid="turn"]');
  const dot = turn?.querySelector('.turn-dot');
  const side = turnOf(shown.fen);
  if (turn && dot && Object.values(words.turn).includes(turn.textContent?.trim() ?? '')) {
    dot.className = `turn-dot turn-dot-${side}`;
    turn.replaceChildren(dot, ` ${words.turn[side]}`);
  }
}
