// Answering exam questions by keyboard alone (focus, then Space, arrows and typing), shared by the mock exam and the
// FA exam specs.
import type { Page } from '@playwright/test';
import type { ShownQuestion } from '../lib/exam/show';

/** A wrong answer to a question with choices (the first choice that is not right). */
export const wrongChoice = (q: ShownQuestion) => q.choices.findIndex((_, i) => !q.answer.includes(i));

export async function answerByKeyboard(page: Page, q: ShownQuestion, wrong = false) {
  const group = page.locator(`fieldset[data-question="${q.id}"]`);
  if (q.kind === 'numeric') {
    await group.locator('input').focus();
    await page.keyboard.type(String(wrong ? q.value! + 1 : q.value));
    return;
  }
  const picks = wrong ? [wrongChoice(q)] : q.answer;
  if (q.kind === 'multiple') {
    for (const i of picks) {
      await group.locator('input').nth(i).focus();
      await page.keyboard.press('Space');
    }
    return;
  }
  // A radio group: Space checks the first button, each arrow press checks the next one.
  await group.locator('input').first().focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < picks[0]!; i++) await page.keyboard.press('ArrowDown');
}

