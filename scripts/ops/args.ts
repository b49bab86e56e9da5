/**
 * node:util parseArgs options for flags that each take a text value (`--email E`): the flag names
 * written once, each typed as a string option so that parseArgs types its values.
 */
export function textOptions<const Name extends string>(
  ...names: Name[]
): Record<Name, { type: "string" }> {
  return Object.fromEntries(names.map((name) => [name, { type: "string" }])) as Record<
    Name,
    { type: "string" }
  >;
}
