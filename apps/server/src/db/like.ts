/**
 * LIKE patterns built from what a user typed: the typed text's own wildcards (%, _) and the
 * escape character (\, PostgreSQL's default) are taken literally, so a search for '100%' finds
 * '100%' and not everything starting with '100'.
 */

/** Text with LIKE's wildcards and escape character escaped. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A pattern for text that holds `text` anywhere. */
export const containing = (text: string) => `%${likeEscaped(text)}%`;

/** A pattern for text that starts with `text`. */
export const startingWith = (text: string) => `${likeEscaped(text)}%`;
