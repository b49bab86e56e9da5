/**
 * One icon of the `lucide` package, imported from its own file (lib/topics/pictures.ts) so that a
 * bundle holds only the icons the set names: the package's drawing of it, a list of SVG elements
 * with their attributes (the same type as the package's own `IconNode`, which it declares only
 * for its index).
 */
declare module "lucide/dist/esm/icons/*.mjs" {
  const icon: readonly (readonly [tag: string, attributes: Record<string, string | number>])[];
  export default icon;
}
