import styled from 'styled-components';
import { thumbnailUrl } from '../../api/client';
import { useUiLang } from '../messages/useUiLang';
import { useSignedInImage } from '../ui/useSignedInImage';

const Pair = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  img {
    width: 6rem;
    height: 4.5rem;
    object-fit: cover;
    border-radius: 4px;
  }
`;

/** One photo of a change, as the signed-in admin may see it (a draft's too), or a dash where there was none. */
function Photo({ name, alt }: { name: string; alt: string }) {
  const src = useSignedInImage(name ? thumbnailUrl(name) : null);
  if (!name) return <span>—</span>;
  return src ? <img src={src} alt={alt} /> : <span>{name}</span>;
}

/** A photo field's change in a revision: the photo before and the one after, not their file names. */
export function PhotoChange({ field, before, after }: { field: string; before: string; after: string }) {
  const t = useUiLang().t.revisions;
  return (
    <Pair>
      <Photo name={before} alt={`${field}: ${t.before}`} />
      <span aria-hidden="true">→</span>
      <Photo name={after} alt={`${field}: ${t.after}`} />
    </Pair>
  );
}
