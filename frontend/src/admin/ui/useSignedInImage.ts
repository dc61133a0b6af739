import { useEffect, useState } from 'react';
import { readToken } from '../auth/token';

/**
 * An image as the signed-in admin may see it: fetched with the admin's token, because the gateway
 * shows a draft's photo to no one else (docs/editorial-workflow.md). Undefined until it is loaded;
 * the plain address if the fetch fails, so that the browser shows its own broken image.
 */
export function useSignedInImage(url: string | null): string | undefined {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    setSrc(undefined);
    if (!url) return;
    let live = true;
    let objectUrl: string | undefined;
    const token = readToken();
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then((answer) => (answer.ok ? answer.blob() : Promise.reject(new Error(String(answer.status)))))
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => live && setSrc(url));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src;
}
