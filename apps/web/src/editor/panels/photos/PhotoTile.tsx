import { ActionIcon, Anchor, Loader } from '@mantine/core';
import { useState } from 'react';
import { panelDragProps } from '../../canvas/panelDrop';
import { ItemTile } from '../../library/ui/ItemTile';
import { type PanelPicture, type PhotoDragItem, placePicture } from './placePicture';

/** A picture cropped to its tile (the page gets it whole). */
function Cover({ src }: { src: string }) {
  return <img src={src} alt="" loading="lazy" draggable={false} crossOrigin="anonymous" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />;
}

/**
 * One picture of the Photos panel: a click adds it to the active page (or replaces the selected
 * image in image-replace mode), a drag drops it onto a page. While its picture loads for the
 * page a spinner covers it. `credit` names the photographer (a stock service asks for it).
 */
export function PhotoTile({
  label,
  thumb,
  picture,
  aspect,
  credit,
  onDelete,
  testId = 'photo-tile',
}: {
  label: string;
  thumb: string;
  picture: PanelPicture;
  aspect: number;
  credit?: { name: string; link: string | null };
  /** An admin's delete, for photos of Layout's own library. */
  onDelete?: () => void;
  testId?: string;
}) {
  const [placing, setPlacing] = useState(false);
  const [hovered, setHovered] = useState(false);
  const item: PhotoDragItem = { kind: 'photosPanelPicture', ...picture };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the hover only shows the photographer's credit; the tile inside is the control
    <div style={{ position: 'relative' }} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <ItemTile
        label={label}
        picture={<Cover src={thumb} />}
        aspect={aspect}
        testId={testId}
        dragProps={panelDragProps(item)}
        onClick={() => {
          if (placing) return;
          setPlacing(true);
          void placePicture(picture).finally(() => setPlacing(false));
        }}
      >
        {placing && (
          <span style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', background: 'rgba(255,255,255,0.55)' }}>
            <Loader size="xs" aria-label="Adding the photo" />
          </span>
        )}
      </ItemTile>
      {onDelete && hovered && (
        <ActionIcon size="sm" variant="filled" color="red" aria-label={`Delete ${label}`} onClick={onDelete} style={{ position: 'absolute', top: 3, right: 3 }}>
          <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden>
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
          </svg>
        </ActionIcon>
      )}
      {credit && hovered && (
        <Anchor
          href={credit.link ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          size="10px"
          c="white"
          style={{
            position: 'absolute',
            left: 1,
            right: 1,
            bottom: 1,
            padding: '1px 4px',
            background: 'rgba(0,0,0,0.5)',
            borderRadius: '0 0 3px 3px',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            pointerEvents: credit.link ? 'auto' : 'none',
          }}
        >
          {credit.name}
        </Anchor>
      )}
    </div>
  );
}
