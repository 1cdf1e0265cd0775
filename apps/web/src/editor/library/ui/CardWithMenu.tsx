import { ActionIcon, Menu } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/**
 * A library card with a context menu (illustrations, templates): the card's tile and overlays,
 * and a '⋯' button over its bottom-right corner that opens the menu; a right-click anywhere on
 * the card opens it too.
 */
export function CardWithMenu({
  name,
  testId,
  dataAttributes,
  menuWidth,
  menuTestId,
  menu,
  children,
}: {
  /** The item's name: the menu button reads 'About <name>'. */
  name: string;
  testId: string;
  /** The card's data-* attributes (its id, which tests read). */
  dataAttributes: Record<`data-${string}`, string | number>;
  menuWidth: number;
  menuTestId: string;
  /** The menu's items; `opened` lets a menu that fetches render nothing while closed. */
  menu: (opened: boolean) => ReactNode;
  /** The tile and what lies over it, drawn under the menu button. */
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the right-click only opens the menu that the card's own button opens too
    <div
      style={{ position: 'relative' }}
      data-testid={testId}
      {...dataAttributes}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
    >
      {children}
      <Menu opened={menuOpen} onChange={setMenuOpen} position="bottom-end" width={menuWidth} shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon
            size="xs"
            variant="white"
            color="gray.7"
            aria-label={`About ${name}`}
            style={{ position: 'absolute', right: 3, bottom: 3, boxShadow: '0 0 2px rgba(0,0,0,.4)' }}
          >
            <svg viewBox="0 0 24 24" width={12} height={12} fill="currentColor" aria-hidden="true">
              <circle cx="5" cy="12" r="2.2" />
              <circle cx="12" cy="12" r="2.2" />
              <circle cx="19" cy="12" r="2.2" />
            </svg>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown data-testid={menuTestId}>{menu(menuOpen)}</Menu.Dropdown>
      </Menu>
    </div>
  );
}
