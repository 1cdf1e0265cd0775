import type { DesignSummary } from '@layout/model';
import { Anchor, Button, Card, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/client';
import { useAppConfig } from '../../app/config';
import { ExternalOrRouterLink } from '../../auth/ExternalOrRouterLink';
import { useSession } from '../../session/store';

/** My Stuff: the sign-up prompt for guests, the user's designs for everyone else. */
export function MyStuffPanel() {
  const user = useSession((s) => s.user);
  const { signUpUrl } = useAppConfig();
  if (!user) {
    return (
      <Stack align="center" ta="center" py="lg">
        <Title order={4}>SIGN UP FOR FREE</Title>
        <Button component={ExternalOrRouterLink} to={signUpUrl} color="accent.4" c="layout.9">
          Create free account
        </Button>
        <Anchor component={Link} to="/auth/login" size="sm">
          Already a member? Log in
        </Anchor>
      </Stack>
    );
  }
  return <MyDesigns userId={user.id} />;
}

function MyDesigns({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const { data, isPending } = useQuery({
    queryKey: ['designs', userId],
    queryFn: () => api<DesignSummary[]>('GET', `/users/${userId}/designs`),
  });
  return (
    <Stack gap="sm">
      <Text fw={700}>My designs</Text>
      {isPending && <Loader size="sm" />}
      {data?.length === 0 && <Text c="dimmed" size="sm">Saved designs appear here.</Text>}
      {data?.map((design) => (
        <Card key={design.id} withBorder padding="xs" style={{ cursor: 'pointer' }} onClick={() => navigate(`/designs/${design.id}`)} data-testid="my-design">
          {design.preview && (
            // The page's own outline, as in the Pages panel: a white page on the white card shows.
            <Image src={design.preview} alt="" h={90} w="auto" maw="100%" fit="contain" mx="auto" mb={8} style={{ boxShadow: '0 1px 3px rgba(0,0,0,0.25)' }} />
          )}
          <Text size="sm" fw={600} truncate>
            {design.name}
          </Text>
          <Text size="xs" c="dimmed">
            {new Date(design.updatedAt).toLocaleString()}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
