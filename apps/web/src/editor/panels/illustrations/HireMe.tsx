import { type Creator, hireMeLink } from '@layout/model';
import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';

/**
 * The Hire Me block (spec 001 section 2.3), shown above a creator's searched illustrations: the
 * creator's name and a button to their website (or their creator page when they have none).
 */
export function HireMe({ creator }: { creator: Creator }) {
  const name = creator.creatorName ?? '';
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const link = hireMeLink(creator);
  const external = /^https?:/i.test(link);
  return (
    <Paper withBorder radius="md" p="sm" bg="accent.0" data-testid="hire-me">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar color="layout" radius="xl">
          {initials}
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="sm" truncate>
            {name}
          </Text>
          <Text size="xs">Hire me to create custom artwork for your business</Text>
          <Button component="a" href={link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} size="compact-sm" color="accent.4" c="layout.9" w="fit-content">
            Hire Me
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
