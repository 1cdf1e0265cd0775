import { Anchor, Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppConfig } from '../app/config';

/** A readable page of prose (terms, help) or a list (sales, orders) with a way back to the editor; wide tables take `size` 'xl'. */
export function TextPage({ title, children, size = 'md' }: { title: string; children: ReactNode; size?: 'md' | 'xl' }) {
  const { productName } = useAppConfig();
  return (
    <Container size={size} py="xl">
      <Anchor component={Link} to="/" fw={800} fz={24} c="layout.9" underline="never">
        {productName}
      </Anchor>
      <Paper withBorder p="xl" mt="md" radius="md">
        <Title order={1} size="h2" mb="lg">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}
