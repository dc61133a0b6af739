/**
 * Visitors' load through the front door for a while, so that the memory measured meanwhile is the stack's under
 * load rather than at rest: `concurrency` clients each requesting the given routes in turn.
 */
export async function visitorLoad(door, routes, { seconds = 30, concurrency = 16 } = {}) {
  const until = Date.now() + seconds * 1000;
  let requests = 0;
  let failures = 0;
  const client = async (offset) => {
    for (let index = offset; Date.now() < until; index++) {
      const route = routes[index % routes.length];
      // As a browser asks for photos: the gateway makes (once) and sends its AVIF copy.
      const accept = route.startsWith('/api/attachment/') ? { Accept: 'image/avif,image/webp,*/*' } : {};
      const answer = await door.request(route, { headers: { 'Accept-Encoding': 'br, gzip', ...accept } }).catch(() => null);
      requests++;
      if (!answer || answer.status >= 500) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_unused, index) => client(index * 7)));
  return { requests, failures, perSecond: requests / seconds };
}
