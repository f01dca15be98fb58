type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/**
 * Merges a locale's catalogue files into one object. A call (not an object spread) so bundlers can drop a
 * whole catalogue, marked pure, from apps that import a rule without any text: object spreads at module
 * level are kept by esbuild and rollup. Internal: shared by the English and the Spanish catalogue.
 */
export function mergeCatalogues<TParts extends readonly object[]>(
  ...parts: TParts
): UnionToIntersection<TParts[number]> {
  return Object.assign({}, ...parts) as UnionToIntersection<TParts[number]>;
}
