/** Lower case without accents, so 'limpiador' finds 'Limpiadór' and 'CERA' finds 'cera'. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
