/** Types of build-state.mjs (plain JavaScript: it runs before anything is compiled). */
export const BUILD_INPUTS: readonly string[];
export function buildFolder(): string;
export function staleBuildReason(ignore?: (file: string) => boolean): string | null;
