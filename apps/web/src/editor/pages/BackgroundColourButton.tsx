import type { Page } from '@layout/model';
import { ActionIcon, Loader, Popover } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useScreenColor } from '../screenColors';

// The picker (Mantine's ColorPicker) is not part of the editor's first download.
const BackgroundColourPicker = lazy(() => import('./BackgroundColourPicker'));

/** The page strip's background colour button; its picker opens below it. */
export function BackgroundColourButton({ page, index }: { page: Page; index: number }) {
  const screen = useScreenColor();
  return (
    <Popover position="bottom" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="Background colour" title="Background colour" data-testid={`page-background-${index}`}>
          <span
            style={{ width: 16, height: 16, borderRadius: '50%', background: screen(page.backgroundColor), border: '1px solid var(--mantine-color-gray-5)', display: 'block' }}
          />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        {/* Mounted on each opening, so the picker starts from the page's current colour. */}
        <Suspense fallback={<Loader size="sm" />}>
          <BackgroundColourPicker page={page} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
