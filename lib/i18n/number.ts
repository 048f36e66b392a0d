/**
 * A number as the reader writes it: a decimal comma in Portuguese and Galician, no thousands separator (a rating is
 * 2388, not 2.388), a true minus sign. Done by hand: browsers' number formats do not all know Galician (Chromium
 * formats `gl-ES` as English), so Intl would print "0.5" to a Galician reader.
 *
 * `decimals` fixes the number of decimals; otherwise at most `maxDecimals`, without trailing zeros.
 */
export function formatNumber(x: number, tag: string, decimals?: number, maxDecimals = 2): string {
  const abs = Math.abs(x);
  const scale = 10 ** maxDecimals;
  const text = decimals === undefined ? String(Math.round(abs * scale) / scale) : abs.toFixed(decimals);
  const negative = x < 0 && Number(text) !== 0;
  return `${negative ? '−' : ''}${tag.startsWith('en') ? text : text.replace('.', ',')}`;
}
