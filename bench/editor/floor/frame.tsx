import { ActionIcon, Button, Group, MantineProvider, Menu, Stack, Switch, TextInput, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

const ITEMS = Array.from({ length: 12 }, (_, i) => `Item ${i + 1}`);

/**
 * A minimal editor frame in Mantine: a top bar with a name field and six buttons, a left menu of
 * twelve icons with tooltips, and a bottom bar with a menu and a switch around the page. Far less
 * than the editor's own bars: what the UI kit costs at the least.
 */
export function MantineFrame({ children }: { children: ReactNode }) {
  return (
    <MantineProvider>
      <Stack gap={0} h="100vh">
        <Group p="xs" justify="space-between">
          <TextInput aria-label="Name" defaultValue="Floor" />
          <Group>
            {ITEMS.slice(0, 6).map((item) => (
              <Button key={item} variant="subtle">
                {item}
              </Button>
            ))}
          </Group>
        </Group>
        <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
          <Stack w={80} p="xs">
            {ITEMS.map((item) => (
              <Tooltip key={item} label={item}>
                <ActionIcon variant="subtle" aria-label={item}>
                  {item.slice(-1)}
                </ActionIcon>
              </Tooltip>
            ))}
          </Stack>
          <Stack style={{ flex: 1, minWidth: 0 }}>
            {children}
            <Group p="xs">
              <Menu>
                <Menu.Target>
                  <Button>Zoom</Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {ITEMS.map((item) => (
                    <Menu.Item key={item}>{item}</Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              <Switch label="Show guides" />
            </Group>
          </Stack>
        </div>
      </Stack>
    </MantineProvider>
  );
}
