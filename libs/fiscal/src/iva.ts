/** IVA included in prices (guaraníes, no decimals). */
export type IvaRate = 10 | 5 | 0;

/** The IVA contained in a total: round(total/11) at 10 %, round(total/21) at 5 %, 0 exempt. */
export function ivaIncluded(total: number, rate: IvaRate): number {
  if (rate === 0) return 0;
  return Math.round(total / (rate === 10 ? 11 : 21));
}

/** Splits a total into taxable base and IVA; a tourist-regime sale is exempt (IVA 0). */
export function splitTotal(total: number, options: { rate?: IvaRate; touristRegime?: boolean } = {}) {
  const rate = options.touristRegime ? 0 : (options.rate ?? 10);
  const iva = ivaIncluded(Math.round(total), rate);
  return { total: Math.round(total), iva, base: Math.round(total) - iva, rate };
}
