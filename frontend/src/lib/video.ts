/**
 * The video id of a YouTube address: an address longer than 11 characters (a bare id is 11) is reduced to
 * the part after 'v='; short links, embeds and shorts are understood too.
 */
export function videoId(address: string): string {
  const value = address.trim();
  if (value.length <= 11) return value;
  const patterns = [/[?&]v=([\w-]{11})/, /youtu\.be\/([\w-]{11})/, /\/(?:embed|shorts|live)\/([\w-]{11})/];
  for (const pattern of patterns) {
    const match = pattern.exec(value);
    if (match) return match[1];
  }
  const afterV = value.split('v=')[1];
  return afterV ? afterV.split('&')[0] : value;
}

export const videoEmbedUrl = (address: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId(address))}`;
