/**
 * Issue 17: the grade the programme asks answers to stay at or below when READING_LEVEL_TARGET
 * is not set (lib/server/env.ts). Grade 6 is the level plain-language guides aim public
 * information at.
 */
export const DEFAULT_READING_TARGET = 6;
