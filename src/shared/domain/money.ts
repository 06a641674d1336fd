/** Money lives in integer centavos; the wire carries decimal reais (e.g. 1234.56). */
export function centsToReais(cents: number): number {
  return Math.round(cents) / 100;
}

export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}
