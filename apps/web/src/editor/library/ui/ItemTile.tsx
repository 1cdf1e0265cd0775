import { Badge, UnstyledButton } from '@mantine/core';
import type { CSSProperties, DragEvent, ReactNode } from 'react';

/**
 * One item of a library panel: a picture that adds its item when clicked and can be dragged onto
 * a page. `badge` marks paid items ('$' on shapes and icons, the price on illustrations).
 */
export function ItemTile({
  label,
  picture,
  aspect = 1,
  badge,
  onClick,
  dragProps,
  onContextMenu,
  style,
  testId = 'library-item',
  children,
}: {
  /** Read by screen readers and shown as a tooltip. */
  label: string;
  /** The thumbnail's address, or a drawing of its own. */
  picture: string | ReactNode;
  /** Width over height of the tile's picture box. */
  aspect?: number;
  badge?: string;
  onClick?: () => void;
  dragProps?: { draggable: boolean; onDragStart: (event: DragEvent) => void };
  onContextMenu?: (event: React.MouseEvent) => void;
  style?: CSSProperties;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <UnstyledButton
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={onClick}
      onContextMenu={onContextMenu}
      {...dragProps}
      style={{
        position: 'relative',
        display: 'block',
        width: '100%',
        aspectRatio: String(aspect),
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 4,
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-0)',
        ...style,
      }}
    >
      {typeof picture === 'string' ? (
        <img src={picture} alt="" loading="lazy" draggable={false} crossOrigin="anonymous" style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
      ) : (
        picture
      )}
      {badge && (
        <Badge size="xs" radius="sm" color="layout.8" style={{ position: 'absolute', top: 3, right: 3, pointerEvents: 'none' }}>
          {badge}
        </Badge>
      )}
      {children}
    </UnstyledButton>
  );
}
