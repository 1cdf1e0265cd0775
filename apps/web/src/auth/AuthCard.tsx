import { Anchor, Box, Center, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppConfig } from '../app/config';

interface AuthCardProps {
  /** The card's heading; a page that heads its own columns leaves it out. */
  title?: string;
  children: ReactNode;
  width?: number;
}

/** The frame of every account screen: the product name (a link to the editor), a centred card. */
export function AuthCard({ title, children, width = 420 }: AuthCardProps) {
  const { productName } = useAppConfig();
  return (
    <Center component="main" mih="100vh" bg="gray.1" p="md">
      <Box w={width} maw="100%">
        <Anchor component={Link} to="/" underline="never" c="layout.9" fw={800} fz={28} display="block" ta="center" mb="md">
          {productName}
        </Anchor>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {title && (
            <Title order={1} size="h3" mb="lg">
              {title}
            </Title>
          )}
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
