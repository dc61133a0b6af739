import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { fileUrl, photoSources, thumbnailUrl } from '../../api/client';
import { useRead, type Read } from '../../api/read';
import type { MediaItem, Paged } from '../../api/types';
import { useT } from '../../i18n/useLang';
import { autoFillGrid } from '../../ui/autoFillGrid';
import { Modal } from '../../ui/Modal';
import { theme } from '../../ui/theme';
import type { Lang } from '../../i18n/lang';
import { defineIsland } from '../../islands/defineIsland';
import photoGridWords from '../../i18n/words/photo-grid.json';

/** This page's own words: in its chunk, not in every page's STRINGS. */
const TEXT = photoGridWords satisfies Record<string, Record<Lang, string>>;

const Grid = styled.ul`
  ${autoFillGrid('15rem')}
  gap: 1rem;
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 1px solid ${theme.border};
    border-radius: 6px;
    background: #fff;
    cursor: pointer;
    text-align: left;
    font: inherit;
    color: ${theme.text};
    overflow: hidden;
  }
  img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    display: block;
  }
  span {
    display: block;
    padding: 0.6rem 0.75rem;
  }
`;
const Viewer = styled.div`
  display: grid;
  gap: 1rem;
  > img {
    width: 100%;
    max-height: 65vh;
    object-fit: contain;
    background: ${theme.surface};
  }
`;
const Extras = styled.ul`
  ${autoFillGrid('10rem')}
  margin: 0;
  gap: 0.75rem;
  img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: 4px;
  }
`;
const Download = styled.a`
  justify-self: start;
  padding: 0.5rem 1rem;
  background: ${theme.green};
  color: #fff;
  border-radius: 4px;
  text-decoration: none;
  &:hover {
    background: ${theme.greenDark};
    color: #fff;
  }
`;

/** The gallery's photos, each opening in a dialog with its extra images (an island: docs/hydration.md). */
export function PhotoGrid({ photos: read }: { photos: Read<Paged<MediaItem>> }) {
  const { t, lang } = useT();
  const photos = useRead(read).data?.content ?? [];
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const close = useCallback(() => setSelected(null), []);
  return (
    <>
      <Grid data-testid="photo-gallery">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button type="button" onClick={() => setSelected(photo)} aria-haspopup="dialog">
              <img src={thumbnailUrl(photo.address)} alt="" width={240} height={160} loading={index < 4 ? 'eager' : 'lazy'} />
              <span>
                {photo.definition}
                <span className="visually-hidden"> — {TEXT.openPhoto[lang]}</span>
              </span>
            </button>
          </li>
        ))}
      </Grid>
      {selected && (
        <Modal title={selected.definition} closeLabel={t('close')} onClose={close} wide={selected.others.length > 0}>
          <Viewer>
            <img {...photoSources(selected.address)} sizes="(min-width: 1024px) 60vw, 100vw" alt={selected.definition} />
            <Download href={fileUrl(selected.address)} download>
              {TEXT.download[lang]}
            </Download>
            {selected.others.length > 0 && (
              <section aria-label={TEXT.moreImages[lang]}>
                <Extras>
                  {selected.others.map((name, index) => (
                    <li key={name}>
                      <a href={fileUrl(name)} target="_blank" rel="noopener noreferrer">
                        <img src={thumbnailUrl(name)} alt={`${selected.definition} ${index + 2}`} loading="lazy" />
                      </a>
                    </li>
                  ))}
                </Extras>
              </section>
            )}
          </Viewer>
        </Modal>
      )}
    </>
  );
}

export const photoGridIsland = defineIsland('photoGrid', PhotoGrid, 'interaction');
