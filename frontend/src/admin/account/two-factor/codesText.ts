/** The secret in groups of four, as authenticator apps let it be typed (they ignore the spaces). */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';

/** The recovery codes as a text file to keep: a title line, then one code a line. */
export const recoveryCodesFile = (title: string, codes: readonly string[]) => `${title}\n\n${codes.join('\n')}\n`;
