import { Anchor, CloseButton, Group, Paper, Stack, Title, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { useAppConfig } from '../../app/config';
import { useCreatorPage } from '../../pages/creatorPage';
import { panels } from '../panels';
import { NotImplementedPanel } from '../panels/NotImplementedPanel';
import { useSaveActions } from '../saving';
import { type EditorMenu, useEditor } from '../state/editorStore';
import './darkBars.css';

/** Menu items in the spec's order (spec 001 section 2.3); the New button comes first. */
export const MENU_ITEMS: EditorMenu[] = ['My Stuff', 'Templates', 'Photos', 'Illustrations', 'Text', 'Shapes', 'Lines', 'Icons', 'Setup'];

const itemStyle = (selected: boolean) => ({
  width: '100%',
  padding: '10px 4px',
  textAlign: 'center' as const,
  fontSize: 12,
  fontWeight: 600,
  color: selected ? 'var(--mantine-color-layout-9)' : 'white',
  background: selected ? 'var(--mantine-color-accent-4)' : 'transparent',
});

/** The left menu and its drawer. Choosing an item opens the drawer on that panel. */
export function LeftMenu() {
  const openMenu = useEditor((s) => s.openMenu);
  const setOpenMenu = useEditor((s) => s.setOpenMenu);
  const { learnUrl } = useAppConfig();
  const { newDesign } = useSaveActions();
  // A creator page opens the drawer on the creator's view, which is there only on their page.
  const creator = useCreatorPage((s) => s.creator);
  useEffect(() => {
    if (creator) setOpenMenu('Creator');
    else if (useEditor.getState().openMenu === 'Creator') setOpenMenu('My Stuff');
  }, [creator, setOpenMenu]);
  // Every menu item has its panel; a label from elsewhere (an old stored state) gets the spec's
  // 'Not Implemented Menu' (spec 001 section 2.3).
  const Panel = openMenu ? (panels[openMenu] ?? NotImplementedPanel) : null;
  const title = openMenu === 'Creator' && creator ? creator.creatorName : openMenu;

  return (
    <Group gap={0} align="stretch" wrap="nowrap" style={{ height: '100%' }}>
      <Stack gap={0} w={84} bg="layout.8" py="xs" justify="space-between" data-dark-bar renderRoot={(props) => <nav aria-label="Editor menu" {...props} />}>
        <Stack gap={2}>
          <UnstyledButton style={{ ...itemStyle(false), color: 'var(--mantine-color-accent-3)' }} data-testid="menu-New" onClick={newDesign}>
            + New
          </UnstyledButton>
          {creator && (
            <UnstyledButton data-testid="menu-Creator" aria-pressed={openMenu === 'Creator'} style={itemStyle(openMenu === 'Creator')} onClick={() => setOpenMenu('Creator')}>
              Creator
            </UnstyledButton>
          )}
          {MENU_ITEMS.map((item) => (
            <UnstyledButton key={item} data-testid={`menu-${item}`} aria-pressed={openMenu === item} style={itemStyle(openMenu === item)} onClick={() => setOpenMenu(item)}>
              {item}
            </UnstyledButton>
          ))}
        </Stack>
        <Anchor href={learnUrl} target="_blank" rel="noopener noreferrer" c="gray.3" size="xs" ta="center" pb="sm" data-testid="menu-Learn">
          Learn
        </Anchor>
      </Stack>
      {openMenu && Panel && (
        <Paper
          component="aside"
          aria-label={`${title} panel`}
          w={300}
          radius={0}
          p="md"
          style={{ borderRight: '1px solid var(--mantine-color-gray-3)', overflowY: 'auto' }}
          data-testid="drawer"
        >
          <Group justify="space-between" mb="md">
            <Title order={3} size="h5">
              {title}
            </Title>
            <CloseButton aria-label="Close panel" onClick={() => setOpenMenu(null)} />
          </Group>
          <Panel />
        </Paper>
      )}
    </Group>
  );
}
