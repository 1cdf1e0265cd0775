import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Any path no route serves (spec 000 section 2). */
export function NotFoundPage() {
  return (
    <Center h="100vh" bg="gray.1">
      <Stack align="center" gap="xs">
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed">The page you asked for does not exist or has moved.</Text>
        <Anchor component={Link} to="/" mt="sm">
          Go to the main page
        </Anchor>
      </Stack>
    </Center>
  );
}
