/** Lower case without accents: 'Benítez' is found typing 'benitez', 'CERA' typing 'cera'. */
export const foldSearchText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Letters and digits only: a document '1.234.567' is found typing '1234567', and the other way round. */
const compact = (text: string) => foldSearchText(text).replace(/[^\p{L}\p{N}]/gu, '');

/** Whether any of `texts` holds what was typed (an empty search holds everywhere). */
export function matchesSearch(search: string, texts: readonly string[]): boolean {
  const needle = foldSearchText(search);
  if (needle === '') return true;
  const compactNeedle = compact(needle);
  return texts.some(
    (text) =>
      foldSearchText(text).includes(needle) ||
      (compactNeedle !== '' && compact(text).includes(compactNeedle)),
  );
}
