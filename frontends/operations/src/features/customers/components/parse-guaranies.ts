/** '150.000' or '150000' as typed in a money field: the dots are thousands separators. */
export const parseGuaranies = (text: string): number => Number(text.trim().replace(/\./g, ''));
