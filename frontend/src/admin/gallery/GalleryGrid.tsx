import styled from 'styled-components';
import { thumbnailUrl } from '../../api/client';
import { DeleteIcon } from '../../ui/icons';
import type { MediaItem } from '../../api/types';
import { DANGER } from '../../ui/danger';
import { theme } from '../../ui/theme';
import { VideoPlayer } from '../../ui/VideoPlayer';
import { useUiLang } from '../messages/useUiLang';
import { IconAction, namedIcon } from '../ui/IconButton';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: repeat(4, 1fr);
  }
`;
const Tile = styled.li`
  position: relative;
  background: #fff;
  border: 1px solid ${theme.border};
  border-radius: 8px;
  overflow: hidden;
  iframe,
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    border: 0;
    object-fit: cover;
    display: block;
  }
  p {
    margin: 0;
    padding: 0.5rem 0.75rem;
  }
  > button.open {
    padding: 0;
    border: 0;
    background: none;
    width: 100%;
    cursor: pointer;
  }
`;
const DeleteButton = styled(IconAction)`
  position: absolute;
  top: 0.4rem;
  right: 0.4rem;
  z-index: 1;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  border: 0;
  background: ${DANGER};
  color: #fff;
  &:hover {
    background: #7f1115;
  }
  /* One tile a row (a phone, which has no hover to show the tip by): the button says its name beside its icon. */
  @media not all and (min-width: ${theme.medium}) {
    ${namedIcon}
    border-radius: 1.375rem;
  }
`;

interface Props {
  items: MediaItem[] | undefined;
  onOpen: (item: MediaItem) => void;
  onDelete: (item: MediaItem, name: string) => void;
}

/** The gallery's tiles: a video plays in place, a photo opens in the viewer; each can be deleted. */
export function GalleryGrid({ items, onOpen, onDelete }: Props) {
  const { t } = useUiLang();
  return (
    <Grid data-testid="admin-gallery">
      {items?.map((item) => (
        <Tile key={item.id}>
          <DeleteButton
            label={t.crud.remove(item.definition)}
            text={t.lists.remove}
            Icon={DeleteIcon}
            onClick={() => onDelete(item, item.definition)}
          />
          {item.type === 'VIDEO_GALLERY' ? (
            <VideoPlayer address={item.address} title={item.definition} />
          ) : (
            <button type="button" className="open" onClick={() => onOpen(item)} aria-label={t.gallery.open(item.definition)}>
              <img src={thumbnailUrl(item.address)} alt="" loading="lazy" />
            </button>
          )}
          <p data-content>{item.definition}</p>
        </Tile>
      ))}
    </Grid>
  );
}
